// What differs between the targets a tuning run aims at (the CPU with pthreads, CUDA),
// behind one interface: tune() (driver/tune.h) goes through the same stages for every
// target and asks the target at each one. A new target is one more implementation of
// TuningTarget (cpu_target.cpp and cuda_target.cpp are the two there are).
#pragma once

#include <array>
#include <functional>
#include <map>
#include <memory>
#include <ostream>
#include <string>
#include <vector>

#include "driver/mpi_entry.h"
#include "driver/options.h"
#include "driver/tune_common.h"
#include "driver/tuning_plan.h"
#include "report/report_model.h"
#include "roofline/roofline.h"
#include "strategy/param_space.h"
#include "strategy/search.h"
#include "strategy/tuning_db.h"

namespace st {

// A variant the report shows beside the tuned one ("serial", "baseline", "+tuned").
struct Stage {
  std::string name;
  Point point;  // empty for a stage that is no variant of the space (the original, OpenMP)
  Measurement measurement;
  std::string what;
  std::string compared;  // how the final comparison timed it; empty: not compared
};

// One job of the plan (a nest at a size) as the driver carries it through the stages.
struct JobRun {
  const TuningJob* job = nullptr;
  std::string work;         // its scratch folder
  std::string source_file;  // the user's file where the job is the user's text; else empty
  double points = 1;        // grid points of one call
  ParamSpace space;         // with --param fixed
  Point chosen;             // the default, then the search's fastest, then the winner
  ReportKernel kernel;
  SearchResult result;
  std::vector<Stage> stages;
  // For a temporal job: the winners of the same subroutine's nests at the same size, in
  // nest order (what the library runs where the time loop is not blocked).
  std::vector<Point> nest_winners;

  std::string label() const { return job->label(); }
};

// How the packaged library is checked (tune_common.h, check_library).
struct LibraryCheck {
  std::string not_checked;  // why it is not; empty: it is
  bool has_gfortran = false;
  std::string c_compiler = "cc";
  std::vector<std::string> link_libraries;  // beside libNAME.a
};

// The run as the target's stages on the packaged library see it (TuningTarget::tune_library).
struct PackagedRun {
  const std::string& file;  // the user's
  const std::vector<Analysed>& analysed;
  const std::string& work;  // the scratch folder
  // Writes `remade` in place of the package and checks it against the original; false
  // where it does not match (said on standard error).
  std::function<bool(const PackageRequest& remade)> replace;
};

class TuningTarget {
 public:
  virtual ~TuningTarget() = default;

  // The size of a nest of 1, 2, 3 dimensions without --size.
  virtual std::array<long long, 3> default_extent() const = 0;
  // Whether the target tunes a time loop blocked over time (TuningJob::temporal)
  // beside its nests.
  virtual bool blocks_time_loops() const { return false; }
  // The machine and its tools, into the report's machine fields; false, after saying
  // why, where this target cannot tune here (exit status 1). Throws UserError for
  // options that do not fit the machine.
  virtual bool probe(Report& report) = 0;
  // Throws UserError where a job's grids do not fit the machine's memory.
  virtual void check_fits(const TuningPlan& plan) const = 0;
  // The ceilings measured for the bound (its mixes added by the driver).
  virtual RooflineRequest roofline_request() const = 0;
  // The report's reason for no bound under --no-tune.
  virtual std::string no_tune_bound_reason() const = 0;

  // The reference the job's variants are proven against, into run.kernel.reference.
  virtual void reference(JobRun& run) = 0;
  // The job's space with --param fixed, its default in run.chosen, and the kernel's
  // cache model and intensity.
  virtual void space_and_default(JobRun& run) = 0;
  // The evaluator of the job's variants (built on the first call).
  virtual Evaluator& evaluator(JobRun& run) = 0;
  // What the tuning database files the job's measurements under.
  virtual TuningKey key(const JobRun& run) const = 0;
  // The target's part of the search's options: the time a variant takes, the early stop.
  virtual void search_options(const JobRun& run, SearchOptions& so) const = 0;
  // "on 2 cores (41 legal variants)": where and how the job is tuned.
  virtual std::string tuning_where(const JobRun& run) const = 0;
  // The report's stages measured beside the search's fastest, the final comparison
  // among them, its winner in run.chosen. `recording` records in the database.
  virtual void stages(JobRun& run, Evaluator& recording, const std::map<Point, Measurement>& known) = 0;
  // run.kernel's stages from run.stages, and the target's notes. `db` holds the records
  // of every target tuned into the output folder (CUDA sets the CPU's time beside its own).
  virtual void report(JobRun& run, const TuningDb& db) = 0;

  // The library's kernels from the plan's winners; writing it into `request.out_dir`.
  virtual std::vector<PackagedKernel> packaged_kernels(const TuningPlan& plan) const = 0;
  virtual void write_package(const PackageRequest& request) = 0;
  virtual LibraryCheck library_check() const = 0;
  // The target's stages on the packaged library once it passed its check (CUDA: the split
  // over several GPUs timed, driver/gpu_split.h), which may rewrite it with what they
  // chose; false where the rewritten library failed its check.
  virtual bool tune_library(PackageRequest& package, const PackagedRun& run, Report& report) {
    (void)package;
    (void)run;
    (void)report;
    return true;
  }
  // What the MPI entry over this target's library needs (--ranks): the CPU's, nothing more.
  virtual MpiBuild mpi_build() const { return {}; }
  virtual RateFormat rate_format() const = 0;
};

// The targets (cpu_target.cpp, cuda_target.cpp); `err` is standard error.
std::unique_ptr<TuningTarget> cpu_target(const Options& options, std::ostream& err);
std::unique_ptr<TuningTarget> cuda_target(const Options& options, std::ostream& err);

}  // namespace st
