#include "driver/tune_cpu.h"
#include "driver/progress.h"
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
#include "backends/fortran/fortran_backend.h"
#include "driver/tuning_plan.h"
#include "frontend/diagnostics.h"
#include "harness/cpu_evaluator.h"
#include "harness/grid_memory.h"
#include "harness/process.h"
#include "package/package.h"
#include "report/write_report.h"
#include "roofline/bound.h"
#include "roofline/intensity.h"
#include "roofline/roofline.h"
#include "strategy/cpu_strategy.h"
#include "strategy/machine.h"
#include "strategy/search.h"
#include "strategy/tuning_db.h"
#include "support/atomic_file.h"
#include "support/environment_error.h"
#include "support/interrupt.h"
#include "support/scratch_folder.h"

namespace st {

namespace {

namespace fs = std::filesystem;

struct TuningTools {
  std::string c_compiler = "cc";
  std::string c_version;        // first line of `cc --version`
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
std::string fortran_object(const std::string& source, const Analysed& a, const std::string& work, const std::string& tag,
                           const std::vector<std::string>& flags, const std::string& symbol) {
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
      for (int d = 0; d < s.rank(); ++d) index.push_back(ast::VarRef::make("st_t" + std::to_string(d + 1)));
      ast::Stmt body = ast::Assign::make(ast::ArrayRef::make(array.name, index), ast::RealLit::make(0, s.type.kind));
      for (int d = 0; d < s.rank(); ++d) {
        body = ast::Do::make("st_t" + std::to_string(d + 1), s.lower(d), s.dims[static_cast<size_t>(d)].upper, nullptr, {body});
      }
      touch.body.push_back(body);
      deepest = std::max(deepest, s.rank());
    }
  }
  for (ast::Declaration& d : touch.decls) {
    bool arrays = std::any_of(d.entities.begin(), d.entities.end(), [](const ast::EntityDecl& e) { return !e.dims.empty(); });
    if (arrays && d.intent != ast::Intent::None) d.intent = ast::Intent::InOut;
  }
  ast::Declaration counters;
  counters.type = ast::ScalarType::integer(4);
  for (int d = 1; d <= deepest; ++d) counters.entities.push_back(ast::EntityDecl{"st_t" + std::to_string(d), {}, {}, nullptr});
  touch.decls.push_back(counters);
  SymbolTable touch_symbols = build_symbols(touch);
  FortranEmitOptions first_touch;
  first_touch.subroutine_name = "st_omp_touch_" + a.sub.name;
  first_touch.openmp_outer_loops = true;
  return source + "\n" + emit_fortran(touch, touch_symbols, first_touch);
}

struct Stage {
  std::string name;
  Measurement measurement;
  std::string what;
  std::string compared;  // how the final comparison timed it; empty: not compared
};

}  // namespace

int tune_cpu(const std::string& file, const std::vector<Analysed>& analysed, const Options& options, std::ostream& out,
             std::ostream& err) {
  auto log = [&](const std::string& line) {
    if (options.verbosity >= 2) err << line << "\n";
  };
  TuningPlan plan(analysed, options);  // every subroutine, nest and size, in order
  std::string name = analysed.size() == 1 ? analysed[0].sub.name : fs::path(file).stem().string();
  std::string out_dir = options.out_dir.empty() ? "stenciltune-out/" + name : options.out_dir;
  for (const TuningJob& job : plan.jobs()) check_grid_fits(job.unit->info, job.extents);
  InterruptHandlers stop_cleanly_on_sigint;
  std::error_code ec;
  fs::create_directories(out_dir, ec);
  if (ec) throw UserError("cannot create the output folder '" + out_dir + "': " + ec.message());
  if (::access(out_dir.c_str(), W_OK) != 0) throw UserError("the output folder '" + out_dir + "' is not writable");
  FolderLock lock(out_dir);

  MachineInfo machine = probe_machine();
  TuningTools tc = find_toolchain();
  ScratchFolder work;
  log("[stenciltune:driver] machine: " + machine.summary());
  if (!tc.has_gfortran) {
    err << "stenciltune: warning: no gfortran on this machine: variants are validated against the C translation of the "
           "original, and the report leaves out the gfortran stages\n";
  }
  TuningDbOptions db_options;
  db_options.fresh = options.fresh;
  db_options.log = log;
  TuningDb db(out_dir + "/tuning.json", db_options);
  if (!db.moved_aside().empty()) {
    err << "stenciltune: warning: tuning.json could not be read; it was moved to " << db.moved_aside() << "\n";
  }

  // The machine's ceilings, for the early stop and the report; tuning goes on without them,
  // and --no-tune, which times nothing, does not measure them.
  std::optional<MachineCeilings> ceilings;
  std::string no_ceilings_reason = "--no-tune measures no roofline";
  if (!options.no_tune) try {
    RooflineRequest request;
    request.target = RooflineTarget::Cpu;
    request.threads = options.threads.value_or(0);
    // Each kernel's own stream mix too, measured the first time it is needed and cached.
    for (const TuningJob& job : plan.jobs()) request.mixes.push_back(stream_mix(job.unit->info.nests.front()));
    std::ostringstream roofline_log;
    ceilings = machine_ceilings(request, options.verbosity >= 2 ? &err : nullptr);
  } catch (const std::exception& e) {
    no_ceilings_reason = std::string("the roofline could not be measured: ") + e.what();
    err << "stenciltune: warning: no roofline bound (" << e.what() << "); the search will not stop early at the bound\n";
  }

  PackageRequest package;
  package.name = name;
  package.out_dir = out_dir;
  package.origin = file;
  Report report;
  report.stencil = name;
  report.file = file;
  report.target = "cpu";
  report.target_description = "the CPU (pthreads)";
  report.machine = machine.summary();
  report.fingerprint = machine.fingerprint();
  if (const CacheLevel* llc = machine.last_level_cache()) {
    report.cache_bytes = llc->size_bytes * static_cast<std::uint64_t>(std::max(1, llc->instances));
    report.cache_name = "L" + std::to_string(llc->level);
  }
  report.compiler = tc.c_version;
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
    std::string source_file = job.unit_is_users_text() ? file : std::string();
    Reference reference = build_reference(source_file, a, tc.has_gfortran, tc.c_compiler, job_work);

    CpuEvaluatorConfig config;
    config.work_dir = job_work;
    config.extents = extents;
    config.compile_jobs = std::max(1, machine.cores);
    config.log = log;
    CpuEvaluator evaluator(a.sub, a.symbols, a.info, reference, config);

    ParamSpace space = cpu_space(nest, extents, machine, log);
    fix_params(space, options.params);
    if (options.threads) space.fix("THREADS", *options.threads);
    Point chosen = cpu_default(space, nest, extents, machine, log);

    ReportKernel kernel;
    kernel.name = job.kernel->sub.name;
    kernel.nest = job.nest;
    kernel.size = extents;
    kernel.reference = reference.description;
    kernel.precision = nest.element_bytes <= 4 ? "fp32" : "fp64";
    kernel.stream_mix = stream_mix(nest).label();
    const CacheModel cache = cpu_cache_model(machine, machine.cores);
    kernel.intensity = arithmetic_intensity(nest, extents, cache);
    kernel.cache_model = byte_size_text(cache.bytes) + " of " + (report.cache_name.empty() ? "cache" : report.cache_name) +
                         " per thread (" + std::to_string(machine.cores) + " threads)";
    kernel.grid_bytes = static_cast<std::uint64_t>(points * static_cast<double>(nest.compulsory_bytes));
    std::optional<Bound>& bound = kernel.bound;
    kernel.no_bound_reason = no_ceilings_reason;
    if (ceilings) {
      try {
        bound = roofline_bound(nest, kernel.intensity, ceilings->ceilings);
      } catch (const std::exception& e) {
        kernel.no_bound_reason = e.what();
        err << "stenciltune: warning: no roofline bound for " << a.sub.name << " (" << e.what() << ")\n";
      }
    }

    std::vector<Stage> stages;
    SearchResult result;
    if (options.no_tune) {
      err << "stenciltune: " << job.label() << ": --no-tune: packaging the strategy's default variant without timing\n";
    } else {
      TuningKey key = TuningKey::make(ast::to_fortran(a.sub), extents, "cpu", machine.fingerprint(), tc.c_version);
      std::map<Point, Measurement> known = db.known(key);
      RecordingEvaluator recording(evaluator, db, key);
      Progress progress(err, options.verbosity, options.budget_seconds.value_or(0), points,
                        stderr_is_terminal());
      SearchOptions so;
      so.engine = search_engine(options.search);
      so.budget_seconds = options.budget_seconds.value_or(0);
      so.max_variants = options.max_variants.value_or(0);
      so.start = chosen;
      so.known = &known;
      so.log = log;
      so.seconds_per_variant = 3;
      // The memory bound does not hold for grids that fit in the cache: no early stop there.
      bool in_cache = report.cache_bytes > 0 && kernel.grid_bytes <= report.cache_bytes;
      if (bound && bound->tuned.gstencils > 0 && !in_cache) so.bound_seconds = points / (bound->tuned.gstencils * 1e9);
      so.on_evaluation = [&](const Evaluation& e) { progress.update(e); };
      if (options.verbosity > 0) {
        err << "stenciltune: tuning " << job.label() << " at " << grid_size_text(extents) << " on " << machine.cores << " cores ("
            << space.tally().legal << " legal variants)\n";
      }
      result = search(space, recording, so);
      progress.finish(job.label(), result);
      if (!settle_search(job.label(), result, so.budget_seconds, err, kernel.notes)) {
        status = 1;
        continue;
      }
      chosen = *result.best;

      // The stages of the paper's Figure 4, measured side by side in this run.
      if (tc.has_gfortran) {
        std::string o3 = fortran_object(reference_source(source_file, a, job_work), a, job_work, "o3",
                                        {"-O3", "-march=native"}, "st_o3_" + a.sub.name + "_");
        stages.push_back({"serial",
                          evaluator.measure_object("serial", o3, "st_o3_" + a.sub.name + "_", "", {"-lgfortran"}, 1),
                          "the original, gfortran -O3, one thread",
                          {}});
      }
      if (tc.has_gfortran) {
        std::string omp_source = job_work + "/omp_" + a.sub.name + ".f90";
        std::string omp_object = job_work + "/omp_" + a.sub.name + ".o";
        write_file_atomically(omp_source, openmp_baseline_source(a));
        run_tool("compiling the OpenMP baseline",
                 {"gfortran", "-O3", "-march=native", "-fopenmp", "-J", job_work, "-c", omp_source, "-o", omp_object});
        int threads = options.threads.value_or(machine.cores);
        ::setenv("OMP_NUM_THREADS", std::to_string(threads).c_str(), 1);
        ::setenv("OMP_PROC_BIND", "true", 0);
        stages.push_back(
            {"OpenMP",
             evaluator.measure_object("openmp", omp_object, "st_omp_" + a.sub.name + "_",
                                      "st_omp_touch_" + a.sub.name + "_", {"-fopenmp", "-lgfortran"}, threads),
             "the original with '!$omp parallel do' on its outer loop and first touch, gfortran -O3 -fopenmp",
             {}});
      }
      // The default blocking without and with NUMA first touch (one of them is the
      // default), proven where the search did not measure them, then compared side by
      // side with the search's fastest: the fastest of that comparison is packaged.
      Point def = cpu_default(space, nest, extents, machine, {});
      Point autopar = def, numa = def;
      autopar["NUMA"] = 0;
      numa["NUMA"] = 1;
      std::vector<Evaluation> measured = result.evaluations;
      std::vector<Point> must = {def};
      for (const Point& p : {autopar, numa}) {
        if (!space.legal(p)) continue;
        must.push_back(p);
        bool known_point =
            std::any_of(measured.begin(), measured.end(), [&](const Evaluation& e) { return e.point == p; });
        if (!known_point) measured.push_back({p, evaluator.evaluate(p), false});
      }
      // The comparison holds one copy of the harness's arrays per variant.
      FinalChoice final = final_comparison(evaluator, measured, must, *result.best, harness_bytes(a.info, extents) / 4,
                                           usable_memory_bytes(), options.verbosity > 0, err, kernel.notes, log);
      chosen = final.winner;
      // A stage's time: the comparison's where the variant was compared (the detail
      // says so), else the one measured.
      auto stage = [&](const std::string& stage_name, const Point& p, const std::string& what) {
        Stage st{stage_name, {}, what, {}};
        if (std::optional<Measurement> m = final.time_of(p)) {
          st.measurement = *m;
          st.compared = std::to_string(final.rounds) + " interleaved rounds";
          return st;
        }
        auto it = std::find_if(measured.begin(), measured.end(), [&](const Evaluation& e) { return e.point == p; });
        st.measurement = it != measured.end() ? it->measurement : evaluator.evaluate(p);
        return st;
      };
      if (space.legal(autopar)) {
        stages.push_back(stage("auto-parallel", autopar, "pthreads, default blocking, no NUMA first touch"));
      }
      if (space.legal(numa)) stages.push_back(stage("+NUMA", numa, "the same with NUMA-aware first touch"));
      for (const Point& p : final.points) {
        if (p == autopar || p == numa || p == chosen) continue;
        stages.push_back(stage("compared", p, "a variant of the final comparison: " + parameters_text(p)));
      }
      // Without a comparison (a single valid variant), the search's own time.
      stages.push_back(
          stage("+tuned", chosen,
                parameters_text(chosen) +
                    (final.compared && chosen == def ? " (the default: it won the final comparison)" : "")));
    }

    plan.record(job_index, chosen);

    for (const Stage& st : stages) {
      const Measurement& m = st.measurement;
      kernel.stages.push_back({st.name, st.what, m.valid, m.reason, m.seconds, m.spread, m.repetitions, {}});
      if (!st.compared.empty()) kernel.stages.back().details.push_back({"final comparison", st.compared});
    }
    // The report's search summary: what the search did and what the space's rules pruned.
    fill_search_report(kernel.search, result, space, !options.no_tune, options.params);
    kernel.best = chosen;
    report.kernels.push_back(std::move(kernel));
  }
  package.kernels = plan.kernels("tuned for the CPU (" + machine.summary() + " with " + tc.c_version + "); correct at any size");
  if (package.kernels.empty()) return status;
  PackageResult written = write_package(package);
  report.library = "lib" + name + ".a";
  report.library_checks = check_library(file, analysed, package, tc.has_gfortran, tc.c_compiler, {}, work.path(), log);
  if (!report_library_checks(report.library_checks, err)) status = 1;
  finish_report(report, ceilings, out_dir, name, RateFormat{14, 8, 3}, out);
  (void)written;
  return status;
}

}  // namespace st
