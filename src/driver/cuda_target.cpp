#include <stdlib.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <map>
#include <memory>
#include <optional>
#include <ostream>
#include <sstream>

#include "backends/c/c_backend.h"
#include "backends/cuda/cuda_backend.h"
#include "backends/cuda/temporal_kernel.h"
#include "backends/cuda/temporal_schedule.h"
#include "driver/gpu_split.h"
#include "driver/target.h"
#include "frontend/diagnostics.h"
#include "harness/cuda_evaluator.h"
#include "harness/grid_memory.h"
#include "harness/process.h"
#include "package/cuda_package.h"
#include "package/gpu_slabs.h"
#include "roofline/bound.h"
#include "roofline/ceilings.h"
#include "roofline/cuda_arch.h"
#include "roofline/device_probe.h"
#include "roofline/intensity.h"
#include "strategy/cuda_strategy.h"
#include "strategy/machine.h"

namespace st {

namespace {

namespace fs = std::filesystem;

// The default size of a nest of 1, 2, 3 dimensions: a GPU needs more points to fill.
constexpr std::array<long long, 3> cuda_default_extent = {1 << 26, 8192, 512};

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

class CudaTarget : public TuningTarget {
 public:
  CudaTarget(const Options& options, std::ostream& err) : options_(options), err_(err) {}

  std::array<long long, 3> default_extent() const override { return cuda_default_extent; }
  bool blocks_time_loops() const override { return true; }

  // The device: probed; or, with --no-tune --cuda-arch, none: the limits every device of
  // that architecture guarantees (roofline/cuda_arch.h), so that a machine without a GPU
  // builds the library.
  bool probe(Report& report) override {
    std::optional<CudaToolchain> toolchain = find_cuda_toolchain();
    if (!toolchain) {
      err_ << "stenciltune: error: --target=cuda needs nvcc, the CUDA compiler, and none was found on PATH, in "
              "$CUDA_HOME or in /usr/local/cuda; install the CUDA Toolkit or tune with --target=cpu\n";
      return false;
    }
    toolchain_ = *toolchain;
    std::optional<CudaArch> wanted;
    if (!options_.cuda_arch.empty()) wanted = parse_cuda_arch(options_.cuda_arch);
    probed_ = !(options_.no_tune && wanted);
    if (!probed_) {
      if (!nvcc_knows(toolchain_, *wanted)) {
        throw UserError("--cuda-arch=" + wanted->name + ": " + toolchain_.nvcc + " (" + toolchain_.version +
                        ") cannot build for it ('nvcc --list-gpu-arch' does not list compute_" +
                        std::to_string(wanted->major) + std::to_string(wanted->minor) + ")");
      }
      device_ = guaranteed_cuda_device(*wanted);
      limits_note_ = guaranteed_limits_text(*wanted);
      if (options_.verbosity > 0) err_ << "stenciltune: " << limits_note_ << "\n";
    } else {
      try {
        const std::vector<CudaDevice> devices =
            probe_cuda_devices(toolchain_, options_.verbosity >= 2 ? &err_ : nullptr);
        device_ = devices.front();
        visible_devices_ = static_cast<int>(devices.size());
      } catch (const std::exception& e) {
        err_ << "stenciltune: error: --target=cuda found no usable GPU: " << e.what()
             << "\n  (to build the library on a machine without a GPU, give --no-tune --cuda-arch=sm_NN)\n";
        return false;
      }
      if (wanted && (wanted->major != device_.major || wanted->minor != device_.minor)) {
        throw UserError("--cuda-arch=" + wanted->name + " but the GPU here, " + device_.name + ", is " +
                        device_.arch() + ": tuning measures this GPU; give --cuda-arch=" + device_.arch() +
                        ", or add --no-tune to build for " + wanted->name + " without timing");
      }
    }
    arch_ = wanted ? wanted->name : device_.arch();
    if (!options_.no_tune && !run_process({cc_, "--version"}).ok()) {
      err_ << "stenciltune: error: no C compiler ('cc'): the check harness needs one; install gcc\n";
      return false;
    }
    has_gfortran_ = !options_.no_tune && run_process({"gfortran", "--version"}).ok();
    report.target = "cuda";
    report.target_description = "CUDA (" + arch_ + ")";
    report.machine = probed_ ? device_.summary() : "no device (not probed: " + limits_note_ + ")";
    report.fingerprint = device_.fingerprint();
    report.cache_bytes = device_.l2_cache_bytes;
    report.cache_name = "L2";
    report.compiler = toolchain_.version;
    return true;
  }

  void check_fits(const TuningPlan& plan) const override {
    for (const TuningJob& job : plan.jobs()) {
      if (options_.no_tune) continue;                // nothing is run
      check_grid_fits(job.unit->info, job.extents);  // the harness holds the grids on the host too
      double points = 1;
      for (long long e : job.extents) points *= static_cast<double>(e);
      double bytes = points * static_cast<double>(job.unit->info.nests.front().compulsory_bytes);
      // A time loop blocked over time holds a second copy of the grids it writes.
      if (job.temporal) bytes *= 2;
      if (device_.global_memory_bytes > 0 && bytes > 0.9 * static_cast<double>(device_.global_memory_bytes)) {
        throw UserError("the grids of '" + job.label() + "' at " + grid_size_text(job.extents) + " need about " +
                        byte_size_text(static_cast<std::uint64_t>(bytes)) + " but " + device_.name + " has " +
                        byte_size_text(device_.global_memory_bytes) + " of memory; give a smaller --size");
      }
    }
  }

  RooflineRequest roofline_request() const override {
    RooflineRequest request;
    request.target = RooflineTarget::Cuda;
    return request;
  }

  std::string no_tune_bound_reason() const override { return "--no-tune measures nothing"; }

  void reference(JobRun& run) override {
    evaluator_.reset();
    if (options_.no_tune) {
      run.kernel.reference = "none: --no-tune runs nothing";
      return;
    }
    reference_ = build_reference(run.source_file, *run.job->unit, has_gfortran_, cc_, run.work);
    run.kernel.reference = reference_.description;
  }

  // The strategy's default: the nest's (a time loop's step by step), or where --param fixes
  // BT above 1 that depth's blocked default, keeping what else --param fixed.
  Point default_of(const JobRun& run, const LogSink& log = {}) const {
    const StencilInfo& info = run.job->unit->info;
    const Dimension* bt = run.space.dimension("BT");
    if (run.job->temporal && bt && bt->values.size() == 1 && bt->values.front() > 1) {
      Point fixed;
      for (const Dimension& d : run.space.dimensions()) {
        if (d.values.size() == 1) fixed[d.name] = d.values.front();
      }
      return cuda_temporal_default(run.space, info, fixed, device_, run.job->extents);
    }
    return cuda_default(run.space, info.nests.front(), run.job->extents, device_.multiprocessors, log);
  }

  void space_and_default(JobRun& run) override {
    const Analysed& a = *run.job->unit;
    const NestInfo& nest = a.info.nests.front();
    const std::vector<long long>& extents = run.job->extents;
    run.space = job_space(*run.job);
    run.chosen = default_of(run, log_sink());
    CacheModel cache = cuda_cache_model(device_.l2_cache_bytes);
    run.kernel.intensity = arithmetic_intensity(nest, extents, cache);
    // A time loop's: one step, every nest of it.
    if (run.job->temporal) run.kernel.intensity = step_intensity(a.info, extents, cache);
    run.kernel.cache_model = probed_ ? byte_size_text(device_.l2_cache_bytes) + " of L2 shared by every SM"
                                     : "no cache (no device probed: its L2 is unknown)";
  }

  Evaluator& evaluator(JobRun& run) override {
    if (!evaluator_) {
      const Analysed& a = *run.job->unit;
      const NestInfo& nest = a.info.nests.front();
      config_ = CudaEvaluatorConfig();
      config_.work_dir = run.work;
      config_.extents = run.job->extents;
      config_.check_extents = check_extents(nest, run.job->extents);
      config_.aligned_check_extents = aligned_check_extents(nest, run.job->extents);
      config_.nvcc = toolchain_.nvcc;
      config_.arch = arch_;
      config_.c_compiler = cc_;
      config_.compile_jobs = compile_jobs();
      config_.registers_per_block = device_.registers_per_block;
      if (run.job->temporal) {
        config_.arguments = run.job->step_arguments;
        if (!run.job->step_arguments.empty()) config_.steps_argument = run.job->step_arguments.begin()->first;
        // A call runs every step: about as many steps timed as a sweep's 20 launches over
        // 12 steps, and never fewer than 5 calls (100 steps of a 512^3 grid take 0.1 s).
        config_.repetitions = static_cast<int>(std::clamp<long long>(240 / run.job->timed_steps, 5, 20));
        // And as few variants a program: the 27-point box's blocked call at 512^3 and 100
        // steps takes 4 s on an H200, a program of 16 such variants minutes.
        config_.round_size = static_cast<int>(std::clamp<long long>(240 / run.job->timed_steps, 2, compile_jobs()));
      }
      config_.log = log_sink();
      evaluator_.emplace(a.sub, a.symbols, a.info, reference_, config_);
    }
    return *evaluator_;
  }

  TuningKey key(const JobRun& run) const override {
    return job_key(*run.job, "cuda", device_.fingerprint(), toolchain_.version);
  }

  void search_options(const JobRun& run, SearchOptions& so) const override {
    so.seconds_per_variant = 1.5;
    // A time loop blocked over time may pass the single sweep's bound: no early stop.
    if (run.job->temporal) return;
    const std::optional<Bound>& bound = run.kernel.bound;
    if (bound && bound->tuned.gstencils > 0) so.bound_seconds = run.points / (bound->tuned.gstencils * 1e9);
  }

  std::string tuning_where(const JobRun& run) const override {
    const NestInfo& nest = run.job->unit->info.nests.front();
    const std::vector<long long>& rings =
        config_.aligned_check_extents.empty() ? config_.check_extents : config_.aligned_check_extents;
    return device_.name + " (" + std::to_string(run.space.tally().legal) + " legal variants; checked at " +
           grid_size_text(config_.check_extents) +
           (nest.dims < 2 ? std::string()
                          : ", rings also at " + grid_size_text(rings) + " widened to hold a whole tile") +
           ")";
  }

  // The default (measured first by the search), the paper's baseline and the search's
  // fastest, compared side by side: the fastest of that comparison is packaged, so the
  // library is never slower than the baseline the report sets it against (a search cut
  // short may have measured little more than the default).
  void stages(JobRun& run, Evaluator& recording, const std::map<Point, Measurement>& known) override {
    if (run.job->temporal) return temporal_stages(run, recording);
    const NestInfo& nest = run.job->unit->info.nests.front();
    Point baseline = cuda_baseline(run.space, nest);
    auto measured = [&](const Point& p) {
      for (const Evaluation& e : run.result.evaluations) {
        if (e.point == p) return e.measurement;
      }
      auto it = known.find(p);
      if (it != known.end()) return it->second;
      return recording.evaluate(p);
    };
    Point def = default_of(run);
    std::vector<Evaluation> candidates = run.result.evaluations;
    std::vector<Point> must = {def};
    if (run.space.legal(baseline)) {
      must.push_back(baseline);
      bool known_point =
          std::any_of(candidates.begin(), candidates.end(), [&](const Evaluation& e) { return e.point == baseline; });
      if (!known_point) candidates.push_back({baseline, measured(baseline), false});
    }
    // Each variant of the comparison holds device buffers of its own.
    FinalChoice final = final_comparison(
        *evaluator_, candidates, must, *run.result.best, run.points * static_cast<double>(nest.compulsory_bytes),
        static_cast<double>(device_.global_memory_bytes), options_.verbosity > 0, err_, run.kernel.notes, log_sink());
    run.chosen = final.winner;
    keep_runners_up(run);
    const Point& chosen = run.chosen;
    std::vector<Stage>& stages = run.stages;
    auto stage = [&](const std::string& stage_name, const Point& p, const std::string& what) {
      std::optional<Measurement> m = final.time_of(p);
      return Stage{stage_name, p, m ? *m : measured(p), what, {}};
    };
    stages.push_back(stage("baseline", baseline, "the paper's generator: one point per thread, global memory only"));
    if (def != chosen || final.compared) stages.push_back(stage("default", def, "the strategy's default variant"));
    for (const Point& p : final.points) {
      if (p != baseline && p != def && p != chosen)
        stages.push_back(stage("compared", p, "a variant of the final comparison"));
    }
    stages.push_back(
        stage("+tuned", chosen,
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

  // A time loop blocked over time: the fastest step-by-step variant (BT=1, "+tuned", one
  // kernel per nest and step) and the fastest blocked one ("+temporal"), compared side by
  // side with the default; the fastest is packaged (a BT=1 winner leaves the nests' own
  // tuned variants in the library). The search starts step by step, where the nests'
  // default kernels are; the blocked defaults of 2 steps a pass (the default tile and the
  // tile of two blocks a multiprocessor) are measured too, so that blocking is always
  // weighed however short the budget, and each deeper depth's while the depth before was
  // the fastest blocked so far and within twice the fastest step-by-step variant (a
  // blocked call of the 27-point box at 512^3 and 100 steps takes seconds).
  void temporal_stages(JobRun& run, Evaluator& recording) {
    const StencilInfo& info = run.job->unit->info;
    evaluator_->drop_announced();
    std::vector<Evaluation> measured = run.result.evaluations;
    auto known = [&](const Point& p) {
      return std::any_of(measured.begin(), measured.end(), [&](const Evaluation& e) { return e.point == p; });
    };
    // The nests' own winners, each launched for every nest step by step, are what the
    // library runs unblocked: step-by-step candidates, so that a blocked variant is
    // packaged only where it beats them.
    for (const Point& w : run.nest_winners) {
      Point p = w;
      p["BT"] = 1;
      if (run.space.legal(p) && !known(p)) measured.push_back({p, recording.evaluate(p), false});
    }
    if (!cuda::temporal_refusal(info)) {
      const std::optional<Point> step = fastest_measured(measured, false);
      double step_seconds = 0;
      for (const Evaluation& e : measured) {
        if (step && e.point == *step) step_seconds = e.measurement.seconds;
      }
      // jacobi2d_sp at 8192^2 on an H200: each depth to 5 steps a pass faster than the
      // one before, 6 steps 0.91x 5; heat3d at 512^3: 3 steps 0.86x 2.
      // At each depth, beside the default tile, the tile of two blocks a multiprocessor
      // with their registers capped (LB=2): the default's tile may be one block a
      // multiprocessor by its registers, which only ptxas knows (heat3d BT=2 at 512^3:
      // 1.08x the default); where the cap makes it spill, the evaluator refuses it. Where
      // it is the default's tile (jacobi2d_sp's rows of 256 threads, 8 blocks already),
      // LB=2 changes nothing but the cap, and it is left out.
      const Dimension* lb = run.space.dimension("LB");
      const bool two_blocks = lb && std::count(lb->values.begin(), lb->values.end(), 2) > 0;
      double fastest = 0;
      for (long long bt : run.space.dimension("BT")->values) {
        if (bt < 2) continue;
        Point blocked = cuda_temporal_default(run.space, info, {{"BT", bt}}, device_, run.job->extents);
        if (!run.space.legal(blocked)) break;
        std::vector<Point> tiles = {blocked};
        if (two_blocks && blocked.at("LB") != 2) {
          Point two = cuda_temporal_default(run.space, info, {{"BT", bt}, {"LB", 2}}, device_, run.job->extents);
          Point same_bounds = two;
          same_bounds["LB"] = blocked.at("LB");
          if (same_bounds != blocked && run.space.legal(two)) tiles.push_back(two);
        }
        // And in 2-D the pass of warp shuffles, which keeps no version in shared memory.
        const Dimension* shuffle = run.space.dimension("SHFL");
        if (shuffle && std::count(shuffle->values.begin(), shuffle->values.end(), 1) > 0) {
          Point shuffled = cuda_temporal_default(run.space, info, {{"BT", bt}, {"SHFL", 1}}, device_, run.job->extents);
          if (run.space.legal(shuffled)) tiles.push_back(shuffled);
        }
        double depth = 0;
        for (const Point& t : tiles) {
          if (!known(t)) measured.push_back({t, recording.evaluate(t), false});
          auto it = std::find_if(measured.begin(), measured.end(), [&](const Evaluation& e) { return e.point == t; });
          const Measurement& m = it->measurement;
          if (m.valid && (depth == 0 || m.seconds < depth)) depth = m.seconds;
        }
        const bool faster = depth > 0 && (fastest == 0 || depth < fastest);
        if (!faster || (step_seconds > 0 && depth > 2 * step_seconds)) break;
        fastest = depth;
      }
    }
    const Point def = default_of(run);
    std::optional<Point> step = fastest_measured(measured, false), blocked = fastest_measured(measured, true);
    std::vector<Point> must = {def};
    if (step) must.push_back(*step);
    if (blocked) must.push_back(*blocked);
    const Evaluation* best = nullptr;
    for (const Evaluation& e : measured) {
      if (e.measurement.valid && (!best || e.measurement.seconds < best->measurement.seconds)) best = &e;
    }
    if (!best) return;
    double grid_bytes = 0;
    for (const NestInfo& n : info.nests) grid_bytes += run.points * static_cast<double>(n.compulsory_bytes);
    grid_bytes /= static_cast<double>(run.job->timed_steps);
    FinalChoice final = final_comparison(*evaluator_, measured, must, best->point, 2 * grid_bytes,
                                         static_cast<double>(device_.global_memory_bytes), options_.verbosity > 0, err_,
                                         run.kernel.notes, log_sink());
    run.chosen = final.winner;
    step = fastest_compared(final, false, step);
    blocked = fastest_compared(final, true, blocked);
    auto stage = [&](const std::string& name, const Point& p, const std::string& what) {
      Stage st{name, p, {}, what, {}};
      if (std::optional<Measurement> m = final.time_of(p)) {
        st.measurement = *m;
        st.compared = std::to_string(final.rounds) + " interleaved rounds";
      } else {
        auto it = std::find_if(measured.begin(), measured.end(), [&](const Evaluation& e) { return e.point == p; });
        st.measurement = it != measured.end() ? it->measurement : recording.evaluate(p);
      }
      return st;
    };
    if (step) {
      run.stages.push_back(
          stage("+tuned", *step,
                "the fastest step-by-step variant (BT=1), one kernel per nest and step: " + parameters_text(*step)));
    }
    if (blocked) {
      run.stages.push_back(
          stage("+temporal", *blocked, parameters_text(*blocked) + ": " + temporal_limits(info, *blocked)));
    }
    run.kernel.notes.push_back(time_loop_choice_note(run.chosen, "kernels"));
  }

  // What limits a blocked variant, in words: the redundant halo work of its tiles, the
  // shared memory its rings take and the shared-memory traffic of its applications (what
  // profiles of the passes find them bound by).
  static std::string temporal_limits(const StencilInfo& info, const Point& p) {
    const CudaVariant v = cuda_variant_of(p);
    const int bt = blocking_depth(p);
    double tile = 1, kept = 1;
    for (long long t : cuda::temporal_tile(info, v)) tile *= static_cast<double>(t);
    for (long long c : cuda::temporal_core(info, v, bt)) kept *= static_cast<double>(std::max(0LL, c));
    const double computed = cuda::temporal_steady_points(info, v, bt);
    char text[480];
    if (v.shuffle) {
      std::snprintf(text, sizeof text,
                    "warp tiles of %.0f points keep a core of %.0f (%.2f points computed a point of the result per "
                    "application: redundant halo work); every intermediate step in registers, %lld 32-bit registers "
                    "of queues a thread, the columns beside a lane's by warp shuffles, no shared memory",
                    tile, kept, kept > 0 ? computed / kept : 0.0, cuda::temporal_queue_registers(info, v, bt));
      return text;
    }
    std::snprintf(text, sizeof text,
                  "tiles of %.0f points keep a core of %.0f; an application computes %.0f of them (%.2f points "
                  "computed a point of the result per application: redundant halo work); %lld bytes of shared "
                  "memory a block for the intermediate steps; %.1f shared-memory loads and stores an application "
                  "makes a point (on-chip traffic)",
                  tile, kept, computed, kept > 0 ? computed / kept : 0.0, cuda::temporal_shared_bytes(info, v, bt),
                  cuda::temporal_shared_accesses(info, v, bt));
    return text;
  }

  void report(JobRun& run, const TuningDb& db) override {
    const StencilInfo& info = run.job->unit->info;
    ReportKernel& kernel = run.kernel;
    for (const Stage& st : run.stages) {
      const Measurement& m = st.measurement;
      ReportStage rs{st.name, st.what, m.valid, m.reason, m.seconds, m.spread, m.repetitions, {}};
      rs.details.push_back({"variant", parameters_text(st.point)});
      if (!st.compared.empty()) rs.details.push_back({"final comparison", st.compared});
      PtxasInfo pi = evaluator_->ptxas_of(st.point);
      if (pi.known) {
        rs.details.push_back({"registers", std::to_string(pi.registers)});
        rs.details.push_back({"spill bytes", std::to_string(pi.spill_bytes)});
        rs.details.push_back({"shared bytes", std::to_string(pi.shared_bytes)});
      }
      // ptxas counts static shared memory only; the ring is dynamic.
      if (long long ring = ring_shared_bytes(info, st.point)) {
        rs.details.push_back({"dynamic shared bytes", std::to_string(ring)});
      }
      if (int bt = blocking_depth(st.point); bt > 1) {
        rs.details.push_back(
            {"dynamic shared bytes", std::to_string(cuda::temporal_shared_bytes(info, cuda_variant_of(st.point), bt))});
      }
      kernel.stages.push_back(rs);
    }
    if (!probed_) kernel.notes.push_back("The variant was " + limits_note_ + ".");
    if (run.job->nest < 0) kernel.notes.push_back(several_gpus_note(*run.job));
    if (!evaluator_) return;
    kernel.notes.push_back(
        "Each variant was proven at " + grid_size_text(config_.check_extents) +
        (config_.aligned_check_extents.empty()
             ? std::string()
             : " (with a ring of shared planes also at " + grid_size_text(config_.aligned_check_extents) +
                   ", where its rows are 16-byte aligned)") +
        (config_.steps_argument.empty() ? std::string()
                                        : " over two passes of its steps and the remainder of a timed call's " +
                                              std::to_string(run.job->timed_steps) + " steps") +
        " against " + kernel.reference + ", then timed at " + grid_size_text(run.job->extents) +
        " with CUDA events around the kernels only (median of " + std::to_string(config_.repetitions) +
        (config_.steps_argument.empty() ? " launches" : " calls") + " after a warm-up).");
    CopyTimes copies = evaluator_->copies_of(run.chosen);
    if (copies.h2d_seconds > 0) {
      char buf[480];
      std::snprintf(buf, sizeof buf,
                    "Copies, timed apart from the kernels (%s): host to device %.2f ms, device to host %.2f ms.",
                    copies.pinned ? "host arrays page-locked, as the library keeps them" : "pageable host arrays",
                    copies.h2d_seconds * 1e3, copies.d2h_seconds * 1e3);
      kernel.notes.push_back(buf);
      // What a caller that keeps its time loop sees per call of the unchanged entry,
      // against the kernels alone (what a call in resident mode costs), and against the
      // CPU target's time where it was tuned into the same folder.
      const Measurement* packaged = nullptr;
      for (const Stage& st : run.stages) {
        if (st.point == run.chosen && st.measurement.valid) packaged = &st.measurement;
      }
      if (packaged) {
        ReportPerCall per_call;
        per_call.host_entries_seconds = copies.h2d_seconds + packaged->seconds + copies.d2h_seconds;
        per_call.kernels_seconds = packaged->seconds;
        const HostFingerprint& host = host_fingerprint();
        if (host.fingerprint.empty()) {
          per_call.cpu_unavailable = host.why_not;
        } else {
          per_call.cpu_seconds = cpu_seconds_per_call(db, *run.job, host.fingerprint);
        }
        kernel.per_call = per_call;
      }
    }
    // What limits it, from the hardware counters where Nsight Compute reads them.
    kernel.counters = evaluator_->counters_of(run.chosen);
    PtxasInfo ptxas = evaluator_->ptxas_of(run.chosen);
    if (ptxas.known) {
      long long ring = ring_shared_bytes(info, run.chosen);
      kernel.notes.push_back(
          "ptxas -v for the packaged variant: " + ptxas.text +
          (ring ? " (static), and " + std::to_string(ring) + " bytes of dynamic shared memory for the ring"
                : std::string()) +
          ".");
    }
  }

  // Each winner a part of its variant: its kernels and PART_device (cuda_package.h).
  // Where the MPI entry is timed, each part can be made again at another point of its
  // space: the timing runs the search's runners-up on the rank grid and searches the space
  // there (MpiBuild::search_on_grid).
  std::vector<PackagedKernel> packaged_kernels(const TuningPlan& plan) const override {
    std::string description = options_.no_tune ? "the strategy's default variant, not timed (--no-tune), for " + arch_
                                               : "tuned on " + device_.name + " (" + arch_ + ")";
    description += "; correct at any size";
    if (!searched_on_grid()) {
      return plan.kernels(description,
                          [this](const TuningJob& job, const Point& winner) { return cuda_part(job, winner); });
    }
    return plan.kernels(description, [this](const TuningJob& job, const Point& winner) {
      auto it = runners_up_.find(&job);
      return remakable_part(
          winner, it == runners_up_.end() ? std::vector<Point>{} : it->second,
          [this, &job](const Point& p) { return cuda_part(job, p); }, [this, &job] { return job_space(job); },
          job_key(job, "cuda", device_.fingerprint(), toolchain_.version));
    });
  }

  void write_package(const PackageRequest& request) override {
    CudaPackageRequest package;
    package.base = request;
    package.nvcc = toolchain_.nvcc;
    package.arch = arch_;
    package.cuda_lib_dir = cuda_lib_dir();
    package.limits_note = limits_note_;
    package.compile_jobs = compile_jobs();
    write_cuda_package(package);
  }

  // As the user's program will call it: NAME_ with host pointers, on the probed GPU.
  LibraryCheck library_check() const override {
    LibraryCheck check;
    if (options_.no_tune) check.not_checked = "--no-tune runs nothing";
    check.has_gfortran = has_gfortran_;
    check.c_compiler = cc_;
    check.link_libraries = {"-L" + cuda_lib_dir(), "-Wl,-rpath," + cuda_lib_dir(), "-lcudart", "-lstdc++"};
    return check;
  }

  // On a machine of several GPUs (or STENCILTUNE_DEVICES listing several), the split of
  // every call over them timed, its fastest layout the library's default.
  bool tune_library(PackageRequest& package, const PackagedRun& run, Report& report) override {
    if (!probed_) return true;
    std::string error;
    std::optional<std::vector<int>> devices = split_devices(::getenv("STENCILTUNE_DEVICES"), visible_devices_, error);
    if (!devices) {
      err_ << "stenciltune: the split over several GPUs was not timed: " << error << "\n";
      return true;
    }
    if (devices->size() < 2) return true;
    if (options_.verbosity > 0) {
      err_ << "stenciltune: timing the library's split over up to " << devices->size() << " GPUs\n";
    }
    SplitStage stage;
    stage.users_file = run.file;
    stage.analysed = &run.analysed;
    stage.steps = options_.steps.value_or(temporal_timed_steps);
    stage.devices = *devices;
    stage.has_gfortran = has_gfortran_;
    stage.c_compiler = cc_;
    stage.link_libraries = library_check().link_libraries;
    stage.work = run.work;
    stage.log = log_sink();
    stage.replace = run.replace;
    return tune_gpu_split(stage, package, report);
  }

  // The MPI entry over the CUDA library: its GPU side built by nvcc for the library's
  // architecture; its checks need the device.
  MpiBuild mpi_build() const override {
    MpiBuild build;
    build.nvcc = toolchain_.nvcc;
    build.cuda_arch = arch_;
    build.link_libraries = library_check().link_libraries;
    build.link_libraries.push_back("-lm");
    if (!probed_) build.not_run = "no GPU was probed (--no-tune --cuda-arch), and the entry computes on one";
    build.search_on_grid = searched_on_grid();
    build.grid_search_seconds = options_.budget_seconds.value_or(0);
    build.grid_search_variants = options_.max_variants.value_or(0);
    build.machine = device_.fingerprint();
    build.compiler = toolchain_.version;
    return build;
  }

  RateFormat rate_format() const override { return RateFormat{10, 9, 1}; }

 private:
  // Whether the MPI entry's timing searches the kernels' spaces on the rank grid: --ranks
  // on a probed GPU, tuning.
  bool searched_on_grid() const { return !options_.ranks.empty() && probed_ && !options_.no_tune; }

  // The job's space with --param fixed: BT is the time loop's (its temporal job's), fixed
  // at 1 in a nest's.
  ParamSpace job_space(const TuningJob& job) const {
    ParamSpace space = cuda_space(job.unit->info, job.unit->info.nests.front(), job.extents, device_, log_sink());
    std::vector<std::string> params;
    for (const std::string& p : options_.params) {
      const bool pass_only = p.rfind("BT=", 0) == 0 || p.rfind("SHFL=", 0) == 0;
      if (pass_only && !job.temporal && job.kernel->info.time_loop) continue;
      params.push_back(p);
    }
    fix_params(space, params);
    if (!job.temporal && space.dimension("BT")) space.fix("BT", 1);
    if (!job.temporal && space.dimension("SHFL")) space.fix("SHFL", 0);
    return space;
  }

  // The search's runners-up of a nest job, fastest first, distinct from its winner: the
  // other variants the MPI timing tries on the rank grid.
  static constexpr size_t mpi_runners_up = 2;
  void keep_runners_up(const JobRun& run) {
    if (searched_on_grid() && !run.job->temporal)
      runners_up_[run.job] = runners_up(run.result, run.chosen, mpi_runners_up);
  }

  // The job's part at `point`: its kernels, and the box version the split over several
  // GPUs runs on each slab.
  PackagedPart cuda_part(const TuningJob& job, const Point& point) const {
    PackagedPart part;
    part.target = "cuda";
    part.sub = &job.unit->sub;
    part.symbols = &job.unit->symbols;
    part.nest = job.nest;
    part.parameters = parameters_text(point);
    const Analysed* unit = job.unit;
    CudaVariant variant = cuda_variant_of(point);
    std::string comment = "stenciltune CUDA variant of " + job.label() + " (" + part.parameters + "), " +
                          (options_.no_tune ? "not timed (--no-tune), for " : "tuned at ") +
                          grid_size_text(job.extents) + (probed_ ? " on " + device_.name : " for " + arch_);
    part.source = [unit, variant, comment](const std::string& symbol) {
      CudaEmitOptions emit;
      emit.function_name = symbol;
      emit.fortran_entry = false;
      emit.entries = CudaEmitOptions::Entries::Device;
      emit.comment = comment;
      return emit_cuda(unit->sub, unit->symbols, unit->info, variant, emit);
    };
    if (variant.bt > 1) {
      part.steps_per_pass = variant.bt;
      part.pass_prototype = [unit, variant](const std::string& symbol) {
        return "int " + symbol + "_pass_device(" + c_parameter_list(c_parameters(unit->sub, unit->symbols)) +
               cuda::temporal_pass_parameters(unit->sub, unit->symbols, unit->info, variant) + ");\n";
      };
    }
    // The box version: the library's split over several GPUs runs it on each slab.
    std::shared_ptr<const Analysed> boxed = boxed_unit(job);
    if (!boxed) return part;
    part.box_source = [boxed, variant, comment](const std::string& symbol) {
      CudaEmitOptions emit;
      emit.function_name = symbol;
      emit.fortran_entry = false;
      emit.entries = CudaEmitOptions::Entries::Device;
      emit.comment = comment + ", over a box of its points";
      return emit_cuda(boxed->sub, boxed->symbols, boxed->info, variant, emit);
    };
    part.box_prototype = [boxed](const std::string& symbol) {
      return "int " + symbol + "_device(" + c_parameter_list(c_parameters(boxed->sub, boxed->symbols)) + ");\n";
    };
    return part;
  }

  // What the library does with a call of the job's subroutine at the tuned size on a
  // machine of several GPUs (package/gpu_slabs.h).
  static std::string several_gpus_note(const TuningJob& job) {
    const Analysed& k = *job.kernel;
    if (std::optional<std::string> why = slab_refusal(k.sub, k.symbols, k.info))
      return "Several GPUs: the library runs every call on one GPU, because of " + *why + ".";
    long long points = 1;
    for (long long e : job.extents) points *= std::max(1LL, e - 2);
    const long long threshold = slab_threshold(k.info), most = std::min(points / threshold, slab_max_devices);
    std::string at_size = most >= 2 ? "a call at the tuned size runs on up to " + std::to_string(most) + " GPUs"
                                    : "a call at the tuned size stays on one GPU, where splitting does not pay";
    return "Several GPUs: the library's host-pointer calls split the grid into slabs along its slowest dimension, "
           "one per GPU of STENCILTUNE_DEVICES or, without it, on as many visible GPUs as each get at least " +
           std::to_string(threshold) + " points" +
           (threshold > slab_min_points ? " (a time loop exchanges ghost planes between the GPUs at every step, "
                                          "or every STENCILTUNE_GPU_HALO_STEPS steps, while each computes its interior)"
                                        : "") +
           "; " + at_size + ".";
  }

  LogSink log_sink() const {
    return [this](const std::string& line) {
      if (options_.verbosity >= 2) err_ << line << "\n";
    };
  }
  std::string cuda_lib_dir() const {
    return (fs::path(toolchain_.nvcc).parent_path().parent_path() / "lib64").string();
  }
  static int compile_jobs() { return std::max(1, static_cast<int>(::sysconf(_SC_NPROCESSORS_ONLN))); }

  // This host's CPU as the CPU target keys its records (MachineInfo::fingerprint), read
  // once; a CUDA run that cannot read it goes on and says the CPU time is unavailable.
  struct HostFingerprint {
    std::string fingerprint;  // empty when it could not be read
    std::string why_not;
  };
  const HostFingerprint& host_fingerprint() {
    if (!host_) {
      host_.emplace();
      try {
        host_->fingerprint = probe_machine().fingerprint();
      } catch (const std::exception& e) {
        host_->why_not = std::string("this host's CPU could not be read (") + e.what() + ")";
      }
    }
    return *host_;
  }

  const Options& options_;
  std::ostream& err_;
  CudaToolchain toolchain_;
  CudaDevice device_;
  int visible_devices_ = 1;  // the GPUs the probe saw
  bool probed_ = true;       // false: the limits of --cuda-arch, no device (limits_note_)
  std::string limits_note_;
  std::string arch_;
  std::string cc_ = "cc";
  bool has_gfortran_ = false;
  Reference reference_;                     // of the current job
  CudaEvaluatorConfig config_;              // of the current job
  std::optional<CudaEvaluator> evaluator_;  // of the current job, once tuning builds one
  std::optional<HostFingerprint> host_;     // read at the first report that needs it
  // Each nest job's runners-up, where searched_on_grid().
  std::map<const TuningJob*, std::vector<Point>> runners_up_;
};

}  // namespace

std::unique_ptr<TuningTarget> cuda_target(const Options& options, std::ostream& err) {
  return std::make_unique<CudaTarget>(options, err);
}

}  // namespace st
