#include <stdlib.h>
#include <unistd.h>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <memory>
#include <ostream>

#include "backends/fortran/fortran_backend.h"
#include "driver/target.h"
#include "frontend/diagnostics.h"
#include "harness/cpu_evaluator.h"
#include "harness/grid_memory.h"
#include "harness/process.h"
#include "package/package.h"
#include "roofline/bound.h"
#include "roofline/ceilings.h"
#include "roofline/intensity.h"
#include "strategy/cpu_strategy.h"
#include "strategy/cpu_temporal_space.h"
#include "strategy/machine.h"
#include "support/atomic_file.h"
#include "support/environment_error.h"

namespace st {

namespace {

namespace fs = std::filesystem;

struct TuningTools {
  std::string c_compiler = "cc";
  std::string c_version;  // first line of `cc --version`
  bool has_gfortran = false;
  std::string gfortran_version;
};

std::string first_line(const std::string& s) { return s.substr(0, s.find('\n')); }

TuningTools find_toolchain() {
  TuningTools t;
  ProcessResult cc = run_process({t.c_compiler, "--version"});
  if (!cc.ok()) {
    throw EnvironmentError("no C compiler: '" + t.c_compiler + " --version' " + cc.describe() +
                           "; install gcc (apt-get install gcc) to tune for the CPU");
  }
  t.c_version = first_line(cc.out);
  ProcessResult gf = run_process({"gfortran", "--version"});
  t.has_gfortran = gf.ok();
  if (t.has_gfortran) t.gfortran_version = first_line(gf.out);
  return t;
}

[[noreturn]] void tool_failed(const std::string& what, const std::vector<std::string>& argv, const ProcessResult& r) {
  throw EnvironmentError(what + " failed: " + command_line(argv) + " " + r.describe() +
                         (r.err.empty() ? "" : ":\n" + r.err));
}

void run_tool(const std::string& what, const std::vector<std::string>& argv) {
  ProcessOptions limit;
  limit.time_limit = std::chrono::minutes(5);
  ProcessResult r = run_process(argv, limit);
  if (!r.ok()) tool_failed(what, argv, r);
}

// An object of the original with its entry renamed to `symbol`.
std::string fortran_object(const std::string& source, const Analysed& a, const std::string& work,
                           const std::string& tag, const std::vector<std::string>& flags, const std::string& symbol) {
  std::string object = work + "/" + tag + "_" + a.sub.name + ".o";
  std::vector<std::string> argv = {"gfortran"};
  argv.insert(argv.end(), flags.begin(), flags.end());
  argv.insert(argv.end(), {"-J", work, "-c", source, "-o", object});
  run_tool("compiling the original with gfortran", argv);
  run_tool("renaming the original's symbol", {"objcopy", "--redefine-sym", a.sub.name + "_=" + symbol, object});
  return object;
}

// The independent baseline of the report: the original with '!$omp parallel do' over
// each nest's outer loop, and a first-touch routine that zeroes every grid array with
// the same static schedule over its last dimension (gfortran -O3 -fopenmp).
std::string openmp_baseline_source(const Analysed& a) {
  FortranEmitOptions kernel;
  kernel.subroutine_name = "st_omp_" + a.sub.name;
  kernel.openmp_outer_loops = true;
  for (const NestInfo& nest : a.info.nests) {
    for (const ReductionInfo& r : nest.reductions) kernel.openmp_reductions[r.var] = reduction_openmp_op(r.op);
  }
  if (a.info.time_loop) kernel.openmp_time_loop = a.info.time_loop->root;
  std::string source = emit_fortran(a.sub, a.symbols, kernel);

  ast::Subroutine touch = a.sub;
  touch.body.clear();
  touch.bare_nest = false;
  std::vector<std::string> touched;
  int deepest = 0;
  for (const NestInfo& nest : a.info.nests) {
    for (const ArrayInfo& array : nest.arrays) {
      bool grid = std::any_of(array.grid_dims.begin(), array.grid_dims.end(), [](int g) { return g >= 0; });
      if (!grid || std::find(touched.begin(), touched.end(), array.name) != touched.end()) continue;
      touched.push_back(array.name);
      const Symbol& s = *a.symbols.find(array.name);
      std::vector<ast::Expr> index;
      index.reserve(static_cast<size_t>(s.rank()));
      for (int d = 0; d < s.rank(); ++d) index.push_back(ast::VarRef::make("st_t" + std::to_string(d + 1)));
      ast::Stmt body = ast::Assign::make(ast::ArrayRef::make(array.name, index), ast::RealLit::make(0, s.type.kind));
      for (int d = 0; d < s.rank(); ++d) {
        body = ast::Do::make("st_t" + std::to_string(d + 1), s.lower(d), s.dims[static_cast<size_t>(d)].upper, nullptr,
                             {body});
      }
      touch.body.push_back(body);
      deepest = std::max(deepest, s.rank());
    }
  }
  for (ast::Declaration& d : touch.decls) {
    bool arrays =
        std::any_of(d.entities.begin(), d.entities.end(), [](const ast::EntityDecl& e) { return !e.dims.empty(); });
    if (arrays && d.intent != ast::Intent::None) d.intent = ast::Intent::InOut;
  }
  ast::Declaration counters;
  counters.type = ast::ScalarType::integer(4);
  for (int d = 1; d <= deepest; ++d)
    counters.entities.push_back(ast::EntityDecl{"st_t" + std::to_string(d), {}, {}, nullptr});
  touch.decls.push_back(counters);
  SymbolTable touch_symbols = build_symbols(touch);
  FortranEmitOptions first_touch;
  first_touch.subroutine_name = "st_omp_touch_" + a.sub.name;
  first_touch.openmp_outer_loops = true;
  return source + "\n" + emit_fortran(touch, touch_symbols, first_touch);
}

class CpuTarget : public TuningTarget {
 public:
  CpuTarget(const Options& options, std::ostream& err) : options_(options), err_(err) {}

  std::array<long long, 3> default_extent() const override { return cpu_default_extent; }
  bool blocks_time_loops() const override { return true; }

  bool probe(Report& report) override {
    machine_ = probe_machine();
    tools_ = find_toolchain();
    log("[stenciltune:driver] machine: " + machine_.summary());
    threads_ = options_.threads;
    if (!options_.ranks.empty() && !threads_) {
      // The ranks of --ranks share this node (the MPI timing runs them here together): each
      // rank's pool takes its share of the cores, not every core.
      int ranks = 1;
      for (int r : options_.ranks) ranks *= r;
      threads_ = std::max(1, machine_.cores / ranks);
      rank_share_ = "each rank's kernel is tuned with THREADS=" + std::to_string(*threads_) + ": the " +
                    std::to_string(machine_.cores) + " cores of this node shared by the " + std::to_string(ranks) +
                    " ranks of --ranks (--threads sets another count)";
      err_ << "stenciltune: --ranks: " << rank_share_ << "\n";
    }
    if (!tools_.has_gfortran) {
      err_ << "stenciltune: warning: no gfortran on this machine: variants are validated against the C translation "
              "of the original, and the report leaves out the gfortran stages\n";
    }
    report.target = "cpu";
    report.target_description = "the CPU (pthreads)";
    report.machine = machine_.summary();
    report.fingerprint = machine_.fingerprint();
    if (const CacheLevel* llc = machine_.last_level_cache()) {
      report.cache_bytes = llc->size_bytes * static_cast<std::uint64_t>(std::max(1, llc->instances));
      report.cache_name = "L" + std::to_string(llc->level);
    }
    report.compiler = tools_.c_version;
    cache_bytes_ = report.cache_bytes;
    cache_name_ = report.cache_name;
    return true;
  }

  void check_fits(const TuningPlan& plan) const override {
    for (const TuningJob& job : plan.jobs()) check_grid_fits(job.unit->info, job.extents);
  }

  RooflineRequest roofline_request() const override {
    RooflineRequest request;
    request.target = RooflineTarget::Cpu;
    request.threads = threads_.value_or(0);
    return request;
  }

  std::string no_tune_bound_reason() const override { return "--no-tune measures no roofline"; }

  void reference(JobRun& run) override {
    reference_ = build_reference(run.source_file, *run.job->unit, tools_.has_gfortran, tools_.c_compiler, run.work);
    run.kernel.reference = reference_.description;
    evaluator_.reset();
  }

  void space_and_default(JobRun& run) override {
    if (run.job->temporal) return temporal_space_and_default(run);
    const NestInfo& nest = run.job->unit->info.nests.front();
    const std::vector<long long>& extents = run.job->extents;
    run.space = job_space(*run.job);
    if (threads_) run.space.fix("THREADS", *threads_);
    if (!rank_share_.empty()) run.kernel.notes.push_back("MPI: " + rank_share_ + ".");
    run.chosen = cpu_default(run.space, nest, extents, machine_, log_sink());
    const CacheModel cache = cpu_cache_model(machine_, machine_.cores);
    run.kernel.intensity = arithmetic_intensity(nest, extents, cache);
    run.kernel.cache_model = byte_size_text(cache.bytes) + " of " + (cache_name_.empty() ? "cache" : cache_name_) +
                             " per thread (" + std::to_string(machine_.cores) + " threads)";
  }

  Evaluator& evaluator(JobRun& run) override {
    if (!evaluator_) {
      const Analysed& a = *run.job->unit;
      CpuEvaluatorConfig config;
      config.work_dir = run.work;
      config.extents = run.job->extents;
      config.compile_jobs = std::max(1, machine_.cores);
      config.log = log_sink();
      if (run.job->temporal) {
        config.arguments = run.job->step_arguments;
        if (!run.job->step_arguments.empty()) {
          config.steps_argument = run.job->step_arguments.begin()->first;
          config.timed_steps = run.job->timed_steps;
        }
        // A call runs every step: fewer calls timed where it runs many, so that a search
        // within its budget times more than a variant or two (--steps=100 at 256^3 takes
        // about 2 s a call on 2 cores); the final comparison's rounds decide between them.
        config.repetitions = static_cast<int>(std::clamp<long long>(60 / run.job->timed_steps, 2, 5));
      }
      evaluator_ = std::make_unique<CpuEvaluator>(a.sub, a.symbols, a.info, reference_, config);
    }
    return *evaluator_;
  }

  TuningKey key(const JobRun& run) const override {
    return job_key(*run.job, "cpu", machine_.fingerprint(), tools_.c_version);
  }

  void search_options(const JobRun& run, SearchOptions& so) const override {
    so.seconds_per_variant = 3;
    // A time loop blocked over time may pass the single sweep's bound: no early stop.
    if (run.job->temporal) return;
    // The memory bound does not hold for grids that fit in the cache: no early stop there.
    const std::optional<Bound>& bound = run.kernel.bound;
    bool in_cache = cache_bytes_ > 0 && run.kernel.grid_bytes <= cache_bytes_;
    if (bound && bound->tuned.gstencils > 0 && !in_cache)
      so.bound_seconds = run.points / (bound->tuned.gstencils * 1e9);
  }

  std::string tuning_where(const JobRun& run) const override {
    return std::to_string(machine_.cores) + " cores (" + std::to_string(run.space.tally().legal) + " legal variants)";
  }

  // A stage's time: the comparison's where the variant was compared (the detail says
  // so), else the one measured.
  Stage timed_stage(const FinalChoice& final, const std::vector<Evaluation>& measured, const std::string& name,
                    const Point& p, const std::string& what) {
    Stage st{name, p, {}, what, {}};
    if (std::optional<Measurement> m = final.time_of(p)) {
      st.measurement = *m;
      st.compared = std::to_string(final.rounds) + " interleaved rounds";
      return st;
    }
    auto it = std::find_if(measured.begin(), measured.end(), [&](const Evaluation& e) { return e.point == p; });
    st.measurement = it != measured.end() ? it->measurement : evaluator_->evaluate(p);
    return st;
  }

  // The space of a time loop blocked over time (strategy/cpu_temporal_space.h); the
  // bound and intensity are those of one step, every nest of it.
  void temporal_space_and_default(JobRun& run) {
    const StencilInfo& info = run.job->unit->info;
    const std::vector<long long>& extents = run.job->extents;
    run.space = job_space(*run.job);
    if (threads_) run.space.fix("THREADS", *threads_);
    run.chosen = cpu_temporal_default(run.space, info, extents, machine_, log_sink());
    const CacheModel cache = cpu_cache_model(machine_, machine_.cores);
    run.kernel.intensity = step_intensity(info, extents, cache);
    run.kernel.cache_model = byte_size_text(cache.bytes) + " of " + (cache_name_.empty() ? "cache" : cache_name_) +
                             " per thread (" + std::to_string(machine_.cores) + " threads)";
  }

  // A time loop blocked over time: the fastest step-by-step variant (BT=1, "+tuned")
  // and the fastest blocked one ("+temporal") compared side by side with the default;
  // the fastest is packaged (a BT=1 winner leaves the nests' own variants in the library).
  void temporal_stages(JobRun& run) {
    const Analysed& a = *run.job->unit;
    const std::vector<long long>& extents = run.job->extents;
    std::vector<Evaluation> measured = run.result.evaluations;
    Point def = cpu_temporal_default(run.space, a.info, extents, machine_, {});
    Point step_by_step = def;
    step_by_step["BT"] = 1;
    if (step_by_step.count("SHUF")) step_by_step["SHUF"] = 0;  // no plane kernels to shuffle in
    if (step_by_step.count("PF")) step_by_step["PF"] = 0;      // no passes to prefetch for
    if (step_by_step.count("SKEW")) step_by_step["SKEW"] = 0;  // no tiles to skew
    if (run.space.legal(step_by_step)) {
      if (!fastest_measured(measured, false))
        measured.push_back({step_by_step, evaluator_->evaluate(step_by_step), false});
      // What the library runs unblocked is the nests' own winners, whose register blocks
      // and core blocks the time loop's space lacks: each, applied to every nest, is a
      // step-by-step candidate, so that a blocked variant wins only by beating them.
      for (const Point& w : run.nest_winners) {
        Point p = w;
        p["BT"] = 1;
        if (std::none_of(measured.begin(), measured.end(), [&](const Evaluation& e) { return e.point == p; }))
          measured.push_back({p, evaluator_->evaluate(p), false});
      }
    }
    std::optional<Point> step = fastest_measured(measured, false), blocked = fastest_measured(measured, true);
    std::vector<Point> must = {def};
    if (step) must.push_back(*step);
    if (blocked) must.push_back(*blocked);
    FinalChoice final =
        final_comparison(*evaluator_, measured, must, *run.result.best, harness_bytes(a.info, extents) / 4,
                         usable_memory_bytes(), options_.verbosity > 0, err_, run.kernel.notes, log_sink());
    run.chosen = final.winner;
    step = fastest_compared(final, false, step);
    blocked = fastest_compared(final, true, blocked);
    if (step) {
      run.stages.push_back(timed_stage(
          final, measured, "+tuned", *step,
          std::string("the fastest step-by-step variant (BT=1), every nest over the whole grid") +
              (is_nest_winner(run, *step) ? " with a nest's tuned variant" : "") + ": " + parameters_text(*step)));
    }
    if (blocked) {
      run.stages.push_back(timed_stage(final, measured, "+temporal", *blocked,
                                       parameters_text(*blocked) + ": " + temporal_limits(a.info, extents, *blocked)));
    }
    run.kernel.notes.push_back(time_loop_choice_note(run.chosen, "variants"));
  }

  static bool is_nest_winner(const JobRun& run, Point p) {
    p.erase("BT");
    return std::find(run.nest_winners.begin(), run.nest_winners.end(), p) != run.nest_winners.end();
  }

  // What limits a blocked variant, in words: its redundant halo work and the rings it
  // keeps in cache.
  std::string temporal_limits(const StencilInfo& info, const std::vector<long long>& extents, const Point& p) const {
    char redundancy[32];
    std::snprintf(redundancy, sizeof redundancy, "%.2f", temporal_redundancy(info, extents, p));
    return std::string("tiles compute ") + redundancy + " points per point of the result (redundant halo work); " +
           byte_size_text(temporal_ring_bytes(info, extents, p)) + " of intermediate planes a thread";
  }

  // The gfortran stages of the report, where gfortran exists: the original at -O3 on
  // one thread and with OpenMP on every core.
  void baseline_stages(JobRun& run) {
    if (!tools_.has_gfortran) return;
    const Analysed& a = *run.job->unit;
    CpuEvaluator& evaluator = *evaluator_;
    std::vector<Stage>& stages = run.stages;
    std::string o3 = fortran_object(reference_source(run.source_file, a, run.work), a, run.work, "o3",
                                    {"-O3", "-march=native"}, "st_o3_" + a.sub.name + "_");
    stages.push_back({"serial",
                      {},
                      evaluator.measure_object("serial", o3, "st_o3_" + a.sub.name + "_", "", {"-lgfortran"}),
                      "the original, gfortran -O3, one thread",
                      {}});
    std::string omp_source = run.work + "/omp_" + a.sub.name + ".f90";
    std::string omp_object = run.work + "/omp_" + a.sub.name + ".o";
    write_file_atomically(omp_source, openmp_baseline_source(a));
    run_tool("compiling the OpenMP baseline",
             {"gfortran", "-O3", "-march=native", "-fopenmp", "-J", run.work, "-c", omp_source, "-o", omp_object});
    int threads = threads_.value_or(machine_.cores);
    ::setenv("OMP_NUM_THREADS", std::to_string(threads).c_str(), 1);
    ::setenv("OMP_PROC_BIND", "true", 0);
    stages.push_back({"OpenMP",
                      {},
                      evaluator.measure_object("openmp", omp_object, "st_omp_" + a.sub.name + "_",
                                               "st_omp_touch_" + a.sub.name + "_", {"-fopenmp", "-lgfortran"}),
                      "the original with '!$omp parallel do' on its outer loop and first touch, gfortran -O3 -fopenmp",
                      {}});
  }

  // The stages of the paper's Figure 4, measured side by side in this run.
  void stages(JobRun& run, Evaluator& recording, const std::map<Point, Measurement>& known) override {
    (void)recording;
    (void)known;
    const Analysed& a = *run.job->unit;
    const NestInfo& nest = a.info.nests.front();
    const std::vector<long long>& extents = run.job->extents;
    CpuEvaluator& evaluator = *evaluator_;
    std::vector<Stage>& stages = run.stages;
    baseline_stages(run);
    if (run.job->temporal) return temporal_stages(run);
    // The default blocking without and with NUMA first touch (one of them is the
    // default), proven where the search did not measure them, then compared side by
    // side with the search's fastest: the fastest of that comparison is packaged.
    Point def = cpu_default(run.space, nest, extents, machine_, {});
    Point autopar = def, numa = def;
    autopar["NUMA"] = 0;
    numa["NUMA"] = 1;
    std::vector<Evaluation> measured = run.result.evaluations;
    std::vector<Point> must = {def};
    for (const Point& p : {autopar, numa}) {
      if (!run.space.legal(p)) continue;
      must.push_back(p);
      bool known_point =
          std::any_of(measured.begin(), measured.end(), [&](const Evaluation& e) { return e.point == p; });
      if (!known_point) measured.push_back({p, evaluator.evaluate(p), false});
    }
    // The comparison holds one copy of the harness's arrays per variant.
    FinalChoice final =
        final_comparison(evaluator, measured, must, *run.result.best, harness_bytes(a.info, extents) / 4,
                         usable_memory_bytes(), options_.verbosity > 0, err_, run.kernel.notes, log_sink());
    run.chosen = final.winner;
    keep_runners_up(run);
    auto stage = [&](const std::string& stage_name, const Point& p, const std::string& what) {
      return timed_stage(final, measured, stage_name, p, what);
    };
    if (run.space.legal(autopar))
      stages.push_back(stage("auto-parallel", autopar, "pthreads, default blocking, no NUMA first touch"));
    if (run.space.legal(numa)) stages.push_back(stage("+NUMA", numa, "the same with NUMA-aware first touch"));
    for (const Point& p : final.points) {
      if (p == autopar || p == numa || p == run.chosen) continue;
      stages.push_back(stage("compared", p, "a variant of the final comparison: " + parameters_text(p)));
    }
    // Without a comparison (a single valid variant), the search's own time.
    stages.push_back(
        stage("+tuned", run.chosen,
              parameters_text(run.chosen) +
                  (final.compared && run.chosen == def ? " (the default: it won the final comparison)" : "")));
  }

  void report(JobRun& run, const TuningDb&) override {
    for (const Stage& st : run.stages) {
      const Measurement& m = st.measurement;
      run.kernel.stages.push_back({st.name, st.what, m.valid, m.reason, m.seconds, m.spread, m.repetitions, {}});
      if (!st.compared.empty()) run.kernel.stages.back().details.push_back({"final comparison", st.compared});
    }
  }

  std::vector<PackagedKernel> packaged_kernels(const TuningPlan& plan) const override {
    const std::string description =
        "tuned for the CPU (" + machine_.summary() + " with " + tools_.c_version + "); correct at any size";
    if (!rank_threads_tuned()) return plan.kernels(description);
    // The MPI timing tries the runners-up and other thread counts a rank
    // (MpiBuild::rank_threads), and searches the space on the rank grid from them.
    return plan.kernels(description, [this](const TuningJob& job, const Point& winner) {
      auto it = runners_up_.find(&job);
      return remakable_part(
          winner, it == runners_up_.end() ? std::vector<Point>{} : it->second,
          [this, &job](const Point& p) { return cpu_part(job, p); }, [this, &job] { return job_space(job); },
          job_key(job, "cpu", machine_.fingerprint(), tools_.c_version));
    });
  }

  void write_package(const PackageRequest& request) override { st::write_package(request); }

  LibraryCheck library_check() const override {
    LibraryCheck check;
    check.has_gfortran = tools_.has_gfortran;
    check.c_compiler = tools_.c_compiler;
    return check;
  }

  MpiBuild mpi_build() const override {
    MpiBuild build;
    build.cores = machine_.cores;
    build.rank_threads = threads_.value_or(machine_.cores);
    build.tune_rank_threads = rank_threads_tuned();
    build.search_on_grid = rank_threads_tuned();
    build.grid_search_seconds = options_.budget_seconds.value_or(0);
    build.grid_search_variants = options_.max_variants.value_or(0);
    build.machine = machine_.fingerprint();
    build.compiler = tools_.c_version;
    return build;
  }

  RateFormat rate_format() const override { return RateFormat{14, 8, 3}; }

 private:
  // Whether the MPI timing chooses the variant and the threads a rank runs: --ranks
  // without --threads, the search having timed a rank's share of the cores.
  bool rank_threads_tuned() const { return !options_.ranks.empty() && !options_.threads && threads_; }

  // The search's runners-up of a nest job, fastest first, distinct from its winner: the
  // other variants the MPI timing tries on the rank grid.
  static constexpr size_t mpi_runners_up = 2;
  void keep_runners_up(const JobRun& run) {
    if (rank_threads_tuned() && !run.job->temporal)
      runners_up_[run.job] = runners_up(run.result, run.chosen, mpi_runners_up);
  }

  // The job's space with --param fixed (THREADS not yet): REDUCE fixes the reductions of a
  // subroutine's nests, its other nests having none; BT, VEC, SHUF, PF and SKEW are the time loop's (its
  // temporal job's); a time loop's space takes the parameters it has.
  ParamSpace job_space(const TuningJob& job) const {
    std::vector<std::string> params;
    ParamSpace space;
    if (job.temporal) {
      space = cpu_temporal_space(job.unit->info, job.extents, job.timed_steps, machine_, log_sink());
      for (const std::string& p : options_.params) {
        if (space.dimension(p.substr(0, p.find('=')))) params.push_back(p);
      }
    } else {
      const NestInfo& nest = job.unit->info.nests.front();
      space = cpu_space(nest, job.extents, machine_, log_sink(), options_.reduction_either);
      bool kernel_reduces = std::any_of(job.kernel->info.nests.begin(), job.kernel->info.nests.end(),
                                        [](const NestInfo& n) { return !n.reductions.empty(); });
      for (const std::string& p : options_.params) {
        if (p.rfind("REDUCE=", 0) == 0 && nest.reductions.empty() && kernel_reduces) continue;
        if ((p.rfind("BT=", 0) == 0 || p.rfind("VEC=", 0) == 0 || p.rfind("SHUF=", 0) == 0 || p.rfind("PF=", 0) == 0 ||
             p.rfind("SKEW=", 0) == 0) &&
            job.kernel->info.time_loop)
          continue;
        params.push_back(p);
      }
    }
    fix_params(space, params);
    return space;
  }

  LogSink log_sink() const {
    return [this](const std::string& line) { log(line); };
  }
  void log(const std::string& line) const {
    if (options_.verbosity >= 2) err_ << line << "\n";
  }

  const Options& options_;
  // --threads, or with --ranks a rank's share of the cores; unset: the strategy's choice.
  std::optional<int> threads_;
  std::map<const TuningJob*, std::vector<Point>> runners_up_;
  std::string rank_share_;  // why THREADS is a rank's share, for the report; empty otherwise
  std::ostream& err_;
  MachineInfo machine_;
  TuningTools tools_;
  std::uint64_t cache_bytes_ = 0;
  std::string cache_name_;
  Reference reference_;                      // of the current job
  std::unique_ptr<CpuEvaluator> evaluator_;  // of the current job
};

}  // namespace

std::unique_ptr<TuningTarget> cpu_target(const Options& options, std::ostream& err) {
  return std::make_unique<CpuTarget>(options, err);
}

}  // namespace st
