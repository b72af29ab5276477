// The several-GPU stage of a CUDA run: where the tuning machine has several GPUs (or
// STENCILTUNE_DEVICES lists several, one device repeated on a machine of one), the
// packaged library's host entry, which splits a call into slabs (package/gpu_slabs.h),
// is timed at each of a subroutine's tuned sizes with the copies in and out, as an
// unchanged caller calls it:
//   1. over 1, 2, 4, ... and all of the devices, the interior computed while the ghost
//      planes travel; a time loop at each count exchanging before each nest that needs
//      it, and with ghost planes for 2 and 4 steps exchanged that often (a small grid's
//      exchanges cost more than its sweeps, so the count and the depth go together);
//   2. the fastest of those exchanging before the interior instead.
// Every layout is first proven against the original at a small size. At each size the
// fastest wins; a split must beat one GPU by split_margin, else that size stays on one.
// The library's default (PackagedKernel::slab_tuning) is one rule for all sizes, the
// points each GPU must get (combine_split_rules), with the overlap and exchange depth of
// the largest size's split, or each size's own where they differ (SlabTuning::by_size).
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "driver/analysed.h"
#include "package/package.h"
#include "report/report_model.h"
#include "strategy/log_sink.h"
#include "strategy/search.h"

namespace st {

// What a split must gain over one GPU to be chosen: more than the spread of repeated
// timings of one layout on a shared machine.
constexpr double split_margin = 0.05;

struct SplitLayout {
  int devices = 1;           // the first this many of the node's devices
  bool overlap = true;       // the interior computes while ghost planes travel
  long long halo_steps = 1;  // a time loop's steps between exchanges
};

// "4 GPUs, overlapped, exchanging every 2 steps"; "1 GPU".
std::string layout_text(const SplitLayout& layout, bool time_loop);

// The environment entries that run `layout` over the first layout.devices of `devices`.
std::vector<std::string> layout_environment(const SplitLayout& layout, const std::vector<int>& devices);

// 1, 2, 4, ... up to `available`, and `available` itself.
std::vector<int> split_device_counts(int available);

// The deeper exchanges a time loop's split is timed with, beside every step's.
constexpr long long split_halo_steps[] = {2, 4};

// The first round's layouts: each count of split_device_counts overlapped, a time loop's
// splits also with each of split_halo_steps.
std::vector<SplitLayout> split_layouts(int available, bool time_loop);

// The devices the stage splits over: the list `listed` (STENCILTUNE_DEVICES, device
// numbers separated by commas, each below `visible`) where it is given, else every
// visible device. Nothing, with `error` set, where the list is malformed.
std::optional<std::vector<int>> split_devices(const char* listed, int visible, std::string& error);

struct SplitTiming {
  SplitLayout layout;
  Measurement measurement;
};

struct SplitChoice {
  std::optional<size_t> chosen;  // index into the timings; none: no valid one-GPU timing
  long long min_points = 0;      // SlabTuning::min_points that gives the chosen count at `points`
  std::string why;               // one sentence
};

// The fastest split where it beats one GPU by split_margin, else one GPU; `points` are
// the first nest's at the timed size, `untimed_min_points` the library's rule without a
// timing (slab_threshold).
SplitChoice choose_split(const std::vector<SplitTiming>& timings, long long points, long long untimed_min_points,
                         bool time_loop);

// One tuned size's choice, as the library's one rule must serve it.
struct SizedSplitChoice {
  long long points = 0;  // the first nest's at the size
  int devices = 1;       // the GPUs chosen there; 1: kept on one
};

// The library's one rule for every size (SlabTuning::min_points, m): a call of P points
// of the first nest runs on min(P / m, available) GPUs where that is 2 or more, else on
// one. m gives each size its chosen count where one m can; where the sizes disagree, the
// larger sizes' choices win and `dropped` gets the indices of the sizes it overrides.
// Where every size stayed on one GPU, m keeps grids up to twice the largest (or as the
// untimed rule, `untimed_min_points`, keeps, where that is more) on one.
long long combine_split_rules(const std::vector<SizedSplitChoice>& sizes, int available, long long untimed_min_points,
                              std::vector<size_t>& dropped);

// The GPUs the library's rule `min_points` gives a call of `points` on `available`.
int split_count(long long points, long long min_points, int available);

// What one size's timings chose.
struct SizeOutcome {
  long long points = 0;                // the first nest's
  std::optional<SplitLayout> chosen;   // none: the timings did not choose
  std::optional<SplitLayout> fastest;  // the fastest split timed

  bool split() const { return chosen && chosen->devices > 1; }
  // The layout this size would split with: its choice where it split, else its fastest split.
  std::optional<SplitLayout> own() const { return split() ? chosen : fastest; }
};

// The library's split defaults from each tuned size's outcome (outcomes[v] for variant
// v, `sizes[v]` its text) and the rule (combine_split_rules): the overlap and depth of
// the largest size that split, else of the largest size's fastest split; and, where the
// sizes' own layouts differ, each size's with its variant (SlabTuning::by_size). The
// basis is left to the caller.
SlabTuning split_tuning(const std::vector<SizeOutcome>& outcomes, const std::vector<std::string>& sizes,
                        long long rule);

// What the stage needs of the run.
struct SplitStage {
  std::string users_file;
  const std::vector<Analysed>* analysed = nullptr;
  long long steps = 0;       // a time loop's steps a call where its count is an argument (--steps)
  std::vector<int> devices;  // the node's (split_devices)
  bool has_gfortran = false;
  std::string c_compiler = "cc";
  std::vector<std::string> link_libraries;  // the CUDA library's
  std::string work;
  LogSink log;
  // Writes `remade` in place of the packaged library and checks it against the original.
  std::function<bool(const PackageRequest& remade)> replace;
};

// Times every kernel of `package` that the split takes, sets the choices into
// `package` and `report.gpu_splits`, and rewrites the library where one changed; false
// where the rewritten library fails its check (it is then written back without them).
bool tune_gpu_split(const SplitStage& stage, PackageRequest& package, Report& report);

}  // namespace st
