// The MPI entry's timings kept in tuning.json (mpi_entry.h, time_entries): each run of a
// timing program, on the rank grid or alone on one rank, is recorded the moment it
// completes, with the exchange's share and each rank's split that the report shows. A
// run interrupted while it timed, or repeated, then answers a candidate (a count of
// threads a rank, a runner-up, the variant found on the grid) whose runs an earlier run
// recorded in full, without building or running its program again.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "package/package.h"
#include "report/report_model.h"
#include "strategy/param_space.h"
#include "strategy/tuning_key.h"

namespace st {

class TuningDb;

// What one run of the timing program printed.
struct MpiTimingRun {
  // "mpi time: total=T exchange=E compute=C": the slowest rank's medians, in seconds.
  double seconds = 0, exchange_seconds = 0, compute_seconds = 0;
  std::vector<ReportMpiRankSplit> split;  // "mpi split: rank R ...", by rank
  long halo_steps_used = 0;               // "mpi halo steps: N" (deep halos); 0 where not printed
};

// What a run is: the kernel timed (its subroutine and every part's parameters at its
// first size, the size every rank's block has), the rank grid, or one rank alone (the
// weak-scaling reference, kept apart from a grid of one rank), the mode, the launcher
// and its binding options; and the machine and compiler of the library's target ("cpu"
// or "cuda").
struct MpiTimingWhat {
  const PackagedKernel* kernel = nullptr;
  bool alone = false;
  std::vector<int> grid;
  std::string mode;
  long halo_steps = 0;  // the depth asked for (deep-halo)
  long pieces = 0;      // the overlapped interior's pieces
  std::string launcher, binding;
  std::string target, machine, compiler;
};

// Records `run` under `what` in `db`.
void record_mpi_run(TuningDb& db, const MpiTimingWhat& what, const MpiTimingRun& run);

// The run an earlier run (or this one) recorded under `what` (the latest), or nothing.
std::optional<MpiTimingRun> recorded_mpi_run(const TuningDb& db, const MpiTimingWhat& what);

}  // namespace st
