#include "driver/tune_cuda.h"

#include <stdlib.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <iostream>
#include <optional>
#include <sstream>

#include "ast/printer.h"
#include "backends/cuda/cuda_backend.h"
#include "driver/progress.h"
#include "driver/tune_common.h"
#include "driver/tuning_plan.h"
#include "frontend/diagnostics.h"
#include "harness/cuda_evaluator.h"
#include "harness/grid_memory.h"
#include "harness/process.h"
#include "package/cuda_package.h"
#include "report/write_report.h"
#include "roofline/bound.h"
#include "roofline/ceilings.h"
#include "roofline/cuda_arch.h"
#include "roofline/device_probe.h"
#include "roofline/intensity.h"
#include "roofline/roofline.h"
#include "strategy/cuda_strategy.h"
#include "strategy/search.h"
#include "strategy/tuning_db.h"
#include "support/interrupt.h"
#include "support/scratch_folder.h"

namespace st {

namespace {

namespace fs = std::filesystem;

// The default size of a nest of 1, 2, 3 dimensions: a GPU needs more points to fill.
constexpr std::array<long long, 3> kCudaDefaultExtent = {1 << 26, 8192, 512};

// The dynamic shared memory of a variant's ring of planes (SMEM=2) per block, which
// `ptxas -v` does not count; 0 for other variants.
long long ring_shared_bytes(const StencilInfo& info, const Point& point) {
  CudaVariant v = cuda_variant_of(point);
  return v.shared_memory == 2 ? cuda_shared_bytes(info, v) : 0;
}

// A small size that no tile divides, so that the check covers every remainder.
std::vector<long long> check_extents(const NestInfo& nest, const std::vector<long long>& extents) {
  static const long long odd3[] = {77, 45, 71};
  std::vector<long long> e;
  for (int d = 0; d < nest.dims; ++d) {
    long long want = nest.dims == 3 ? odd3[d] : nest.dims == 2 ? (d == 0 ? 301 : 203) : 5003;
    e.push_back(std::min(want, extents[static_cast<size_t>(d)]));
  }
  return e;
}

// The check size moved along the first dimension to 76-79, congruent to the tuned size
// modulo 4: a row of 4- or 8-byte elements then starts 16-byte aligned in both or in
// neither (rows are the first extent plus a constant), so the ring's 16-byte copies that
// the tuned size takes are proven too. Empty where that is the check size itself.
std::vector<long long> aligned_check_extents(const NestInfo& nest, const std::vector<long long>& extents) {
  std::vector<long long> e = check_extents(nest, extents);
  if (nest.dims < 2) return {};
  long long base = nest.dims == 3 ? 76 : 300;
  long long x = base + ((extents[0] - base) % 4 + 4) % 4;
  if (x > extents[0] || x == e[0]) return {};
  e[0] = x;
  return e;
}

// Whether this nvcc can build for `arch` (nvcc --list-gpu-arch lists compute_NN); true
// when it cannot say (an older nvcc): the build then says it.
bool nvcc_knows(const CudaToolchain& toolchain, const CudaArch& arch) {
  ProcessOptions limit;
  limit.time_limit = std::chrono::seconds(30);
  ProcessResult r = run_process({toolchain.nvcc, "--list-gpu-arch"}, limit);
  if (!r.ok() || r.out.find("compute_") == std::string::npos) return true;
  std::string want = "compute_" + std::to_string(arch.major) + std::to_string(arch.minor);
  std::istringstream lines(r.out);
  for (std::string line; std::getline(lines, line);) {
    if (line == want) return true;
  }
  return false;
}

struct Stage {
  std::string name;
  Point point;
  Measurement measurement;
  std::string what;
  std::string compared;  // how the final comparison timed it; empty: not compared
};

}  // namespace

int tune_cuda(const std::string& file, const std::vector<Analysed>& analysed, const Options& options, std::ostream& out,
              std::ostream& err) {
  auto log = [&](const std::string& line) {
    if (options.verbosity >= 2) err << line << "\n";
  };
  std::optional<CudaToolchain> toolchain = find_cuda_toolchain();
  if (!toolchain) {
    err << "stenciltune: error: --target=cuda needs nvcc, the CUDA compiler, and none was found on PATH, in $CUDA_HOME "
           "or "
           "in /usr/local/cuda; install the CUDA Toolkit or tune with --target=cpu\n";
    return 1;
  }
  // The device: probed; or, with --no-tune --cuda-arch, none: the limits every device of
  // that architecture guarantees (roofline/cuda_arch.h), so that a machine without a GPU
  // builds the library.
  std::optional<CudaArch> wanted;
  if (!options.cuda_arch.empty()) wanted = parse_cuda_arch(options.cuda_arch);
  const bool probed = !(options.no_tune && wanted);
  CudaDevice device;
  std::string limits_note;
  if (!probed) {
    if (!nvcc_knows(*toolchain, *wanted)) {
      throw UserError("--cuda-arch=" + wanted->name + ": " + toolchain->nvcc + " (" + toolchain->version +
                      ") cannot build for it ('nvcc --list-gpu-arch' does not list compute_" +
                      std::to_string(wanted->major) + std::to_string(wanted->minor) + ")");
    }
    device = guaranteed_cuda_device(*wanted);
    limits_note = guaranteed_limits_text(*wanted);
    if (options.verbosity > 0) err << "stenciltune: " << limits_note << "\n";
  } else {
    try {
      device = probe_cuda_devices(*toolchain, options.verbosity >= 2 ? &err : nullptr).front();
    } catch (const std::exception& e) {
      err << "stenciltune: error: --target=cuda found no usable GPU: " << e.what()
          << "\n  (to build the library on a machine without a GPU, give --no-tune --cuda-arch=sm_NN)\n";
      return 1;
    }
    if (wanted && (wanted->major != device.major || wanted->minor != device.minor)) {
      throw UserError("--cuda-arch=" + wanted->name + " but the GPU here, " + device.name + ", is " + device.arch() +
                      ": tuning measures this GPU; give --cuda-arch=" + device.arch() +
                      ", or add --no-tune to build for " + wanted->name + " without timing");
    }
  }
  const std::string arch = wanted ? wanted->name : device.arch();
  std::string cc = "cc";
  if (!options.no_tune && !run_process({cc, "--version"}).ok()) {
    err << "stenciltune: error: no C compiler ('cc'): the check harness needs one; install gcc\n";
    return 1;
  }
  const bool has_gfortran = !options.no_tune && run_process({"gfortran", "--version"}).ok();

  TuningPlan plan(analysed, options, kCudaDefaultExtent);  // every subroutine, nest and size, in order
  std::string name = analysed.size() == 1 ? analysed[0].sub.name : fs::path(file).stem().string();
  std::string out_dir = options.out_dir.empty() ? "stenciltune-out/" + name : options.out_dir;
  for (const TuningJob& job : plan.jobs()) {
    if (options.no_tune) continue;                 // nothing is run
    check_grid_fits(job.unit->info, job.extents);  // the harness holds the grids on the host too
    double points = 1;
    for (long long e : job.extents) points *= static_cast<double>(e);
    double bytes = points * static_cast<double>(job.unit->info.nests.front().compulsory_bytes);
    if (device.global_memory_bytes > 0 && bytes > 0.9 * static_cast<double>(device.global_memory_bytes)) {
      throw UserError("the grids of '" + job.label() + "' at " + grid_size_text(job.extents) + " need about " +
                      byte_size_text(static_cast<std::uint64_t>(bytes)) + " but " + device.name + " has " +
                      byte_size_text(device.global_memory_bytes) + " of memory; give a smaller --size");
    }
  }
  InterruptHandlers stop_cleanly_on_sigint;
  std::error_code ec;
  fs::create_directories(out_dir, ec);
  if (ec) throw UserError("cannot create the output folder '" + out_dir + "': " + ec.message());
  if (::access(out_dir.c_str(), W_OK) != 0) throw UserError("the output folder '" + out_dir + "' is not writable");
  FolderLock lock(out_dir);
  ScratchFolder work;
  TuningDbOptions db_options;
  db_options.fresh = options.fresh;
  db_options.log = log;
  TuningDb db(out_dir + "/tuning.json", db_options);

  // The device's ceilings, for the early stop and the report; --no-tune, which times
  // nothing, does not measure them.
  std::optional<MachineCeilings> ceilings;
  std::string no_ceilings_reason = "--no-tune measures nothing";
  if (!options.no_tune) try {
      RooflineRequest request;
      request.target = RooflineTarget::Cuda;
      // Each kernel's own stream mix too, measured the first time it is needed and cached.
      for (const TuningJob& job : plan.jobs()) request.mixes.push_back(stream_mix(job.unit->info.nests.front()));
      ceilings = machine_ceilings(request, options.verbosity >= 2 ? &err : nullptr);
    } catch (const std::exception& e) {
      no_ceilings_reason = std::string("the roofline could not be measured: ") + e.what();
      err << "stenciltune: warning: no roofline bound (" << e.what()
          << "); the search will not stop early at the bound\n";
    }

  CudaPackageRequest package;
  package.base.name = name;
  package.base.out_dir = out_dir;
  package.base.origin = file;
  package.nvcc = toolchain->nvcc;
  package.arch = arch;
  package.cuda_lib_dir = (fs::path(toolchain->nvcc).parent_path().parent_path() / "lib64").string();
  package.limits_note = limits_note;
  package.compile_jobs = std::max(1, static_cast<int>(::sysconf(_SC_NPROCESSORS_ONLN)));
  Report report;
  report.stencil = name;
  report.file = file;
  report.target = "cuda";
  report.target_description = "CUDA (" + arch + ")";
  report.machine = probed ? device.summary() : "no device (not probed: " + limits_note + ")";
  report.fingerprint = device.fingerprint();
  report.cache_bytes = device.l2_cache_bytes;
  report.cache_name = "L2";
  report.compiler = toolchain->version;
  report.tool_version = STENCILTUNE_VERSION;
  int status = 0;

  for (size_t job_index = 0; job_index < plan.jobs().size(); ++job_index) {
    const TuningJob& job = plan.jobs()[job_index];
    const Analysed& a = *job.unit;
    const NestInfo& nest = a.info.nests.front();
    const std::vector<long long>& extents = job.extents;
    double points = 1;
    for (long long e : extents) points *= static_cast<double>(e);
    std::string job_work = work.path() + "/" + std::to_string(job_index);
    fs::create_directories(job_work);

    ParamSpace space = cuda_space(a.info, nest, extents, device, log);
    fix_params(space, options.params);
    Point chosen = cuda_default(space, nest, extents, device.multiprocessors, log);

    ReportKernel kernel;
    kernel.name = job.kernel->sub.name;
    kernel.nest = job.nest;
    kernel.size = extents;
    kernel.precision = nest.element_bytes <= 4 ? "fp32" : "fp64";
    kernel.stream_mix = stream_mix(nest).label();
    CacheModel cache = cuda_cache_model(device.l2_cache_bytes);
    kernel.intensity = arithmetic_intensity(nest, extents, cache);
    kernel.cache_model = probed ? byte_size_text(device.l2_cache_bytes) + " of L2 shared by every SM"
                                : "no cache (no device probed: its L2 is unknown)";
    kernel.grid_bytes = static_cast<std::uint64_t>(points * static_cast<double>(nest.compulsory_bytes));
    kernel.no_bound_reason = no_ceilings_reason;
    if (ceilings) {
      try {
        kernel.bound = roofline_bound(nest, kernel.intensity, ceilings->ceilings);
      } catch (const std::exception& e) {
        kernel.no_bound_reason = e.what();
        err << "stenciltune: warning: no roofline bound for " << job.label() << " (" << e.what() << ")\n";
      }
    }

    std::vector<Stage> stages;
    SearchResult result;
    std::optional<CudaEvaluator> evaluator;
    CudaEvaluatorConfig config;
    if (options.no_tune) {
      err << "stenciltune: " << job.label() << ": --no-tune: packaging the strategy's default variant without timing\n";
      kernel.reference = "none: --no-tune runs nothing";
    } else {
      std::string source_file = job.unit_is_users_text() ? file : std::string();
      Reference reference = build_reference(source_file, a, has_gfortran, cc, job_work);
      kernel.reference = reference.description;
      config.work_dir = job_work;
      config.extents = extents;
      config.check_extents = check_extents(nest, extents);
      config.aligned_check_extents = aligned_check_extents(nest, extents);
      config.nvcc = toolchain->nvcc;
      config.arch = arch;
      config.c_compiler = cc;
      config.compile_jobs = std::max(1, static_cast<int>(::sysconf(_SC_NPROCESSORS_ONLN)));
      config.registers_per_block = device.registers_per_block;
      config.log = log;
      evaluator.emplace(a.sub, a.symbols, a.info, reference, config);

      TuningKey key =
          TuningKey::make(ast::to_fortran(a.sub), extents, "cuda", device.fingerprint(), toolchain->version);
      std::map<Point, Measurement> known = db.known(key);
      RecordingEvaluator recording(*evaluator, db, key);
      SearchOptions so;
      so.engine = search_engine(options.search);
      so.budget_seconds = options.budget_seconds.value_or(0);
      so.max_variants = options.max_variants.value_or(0);
      so.start = chosen;
      so.known = &known;
      so.log = log;
      so.seconds_per_variant = 1.5;
      if (kernel.bound && kernel.bound->tuned.gstencils > 0)
        so.bound_seconds = points / (kernel.bound->tuned.gstencils * 1e9);
      Progress progress(err, options.verbosity, options.budget_seconds.value_or(0), points,
                        stderr_is_terminal());
      so.on_evaluation = [&](const Evaluation& e) { progress.update(e); };
      if (options.verbosity > 0) {
        err << "stenciltune: tuning " << job.label() << " at " << grid_size_text(extents) << " on " << device.name
            << " (" << space.tally().legal << " legal variants; checked at " << grid_size_text(config.check_extents)
            << (nest.dims < 2 ? std::string()
                              : ", rings also at " +
                                    grid_size_text(config.aligned_check_extents.empty() ? config.check_extents : config.aligned_check_extents) +
                                    " widened to hold a whole tile")
            << ")\n";
      }
      result = search(space, recording, so);
      progress.finish(job.label(), result);
      if (!settle_search(job.label(), result, so.budget_seconds, err, kernel.notes)) {
        status = 1;
        continue;
      }
      Point baseline = cuda_baseline(space, nest);
      auto measured = [&](const Point& p) {
        for (const Evaluation& e : result.evaluations) {
          if (e.point == p) return e.measurement;
        }
        auto it = known.find(p);
        if (it != known.end()) return it->second;
        return recording.evaluate(p);
      };
      // The default (measured first by the search), the paper's baseline and the search's
      // fastest, compared side by side: the fastest of that comparison is packaged, so the
      // library is never slower than the baseline the report sets it against (a search
      // cut short may have measured little more than the default).
      Point def = cuda_default(space, nest, extents, device.multiprocessors);
      std::vector<Evaluation> candidates = result.evaluations;
      std::vector<Point> must = {def};
      if (space.legal(baseline)) {
        must.push_back(baseline);
        bool known_point =
            std::any_of(candidates.begin(), candidates.end(), [&](const Evaluation& e) { return e.point == baseline; });
        if (!known_point) candidates.push_back({baseline, measured(baseline), false});
      }
      // Each variant of the comparison holds device buffers of its own.
      FinalChoice final = final_comparison(
          *evaluator, candidates, must, *result.best, points * static_cast<double>(nest.compulsory_bytes),
          static_cast<double>(device.global_memory_bytes), options.verbosity > 0, err, kernel.notes, log);
      chosen = final.winner;
      auto stage = [&](const std::string& stage_name, const Point& p, const std::string& what) {
        std::optional<Measurement> m = final.time_of(p);
        return Stage{stage_name, p, m ? *m : measured(p), what, {}};
      };
      stages.push_back(stage("baseline", baseline, "the paper's generator: one point per thread, global memory only"));
      if (def != chosen || final.compared) stages.push_back(stage("default", def, "the strategy's default variant"));
      for (const Point& p : final.points) {
        if (p != baseline && p != def && p != chosen) {
          stages.push_back(stage("compared", p, "a variant of the final comparison"));
        }
      }
      stages.push_back(stage(
          "+tuned", chosen,
          parameters_text(chosen) + (final.compared && chosen == def ? " (the default: it won the final comparison)"
                                     : final.compared && chosen == baseline
                                         ? " (the paper's baseline: it won the final comparison)"
                                         : "")));
      if (final.compared) {
        for (Stage& st : stages) {
          if (final.time_of(st.point)) st.compared = std::to_string(final.rounds) + " interleaved rounds";
        }
      }
    }
    plan.record(job_index, chosen);

    for (const Stage& st : stages) {
      ReportStage rs{st.name,
                     st.what,
                     st.measurement.valid,
                     st.measurement.reason,
                     st.measurement.seconds,
                     st.measurement.spread,
                     st.measurement.repetitions,
                     {}};
      rs.details.push_back({"variant", parameters_text(st.point)});
      if (!st.compared.empty()) rs.details.push_back({"final comparison", st.compared});
      PtxasInfo pi = evaluator->ptxas_of(st.point);
      if (pi.known) {
        rs.details.push_back({"registers", std::to_string(pi.registers)});
        rs.details.push_back({"spill bytes", std::to_string(pi.spill_bytes)});
        rs.details.push_back({"shared bytes", std::to_string(pi.shared_bytes)});
      }
      // ptxas counts static shared memory only; the ring is dynamic.
      if (long long ring = ring_shared_bytes(a.info, st.point)) {
        rs.details.push_back({"dynamic shared bytes", std::to_string(ring)});
      }
      kernel.stages.push_back(rs);
    }
    fill_search_report(kernel.search, result, space, !options.no_tune, options.params);
    kernel.best = chosen;
    if (!probed) kernel.notes.push_back("The variant was " + limits_note + ".");
    if (evaluator) {
      kernel.notes.push_back("Each variant was proven at " + grid_size_text(config.check_extents) +
                             (config.aligned_check_extents.empty()
                                  ? std::string()
                                  : " (with a ring of shared planes also at " + grid_size_text(config.aligned_check_extents) +
                                        ", where its rows are 16-byte aligned)") +
                             " against " +
                             kernel.reference + ", then timed at " + grid_size_text(extents) +
                             " with CUDA events around the kernels only (median of " +
                             std::to_string(config.repetitions) + " launches after a warm-up).");
      CopyTimes copies = evaluator->copies_of(chosen);
      if (copies.h2d_seconds > 0) {
        char buf[240];
        std::snprintf(buf, sizeof buf,
                      "Copies, timed apart from the kernels: host to device %.2f ms, device to host %.2f ms.",
                      copies.h2d_seconds * 1e3, copies.d2h_seconds * 1e3);
        kernel.notes.push_back(buf);
      }
      // What limits it, from the hardware counters where Nsight Compute reads them.
      kernel.counters = evaluator->counters_of(chosen);
      PtxasInfo ptxas = evaluator->ptxas_of(chosen);
      if (ptxas.known) {
        long long ring = ring_shared_bytes(a.info, chosen);
        kernel.notes.push_back(
            "ptxas -v for the packaged variant: " + ptxas.text +
            (ring ? " (static), and " + std::to_string(ring) + " bytes of dynamic shared memory for the ring"
                  : std::string()) +
            ".");
      }
    }
    report.kernels.push_back(std::move(kernel));
  }

  // Each winner a part of its variant: its kernels and PART_device (cuda_package.h).
  auto cuda_part = [&](const TuningJob& job, const Point& winner) {
    PackagedPart part;
    part.target = "cuda";
    part.sub = &job.unit->sub;
    part.symbols = &job.unit->symbols;
    part.nest = job.nest;
    part.parameters = parameters_text(winner);
    const Analysed* unit = job.unit;
    CudaVariant variant = cuda_variant_of(winner);
    std::string comment = "stenciltune CUDA variant of " + job.label() + " (" + part.parameters + "), " +
                          (options.no_tune ? "not timed (--no-tune), for " : "tuned at ") +
                          grid_size_text(job.extents) + (probed ? " on " + device.name : " for " + arch);
    part.source = [unit, variant, comment](const std::string& symbol) {
      CudaEmitOptions emit;
      emit.function_name = symbol;
      emit.fortran_entry = false;
      emit.entries = CudaEmitOptions::Entries::Device;
      emit.comment = comment;
      return emit_cuda(unit->sub, unit->symbols, unit->info, variant, emit);
    };
    return part;
  };
  std::string description = options.no_tune ? "the strategy's default variant, not timed (--no-tune), for " + arch
                                            : "tuned on " + device.name + " (" + arch + ")";
  package.base.kernels = plan.kernels(description + "; correct at any size", cuda_part);
  if (package.base.kernels.empty()) return status;
  write_cuda_package(package);
  report.library = "lib" + name + ".a";
  if (options.no_tune) {
    report.library_not_checked = "--no-tune runs nothing";
  } else {
    // As the user's program will call it: NAME_ with host pointers, on the probed GPU.
    std::vector<std::string> cudart = {"-L" + package.cuda_lib_dir, "-Wl,-rpath," + package.cuda_lib_dir, "-lcudart",
                                       "-lstdc++"};
    report.library_checks = check_library(file, analysed, package.base, has_gfortran, cc, cudart, work.path(), log);
    if (!report_library_checks(report.library_checks, err)) status = 1;
  }
  finish_report(report, ceilings, out_dir, name, RateFormat{10, 9, 1}, out);
  return status;
}

}  // namespace st
