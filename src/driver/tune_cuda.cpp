#include "driver/tune_cuda.h"
#include "driver/tune_common.h"

#include <stdlib.h>
#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <iostream>
#include <sstream>

#include "ast/printer.h"
#include "backends/c/c_backend.h"
#include "backends/cuda/cuda_backend.h"
#include "backends/fortran/fortran_backend.h"
#include "frontend/diagnostics.h"
#include "harness/check_harness.h"
#include "harness/cuda_evaluator.h"
#include "harness/process.h"
#include "harness/validation.h"
#include "package/cuda_package.h"
#include "roofline/bound.h"
#include "roofline/device_probe.h"
#include "roofline/intensity.h"
#include "roofline/roofline.h"
#include "strategy/cuda_strategy.h"
#include "strategy/search.h"
#include "strategy/tuning_db.h"
#include "support/atomic_file.h"
#include "support/interrupt.h"
#include "support/scratch_folder.h"
#include "harness/grid_memory.h"
#include "report/write_report.h"
#include "roofline/ceilings.h"

namespace st {

namespace {

namespace fs = std::filesystem;

std::vector<long long> cuda_extents(const NestInfo& nest, const Options& options) {
  std::vector<long long> extents;
  if (!options.sizes.empty()) {
    extents = options.sizes.front().extents;
    if (extents.size() == 1) extents.assign(static_cast<size_t>(nest.dims), extents[0]);
    if (static_cast<int>(extents.size()) != nest.dims) {
      throw UserError("--size gives " + std::to_string(options.sizes.front().extents.size()) + " extents but the stencil is " +
                      std::to_string(nest.dims) + "-D");
    }
  } else {
    extents.assign(static_cast<size_t>(nest.dims), nest.dims == 3 ? 512 : nest.dims == 2 ? 8192 : 1 << 26);
  }
  return extents;
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

// The reference (DESIGN.md, Contracts): gfortran -O0 where it exists, else the
// untransformed C translation, proven equal to gfortran's by the differential test.
Reference build_cuda_reference(const std::string& file, const Analysed& a, const std::string& work, std::string& cc) {
  Reference ref;
  ProcessResult gf = run_process({"gfortran", "--version"});
  if (gf.ok()) {
    std::string source = file;
    if (a.sub.bare_nest) {
      source = work + "/" + a.sub.name + "_original.f90";
      write_file_atomically(source, emit_fortran(a.sub, a.symbols, {}));
    }
    Toolchain tools;
    ref.object = work + "/ref_" + a.sub.name + ".o";
    StepResult r = compile_reference(source, a.sub.name, ref.object, tools);
    if (!r.ok) throw UserError("compiling the reference failed: " + r.message);
    ref.symbol = reference_symbol(a.sub.name);
    ref.link_libraries = {"-lgfortran"};
    ref.description = "the original subroutine compiled by gfortran -O0";
    return ref;
  }
  CEmitOptions c;
  c.function_name = "st_ref_" + a.sub.name;
  std::string source = work + "/ref_" + a.sub.name + ".c";
  write_file_atomically(source, emit_c(a.sub, a.symbols, c));
  ref.object = work + "/ref_" + a.sub.name + ".o";
  std::vector<std::string> argv = {cc, "-O0", "-ffp-contract=off", "-std=c99", "-c", source, "-o", ref.object};
  ProcessResult r = run_process(argv);
  if (!r.ok()) throw UserError("compiling the reference failed: " + command_line(argv) + " " + r.describe() + ":\n" + r.err);
  ref.symbol = c.function_name + "_";
  ref.description = "the untransformed C translation of the original, compiled -O0 (no gfortran on this machine; "
                    "the translation is proven equal to gfortran's by the differential test)";
  return ref;
}

struct Stage {
  std::string name;
  Point point;
  Measurement measurement;
  std::string what;
};

}  // namespace

int tune_cuda(const std::string& file, const std::vector<Analysed>& analysed, const Options& options, std::ostream& out,
              std::ostream& err) {
  auto log = [&](const std::string& line) {
    if (options.verbosity >= 2) err << line << "\n";
  };
  std::optional<CudaToolchain> toolchain = find_cuda_toolchain();
  if (!toolchain) {
    err << "stenciltune: error: --target=cuda needs nvcc, the CUDA compiler, and none was found on PATH, in $CUDA_HOME or "
           "in /usr/local/cuda; install the CUDA Toolkit or tune with --target=cpu\n";
    return 1;
  }
  std::vector<CudaDevice> devices;
  try {
    devices = probe_cuda_devices(*toolchain, options.verbosity >= 2 ? &err : nullptr);
  } catch (const std::exception& e) {
    err << "stenciltune: error: --target=cuda found no usable GPU: " << e.what() << "\n";
    return 1;
  }
  const CudaDevice& device = devices.front();
  std::string cc = "cc";
  if (!run_process({cc, "--version"}).ok()) {
    err << "stenciltune: error: no C compiler ('cc'): the check harness needs one; install gcc\n";
    return 1;
  }

  std::string name = analysed.size() == 1 ? analysed[0].sub.name : fs::path(file).stem().string();
  std::string out_dir = options.out_dir.empty() ? "stenciltune-out/" + name : options.out_dir;
  for (const Analysed& a : analysed) {
    std::vector<long long> extents = cuda_extents(a.info.nests.front(), options);
    check_grid_fits(a.info, extents);  // the harness holds the grids on the host too
    double bytes = 0;
    for (const NestInfo& nest : a.info.nests) {
      double points = 1;
      for (long long e : extents) points *= static_cast<double>(e);
      bytes = std::max(bytes, points * static_cast<double>(nest.compulsory_bytes));
    }
    if (device.global_memory_bytes > 0 && bytes > 0.9 * static_cast<double>(device.global_memory_bytes)) {
      throw UserError("the grids of '" + a.sub.name + "' at " + grid_size_text(extents) + " need about " +
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

  std::optional<MachineCeilings> ceilings;
  try {
    RooflineRequest request;
    request.target = RooflineTarget::Cuda;
    ceilings = machine_ceilings(request, options.verbosity >= 2 ? &err : nullptr);
  } catch (const std::exception& e) {
    err << "stenciltune: warning: no roofline bound (" << e.what() << "); the search will not stop early at the bound\n";
  }

  CudaPackageRequest package;
  package.base.name = name;
  package.base.out_dir = out_dir;
  package.base.origin = file;
  package.nvcc = toolchain->nvcc;
  package.arch = device.arch();
  package.cuda_lib_dir = (fs::path(toolchain->nvcc).parent_path().parent_path() / "lib64").string();
  std::vector<std::string> sources;
  Report report;
  report.stencil = name;
  report.file = file;
  report.target = "cuda";
  report.target_description = "CUDA (" + device.arch() + ")";
  report.machine = device.summary();
  report.fingerprint = device.fingerprint();
  report.cache_bytes = device.l2_cache_bytes;
  report.cache_name = "L2";
  report.compiler = toolchain->version;
  report.tool_version = STENCILTUNE_VERSION;
  int status = 0;

  for (const Analysed& a : analysed) {
    const NestInfo& nest = a.info.nests.front();
    std::vector<long long> extents = cuda_extents(nest, options);
    double points = 1;
    for (long long e : extents) points *= static_cast<double>(e);
    Reference reference = build_cuda_reference(file, a, work.path(), cc);

    CudaEvaluatorConfig config;
    config.work_dir = work.path();
    config.extents = extents;
    config.check_extents = check_extents(nest, extents);
    config.nvcc = toolchain->nvcc;
    config.arch = device.arch();
    config.c_compiler = cc;
    config.compile_jobs = std::max(1, static_cast<int>(::sysconf(_SC_NPROCESSORS_ONLN)));
    config.log = log;
    CudaEvaluator evaluator(a.sub, a.symbols, a.info, reference, config);

    ParamSpace space = cuda_space(a.info, nest, extents, device, log);
    for (const std::string& assignment : options.params) {
      size_t eq = assignment.find('=');
      std::string pname = assignment.substr(0, eq);
      for (char& c : pname) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
      char* end = nullptr;
      long long value = eq == std::string::npos ? 0 : std::strtoll(assignment.c_str() + eq + 1, &end, 10);
      if (eq == std::string::npos || end == nullptr || *end != '\0') throw UserError("--param '" + assignment + "' is not NAME=INTEGER");
      space.fix(pname, value);
    }
    Point chosen = cuda_default(space, nest, extents, log);

    std::optional<Bound> bound;
    if (ceilings) {
      try {
        bound = roofline_bound(nest, arithmetic_intensity(nest, extents, cuda_cache_model(device.l2_cache_bytes)), ceilings->ceilings);
      } catch (const std::exception& e) {
        err << "stenciltune: warning: no roofline bound for " << a.sub.name << " (" << e.what() << ")\n";
      }
    }

    std::vector<Stage> stages;
    SearchResult result;
    if (options.no_tune) {
      err << "stenciltune: " << a.sub.name << ": --no-tune: packaging the strategy's default variant without timing\n";
    } else {
      TuningKey key = TuningKey::make(ast::to_fortran(a.sub), extents, "cuda", device.fingerprint(), toolchain->version);
      std::map<Point, Measurement> known = db.known(key);
      RecordingEvaluator recording(evaluator, db, key);
      SearchOptions so;
      so.engine = search_engine(options.search);
      so.budget_seconds = options.budget_seconds.value_or(0);
      so.max_variants = options.max_variants.value_or(0);
      so.start = chosen;
      so.known = &known;
      so.log = log;
      so.seconds_per_variant = 1.5;
      if (bound && bound->tuned.gstencils > 0) so.bound_seconds = points / (bound->tuned.gstencils * 1e9);
      long long done = 0;
      so.on_evaluation = [&](const Evaluation& e) {
        ++done;
        if (options.verbosity == 0) return;
        err << "stenciltune: [" << done << "] " << parameters_text(e.point) << ": ";
        if (e.measurement.valid) {
          char buf[96];
          std::snprintf(buf, sizeof buf, "%.4f ms (%.1f GStencil/s)", e.measurement.seconds * 1e3, points / e.measurement.seconds / 1e9);
          err << buf;
        } else {
          err << "invalid (" << e.measurement.reason.substr(0, 200) << ")";
        }
        if (e.from_database) err << " [from tuning.json]";
        err << "\n";
      };
      if (options.verbosity > 0) {
        err << "stenciltune: tuning " << a.sub.name << " at " << grid_size_text(extents) << " on " << device.name << " ("
            << space.tally().legal << " legal variants; checked at " << grid_size_text(config.check_extents) << ")\n";
      }
      result = search(space, recording, so);
      if (!result.best) {
        err << "stenciltune: " << a.sub.name << ": no valid variant among " << result.summary.tried << " tried:";
        for (const auto& [reason, count] : result.summary.invalid_reasons) err << "\n  " << count << " x " << reason;
        err << "\n";
        status = 1;
        continue;
      }
      chosen = *result.best;
      // The paper's generator: one point per thread, global memory only.
      Point baseline = chosen;
      baseline["TX"] = nest.dims == 3 ? 32 : 256;
      baseline["TY"] = nest.dims == 3 ? 8 : 1;
      baseline["RY"] = 1;
      baseline["ZB"] = 1;
      baseline["STREAM"] = 0;
      baseline["SMEM"] = 0;
      baseline["RO"] = 0;
      baseline["LB"] = 0;
      baseline["UNROLL"] = 1;
      auto measured = [&](const Point& p) {
        auto it = known.find(p);
        if (it != known.end()) return it->second;
        return recording.evaluate(p);
      };
      stages.push_back({"baseline", baseline, measured(baseline), "the paper's generator: one point per thread, global memory only"});
      Point def = cuda_default(space, nest, extents);
      if (def != chosen) stages.push_back({"default", def, measured(def), "the strategy's default variant"});
      stages.push_back({"+tuned", chosen, result.best_measurement, parameters_text(chosen)});
    }

    PackagedKernel k;
    k.sub = &a.sub;
    k.symbols = &a.symbols;
    k.info = &a.info;
    CudaEmitOptions emit;
    emit.library_entries = true;
    emit.comment = "stenciltune CUDA variant of " + a.sub.name + " (" + parameters_text(chosen) + "), tuned at " + grid_size_text(extents) +
                   " on " + device.name;
    sources.push_back(emit_cuda(a.sub, a.symbols, a.info, cuda_variant_of(chosen), emit));
    k.description = "tuned for " + device.name + " (" + device.arch() + ") at " + grid_size_text(extents) + "; variant " +
                    parameters_text(chosen) + "; correct at any size";
    PackagedVariant pv;
    pv.size = extents;
    pv.size_arguments = size_arguments(a.info, extents);
    PackagedPart part;
    part.target = "cuda";
    part.sub = &a.sub;
    part.symbols = &a.symbols;
    part.parameters = parameters_text(chosen);
    pv.parts.push_back(part);
    k.variants.push_back(pv);
    package.base.kernels.push_back(k);

    ReportKernel kernel;
    kernel.name = a.sub.name;
    kernel.size = extents;
    kernel.reference = reference.description;
    kernel.precision = nest.element_bytes <= 4 ? "fp32" : "fp64";
    kernel.stream_mix = stream_mix(nest).label();
    CacheModel cache = cuda_cache_model(device.l2_cache_bytes);
    kernel.intensity = arithmetic_intensity(nest, extents, cache);
    kernel.cache_model = byte_size_text(device.l2_cache_bytes) + " of L2 shared by every SM";
    kernel.grid_bytes = static_cast<std::uint64_t>(points * static_cast<double>(nest.compulsory_bytes));
    kernel.bound = bound;
    kernel.no_bound_reason = options.no_tune ? "--no-tune measures nothing" : "the roofline was not measured";
    for (const Stage& st : stages) {
      ReportStage rs{st.name, st.what, st.measurement.valid, st.measurement.reason, st.measurement.seconds,
                     st.measurement.spread, st.measurement.repetitions, {}};
      rs.details.push_back({"variant", parameters_text(st.point)});
      PtxasInfo pi = evaluator.ptxas_of(st.point);
      if (pi.known) {
        rs.details.push_back({"registers", std::to_string(pi.registers)});
        rs.details.push_back({"spill bytes", std::to_string(pi.spill_bytes)});
        rs.details.push_back({"shared bytes", std::to_string(pi.shared_bytes)});
      }
      kernel.stages.push_back(rs);
    }
    fill_search_report(kernel.search, result, space, !options.no_tune, options.params);
    kernel.best = chosen;
    kernel.notes.push_back("Each variant was proven at " + grid_size_text(config.check_extents) + " against " + reference.description +
                           ", then timed at " + grid_size_text(extents) + " with CUDA events around the kernels only (median of " +
                           std::to_string(config.repetitions) + " launches after a warm-up).");
    CopyTimes copies = evaluator.copies_of(chosen);
    if (copies.h2d_seconds > 0) {
      char buf[240];
      std::snprintf(buf, sizeof buf, "Copies, timed apart from the kernels: host to device %.2f ms, device to host %.2f ms.",
                    copies.h2d_seconds * 1e3, copies.d2h_seconds * 1e3);
      kernel.notes.push_back(buf);
    }
    // What limits it, from the hardware counters where Nsight Compute reads them.
    if (!options.no_tune) kernel.counters = evaluator.counters_of(chosen);
    PtxasInfo ptxas = evaluator.ptxas_of(chosen);
    if (ptxas.known) kernel.notes.push_back("ptxas -v for the packaged variant: " + ptxas.text + ".");
    report.kernels.push_back(std::move(kernel));
  }
  if (package.base.kernels.empty()) return status;
  package.sources = sources;
  write_cuda_package(package);
  report.library = "lib" + name + ".a";
  if (ceilings) {
    std::vector<const Bound*> bounds;
    for (const ReportKernel& k : report.kernels) bounds.push_back(k.bound ? &*k.bound : nullptr);
    report.ceilings = report_ceilings(ceilings->ceilings, bounds);
    const Ceilings& c = ceilings->ceilings;
    report.ceiling_source = ReportCeilingSource{c.measured_at, ceilings->from_cache, c.array_bytes, c.sizing, c.placement, c.notes};
  }
  std::vector<std::string> report_files = write_report(report, out_dir);
  out << "stenciltune: wrote " << out_dir << "/: lib" << name << ".a " << name << ".h " << name << "_mod.f90 " << name << ".pc";
  for (const std::string& f : report_files) out << " " << f;
  out << " tuning.json\n";
  for (const ReportKernel& k : report.kernels) {
    for (const ReportStage& st : k.stages) {
      if (!st.valid) continue;
      StageRates rates = stage_rates(k, st);
      char buf[200];
      std::snprintf(buf, sizeof buf, "  %-10s %9.1f GStencil/s", st.name.c_str(), rates.gstencils);
      out << k.name << buf;
      if (rates.percent_of_bound) out << "  (" << std::lround(*rates.percent_of_bound) << "% of bound)";
      out << "\n";
    }
  }
  return status;
}

}  // namespace st
