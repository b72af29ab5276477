// What the tuner tunes, in order, and how the winners make up the library: every
// subroutine of the file at every --size, and each nest of a subroutine of several
// nests on its own (its own space, default and search), as a subroutine with that
// one nest and the original's dummies. The winners of one subroutine and size are the
// parts of one variant of the library (package.h).
#pragma once

#include <array>
#include <deque>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "driver/analysed.h"
#include "driver/options.h"
#include "package/package.h"
#include "strategy/param_space.h"

namespace st {

// The default size per number of dimensions (1-D, 2-D, 3-D).
constexpr std::array<long long, 3> cpu_default_extent = {1 << 24, 4096, 256};

// The steps a temporal job times per call without --steps: a multiple of every BT up
// to 4 and of 6.
constexpr long long temporal_timed_steps = 12;

// How a harness makes a time loop run `wanted` steps a call: its step count's dummy
// (empty where the bounds are constants) and the value to give it, and the steps the
// loop then runs (the constant bounds' own where there is no dummy). Nothing where the
// loop's lower bound is not a constant or its upper bound not that dummy plus one.
struct TimeLoopSteps {
  std::string dummy;
  long long value = 0, steps = 0;
};
std::optional<TimeLoopSteps> time_loop_steps(const StencilInfo& info, long long wanted);

struct TuningJob {
  const Analysed* kernel = nullptr;                 // the subroutine of the file
  const Analysed* unit = nullptr;                   // what is tuned: the kernel, or one nest of it
  int nest = -1;                                    // the nest of `kernel` that `unit` is; -1: all of it
  size_t size_index = 0;                            // which --size
  std::vector<long long> size;                      // that size, as extents of the kernel's grid dimensions
  std::vector<long long> extents;                   // points per grid dimension of `unit`
  std::map<std::string, long long> size_arguments;  // the kernel's integer dummies at this size
  // The whole time loop blocked over time (backends/c/temporal_blocking.h), timed over
  // `timed_steps` steps (its step count's dummy is in size_arguments): the variant it
  // finds replaces the nests' parts where it blocks (BT > 1).
  bool temporal = false;
  long long timed_steps = 0;
  // Its step count's dummy alone (empty where the count is a constant): the arguments a
  // harness sets beyond the size at every size it runs, the proofs' smaller ones included.
  std::map<std::string, long long> step_arguments;

  // "laplacian", "smooth nest 2", for logs and the report.
  std::string label() const;
  // The tuning database's target for this job: `target`, and for a temporal job the
  // steps it times a call (its measurements hold for that count only).
  std::string key_target(const std::string& target) const;
  // Whether `unit` is a subroutine as the user wrote it (its reference is compiled from
  // the user's file) rather than one made by stenciltune (a bare nest completed, a nest
  // on its own: the reference is compiled from its printed Fortran).
  bool unit_is_users_text() const { return nest < 0 && !unit->sub.bare_nest; }
};

// The job's unit over a box of its points (transforms/box_bounds.h), analysed: what a
// part's box version is printed from (PackagedPart::box_source, for the MPI entry and the
// CUDA library's split over several GPUs). Null for a time loop, or where the analysis
// refuses the box.
std::shared_ptr<const Analysed> boxed_unit(const TuningJob& job);

// The CPU's (pthreads) part of a job's winner: its source, and its box version where
// boxed_unit gives one.
PackagedPart cpu_part(const TuningJob& job, const Point& winner);

class TuningPlan {
 public:
  // Throws UserError when a --size does not fit the dimensions of the file's deepest nest.
  // Without --size, a nest of d dimensions is tuned at default_extent[d - 1] a side.
  // With `temporal_jobs`, each subroutine whose time loop can be blocked over time gets
  // one more job per size after its nests' (TuningJob::temporal).
  TuningPlan(const std::vector<Analysed>& analysed, const Options& options,
             std::array<long long, 3> default_extent = cpu_default_extent, bool temporal_jobs = false);
  TuningPlan(const TuningPlan&) = delete;
  TuningPlan& operator=(const TuningPlan&) = delete;

  const std::vector<TuningJob>& jobs() const { return jobs_; }

  // The winner of job `index`.
  void record(size_t index, const Point& winner);
  // The winners recorded so far of the nest jobs of the same subroutine and size as job
  // `index` (a temporal job's nests), in nest order.
  std::vector<Point> nest_winners(size_t index) const;

  // The kernels of the library: per subroutine, one variant per size whose every part
  // has a winner (a size with a nest that found no valid variant is left out; a
  // subroutine with no complete size is left out). Where the size's temporal job won
  // with BT > 1, its variant is the size's one part. `description` describes a kernel.
  // The parts are the CPU's (pthreads); `part` makes another target's part of a job
  // from its winner.
  std::vector<PackagedKernel> kernels(const std::string& description) const;
  using PartMaker = std::function<PackagedPart(const TuningJob& job, const Point& winner)>;
  std::vector<PackagedKernel> kernels(const std::string& description, const PartMaker& part) const;

 private:
  std::deque<Analysed> units_;  // the nests on their own; stable addresses
  std::vector<TuningJob> jobs_;
  std::vector<std::optional<Point>> winners_;
};

// The extents a --size gives a stencil of `dims` grid dimensions (one value: every
// dimension), or the default size when `size` is null. Throws UserError when the
// number of values is another. (A plan checks a size against the deepest nest of the
// file; a subroutine or nest of fewer dimensions takes the first extents.)
std::vector<long long> extents_for(int dims, const ProblemSize* size,
                                   std::array<long long, 3> default_extent = cpu_default_extent);

}  // namespace st
