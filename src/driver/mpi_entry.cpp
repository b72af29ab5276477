#include "driver/mpi_entry.h"

#include <unistd.h>

#include <algorithm>
#include <array>
#include <chrono>
#include <filesystem>
#include <limits>
#include <map>
#include <optional>
#include <regex>
#include <set>

#include "driver/mpi_grid_search.h"
#include "driver/mpi_remade.h"
#include "driver/mpi_timing_record.h"
#include "frontend/diagnostics.h"
#include "harness/mpi_check_harness.h"
#include "harness/process.h"
#include "package/mpi_package.h"
#include "strategy/search.h"
#include "support/atomic_file.h"
#include "support/environment_error.h"

namespace st {

namespace {

std::string ranks_text(const std::vector<int>& ranks) {
  std::string s;
  for (size_t i = 0; i < ranks.size(); ++i) s += (i ? "x" : "") + std::to_string(ranks[i]);
  return s;
}

bool is_open_mpi(const std::string& mpiexec) {
  ProcessOptions limit;
  limit.time_limit = std::chrono::seconds(30);
  ProcessResult r = run_process({mpiexec, "--version"}, limit);
  // "mpiexec (OpenRTE) 4.1.4 ... open-mpi.org" (4.x), "mpiexec (Open MPI) 5.0.3" (5.x).
  const std::string said = r.out + r.err;
  return said.find("Open MPI") != std::string::npos || said.find("OpenRTE") != std::string::npos ||
         said.find("open-mpi.org") != std::string::npos;
}

// The global grid of the check: along each dimension at least 11 points, and enough for
// every rank to hold more points than the ghost layers it sends.
std::vector<long long> check_interior(const MpiHalo& halo, const std::vector<int>& ranks) {
  std::vector<long long> interior;
  for (int d = 0; d < halo.dims; ++d) {
    long long need = std::max(halo.below[static_cast<size_t>(d)], halo.above[static_cast<size_t>(d)]);
    interior.push_back(std::max<long long>(11, ranks[static_cast<size_t>(d)] * (need + 2) + 1));
  }
  return interior;
}

}  // namespace

std::vector<std::string> mpiexec_command(const std::string& mpiexec, int count, bool open_mpi, bool root) {
  std::vector<std::string> argv = {mpiexec, "-n", std::to_string(count)};
  if (open_mpi) argv.push_back("--oversubscribe");
  if (open_mpi && root) argv.push_back("--allow-run-as-root");
  return argv;
}

namespace {

// Writes `source` to STEM.c and builds STEM with the MPI compiler wrapper against the
// package's two libraries; `what` names the program in the error.
void build_mpi_program(const MpiToolchain& tools, const PackageRequest& package, const std::string& stem,
                       const std::string& source, const std::string& what) {
  write_file_atomically(stem + ".c", source);
  std::vector<std::string> cc = {tools.mpicc,
                                 "-O2",
                                 "-std=c99",
                                 "-I",
                                 package.out_dir,
                                 stem + ".c",
                                 "-o",
                                 stem,
                                 "-L",
                                 package.out_dir,
                                 "-l" + package.name + "_mpi",
                                 "-l" + package.name};
  cc.insert(cc.end(), package.link_libraries.begin(), package.link_libraries.end());
  ProcessResult built = run_process(cc);
  if (!built.ok()) {
    throw EnvironmentError("building the " + what + " failed: " + command_line(cc) + " " + built.describe() +
                           (built.err.empty() ? "" : ":\n" + built.err));
  }
}

// Runs a check or timing program on the rank grid `grid` with the entry in `mode` (which it
// reads from the environment mpiexec hands its ranks: STENCILTUNE_MPI_MODE, or where the
// nests run one by one STENCILTUNE_MPI_HALO_STEPS, `halo_steps` for "deep-halo"); output
// and errors together, logged.
ProcessResult run_mpi_program(const MpiToolchain& tools, bool open_mpi, const std::string& program,
                              const std::vector<int>& grid, bool periodic, const std::string& mode, long halo_steps,
                              long pieces, bool resident, int seconds, const LogSink& log,
                              std::vector<std::string>& argv, const std::vector<std::string>& binding = {}) {
  int count = 1;
  for (int r : grid) count *= r;
  argv = {"env"};
  if (mode == "nest-by-nest" || mode == "deep-halo") {
    argv.push_back("STENCILTUNE_MPI_HALO_STEPS=" + std::to_string(mode == "deep-halo" ? halo_steps : 0));
  } else {
    argv.push_back("STENCILTUNE_MPI_MODE=" + mode);
  }
  if (pieces > 0) argv.push_back("STENCILTUNE_MPI_PIECES=" + std::to_string(pieces));
  if (resident) argv.push_back("STENCILTUNE_CHECK_RESIDENT=1");
  std::vector<std::string> launch = mpiexec_command(tools.mpiexec, count, open_mpi, ::geteuid() == 0);
  argv.insert(argv.end(), launch.begin(), launch.end());
  argv.insert(argv.end(), binding.begin(), binding.end());
  argv.push_back(program);
  for (size_t d = 0; d < 3; ++d) argv.push_back(std::to_string(d < grid.size() ? grid[d] : 1));
  argv.push_back(periodic ? "1" : "0");
  ProcessOptions limit;
  limit.time_limit = std::chrono::seconds(seconds);
  limit.merge_stderr = true;
  ProcessResult r = run_process(argv, limit);
  log_line(log, "[stenciltune:mpi] ", command_line(argv) + ": " + r.describe() + "\n" + r.out);
  return r;
}

// The seconds of "mpi time: total=T exchange=E compute=C", or nothing.
std::optional<std::array<double, 3>> timing_line(const std::string& out) {
  static const std::regex line("mpi time: total=([0-9.eE+-]+) exchange=([0-9.eE+-]+) compute=([0-9.eE+-]+)");
  std::smatch m;
  if (!std::regex_search(out, m, line)) return std::nullopt;
  return std::array<double, 3>{std::stod(m[1]), std::stod(m[2]), std::stod(m[3])};
}

// The number N of a line "PREFIX N", or nothing.
std::optional<long> number_after(const std::string& out, const std::string& prefix) {
  const size_t at = out.find(prefix);
  if (at == std::string::npos) return std::nullopt;
  return std::strtol(out.c_str() + at + prefix.size(), nullptr, 10);
}

// The steps a call of a time loop runs when its count argument is set for `steps` (as
// the check and timing programs set it), or its constant count; 1 without a time loop.
long long steps_per_call(const StencilInfo& info, long long steps) {
  if (!info.time_loop) return 1;
  const TimeLoopInfo& t = *info.time_loop;
  if (t.upper_form.terms.empty() && t.lower_form.terms.empty())
    return std::max<long long>(0, t.upper_form.constant - t.lower_form.constant + 1);
  return steps;
}

// The ghost depth the check and timing give an argument found in array bounds only: deep
// enough for `steps` steps between exchanges.
long long ghost_for(const PackagedKernel& k, long long steps) {
  if (!mpi_sequenced(*k.info)) return 3;
  const MpiSequence q = mpi_sequence(*k.info);
  long long reach = 1;
  for (int d = 0; d < q.dims; ++d)
    reach = std::max({reach, q.step_below[static_cast<size_t>(d)], q.step_above[static_cast<size_t>(d)]});
  return steps * reach;
}

// The lines "mpi split: rank R compute=C pack=P wait=W unpack=U", by rank.
std::vector<ReportMpiRankSplit> split_lines(const std::string& out) {
  static const std::regex line(
      "mpi split: rank ([0-9]+) compute=([0-9.eE+-]+) pack=([0-9.eE+-]+) wait=([0-9.eE+-]+) unpack=([0-9.eE+-]+)");
  std::vector<ReportMpiRankSplit> split;
  for (std::sregex_iterator m(out.begin(), out.end(), line), end; m != end; ++m) {
    split.push_back(
        {std::stoi((*m)[1]), std::stod((*m)[2]), std::stod((*m)[3]), std::stod((*m)[4]), std::stod((*m)[5])});
  }
  return split;
}

// A mode an entry is checked and timed in: the steps between deep exchanges, the
// overlapped mode's pieces (0: the library's default).
struct MpiMode {
  std::string mode;
  long halo_steps = 0;
  long pieces = 0;
};

// One run of timing program `program` on the rank grid `grid` in `mode`, its ranks bound
// by `binding`: the process and, where it succeeded, its timing line's seconds (total,
// exchange, compute).
struct TimingRun {
  ProcessResult process;
  std::vector<std::string> argv;
  std::optional<std::array<double, 3>> seconds;

  // What failed, for a log or a report: the command and how it ended.
  std::string failure() const { return command_line(argv) + " " + process.describe(); }
};

TimingRun run_timing(const MpiToolchain& tools, bool open_mpi, const std::string& program, const std::vector<int>& grid,
                     const MpiMode& mode, const std::vector<std::string>& binding, const LogSink& log) {
  TimingRun t;
  t.process = run_mpi_program(tools, open_mpi, program, grid, false, mode.mode, mode.halo_steps, mode.pieces, false,
                              300, log, t.argv, binding);
  if (t.process.ok()) t.seconds = timing_line(t.process.out);
  return t;
}

// The modes entry `sub` is checked and timed in.
std::vector<MpiMode> modes_of(const MpiPackageResult& built, const std::string& sub, const std::vector<long>& deep,
                              const std::vector<long>& pieces) {
  auto has = [&](const std::vector<std::string>& list) {
    return std::find(list.begin(), list.end(), sub) != list.end();
  };
  std::vector<MpiMode> modes;
  if (has(built.sequenced)) {
    modes.push_back({"nest-by-nest", 0});
    if (has(built.deep)) {
      for (long h : deep) modes.push_back({"deep-halo", h});
    }
    return modes;
  }
  modes.push_back({"blocking", 0, 0});
  if (has(built.overlapped)) {
    for (long p : pieces) modes.push_back({"overlapped", 0, p});
  }
  return modes;
}

// The threads a rank's pool runs in the timing: the count its parts were tuned with,
// then the other powers of two and the share of the cores up to cores / ranks.
std::vector<int> rank_thread_counts(const MpiBuild& build, int ranks) {
  std::vector<int> counts = {build.rank_threads};
  if (!build.tune_rank_threads || build.rank_threads <= 0 || build.cores <= 0) return counts;
  const int most = std::max(1, build.cores / std::max(1, ranks));
  for (int t = 1; t <= most; t *= 2) {
    if (t != build.rank_threads) counts.push_back(t);
  }
  if (std::find(counts.begin(), counts.end(), most) == counts.end()) counts.push_back(most);
  return counts;
}

// The launcher's options that bind each of `count` ranks to `threads` cores of its own
// (Open MPI's), where they fit the node's `cores` together; none elsewhere (the
// launcher's default binding). A rank's pool pins its threads within them.
std::vector<std::string> rank_binding(bool open_mpi, int count, int threads, int cores) {
  if (!open_mpi || threads < 1 || cores <= 0 || count * threads > cores) return {};
  return {"--map-by", "slot:PE=" + std::to_string(threads), "--bind-to", "core"};
}

bool faster(const ReportMpiTiming& a, const ReportMpiTiming& b) { return a.seconds < b.seconds; }

// The runs of `in_modes` that count as timings: each that ran (runs[i], nothing where it
// failed), a deep-halo depth the ghost layers do not allow (run as a shallower one, the
// depth it used said by the program) counted once.
std::vector<size_t> counted_runs(const std::vector<MpiMode>& in_modes,
                                 const std::vector<std::optional<MpiTimingRun>>& runs) {
  std::vector<size_t> counted;
  std::set<long> deep_seen;
  for (size_t i = 0; i < in_modes.size() && i < runs.size(); ++i) {
    if (!runs[i]) continue;
    if (in_modes[i].mode == "deep-halo" &&
        (runs[i]->halo_steps_used == 0 || !deep_seen.insert(runs[i]->halo_steps_used).second))
      continue;
    counted.push_back(i);
  }
  return counted;
}

// What the timing chose: the defaults printed into the MPI library, and where the
// variant (MpiBuild::search_on_grid) and the threads a rank runs
// (MpiBuild::tune_rank_threads) were timed, the kernel the fastest timing ran, per
// subroutine (threads 0: the CUDA library's).
struct MpiRemake {
  int threads = 0;
  int variant = 0;
  bool found_on_grid = false;
  bool beat_packaged = true;  // false: the library as packaged could not be timed
  PackagedKernel kernel;
};
struct MpiChoice {
  MpiDefaults defaults;
  std::map<std::string, MpiRemake> remade;
  std::map<std::string, std::pair<size_t, size_t>> timed;  // its timings in ReportMpi::timings
};

// A candidate replaces the library as packaged (the search's winner at the search's count
// of threads a rank) only where it is faster by more than this share: two timings of
// the same code differ by a few per cent on a shared machine.
constexpr double mpi_remake_margin = 0.05;
// The alternated runs of a remade kernel and the library as packaged before the one
// replaces the other (an odd count: the median is one of them).
constexpr int mpi_confirm_rounds = 3;

// Timing `t` chosen: marked so, its mode the library's default, and where it ran a
// kernel remade for the timing (`kernel`; null: the library as packaged), its variant and
// thread count the library's.
void choose(ReportMpiTiming& t, MpiChoice& choice, const PackagedKernel* kernel) {
  t.chosen = true;
  const std::string& sub = t.subroutine;
  choice.defaults.overlapped.erase(sub);
  choice.defaults.pieces.erase(sub);
  choice.defaults.halo_steps.erase(sub);
  if (t.mode == "overlapped") {
    choice.defaults.overlapped.insert(sub);
    choice.defaults.pieces[sub] = t.pieces;
  }
  if (t.mode == "nest-by-nest" || t.mode == "deep-halo") choice.defaults.halo_steps[sub] = t.halo_steps;
  choice.remade.erase(sub);
  if (kernel) choice.remade[sub] = {t.threads, t.variant, t.found_on_grid, true, *kernel};
}

// Whether timing `t` ran the library as packaged: the search's winner at the count of
// threads a rank it was tuned with.
bool ran_as_packaged(const ReportMpiTiming& t, int rank_threads) {
  return t.variant == 0 && !t.found_on_grid && t.threads == rank_threads;
}

// The fastest of timings [first, end) that ran the library as packaged, or none.
ReportMpiTiming* fastest_packaged(ReportMpi& mpi, std::pair<size_t, size_t> range, int rank_threads) {
  ReportMpiTiming* fastest = nullptr;
  for (size_t i = range.first; i < range.second; ++i) {
    ReportMpiTiming& t = mpi.timings[i];
    if (ran_as_packaged(t, rank_threads) && (!fastest || t.seconds < fastest->seconds)) fastest = &t;
  }
  return fastest;
}

// Each entry timed on one rank and on the rank grid in each of its modes, and for a CPU
// library whose ranks' threads are tuned at each count of threads a rank; where the
// variant is tuned on the grid (MpiBuild::search_on_grid), at the search's runners-up
// and at the variants a search of the kernel's space on the rank grid finds; returns
// the fastest's mode (the subroutines whose overlapped mode was the faster, the steps
// between exchanges where the nests run one by one, 0: nest by nest), thread count and
// kernel.
MpiChoice time_entries(const PackageRequest& package, const MpiPackageResult& built,
                       const std::vector<int>& ranks_given, const MpiBuild& build, const MpiToolchain& tools,
                       bool open_mpi, const std::string& work, ReportMpi& mpi, std::ostream& err, const LogSink& log) {
  // Over the CUDA library the calls run on resident arrays, as a solver that keeps its
  // grids on the GPU calls them: the kernels and the exchange, not the arrays' copies.
  const bool resident = !tools.nvcc.empty();
  mpi.timed_resident = resident;
  MpiChoice choice;
  for (const PackagedKernel& k : package.kernels) {
    if (std::find(built.with.begin(), built.with.end(), k.sub->name) == built.with.end()) continue;
    if (mpi_check_refusal(*k.info, *k.symbols) || k.variants.empty()) continue;
    const MpiHalo halo = mpi_halo(*k.info);
    std::vector<int> ranks = ranks_given;
    ranks.resize(static_cast<size_t>(halo.dims), 1);
    std::vector<long long> block = k.variants.front().size;
    block.resize(static_cast<size_t>(halo.dims), block.empty() ? 1 : block.back());
    MpiCheckOptions options;
    options.package = package.name;
    options.interior = block;
    options.ghost = ghost_for(k, 4);
    options.steps = 4;  // a time loop's call: 4 steps, whole multiples of 1, 2 and 4 between exchanges
    options.resident = resident;
    if (!tools.nvcc.empty()) options.device_helpers = mpi_device_symbol(package.name, "");
    int count = 1;
    for (int r : ranks) count *= r;
    // Over the CUDA library the interior is one launch, whatever the pieces; on the CPU
    // one piece is the interior started by the pool's other threads while the calling
    // thread exchanges, which a rank of one thread cannot do.
    auto modes_at = [&](int threads) {
      const std::vector<long> pieces = resident      ? std::vector<long>{1}
                                       : threads > 1 ? std::vector<long>{1, 2, 8, 32}
                                                     : std::vector<long>{2, 8, 32};
      return modes_of(built, k.sub->name, {1, 2, 4}, pieces);
    };
    const size_t first = mpi.timings.size();
    std::vector<PackagedKernel> ran;    // the kernel of each timing from `first`
    std::vector<std::string> programs;  // its timing program; empty: answered from tuning.json

    // A run of `kernel` alone on one rank (`on_one`) or on the rank grid, in `mode`, bound
    // by `binding`, as tuning.json keys it (where the run has the database and the target
    // names its machine).
    const bool recorded = build.db && !build.machine.empty();
    const std::vector<int> alone(ranks.size(), 1);
    auto what_of = [&](const PackagedKernel& kernel, bool on_one, const MpiMode& mode,
                       const std::vector<std::string>& binding) {
      MpiTimingWhat what;
      what.kernel = &kernel;
      what.alone = on_one;
      what.grid = on_one ? alone : ranks;
      what.mode = mode.mode;
      what.halo_steps = mode.halo_steps;
      what.pieces = mode.pieces;
      what.launcher = tools.mpiexec;
      what.binding = command_line(binding);
      what.target = tools.nvcc.empty() ? "cpu" : "cuda";
      what.machine = build.machine;
      what.compiler = build.compiler;
      return what;
    };
    auto grid_binding = [&](int threads) { return rank_binding(open_mpi, count, threads, build.cores); };
    auto alone_binding = [&](int threads) { return rank_binding(open_mpi, 1, threads, build.cores); };

    // The timings of `kernel` (the search's `variant`-th fastest at `threads` a rank, or
    // the variant found on the grid) from its runs: `one` alone on one rank, runs[i] on
    // the rank grid in in_modes[i] (nothing: it failed), by `program` (empty: answered
    // from tuning.json).
    auto add_timings = [&](const PackagedKernel& kernel, int threads, int variant, bool found_on_grid,
                           const std::vector<MpiMode>& in_modes, const MpiTimingRun& one,
                           const std::vector<std::optional<MpiTimingRun>>& runs, const std::string& program) {
      const std::string binding = command_line(grid_binding(threads));
      for (size_t i : counted_runs(in_modes, runs)) {
        const MpiTimingRun& r = *runs[i];
        mpi.timings.push_back({k.sub->name, ranks, in_modes[i].mode, block, r.seconds, r.exchange_seconds,
                               r.compute_seconds, one.seconds, false, r.split, r.halo_steps_used,
                               steps_per_call(*k.info, options.steps), in_modes[i].pieces, threads, binding, variant,
                               found_on_grid, kernel_parameters(kernel), program.empty()});
        ran.push_back(kernel);
        programs.push_back(program);
      }
    };

    // A candidate whose every run an earlier run recorded (interrupted, or the same
    // command repeated) is answered from tuning.json, its program neither built nor run;
    // false where one run is missing: it is then timed whole.
    auto answer = [&](const PackagedKernel& kernel, int threads, int variant, bool found_on_grid,
                      const std::vector<MpiMode>& in_modes) {
      if (!recorded) return false;
      std::optional<MpiTimingRun> one =
          recorded_mpi_run(*build.db, what_of(kernel, true, in_modes.front(), alone_binding(threads)));
      if (!one) return false;
      std::vector<std::optional<MpiTimingRun>> runs;
      runs.reserve(in_modes.size());
      for (const MpiMode& mode : in_modes) {
        runs.push_back(recorded_mpi_run(*build.db, what_of(kernel, false, mode, grid_binding(threads))));
        if (!runs.back()) return false;
      }
      log_line(log, "[stenciltune:mpi] ",
               k.sub->name + "_mpi at " + kernel_parameters(kernel) + ": its timings answered from tuning.json");
      add_timings(kernel, threads, variant, found_on_grid, in_modes, *one, runs, "");
      return true;
    };

    // The timing program of package `timed`, built: its path. Throws EnvironmentError
    // where it did not build.
    auto build_timing = [&](const PackageRequest& timed) {
      const bool packaged = timed.out_dir == package.out_dir;
      std::string stem = (packaged ? work : timed.out_dir) + "/mpi_time_" + k.sub->name;
      build_mpi_program(tools, timed, stem, generate_mpi_timing(*k.sub, *k.symbols, *k.info, options, 11),
                        "MPI timing");
      return stem;
    };

    // Builds the timing program of package `timed` (kernel `kernel`) and runs it on the
    // rank grid in each of `in_modes`, and on one rank where `one_rank`: a candidate,
    // whose runs are timings, each recorded in tuning.json the moment it completes (a
    // point of the search on the grid is recorded by that search). The seconds of the
    // fastest, or nothing where none ran.
    auto time_package = [&](const PackageRequest& timed, const PackagedKernel& kernel, int threads, int variant,
                            bool found_on_grid, const std::vector<MpiMode>& in_modes,
                            bool one_rank) -> std::optional<double> {
      std::string stem;
      try {
        stem = build_timing(timed);
      } catch (const EnvironmentError& e) {
        if (timed.out_dir == package.out_dir) throw;
        log_line(log, "[stenciltune:mpi] ", e.what());
        return std::nullopt;
      }
      auto run = [&](bool on_one, const MpiMode& mode,
                     const std::vector<std::string>& binding) -> std::optional<MpiTimingRun> {
        const TimingRun r = run_timing(tools, open_mpi, stem, on_one ? alone : ranks, mode, binding, log);
        if (!r.seconds) {
          const std::string failed = "timing " + k.sub->name + "_mpi failed: " + r.failure();
          // A point of the search on the grid that fails is one invalid variant: logged.
          if (one_rank)
            err << "stenciltune: " << failed << "\n";
          else
            log_line(log, "[stenciltune:mpi] ", failed);
          return std::nullopt;
        }
        const std::array<double, 3>& t = *r.seconds;
        MpiTimingRun got{t[0], t[1], t[2], split_lines(r.process.out),
                         number_after(r.process.out, "mpi halo steps: ").value_or(0)};
        if (one_rank && recorded) record_mpi_run(*build.db, what_of(kernel, on_one, mode, binding), got);
        return got;
      };
      std::optional<MpiTimingRun> one;
      if (one_rank) {
        one = run(true, in_modes.front(), alone_binding(threads));
        if (!one) return std::nullopt;
      }
      std::vector<std::optional<MpiTimingRun>> runs;
      runs.reserve(in_modes.size());
      for (const MpiMode& mode : in_modes) runs.push_back(run(false, mode, grid_binding(threads)));
      std::optional<double> fastest;
      for (size_t i : counted_runs(in_modes, runs)) {
        if (!fastest || runs[i]->seconds < *fastest) fastest = runs[i]->seconds;
      }
      if (one_rank) add_timings(kernel, threads, variant, found_on_grid, in_modes, *one, runs, stem);
      return fastest;
    };

    // One coordinate at a time: the search's winner at the search's thread count first
    // (the library as packaged), then at each other count; then its runners-up at the
    // count that ran it fastest.
    std::vector<std::pair<int, int>> candidates;
    for (int threads : rank_thread_counts(build, count)) candidates.emplace_back(threads, 0);
    const size_t counts = candidates.size();
    const int choices = build.search_on_grid ? std::max(1, kernel_choices(k)) : 1;
    for (size_t c = 0;; ++c) {
      if (c == counts && choices > 1 && mpi.timings.size() > first) {
        auto fastest = std::min_element(mpi.timings.begin() + static_cast<long>(first), mpi.timings.end(), faster);
        for (int from = 1; from < choices; ++from) candidates.emplace_back(fastest->threads, from);
      }
      if (c >= candidates.size()) break;
      const auto [threads, from] = candidates[c];
      // The library as packaged, or the kernel remade from the search's variant `from` at
      // `threads` a rank, packaged alone (kernel_at) unless its timings are answered.
      const bool as_packaged = threads == build.rank_threads && from == 0;
      std::optional<PackagedKernel> remade;
      const std::string what =
          k.sub->name + " from the search's variant " + std::to_string(from + 1) + at_rank_threads(threads);
      if (!as_packaged && !(remade = kernel_at(k, threads, from))) {
        log_line(log, "[stenciltune:mpi] ", "no " + what);
        continue;
      }
      if (answer(remade ? *remade : k, threads, from, false, modes_at(threads))) continue;
      if (as_packaged) {
        time_package(package, k, threads, from, false, modes_at(threads), true);
        continue;
      }
      const std::optional<PackageRequest> timed =
          package_kernel(package, *remade, "mpi_t" + std::to_string(threads) + "_v" + std::to_string(from), what,
                         build.write_package, tools, work, log);
      if (timed) time_package(*timed, timed->kernels.front(), threads, from, false, modes_at(threads), true);
    }

    // Then the kernel's space searched on the rank grid from the fastest so far; what it
    // found timed again like the others.
    if (build.search_on_grid && mpi.timings.size() > first) {
      const ReportMpiTiming start =
          *std::min_element(mpi.timings.begin() + static_cast<long>(first), mpi.timings.end(), faster);
      const std::vector<ReportMpiTiming> timed(mpi.timings.begin() + static_cast<long>(first), mpi.timings.end());
      const MpiMode in_mode{start.mode, start.halo_steps, start.pieces};
      auto time_point = [&](const PackageRequest& point) {
        return time_package(point, point.kernels.front(), start.threads, 0, true, {in_mode}, false);
      };
      if (std::optional<GridFound> found =
              search_on_grid(package, k, start, timed, time_point, build, tools, work, log, mpi.searches)) {
        if (!answer(found->kernel, start.threads, 0, true, modes_at(start.threads)))
          time_package(found->package, found->kernel, start.threads, 0, true, modes_at(start.threads), true);
      }
    }
    if (mpi.timings.size() == first) continue;
    const std::pair<size_t, size_t> range = {first, mpi.timings.size()};

    // The timing program of timing `i`: the one that ran it, or where it was answered
    // from tuning.json, built now (a remade kernel packaged again first).
    auto program_of = [&](size_t i) -> std::optional<std::string> {
      std::string& program = programs[i - first];
      if (!program.empty()) return program;
      std::optional<PackageRequest> timed = package;
      if (!ran_as_packaged(mpi.timings[i], build.rank_threads))
        timed = package_kernel(package, ran[i - first], "mpi_again" + std::to_string(i - first),
                               k.sub->name + " run again", build.write_package, tools, work, log);
      if (!timed) return std::nullopt;
      try {
        program = build_timing(*timed);
      } catch (const EnvironmentError& e) {
        log_line(log, "[stenciltune:mpi] ", e.what());
        return std::nullopt;
      }
      return program;
    };
    // One timing is one run on a shared machine, and there the exchange alone varies by
    // more than the margin from run to run (on one GPU shared by two ranks, 0.59 against
    // 0.68 ms beside kernels that took the same 0.44 ms): a remade kernel whose timing
    // beat the library as packaged replaces it only where it is faster again when the two
    // run alternately on the rank grid, each in its timing's mode.
    auto confirm = [&](size_t candidate, size_t as_packaged) {
      ReportMpiConfirmation c;
      c.subroutine = k.sub->name;
      c.candidate = candidate;
      c.packaged = as_packaged;
      std::array<std::vector<double>, 2> seconds;
      const std::array<size_t, 2> which = {as_packaged, candidate};
      for (int round = 0; round < mpi_confirm_rounds && c.failed.empty(); ++round) {
        for (size_t w = 0; w < which.size() && c.failed.empty(); ++w) {
          const ReportMpiTiming& t = mpi.timings[which[w]];
          std::optional<std::string> program = program_of(which[w]);
          if (!program) {
            c.failed = "its timing program did not build";
            break;
          }
          const TimingRun r = run_timing(tools, open_mpi, *program, ranks, {t.mode, t.halo_steps, t.pieces},
                                         grid_binding(t.threads), log);
          if (!r.seconds) {
            c.failed = "a run failed: " + r.failure();
            break;
          }
          seconds[w].push_back((*r.seconds)[0]);
        }
      }
      if (!c.failed.empty()) return c;
      for (std::vector<double>& s : seconds) std::sort(s.begin(), s.end());
      c.rounds = mpi_confirm_rounds;
      c.packaged_seconds = seconds[0][seconds[0].size() / 2];
      c.candidate_seconds = seconds[1][seconds[1].size() / 2];
      c.taken = c.candidate_seconds < (1 - mpi_remake_margin) * c.packaged_seconds;
      return c;
    };

    auto best = std::min_element(mpi.timings.begin() + static_cast<long>(first), mpi.timings.end(), faster);
    ReportMpiTiming* packaged = fastest_packaged(mpi, range, build.rank_threads);
    bool take_best = !packaged || best->seconds <= (1 - mpi_remake_margin) * packaged->seconds;
    if (take_best && packaged) {
      mpi.confirmations.push_back(
          confirm(static_cast<size_t>(best - mpi.timings.begin()), static_cast<size_t>(packaged - mpi.timings.data())));
      take_best = mpi.confirmations.back().taken;
    }
    if (!take_best) {
      choose(*packaged, choice, nullptr);
    } else {
      const size_t at = static_cast<size_t>(best - mpi.timings.begin());
      choose(*best, choice, ran_as_packaged(*best, build.rank_threads) ? nullptr : &ran[at - first]);
      if (auto it = choice.remade.find(k.sub->name); it != choice.remade.end() && !packaged)
        it->second.beat_packaged = false;
    }
    choice.timed[k.sub->name] = range;
  }
  return choice;
}

}  // namespace

namespace {

// Each entry checked under mpiexec on the rank grid, not periodic and periodic, in each
// mode (over the CUDA library also on resident arrays), into mpi.checks; false where one
// differed or could not run.
bool check_entries(const PackageRequest& package, const MpiPackageResult& built, const std::vector<int>& ranks_given,
                   const MpiBuild& build, const MpiToolchain& tools, bool open_mpi, const std::string& work,
                   ReportMpi& mpi, std::ostream& err, const LogSink& log) {
  bool ok = true;
  for (const PackagedKernel& k : package.kernels) {
    if (std::find(built.with.begin(), built.with.end(), k.sub->name) == built.with.end()) continue;
    const MpiHalo halo = mpi_halo(*k.info);
    std::vector<int> ranks = ranks_given;
    ranks.resize(static_cast<size_t>(std::max<int>(halo.dims, static_cast<int>(ranks.size()))), 1);
    ReportMpiCheck base;
    base.subroutine = k.sub->name;
    base.ranks = ranks;
    if (static_cast<int>(ranks_given.size()) > halo.dims &&
        std::any_of(ranks.begin() + halo.dims, ranks.end(), [](int r) { return r > 1; })) {
      base.reason = "the rank grid " + ranks_text(ranks_given) + " has more dimensions than the grid's " +
                    std::to_string(halo.dims);
      err << "stenciltune: " << k.sub->name << "_mpi not checked: " << base.reason << "\n";
      mpi.checks.push_back(base);
      ok = false;
      continue;
    }
    ranks.resize(static_cast<size_t>(halo.dims));
    base.ranks = ranks;
    base.interior = check_interior(halo, ranks);
    if (std::optional<std::string> why = mpi_check_refusal(*k.info, *k.symbols)) {
      base.reason = "not checked: " + *why;
      mpi.checks.push_back(base);
      continue;
    }
    MpiCheckOptions options;
    options.package = package.name;
    options.interior = base.interior;
    options.ghost = ghost_for(k, 2);
    // Where the nests run one by one, the periodic runs' reference is the entry on one
    // periodic rank, exchanging before every nest (MpiCheckOptions::sequenced): the
    // serial library cannot wrap its grids between nests.
    options.sequenced = std::find(built.sequenced.begin(), built.sequenced.end(), k.sub->name) != built.sequenced.end();
    if (!build.nvcc.empty()) options.device_helpers = mpi_device_symbol(package.name, "");
    const std::string stem = work + "/mpi_check_" + k.sub->name;
    build_mpi_program(tools, package, stem, generate_mpi_check(*k.sub, *k.symbols, *k.info, options), "MPI check");
    // Not periodic and periodic, in each mode; over the CUDA library each also with the
    // arrays resident on the GPU (their copies exchanged and computed in place).
    struct CheckRun {
      bool periodic;
      MpiMode mode;
      bool resident;
    };
    std::vector<CheckRun> runs;
    // The overlapped mode in pieces, and where the kernel runs on a pool of threads, in
    // one piece on its other threads beside the exchange (a path of its own).
    const std::vector<long> pieces =
        kernel_threads(k) > 1 ? std::vector<long>{1, mpi_interior_pieces} : std::vector<long>{mpi_interior_pieces};
    for (const MpiMode& mode : modes_of(built, k.sub->name, {2}, pieces)) {
      for (bool resident : {false, true}) {
        if (resident && build.nvcc.empty()) continue;
        runs.push_back({false, mode, resident});
        runs.push_back({true, mode, resident});
      }
    }
    for (const auto& [periodic, mode, resident] : runs) {
      ReportMpiCheck c = base;
      c.periodic = periodic;
      c.mode = mode.mode;
      c.pieces = mode.mode == "overlapped" ? mode.pieces : 0;
      std::vector<std::string> argv;
      ProcessResult r = run_mpi_program(tools, open_mpi, stem, ranks, periodic, mode.mode, mode.halo_steps, mode.pieces,
                                        resident, 120, log, argv);
      c.resident = r.out.find("mpi check: the second call in a resident region") != std::string::npos;
      c.halo_steps = number_after(r.out, "mpi check: halo steps ").value_or(0);
      if (r.out.find("mpi check: periodic reference: the entry on one rank") != std::string::npos)
        c.reference = "one-rank";
      static const std::regex agreed("mpi check: reduction (\\S+) (within \\S+)");
      for (std::sregex_iterator m(r.out.begin(), r.out.end(), agreed), end; m != end; ++m)
        c.reductions.push_back((*m)[1].str() + " " + (*m)[2].str());
      std::smatch m;
      static const std::regex line("mpi check: ([0-9]+) of ([0-9]+) points differ");
      if (r.ok() && std::regex_search(r.out, m, line) && m[1] == "0" && m[2] != "0") {
        c.valid = true;
      } else {
        c.reason = std::regex_search(r.out, m, line) ? m[0].str() : command_line(argv) + " " + r.describe();
        if (r.out.find("returned an error") != std::string::npos) c.reason += "; the entry returned an error";
        std::string tail = r.out.size() > 1500 ? r.out.substr(r.out.size() - 1500) : r.out;
        err << "stenciltune: " << k.sub->name << "_mpi on " << ranks_text(ranks) << " ranks"
            << (periodic ? ", periodic" : "") << ", " << mode.mode << ": " << c.reason << "\n"
            << tail;
        ok = false;
      }
      mpi.checks.push_back(c);
    }
  }
  return ok;
}

}  // namespace

bool build_and_check_mpi(const PackageRequest& library, const std::vector<int>& ranks_given, bool time_modes,
                         const MpiBuild& build, const std::string& work, Report& report, std::ostream& err,
                         const LogSink& log) {
  ReportMpi mpi;
  PackageRequest package = library;
  if (!build.link_libraries.empty()) package.link_libraries = build.link_libraries;
  std::optional<MpiToolchain> tools = find_mpi_toolchain();
  if (!tools) {
    mpi.unavailable =
        "no MPI C compiler wrapper and launcher (mpicc and mpiexec; MPICC and MPIEXEC name others) "
        "were found: install libopenmpi-dev and openmpi-bin";
    err << "stenciltune: --ranks: " << mpi.unavailable << "\n";
    report.mpi = mpi;
    return true;
  }
  tools->nvcc = build.nvcc;
  tools->cuda_arch = build.cuda_arch;
  MpiPackageResult built = write_mpi_package(package, *tools);
  mpi.without = built.without;
  if (!built.with.empty()) mpi.library = "lib" + package.name + "_mpi.a";
  for (const auto& [sub, why] : built.without) err << "stenciltune: " << sub << " has no MPI entry: " << why << "\n";
  if (!build.not_run.empty()) {
    mpi.not_checked = build.not_run;
    mpi.not_timed = build.not_run;
    err << "stenciltune: --ranks: the MPI library is built, not checked: " << build.not_run << "\n";
    report.mpi = mpi;
    return true;
  }
  const bool open_mpi = is_open_mpi(tools->mpiexec);
  bool ok = check_entries(package, built, ranks_given, build, *tools, open_mpi, work, mpi, err, log);
  if (!time_modes) {
    mpi.not_timed = "--no-tune: nothing was timed";
  } else if (!ok) {
    mpi.not_timed = "a check failed";
  } else {
    MpiChoice chosen = time_entries(package, built, ranks_given, build, *tools, open_mpi, work, mpi, err, log);
    // Where another variant or count of threads a rank was the fastest, the library is
    // remade from it, checked against the original and its entries checked again.
    PackageRequest remade = package;
    std::vector<std::string> remade_notes;
    for (PackagedKernel& k : remade.kernels) {
      auto it = chosen.remade.find(k.sub->name);
      if (it == chosen.remade.end() || !build.replace_library) continue;
      const MpiRemake& r = it->second;
      k = r.kernel;
      const std::string which = r.found_on_grid ? "a variant found by the search on the rank grid"
                                : r.variant == 0
                                    ? "the search's winner"
                                    : "the search's variant " + std::to_string(r.variant + 1) + " by speed";
      remade_notes.push_back(
          k.sub->name + ": the library runs " + which + at_rank_threads(r.threads) + " (" + kernel_parameters(k) +
          "), " +
          (r.beat_packaged ? "faster on the rank grid than the search's winner" + at_rank_threads(build.rank_threads) +
                                 " by more than " + std::to_string(static_cast<int>(mpi_remake_margin * 100)) + " %"
                           : std::string("the fastest on the rank grid: the library as packaged could not be timed")));
    }
    if (remade_notes.empty()) {
      write_mpi_package(package, *tools, chosen.defaults);
    } else if (build.replace_library(remade)) {
      mpi.notes = remade_notes;
      MpiPackageResult rebuilt = write_mpi_package(remade, *tools, chosen.defaults);
      mpi.checks.clear();
      ok = check_entries(remade, rebuilt, ranks_given, build, *tools, open_mpi, work, mpi, err, log);
    } else {
      // Back to the library as packaged, at its fastest mode; a variant of the space that
      // does not match the original is a fault of the generator (exit status 1).
      std::string why = "its check failed";
      for (const ReportLibraryCheck& c : report.library_checks) {
        if (!c.valid) why = c.reason;
      }
      err << "stenciltune: --ranks: the library remade from the fastest variant on the rank grid did not match the "
             "original ("
          << why << "); the search's winner is kept\n";
      mpi.notes.push_back("the library remade from the fastest variant on the rank grid did not match the original (" +
                          why + "); it runs the search's winner" + at_rank_threads(build.rank_threads) +
                          ", its fastest mode on the rank grid");
      build.replace_library(package);
      for (const auto& [sub, range] : chosen.timed) {
        for (size_t i = range.first; i < range.second; ++i) mpi.timings[i].chosen = false;
        if (ReportMpiTiming* packaged = fastest_packaged(mpi, range, build.rank_threads))
          choose(*packaged, chosen, nullptr);
      }
      write_mpi_package(package, *tools, chosen.defaults);
      ok = false;
    }
    // How to launch ranks whose pools run several threads (docs/troubleshooting.md).
    for (const ReportMpiTiming& t : mpi.timings) {
      if (t.chosen && t.threads > 1) {
        mpi.notes.push_back(
            t.subroutine + ": bind each rank to " + std::to_string(t.threads) +
            " cores of its own, as the timing did (Open MPI: mpiexec --map-by slot:PE=" + std::to_string(t.threads) +
            " --bind-to core): the library pins a rank's threads within its binding");
      }
    }
  }
  report.mpi = mpi;
  return ok;
}

}  // namespace st
