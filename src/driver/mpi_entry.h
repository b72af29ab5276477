// The MPI entry of a run with --ranks (issue 25): after the package is placed, its MPI
// library is built beside it (package/mpi_package.h) and each subroutine's entry is
// checked under mpiexec on the rank grid, not periodic and periodic, in each mode, against
// the serial library on the global grid (harness/mpi_check_harness.h), then timed.
#pragma once

#include <functional>
#include <ostream>
#include <string>
#include <vector>

#include "package/package.h"
#include "report/report_model.h"
#include "strategy/log_sink.h"

namespace st {

class TuningDb;

// What the MPI entry needs of the target whose library it calls (TuningTarget::mpi_build).
struct MpiBuild {
  // The CUDA library's: the compiler of the entry's GPU side and its architecture (empty
  // for the CPU's library), and the libraries a program links beside it.
  std::string nvcc, cuda_arch;
  std::vector<std::string> link_libraries;
  // Why the entry cannot run here (a CUDA library without a GPU): it is built, not
  // checked or timed. Empty where it can.
  std::string not_run;
  // The node's cores (the CPU's library): a timing whose ranks' pools fit them together
  // binds each rank to cores of its own. 0: not known.
  int cores = 0;
  // The threads a rank's pool was tuned with (the CPU's library; 0: not known), and
  // whether the timing also tries the other counts that fit a rank's share of the cores
  // (powers of two) and the search's runners-up, each part remade so
  // (PackagedPart::searched, made_at), the library taking the fastest.
  int rank_threads = 0;
  bool tune_rank_threads = false;
  // Whether the timing also runs the search's runners-up, each part remade so
  // (PackagedPart::searched, made_at), and then searches each part's space on the rank
  // grid (hill climbing from the fastest variant timed, every rank computing and
  // exchanging at once): the CPU's library where the threads a rank runs are tuned, the
  // CUDA library wherever it is timed. At most `grid_search_seconds` a part (the run's
  // --budget; 0: until no neighbour is faster) and `grid_search_variants` (--max-variants;
  // 0: no limit).
  bool search_on_grid = false;
  double grid_search_seconds = 0;
  long long grid_search_variants = 0;
  // Writes a package of remade kernels as the target writes its library (the CUDA
  // library's through nvcc), for the timing of a runner-up or a point of the search on
  // the rank grid. Set by the driver; empty: the CPU library's writer.
  std::function<void(const PackageRequest& package)> write_package;
  // Checks a package (written to a scratch folder) against the original, as the run
  // checks the library: a point the search on the grid found is taken only where every
  // check is valid. Set by the driver.
  std::function<std::vector<ReportLibraryCheck>(const PackageRequest& package)> check_package;
  // The run's tuning database: the search on the rank grid records each point it times
  // the moment it is timed and answers the points an earlier run timed (a run
  // interrupted, or repeated). Null: neither. Set by the driver.
  TuningDb* db = nullptr;
  // The machine's fingerprint and the compiler's version line of the library's target:
  // the MPI timings are recorded under them in `db` the moment each completes, and a
  // candidate whose every run an earlier run recorded is answered from there
  // (driver/mpi_timing_record.h). Empty: the timings are neither recorded nor answered.
  std::string machine, compiler;
  // Writes `package` in place of the library and checks it against the original as the
  // run checked the library (false: it did not match, said on standard error). Set by
  // the driver; where the timing chose another thread count.
  std::function<bool(const PackageRequest& package)> replace_library;
};

// Fills `report.mpi`; false when a check found a difference or could not run (said on
// `err`). No MPI toolchain is no failure: the report says the entry is unavailable. With
// `time_modes` (a tuning run), each entry that passed is then timed under mpiexec, on one
// rank and on the rank grid in each of its modes (and each count of threads a rank,
// MpiBuild::rank_threads), every rank a block of the tuned size, and the library is built
// again to run the faster mode where STENCILTUNE_MPI_MODE is unset (and the library
// replaced, checked and its entries checked again where another thread count won).
bool build_and_check_mpi(const PackageRequest& package, const std::vector<int>& ranks, bool time_modes,
                         const MpiBuild& build, const std::string& work, Report& report, std::ostream& err,
                         const LogSink& log);

// The mpiexec command line for `count` ranks: Open MPI's --oversubscribe (more ranks than
// cores, for a check), and --allow-run-as-root as root.
std::vector<std::string> mpiexec_command(const std::string& mpiexec, int count, bool open_mpi, bool root);

}  // namespace st
