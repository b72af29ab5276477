#include "driver/tune.h"

#include <unistd.h>

#include <filesystem>
#include <optional>
#include <ostream>

#include "ast/printer.h"
#include "backends/c/temporal_blocking.h"
#include "driver/mpi_entry.h"
#include "driver/progress.h"
#include "driver/tuning_plan.h"
#include "frontend/diagnostics.h"
#include "roofline/bound.h"
#include "roofline/intensity.h"
#include "support/interrupt.h"
#include "support/scratch_folder.h"

namespace st {

namespace {

namespace fs = std::filesystem;

// What every stage of a run reads.
struct Run {
  const std::string& file;
  const std::vector<Analysed>& analysed;
  const Options& options;
  TuningTarget& target;
  std::ostream& err;
  LogSink log;
};

Report new_report(const Run& run, const std::string& name) {
  Report report;
  report.stencil = name;
  report.file = run.file;
  report.tool_version = STENCILTUNE_VERSION;
  return report;
}

// The output folder, made and locked before any work (environment_faults.sh).
FolderLock open_output_folder(const std::string& out_dir) {
  std::error_code ec;
  fs::create_directories(out_dir, ec);
  if (ec) throw UserError("cannot create the output folder '" + out_dir + "': " + ec.message());
  if (::access(out_dir.c_str(), W_OK) != 0) throw UserError("the output folder '" + out_dir + "' is not writable");
  return FolderLock(out_dir);
}

TuningDb open_database(const Run& run, const std::string& out_dir) {
  TuningDbOptions db_options;
  db_options.fresh = run.options.fresh;
  db_options.log = run.log;
  TuningDb db(out_dir + "/tuning.json", db_options);
  if (!db.moved_aside().empty()) {
    run.err << "stenciltune: warning: tuning.json could not be read; it was moved to " << db.moved_aside() << "\n";
  }
  return db;
}

// The machine's ceilings, for the early stop and the report; tuning goes on without
// them, and --no-tune, which times nothing, does not measure them.
std::optional<MachineCeilings> measure_ceilings(const Run& run, const TuningPlan& plan, std::string& no_bound_reason) {
  no_bound_reason = run.target.no_tune_bound_reason();
  if (run.options.no_tune) return std::nullopt;
  try {
    RooflineRequest request = run.target.roofline_request();
    // Each kernel's own stream mix too, measured the first time it is needed and cached.
    for (const TuningJob& job : plan.jobs()) request.mixes.push_back(stream_mix(job.unit->info.nests.front()));
    return machine_ceilings(request, run.options.verbosity >= 2 ? &run.err : nullptr);
  } catch (const std::exception& e) {
    no_bound_reason = std::string("the roofline could not be measured: ") + e.what();
    run.err << "stenciltune: warning: no roofline bound (" << e.what()
            << "); the search will not stop early at the bound\n";
    return std::nullopt;
  }
}

JobRun start_job(const Run& run, const TuningPlan& plan, size_t index, const std::string& work) {
  const TuningJob& planned = plan.jobs()[index];
  const NestInfo& nest = planned.unit->info.nests.front();
  JobRun job;
  job.job = &planned;
  job.work = work + "/" + std::to_string(index);
  fs::create_directories(job.work);
  job.source_file = planned.unit_is_users_text() ? run.file : std::string();
  for (long long e : planned.extents) job.points *= static_cast<double>(e);
  job.kernel.name = planned.kernel->sub.name;
  job.kernel.nest = planned.nest;

  job.kernel.size = planned.extents;
  job.kernel.precision = nest.element_bytes <= 4 ? "fp32" : "fp64";
  job.kernel.stream_mix = stream_mix(nest).label();
  long long bytes_per_point = nest.compulsory_bytes;
  if (planned.temporal) {
    // One step of the time loop: every nest of it; its rates count points x steps.
    bytes_per_point = 0;
    for (const NestInfo& n : planned.unit->info.nests) bytes_per_point += n.compulsory_bytes;
  }
  job.kernel.grid_bytes = static_cast<std::uint64_t>(job.points * static_cast<double>(bytes_per_point));
  if (planned.temporal) {
    job.points *= static_cast<double>(planned.timed_steps);
    job.kernel.steps = planned.timed_steps;
  }
  return job;
}

void bound(const Run& run, JobRun& job, const std::optional<MachineCeilings>& ceilings,
           const std::string& no_bound_reason) {
  job.kernel.no_bound_reason = no_bound_reason;
  if (!ceilings) return;
  try {
    job.kernel.bound = roofline_bound(job.job->unit->info.nests.front(), job.kernel.intensity, ceilings->ceilings);
  } catch (const std::exception& e) {
    job.kernel.no_bound_reason = e.what();
    run.err << "stenciltune: warning: no roofline bound for " << job.label() << " (" << e.what() << ")\n";
  }
}

// The job's evaluator, each measurement recorded in the database, and what the database
// held already for the job's key.
struct Recording {
  Recording(const Run& run, JobRun& job, TuningDb& db)
      : key(run.target.key(job)), known(db.known(key)), evaluator(run.target.evaluator(job), db, key) {}
  TuningKey key;
  std::map<Point, Measurement> known;
  RecordingEvaluator evaluator;
};

// The search from the default, each variant proven and timed by the target's evaluator;
// false where no variant is valid (settle_search says so).
bool search_with_evaluation(const Run& run, JobRun& job, Recording& recording) {
  Progress progress(run.err, run.options.verbosity, run.options.budget_seconds.value_or(0), job.points,
                    stderr_is_terminal());
  SearchOptions so;
  so.engine = search_engine(run.options.search);
  so.budget_seconds = run.options.budget_seconds.value_or(0);
  so.max_variants = run.options.max_variants.value_or(0);
  so.start = job.chosen;
  so.known = &recording.known;
  so.log = run.log;
  run.target.search_options(job, so);
  so.on_evaluation = [&](const Evaluation& e) { progress.update(e); };
  if (run.options.verbosity > 0) {
    run.err << "stenciltune: tuning " << job.label() << " at " << grid_size_text(job.job->extents) << " on "
            << run.target.tuning_where(job) << "\n";
  }
  job.result = search(job.space, recording.evaluator, so);
  progress.finish(job.label(), job.result);
  if (!settle_search(job.label(), job.result, so.budget_seconds, run.err, job.kernel.notes)) return false;
  job.chosen = *job.result.best;
  return true;
}

// The library as the user's program calls it, against the original, where the target
// can run it; false where it does not match (said on standard error).
bool check_the_library(const Run& run, const PackageRequest& package, const std::string& work, Report& report) {
  LibraryCheck how = run.target.library_check();
  if (!how.not_checked.empty()) {
    report.library_not_checked = how.not_checked;
    return true;
  }
  report.library_checks = check_library(run.file, run.analysed, package, how.has_gfortran, how.c_compiler,
                                        how.link_libraries, work, run.log);
  return report_library_checks(report.library_checks, run.err);
}

// Where a target blocks time loops but this one cannot be, its first nest's section
// says why: the time loop runs step by step.
void note_time_loop_not_blocked(const Run& run, JobRun& job) {
  const Analysed& kernel = *job.job->kernel;
  if (!run.target.blocks_time_loops() || !kernel.info.time_loop || job.job->nest != 0) return;
  std::optional<std::string> why = temporal_blocking_refusal(kernel.sub, kernel.info);
  if (!why && !time_loop_steps(kernel.info, 2)) {
    const TimeLoopInfo& t = *kernel.info.time_loop;
    why = "its bounds ('" + ast::to_fortran(t.lower) + "' to '" + ast::to_fortran(t.upper) +
          "') are not a constant start and an integer argument plus a constant as its end, so the tuner cannot set "
          "the steps it times (--steps)";
  }
  if (why) {
    job.kernel.notes.push_back("The time loop of " + kernel.sub.name +
                               " runs step by step, each nest as tuned here; it is not blocked over time: " + *why +
                               ".");
  }
}

// Where the subroutine has statements on scalars beside its nests, its first job's
// section says where they are and that the library runs them after the nests.
void note_scalar_statements(JobRun& job) {
  const Analysed& kernel = *job.job->kernel;
  if (kernel.info.scalar_statements.empty() || job.job->nest > 0 || job.job->temporal || job.job->size_index > 0)
    return;
  std::string lines;
  for (size_t i = 0; i < kernel.info.scalar_statements.size(); ++i)
    lines += (i ? ", " : "") + std::to_string(kernel.info.scalar_statements[i].begin.line);
  job.kernel.notes.push_back("The statements on scalars beside the nests of " + kernel.sub.name + " (line" +
                             (kernel.info.scalar_statements.size() > 1 ? "s " : " ") + lines +
                             ") read and write nothing the nests do: the nests are tuned and blocked without them, and "
                             "the library runs them on the host after the nests, in their order.");
}

}  // namespace

// The stages of a run, for every target: the plan, the machine probed, the output folder
// locked, the ceilings; per job the reference, the space and its default, the bound, the
// search with evaluation, the stages measured beside the winner and the report's kernel;
// then the library packaged, checked against the original, and the report written.
int tune(const std::string& file, const std::vector<Analysed>& analysed, const Options& options, TuningTarget& target,
         std::ostream& out, std::ostream& err) {
  Run run{file, analysed, options, target, err, [&](const std::string& line) {
            if (options.verbosity >= 2) err << line << "\n";
          }};
  const std::string name = analysed.size() == 1 ? analysed[0].sub.name : fs::path(file).stem().string();
  const std::string out_dir = options.out_dir.empty() ? "stenciltune-out/" + name : options.out_dir;
  Report report = new_report(run, name);
  // Every subroutine, nest and size in order, and the time loops blocked over time.
  TuningPlan plan(analysed, options, target.default_extent(), target.blocks_time_loops());
  if (!target.probe(report)) return 1;
  target.check_fits(plan);
  InterruptHandlers stop_cleanly_on_sigint;
  FolderLock lock = open_output_folder(out_dir);
  ScratchFolder work;
  TuningDb db = open_database(run, out_dir);
  std::string no_bound_reason;
  std::optional<MachineCeilings> ceilings = measure_ceilings(run, plan, no_bound_reason);

  int status = 0;
  for (size_t index = 0; index < plan.jobs().size(); ++index) {
    JobRun job = start_job(run, plan, index, work.path());
    if (job.job->temporal) job.nest_winners = plan.nest_winners(index);
    target.reference(job);
    target.space_and_default(job);
    bound(run, job, ceilings, no_bound_reason);
    if (options.no_tune) {
      err << "stenciltune: " << job.label() << ": --no-tune: packaging the strategy's default variant without timing\n";
    } else {
      Recording recording(run, job, db);
      if (!search_with_evaluation(run, job, recording)) {
        status = 1;
        continue;
      }
      target.stages(job, recording.evaluator, recording.known);
    }
    plan.record(index, job.chosen);
    target.report(job, db);
    note_time_loop_not_blocked(run, job);
    note_scalar_statements(job);
    fill_search_report(job.kernel.search, job.result, job.space, !options.no_tune, options.params);
    job.kernel.best = job.chosen;
    add_reduction_notes(job.job->unit->info.nests.front(), job.chosen, report.target == "cuda", job.kernel.notes);
    report.kernels.push_back(std::move(job.kernel));
  }

  PackageRequest package;
  package.name = name;
  package.out_dir = out_dir;
  package.origin = file;
  package.kernels = target.packaged_kernels(plan);
  package.modules = analysed.front().modules;
  if (package.kernels.empty()) return status;
  target.write_package(package);
  report.library = "lib" + name + ".a";
  for (const ast::Module& m : package.modules) report.module_copies.push_back(module_copy_file(name, m));
  if (!check_the_library(run, package, work.path(), report)) {
    status = 1;
  } else if (!options.no_tune) {
    PackagedRun packaged{file, analysed, work.path(), [&](const PackageRequest& remade) {
                           target.write_package(remade);
                           return check_the_library(run, remade, work.path(), report);
                         }};
    if (!target.tune_library(package, packaged, report)) status = 1;
  }
  if (!options.ranks.empty()) {
    MpiBuild mpi = target.mpi_build();
    mpi.replace_library = [&](const PackageRequest& remade) {
      target.write_package(remade);
      return check_the_library(run, remade, work.path(), report);
    };
    mpi.db = &db;
    mpi.write_package = [&](const PackageRequest& remade) { target.write_package(remade); };
    mpi.check_package = [&](const PackageRequest& scratch) {
      LibraryCheck how = target.library_check();
      if (!how.not_checked.empty()) return std::vector<ReportLibraryCheck>{};
      return check_library(run.file, run.analysed, scratch, how.has_gfortran, how.c_compiler, how.link_libraries,
                           work.path(), run.log);
    };
    if (!build_and_check_mpi(package, options.ranks, !options.no_tune, mpi, work.path(), report, err, run.log))
      status = 1;
  }
  finish_report(report, ceilings, out_dir, name, target.rate_format(), out);
  return status;
}

}  // namespace st
