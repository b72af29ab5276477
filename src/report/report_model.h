// The report stage's input: everything a tuning run measured, in one target-neutral
// model that the CPU and CUDA drivers fill the same way and the writers
// (report/write_report.h) turn into report.json, report.md, roofline.svg and stages.svg.
// The model holds only measured or counted figures; the rates shown for a stage
// (GStencil/s, GB/s, % of the bound) are derived from it by stage_rates(), so that every
// writer shows the same numbers.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "roofline/bound.h"
#include "roofline/ceilings.h"
#include "roofline/intensity.h"
#include "strategy/param_space.h"

namespace st {

// One measured ceiling as the report shows it: a bandwidth in GB/s or a peak in GFlop/s.
struct ReportCeiling {
  enum class Kind { Bandwidth, Flops };
  Kind kind = Kind::Bandwidth;
  std::string name;  // free text: "copy", "mix 1R1W, streaming stores", "peak fp64"
  Spread value;      // GB/s or GFlop/s, median and range over the repetitions
  int repetitions = 0;
  std::string used_for;  // "tuned bound", "naive bound"; empty when shown for reference only
  const char* unit() const { return kind == Kind::Bandwidth ? "GB/s" : "GFlop/s"; }
};

// Where the ceilings came from.
struct ReportCeilingSource {
  std::string measured_at;  // UTC, ISO 8601
  bool from_cache = false;
  std::uint64_t array_bytes = 0;  // bytes per STREAM array
  std::string sizing;             // why that size
  std::string placement;          // threads and pinning, or the launch shape
  std::vector<std::string> notes;
};

// A row of the paper's Figure 4: one implementation of the kernel timed in this run.
struct ReportStage {
  std::string name;  // free text: "serial", "OpenMP", "+NUMA", "+tuned", "+shared memory"
  std::string what;  // what it is, in words
  bool valid = false;
  std::string reason;  // why it is invalid
  double seconds = 0;  // median seconds per sweep
  double spread = 0;   // (max - min) / median over the repetitions
  int repetitions = 0;
  // What a target adds about the variant, shown beside it: {"registers", "40"}.
  std::vector<std::pair<std::string, std::string>> details;
};

struct ReportSearch {
  bool ran = false;  // false: --no-tune, the default variant was packaged untimed
  std::string engine;
  std::string why;      // the engine's reason for its choice
  std::string stopped;  // "budget", "exhausted", ...
  long long tried = 0;
  long long measured = 0;
  long long from_database = 0;
  long long invalid = 0;
  std::vector<std::pair<std::string, long long>> invalid_reasons;
  long long space_total = 0;  // points before pruning
  long long legal = 0;
  std::vector<PrunedFamily> pruned;  // what the space's rules removed, per family
  std::vector<std::string> fixed;    // "NT=0: streaming stores are not built yet"
  double seconds = 0;
};

// Hardware counters of the packaged variant's kernels over one launch (CUDA, read by
// Nsight Compute where it can read them): where the time goes, from measurement.
struct KernelCounters {
  double dram_bytes_per_point = 0;  // read + written, all of the variant's kernels
  double l2_bytes_per_point = 0;    // requested at the L2
  // Share of each unit's peak throughput over the launch, and the warps resident.
  double dram_percent = 0, l2_percent = 0, l1_percent = 0, sm_percent = 0;
  double achieved_occupancy_percent = 0, theoretical_occupancy_percent = 0;
  std::string tool;  // "Nsight Compute 2025.3.1"
};

// What one call of the library costs a caller, where the target timed its copies
// (CUDA): through the unchanged host-pointer entries (copies in, kernels, copies out),
// the kernels alone (a call in resident mode), and the CPU target's fastest valid
// variant of the same job on this machine, read from tuning.json where the CPU target
// was tuned into the same folder. A time loop tuned whole counts its timed call's steps.
struct ReportPerCall {
  double host_entries_seconds = 0;
  double kernels_seconds = 0;
  std::optional<double> cpu_seconds;  // absent: the CPU target has no valid time of the job here
  std::string cpu_unavailable;        // why none could be looked up (this host's CPU unread); else empty
};

struct ReportKernel {
  std::string name;  // the subroutine
  int nest = -1;     // which of its nests, from 0, when tuned on its own; -1: all of it
  // The steps of its time loop one timed call runs, where the whole time loop was tuned
  // (blocked over time); 0 otherwise. Its rates are per step: points x steps / seconds.
  long long steps = 0;
  std::vector<long long> size;   // problem size, unit-stride dimension first
  std::string reference;         // what the variants were validated against
  std::string precision;         // "fp64" or "fp32"
  std::string stream_mix;        // "1R1W"
  Intensity intensity;           // flops and bytes per point (Table I)
  std::string cache_model;       // the cache the naive traffic was estimated for, in words
  std::uint64_t grid_bytes = 0;  // bytes of the grids one sweep streams (compulsory x points)
  std::optional<Bound> bound;
  std::string no_bound_reason;  // when there is no bound
  std::vector<ReportStage> stages;
  Point best;  // the packaged variant's parameters
  ReportSearch search;
  // Lines a target adds to the kernel's section: how the timing was taken, copy times.
  std::vector<std::string> notes;
  std::optional<KernelCounters> counters;  // absent where no profiler could read them
  std::optional<ReportPerCall> per_call;   // absent where the target timed no copies

  double points() const;
  std::string label() const;  // "laplacian", "heat_step nest 2"
};

// The packaged library run through the original's symbol and checked against the
// original, at one tuned size of one subroutine.
struct ReportLibraryCheck {
  std::string subroutine;
  std::vector<long long> size;
  int variant = 0;  // the library's variant for that size, from 1
  bool valid = false;
  std::string reason;  // why it does not match
};

// The MPI entry (--ranks): its library, each subroutine without one and why, and each
// check of a subroutine's entry on the rank grid against the serial library.
struct ReportMpiCheck {
  std::string subroutine;
  std::vector<int> ranks;  // the rank grid, one count per grid dimension
  bool periodic = false;   // every dimension wraps
  // "blocking", "overlapped" (the interior computed during the exchange); where the nests
  // run one by one, "nest-by-nest" (an exchange before each) or "deep-halo" (every
  // halo_steps steps, with redundant work past the block)
  std::string mode = "blocking";
  long long halo_steps = 0;         // deep-halo: the steps between exchanges the entry used
  long long pieces = 0;             // overlapped: the pieces of the interior (1: beside the exchange)
  std::vector<long long> interior;  // the global grid's points computed per dimension
  bool valid = false;
  // The reductions combined across ranks that agreed with the serial library's within a
  // relative tolerance (their order of summation differs): "gosa within 1e-5".
  std::vector<std::string> reductions;
  // The checked call ran between NAME_resident_begin and NAME_resident_end (over the CUDA
  // library: on the arrays' resident copies).
  bool resident = false;
  std::string reason;  // what differed, or why the check did not run
  // "serial": the serial library on the global grid; "one-rank": the entry itself on
  // one periodic rank, exchanging before every nest (a periodic run of nests run one by
  // one, which the serial library cannot wrap between nests)
  std::string reference = "serial";
};
// The entry timed under mpiexec (--ranks, tuning): each rank a block of `block` points.
// One rank's median seconds in each phase of a call of NAME_mpi (NAME_mpi_times).
struct ReportMpiRankSplit {
  int rank = 0;
  double compute = 0, pack = 0, wait = 0, unpack = 0;
};
struct ReportMpiTiming {
  std::string subroutine;
  std::vector<int> ranks;
  std::string mode;  // as ReportMpiCheck's
  std::vector<long long> block;
  double seconds = 0;                     // a call of NAME_mpi, the slowest rank's median
  double exchange_seconds = 0;            // a call of NAME_mpi_exchange alone
  double compute_seconds = 0;             // the serial entry on the block alone
  double one_rank_seconds = 0;            // NAME_mpi on one rank (no exchange): weak scaling's reference
  bool chosen = false;                    // the mode the library runs where STENCILTUNE_MPI_MODE is unset
  std::vector<ReportMpiRankSplit> split;  // per rank, by rank number
  long long halo_steps = 0;               // deep-halo: the steps between exchanges the entry used
  long long steps = 1;                    // a time loop's steps a call (1 without one)
  long long pieces = 0;                   // overlapped: the pieces of the interior (0: not overlapped)
  int threads = 0;                        // the threads of each rank's pool (a CPU library); 0: not known
  std::string binding;                    // the launcher's options that bound the ranks; empty: its default
  int variant = 0;                        // 0: the search's winner; k: its k-th runner-up (PackagedPart::searched)
  bool found_on_grid = false;             // the fastest variant of the search on the rank grid (ReportMpiSearch)
  std::string parameters;                 // the kernel's parameters as timed ("CX=64 ... THREADS=2")
  bool from_database = false;             // timed by an earlier run: answered from tuning.json
};
// A kernel's space searched on the rank grid (MpiBuild::search_on_grid): each point
// timed under mpiexec with every rank computing and exchanging, at `threads` a rank (0:
// the CUDA library's, which has no pool) and in the mode of the fastest variant timed
// before, from that variant.
struct ReportMpiSearch {
  std::string subroutine;
  int nest = -1;  // the nest whose part was searched (from 0); -1: the subroutine's one part
  int threads = 0;
  std::string mode;
  long long pieces = 0;
  long long halo_steps = 0;
  std::string start;  // the parameters it started from
  double start_seconds = 0;
  std::string best;  // the fastest point's parameters; empty where none was valid
  double best_seconds = 0;
  std::string engine;   // "hill"
  std::string stopped;  // why it stopped (stop_reason_name)
  long long measured = 0, invalid = 0;
  long long from_database = 0;  // points an earlier run timed, answered from tuning.json
  double seconds = 0;           // the search's wall-clock time
  std::string not_run;          // why it did not run; empty where it did
  // Points faster than the start whose library did not match the original (or did not
  // build), each "PARAMETERS: why"; they are never taken.
  std::vector<std::string> rejected;
};
// A kernel remade for the MPI timing (another count of threads a rank, a runner-up, a
// variant found on the rank grid) whose timing beat the library as packaged by more than
// the margin, both then run again alternately on the rank grid, each in the mode of its
// timing, before it replaces the library (driver/mpi_entry.cpp).
struct ReportMpiConfirmation {
  std::string subroutine;
  size_t candidate = 0, packaged = 0;  // their timings, indices into ReportMpi::timings
  int rounds = 0;                      // alternated runs of each, all completed
  double candidate_seconds = 0;        // the median of its runs, seconds a call
  double packaged_seconds = 0;
  bool taken = false;  // faster again by more than the margin: the library runs it
  std::string failed;  // why the runs could not complete (the library as packaged kept)
};

struct ReportMpi {
  std::string library;      // libNAME_mpi.a; empty when none was built
  std::string unavailable;  // why there is no MPI entry at all (no mpicc); empty otherwise
  std::vector<std::pair<std::string, std::string>> without;  // subroutine, why it has no entry
  std::vector<ReportMpiCheck> checks;
  std::vector<ReportMpiTiming> timings;
  std::vector<ReportMpiSearch> searches;
  std::vector<ReportMpiConfirmation> confirmations;
  std::string not_timed;        // why the entry was not timed (--no-tune, a failed check)
  std::string not_checked;      // why no check ran (a CUDA library without a GPU); empty when they did
  bool timed_resident = false;  // the timings' calls ran on resident arrays (the CUDA library)
  // What the timing changed in the library beyond its defaults: "laplacian: each rank's
  // pool runs THREADS=2 ..." (MpiBuild::rank_threads).
  std::vector<std::string> notes;
};

// The CUDA library's split over several GPUs timed on the tuning machine
// (driver/gpu_split.h): one subroutine's host entry at its first tuned size, copies
// included, under each layout tried.
struct ReportGpuSplitTiming {
  int devices = 1;
  bool overlap = true;
  long long halo_steps = 1;  // a time loop's steps between exchanges
  bool valid = false;
  std::string reason;  // why it is invalid
  double seconds = 0;  // a call, the median
};
struct ReportGpuSplit {
  std::string subroutine;
  std::vector<long long> size;
  std::string devices;  // the node's devices split over: "0,1,2,3"
  long long steps = 0;  // a time loop's steps a call; 0: no time loop
  // A variant that blocks the time loop over time: its steps a pass, the one depth its
  // split exchanges at (and was timed at); 1: none.
  long long pass_steps = 1;
  std::vector<ReportGpuSplitTiming> timings;
  std::optional<size_t> chosen;  // the layout the library runs by default; none: its untimed defaults
  long long min_points = 0;      // points each GPU must get before a call is split
  std::string note;              // why that layout
};

struct Report {
  std::string stencil;             // the package name
  std::string file;                // the stencil source as given
  std::string target;              // "cpu" or "cuda"
  std::string target_description;  // "CPU (pthreads)", "CUDA"
  std::string machine;             // one line
  std::string fingerprint;
  std::uint64_t cache_bytes = 0;  // the last-level cache (CPU, all instances) or the device's L2
  std::string cache_name;         // "L3", "L2"
  std::string compiler;
  std::string tool_version;
  std::vector<ReportCeiling> ceilings;  // empty when the roofline was not measured
  std::optional<ReportCeilingSource> ceiling_source;
  std::vector<ReportKernel> kernels;
  std::string library;  // "liblaplacian.a"; empty when none was packaged
  // The copies of the input's modules beside it ("heat_mod.module.f90"), which a caller
  // compiles in place of the original modules.
  std::vector<std::string> module_copies;
  std::vector<ReportLibraryCheck> library_checks;
  std::string library_not_checked;         // why no check ran (--no-tune on CUDA); empty when one did
  std::optional<ReportMpi> mpi;            // with --ranks
  std::vector<ReportGpuSplit> gpu_splits;  // CUDA on a machine of several GPUs
};

// What a stage achieved: GStencil/s, the compulsory bytes it moved per second, and the
// share of the tuned bound (absent without a bound).
struct StageRates {
  double gstencils = 0;
  double gbytes_per_second = 0;
  std::optional<double> percent_of_bound;
};
// Throws InternalError for an invalid stage.
StageRates stage_rates(const ReportKernel& kernel, const ReportStage& stage);

// The ceilings a report lists: the reference kernels (copy, triad), the kernels' own
// stream mixes with ordinary and streaming stores, and the peak of each precision used,
// each marked with the bound it feeds. `bounds` are the kernels' bounds.
std::vector<ReportCeiling> report_ceilings(const Ceilings& ceilings, const std::vector<const Bound*>& bounds);

// The kernel's fastest valid stage; null when none is valid.
const ReportStage* best_stage(const ReportKernel& kernel);

// One sentence on what limits the kernel's result, from its measurements.
std::string limiting_factor(const Report& report, const ReportKernel& kernel);

// Which library a caller that calls once per step (a time loop tuned whole: once per
// timed call) is faster with: "cpu" (the CPU library, faster than the CUDA library even
// in resident mode), "cuda resident" (the CPU library beats the unchanged CUDA entries,
// the CUDA library in resident mode beats it), "cuda" (the CUDA library, already through
// its unchanged entries); empty without a CPU time.
std::string faster_once_per_step(const ReportPerCall& per_call);

// The report's sentences on what one call costs (kernel.per_call): the host-pointer
// entries against the kernels alone, the CPU target's time and which is faster, or how
// to get a CPU time to compare with; empty without per_call.
std::string per_call_text(const Report& report, const ReportKernel& kernel);

// "64x64x64"
std::string grid_size_text(const std::vector<long long>& extents);

}  // namespace st
