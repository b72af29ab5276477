// The search on the rank grid (MpiBuild::search_on_grid): after the MPI entry's timing
// (the CPU library's tuning the threads a rank runs, the CUDA library's), the kernel's
// space is searched with every rank computing and exchanging at once, as the library
// will run, rather than on one rank alone. Each point is packaged by the target's writer
// with its MPI library (mpi_remade.h) and timed under
// mpiexec by the caller's `time_point`; a point faster than the start is taken only once
// its library matches the original.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "driver/mpi_entry.h"
#include "package/mpi_package.h"
#include "package/package.h"
#include "report/report_model.h"
#include "strategy/log_sink.h"

namespace st {

// What the search on the rank grid found: the kernel, its package (checked against the
// original, with its MPI library built) and its time on the grid.
struct GridFound {
  PackagedKernel kernel;
  PackageRequest package;
  double seconds = 0;
};

// Searches the space of each part of `k` in turn (each nest's part where its nests were
// tuned one by one, else its one part), hill climbing from `start` (the fastest variant
// timed, its time known) at its count of threads a rank (fixed in the space; a CUDA
// part has none) and in its mode, each point timed by `time_point` (nothing: it
// failed); each part's search starts
// from the fastest kernel the one before left, and `timed` (the timings so far) answers
// the points they ran. A point faster than its start is taken only once its library
// matches the original (MpiBuild::check_package): the timing compares nothing, and the
// one-rank search proved only the points it measured; at most three are checked a part.
// Each search's summary goes to `searches`; returns what was found, where a point beat
// the start. Packages are written under `work`.
std::optional<GridFound> search_on_grid(const PackageRequest& package, const PackagedKernel& k,
                                        const ReportMpiTiming& start, const std::vector<ReportMpiTiming>& timed,
                                        const std::function<std::optional<double>(const PackageRequest&)>& time_point,
                                        const MpiBuild& build, const MpiToolchain& tools, const std::string& work,
                                        const LogSink& log, std::vector<ReportMpiSearch>& searches);

}  // namespace st
