// What the tuning driver (tune.h) and its targets (target.h) share: the search engine
// the command line names, the reference the variants are proven against, the report's
// search summary from a search's result and its space, and the end of a run (the report
// written, the stages printed).
#pragma once

#include <functional>
#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

#include "driver/analysed.h"
#include "driver/options.h"
#include "driver/tuning_plan.h"
#include "harness/cpu_evaluator.h"
#include "package/package.h"
#include "report/report_model.h"
#include "roofline/intensity.h"
#include "roofline/roofline.h"
#include "strategy/final_choice.h"
#include "strategy/param_space.h"
#include "strategy/search.h"
#include "strategy/tuning_db.h"

namespace st {

Engine search_engine(Search s);

// Fills `rs` from `result` and `space` (pruned families, legal count); `ran` is false
// for --no-tune; `params` are the --param assignments, listed as fixed.
void fill_search_report(ReportSearch& rs, const SearchResult& result, const ParamSpace& space, bool ran,
                        const std::vector<std::string>& params);

// The end of a search, the same on every target (DESIGN.md: a budget always delivers):
// false, after saying so on `err` with the reasons counted, when no variant tried is
// valid (exit 1 means that, never "out of time"); otherwise, where the budget stopped
// the search, a line on `err` and one in `notes` (the report) saying that the best
// variant measured is packaged.
// The report's line for each reduction of the nest: how the packaged variant sums it
// (REDUCE in `chosen`) and what that promises, and where single precision is
// accumulated in double.
void add_reduction_notes(const NestInfo& nest, const Point& chosen, bool cuda, std::vector<std::string>& notes);

bool settle_search(const std::string& label, const SearchResult& result, double budget_seconds, std::ostream& err,
                   std::vector<std::string>& notes);

// The final choice (strategy/final_choice.h): the search's fastest variants and `must`
// (the default first, then the variants the report's stages show) among `measured`
// timed again side by side by `evaluator`, the fastest chosen; said on `err` (with
// `verbose`) and in `notes`, the default's win included. Each variant compared holds
// grids of its own: `grid_bytes` per variant, of `memory_bytes` there are (0: unknown)
// bound how many are compared.
FinalChoice final_comparison(Evaluator& evaluator, const std::vector<Evaluation>& measured,
                             const std::vector<Point>& must, const Point& search_best, double grid_bytes,
                             double memory_bytes, bool verbose, std::ostream& err, std::vector<std::string>& notes,
                             const LogSink& log);

// A time loop tuned whole (TuningJob::temporal), on either target: the steps per pass
// of `p` (1 without BT); the valid variant of `measured` with the least time among the
// blocked ones (BT > 1) or among the step-by-step ones; the intensity of one step, every
// nest of it once; and the note that says which the library runs.
int blocking_depth(const Point& p);
std::optional<Point> fastest_measured(const std::vector<Evaluation>& measured, bool blocked);
// The fastest blocked or step-by-step variant of the final comparison (side by side),
// or `fallback` where it compared none of that kind: the report's +temporal and +tuned
// stages, so that the variant packaged is the faster of the two it shows.
std::optional<Point> fastest_compared(const FinalChoice& final, bool blocked, const std::optional<Point>& fallback);
Intensity step_intensity(const StencilInfo& info, const std::vector<long long>& extents, const CacheModel& cache);
std::string time_loop_choice_note(const Point& chosen, const std::string& stepped);

// The MPI entry's timing tries these beside a nest job's winner on the rank grid
// (MpiBuild::search_on_grid): `count` valid variants of `result` other than `chosen`,
// fastest first, distinct.
std::vector<Point> runners_up(const SearchResult& result, const Point& chosen, size_t count);

// The part `made_at` prints at `winner`, made so that the MPI timing can remake it
// (PackagedPart::searched: the winner, then `runners_up`; space, made_at, tuning_key).
PackagedPart remakable_part(const Point& winner, const std::vector<Point>& runners_up,
                            const std::function<PackagedPart(const Point&)>& made_at, std::function<ParamSpace()> space,
                            TuningKey key);

// What the tuning database files `job`'s measurements under for `target` ("cpu",
// "cuda") on `machine` with `compiler`: the stencil as printed, the job's extents and
// its key_target (a time loop's steps a call). Each target's key comes from here, and
// so does the CUDA report's look-up of the CPU target's records.
TuningKey job_key(const TuningJob& job, const std::string& target, std::string machine, std::string compiler);

// The CPU target's fastest valid time per call of `job` (a sweep, or a time loop's
// timed call) in `db`, measured on the host `host_fingerprint` (MachineInfo::fingerprint)
// under any C compiler; nullopt where the CPU target has not tuned the job there.
std::optional<double> cpu_seconds_per_call(const TuningDb& db, const TuningJob& job,
                                           const std::string& host_fingerprint);

// The Fortran text a reference is compiled from: `users_file` as written, or, for a bare
// nest or a nest on its own (`users_file` empty), the subroutine printed into `work`.
std::string reference_source(const std::string& users_file, const Analysed& a, const std::string& work);

// The reference (DESIGN.md, Contracts): the original compiled by gfortran -O0 with its
// symbol renamed (harness/validation.h, compile_reference) where `has_gfortran`, else
// the untransformed C translation compiled -O0 by `c_compiler`, proven equal to
// gfortran's by the differential test. Throws EnvironmentError when a compiler fails.
Reference build_reference(const std::string& users_file, const Analysed& a, bool has_gfortran,
                          const std::string& c_compiler, const std::string& work);

// The library as packaged, proven against the user's original at every tuned size of
// every subroutine: a check program calls NAME_ from libNAME.a, as an unchanged Fortran
// caller would, so the entry, the choice of variant and the nests' parts run in order
// (for a CUDA library: with host pointers, the copies included). `link_libraries` are
// what a program needs beside libNAME.a (the CUDA runtime). One entry per size, in the
// order tuned.
std::vector<ReportLibraryCheck> check_library(const std::string& users_file, const std::vector<Analysed>& analysed,
                                              const PackageRequest& package, bool has_gfortran,
                                              const std::string& c_compiler,
                                              const std::vector<std::string>& link_libraries, const std::string& work,
                                              const LogSink& log);

// The time a library check's program may run at `size` before it counts as a hang: a
// minute, and more as the grid grows, at a rate that the reference (the original at
// -O0, every nest once a call, a time loop over its default step count) and the
// program's own filling and comparing of the grids exceed on any machine: at 1024^3 a
// time loop's reference alone runs for minutes.
double library_check_seconds(const StencilInfo& info, const std::vector<long long>& size);

// The line of standard error for a library check that failed: "the library: laplacian at
// 64x64x64 (variant 1): DOES NOT MATCH (...)"; true when every check matched.
bool report_library_checks(const std::vector<ReportLibraryCheck>& checks, std::ostream& err);

// How finish_report prints each stage's rate: "NAME  RATE GStencil/s".
struct RateFormat {
  int name_width = 14;
  int rate_width = 8;
  int decimals = 3;
};

// The end of a run: the report's ceilings from `ceilings` (when measured), the report
// files written into `out_dir`, and on `out` the files written and each valid stage's rate
// with its share of the bound.
void finish_report(Report& report, const std::optional<MachineCeilings>& ceilings, const std::string& out_dir,
                   const std::string& name, const RateFormat& format, std::ostream& out);

}  // namespace st
