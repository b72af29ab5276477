#include "driver/gpu_split.h"

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <limits>
#include <map>
#include <sstream>

#include "driver/tune_common.h"
#include "driver/tuning_plan.h"
#include "frontend/diagnostics.h"
#include "harness/check_harness.h"
#include "harness/cpu_evaluator.h"
#include "package/gpu_slabs.h"

namespace st {

namespace {

// The small size a layout over `devices` devices is proven at before it is timed: odd, no
// tile divides it, and thick enough along the split dimension (`planes_over`, the loop
// planes it has beyond its extent's, negative) for slabs of `depth` ghost planes, so that
// the proof splits as the timing does.
std::vector<long long> proof_extents(int dims, const std::vector<long long>& timed, int devices, long long depth,
                                     long long planes_over) {
  static const long long odd3[] = {37, 29, 97};
  static const long long odd2[] = {61, 131};
  std::vector<long long> e;
  for (int d = 0; d < dims; ++d) {
    long long want = dims == 3 ? odd3[d] : dims == 2 ? odd2[d] : 1001;
    if (d == dims - 1) want = std::max(want, (devices * depth - planes_over) | 1);
    e.push_back(std::min(want, timed[static_cast<size_t>(d)]));
  }
  return e;
}

std::string ratio_text(double r) {
  std::ostringstream out;
  out.precision(2);
  out << std::fixed << r << "x";
  return out.str();
}

long long value_of(const Affine& form, const std::map<std::string, long long>& arguments) {
  long long v = form.constant;
  for (const auto& [name, coefficient] : form.terms) {
    auto it = arguments.find(name);
    v += coefficient * (it == arguments.end() ? 0 : it->second);
  }
  return v;
}

// The points of the first nest at these arguments, as the library's rule counts them.
long long first_nest_points(const StencilInfo& info, const std::map<std::string, long long>& arguments) {
  long long points = 1;
  for (const LoopInfo& l : info.nests.front().loops) {
    if (l.grid_dim < 0) continue;
    points *= std::max(0LL, value_of(l.upper_form, arguments) - value_of(l.lower_form, arguments) + 1);
  }
  return points;
}

// The planes the split cuts at these arguments: the union of every nest's loop along the
// slowest grid dimension, as st_slabs_NAME takes it.
long long split_planes(const StencilInfo& info, const std::map<std::string, long long>& arguments) {
  const int split = info.nests.front().dims - 1;
  long long lo = 0, hi = -1;
  bool any = false;
  for (const NestInfo& nest : info.nests) {
    for (const LoopInfo& l : nest.loops) {
      if (l.grid_dim != split) continue;
      const long long a = value_of(l.lower_form, arguments), b = value_of(l.upper_form, arguments);
      lo = any ? std::min(lo, a) : a;
      hi = any ? std::max(hi, b) : b;
      any = true;
    }
  }
  return std::max(0LL, hi - lo + 1);
}

}  // namespace

std::string layout_text(const SplitLayout& layout, bool time_loop) {
  if (layout.devices <= 1) return "1 GPU";
  std::string text = std::to_string(layout.devices) + " GPUs, " +
                     (layout.overlap ? "interior overlapped with the exchange" : "exchange before the interior");
  if (time_loop) {
    text += layout.halo_steps > 1 ? ", exchanging every " + std::to_string(layout.halo_steps) + " steps"
                                  : ", exchanging every step";
  }
  return text;
}

std::vector<std::string> layout_environment(const SplitLayout& layout, const std::vector<int>& devices) {
  std::string list;
  for (int k = 0; k < layout.devices && k < static_cast<int>(devices.size()); ++k) {
    list += (k ? "," : "") + std::to_string(devices[static_cast<size_t>(k)]);
  }
  return {"STENCILTUNE_DEVICES=" + list, std::string("STENCILTUNE_OVERLAP=") + (layout.overlap ? "1" : "0"),
          "STENCILTUNE_GPU_HALO_STEPS=" + std::to_string(layout.halo_steps)};
}

std::vector<int> split_device_counts(int available) {
  std::vector<int> counts;
  for (int c = 1; c < available; c *= 2) counts.push_back(c);
  if (available >= 1) counts.push_back(available);
  return counts;
}

std::vector<SplitLayout> split_layouts(int available, bool time_loop) {
  std::vector<SplitLayout> layouts;
  for (int count : split_device_counts(available)) {
    layouts.push_back(SplitLayout{count, true, 1});
    if (!time_loop || count == 1) continue;
    for (long long h : split_halo_steps) layouts.push_back(SplitLayout{count, true, h});
  }
  return layouts;
}

std::optional<std::vector<int>> split_devices(const char* listed, int visible, std::string& error) {
  std::vector<int> devices;
  if (listed == nullptr || listed[0] == '\0') {
    for (int d = 0; d < visible && d < static_cast<int>(slab_max_devices); ++d) devices.push_back(d);
    return devices;
  }
  const std::string text = listed;
  std::stringstream in(text);
  for (std::string item; std::getline(in, item, ',');) {
    char* end = nullptr;
    const long d = std::strtol(item.c_str(), &end, 10);
    if (item.empty() || *end != '\0' || d < 0 || d >= visible ||
        devices.size() == static_cast<size_t>(slab_max_devices)) {
      error = "STENCILTUNE_DEVICES='" + text + "' is not a list of at most " + std::to_string(slab_max_devices) +
              " of this machine's " + std::to_string(visible) + " device numbers separated by commas";
      return std::nullopt;
    }
    devices.push_back(static_cast<int>(d));
  }
  if (devices.empty() || text.back() == ',') {
    error = "STENCILTUNE_DEVICES='" + text + "' lists no device";
    return std::nullopt;
  }
  return devices;
}

SplitChoice choose_split(const std::vector<SplitTiming>& timings, long long points, long long untimed_min_points,
                         bool time_loop) {
  SplitChoice choice;
  std::optional<size_t> one, best;
  for (size_t i = 0; i < timings.size(); ++i) {
    const SplitTiming& t = timings[i];
    if (!t.measurement.valid) continue;
    if (t.layout.devices == 1) {
      if (!one || t.measurement.seconds < timings[*one].measurement.seconds) one = i;
    } else if (!best || t.measurement.seconds < timings[*best].measurement.seconds) {
      best = i;
    }
  }
  if (!one) {
    choice.why = "one GPU's timing failed, so the split keeps its defaults";
    return choice;
  }
  const double alone = timings[*one].measurement.seconds;
  if (best && timings[*best].measurement.seconds * (1 + split_margin) < alone) {
    const SplitTiming& t = timings[*best];
    choice.chosen = best;
    choice.min_points = std::max(1LL, points / t.layout.devices);
    choice.why = layout_text(t.layout, time_loop) + " ran a call " + ratio_text(alone / t.measurement.seconds) +
                 " as fast as one GPU";
    return choice;
  }
  choice.chosen = one;
  // A grid of the timed size stays on one GPU, and so does one up to twice as large
  // (or as the untimed rule keeps on one, where that is more).
  choice.min_points = std::max(points, untimed_min_points);
  choice.why = best ? "kept on one GPU: the fastest split, " + layout_text(timings[*best].layout, time_loop) +
                          ", ran a call " + ratio_text(alone / timings[*best].measurement.seconds) +
                          " as fast, short of the " + std::to_string(static_cast<int>(split_margin * 100)) +
                          " % a split must gain"
                    : "kept on one GPU: no split of this grid ran";
  return choice;
}

int split_count(long long points, long long min_points, int available) {
  const long long fit = points / std::max(1LL, min_points);
  return fit < 2 ? 1 : static_cast<int>(std::min<long long>(fit, available));
}

long long combine_split_rules(const std::vector<SizedSplitChoice>& sizes, int available, long long untimed_min_points,
                              std::vector<size_t>& dropped) {
  constexpr long long unbounded = std::numeric_limits<long long>::max();
  dropped.clear();
  // The rules m that give each size its count: lo < m <= hi.
  std::vector<size_t> order(sizes.size());
  for (size_t i = 0; i < order.size(); ++i) order[i] = i;
  std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) { return sizes[a].points > sizes[b].points; });
  long long lo = 0, hi = unbounded, kept = 0;
  for (size_t i : order) {
    const SizedSplitChoice& c = sizes[i];
    long long size_lo = 0, size_hi = unbounded;
    if (c.devices <= 1) {
      size_lo = c.points / 2;
    } else {
      size_hi = c.points / c.devices;
      if (c.devices < available) size_lo = c.points / (c.devices + 1);
    }
    const long long new_lo = std::max(lo, size_lo), new_hi = std::min(hi, size_hi);
    if (new_hi < 1 || new_lo >= new_hi) {
      dropped.push_back(i);
      continue;
    }
    lo = new_lo;
    hi = new_hi;
    if (c.devices <= 1) kept = std::max(kept, c.points);
  }
  if (hi != unbounded) return hi;
  return std::max({lo + 1, kept, untimed_min_points});
}

SlabTuning split_tuning(const std::vector<SizeOutcome>& outcomes, const std::vector<std::string>& sizes,
                        long long rule) {
  // The overlap and depth of the largest size that split, else of the largest size's
  // fastest split: the layout a larger grid would split with.
  std::optional<SplitLayout> split;
  long long split_points = -1;
  bool split_won = false;
  for (const SizeOutcome& o : outcomes) {
    const bool won = o.split();
    const std::optional<SplitLayout> layout = o.own();
    if (!layout) continue;
    if ((won && !split_won) || (won == split_won && o.points > split_points)) {
      split = layout;
      split_points = o.points;
      split_won = won;
    }
  }
  SlabTuning tuned;
  tuned.min_points = rule;
  tuned.overlap = split ? split->overlap : true;
  tuned.halo_steps = split ? split->halo_steps : slab_default_halo_steps;
  // Each size's own layout, kept per size where they differ: a small grid may gain only
  // from deeper exchanges.
  for (size_t v = 0; v < outcomes.size(); ++v) {
    const SizeOutcome& o = outcomes[v];
    if (const std::optional<SplitLayout> layout = o.own())
      tuned.by_size.push_back({o.points, sizes.at(v), layout->overlap, layout->halo_steps, v});
  }
  std::sort(tuned.by_size.begin(), tuned.by_size.end(),
            [](const SlabTuning::AtSize& a, const SlabTuning::AtSize& b) { return a.points < b.points; });
  if (std::all_of(tuned.by_size.begin(), tuned.by_size.end(), [&](const SlabTuning::AtSize& a) {
        return a.overlap == tuned.overlap && a.halo_steps == tuned.halo_steps;
      }))
    tuned.by_size.clear();
  return tuned;
}

namespace {

// One kernel's layouts timed at its tuned size `v`, all of them into `out`.
SizeOutcome time_size(const SplitStage& stage, const std::string& library, const PackagedKernel& k, size_t v,
                      ReportGpuSplit& out) {
  SizeOutcome outcome;
  const PackagedVariant& variant = k.variants.at(v);
  auto analysed =
      std::find_if(stage.analysed->begin(), stage.analysed->end(), [&](const Analysed& a) { return &a.sub == k.sub; });
  internal_assert(analysed != stage.analysed->end()) << "a packaged kernel that was not analysed";
  const StencilInfo& info = *k.info;
  const bool time_loop = info.time_loop.has_value();
  const int dims = info.nests.front().dims;
  out.subroutine = k.sub->name;
  out.size = variant.size;
  for (size_t d = 0; d < stage.devices.size(); ++d) out.devices += (d ? "," : "") + std::to_string(stage.devices[d]);

  const std::string dir = stage.work + "/gpu_split_" + k.sub->name + "_" + std::to_string(v);
  std::filesystem::create_directories(dir);
  CpuEvaluatorConfig config;
  config.work_dir = dir;
  config.extents = variant.size;
  config.c_compiler = stage.c_compiler;
  config.repetitions = 5;
  config.time_limit_seconds = 300;
  config.log = stage.log;
  const std::optional<TimeLoopSteps> steps = time_loop_steps(info, stage.steps);
  if (steps) {
    if (!steps->dummy.empty()) config.arguments[steps->dummy] = steps->value;
    out.steps = steps->steps;
  }
  CpuEvaluator evaluator(analysed->sub, analysed->symbols, info,
                         build_reference(stage.users_file, *analysed, stage.has_gfortran, stage.c_compiler, dir),
                         config);
  std::string error;
  const std::string program =
      evaluator.object_program("split", library, k.sub->name + "_", "", stage.link_libraries, error);
  if (program.empty()) {
    out.note = "the split was not timed: " + error;
    return outcome;
  }
  const std::map<std::string, long long> timed_arguments = evaluator.integer_arguments();
  const long long planes = split_planes(info, timed_arguments);
  const long long planes_over = planes - variant.size.at(static_cast<size_t>(dims - 1));

  // Proven at a small size over a block of exchanges and a step more, then timed at the
  // tuned size without the reference.
  std::vector<SplitTiming> timings;
  auto time = [&](const SplitLayout& layout) {
    SplitTiming t{layout, {}};
    const long long depth = slab_ghost_depth(k, layout.halo_steps);
    if (layout.devices > 1 && planes / layout.devices < depth) {
      t.measurement = Measurement::invalid("slabs of " + std::to_string(planes / layout.devices) +
                                           " planes are thinner than the ghost layers, " + std::to_string(depth));
    } else {
      std::vector<std::string> command = {program};
      for (const auto& [name, value] :
           size_arguments(info, proof_extents(dims, variant.size, layout.devices, depth, planes_over)))
        command.push_back(name + "=" + std::to_string(value));
      if (steps && !steps->dummy.empty()) {
        const long long proof_steps = std::min(steps->steps, layout.halo_steps + 1);
        command.push_back(steps->dummy + "=" + std::to_string(steps->value - steps->steps + proof_steps));
      }
      command.insert(command.end(), {"check.time=0", "--", "check.verify=0"});
      t.measurement = evaluator.measure_program(command, "split " + layout_text(layout, time_loop),
                                                layout_environment(layout, stage.devices));
    }
    timings.push_back(t);
    return t.measurement;
  };
  auto fastest_split = [&]() -> std::optional<SplitLayout> {
    std::optional<size_t> best;
    for (size_t i = 0; i < timings.size(); ++i) {
      if (timings[i].measurement.valid && timings[i].layout.devices > 1 &&
          (!best || timings[i].measurement.seconds < timings[*best].measurement.seconds))
        best = i;
    }
    if (!best) return std::nullopt;
    return timings[*best].layout;
  };
  // A time loop blocked over time exchanges before each pass, whatever the layout says:
  // its split is timed at that depth only.
  const long long pass_steps = slab_pass_steps(k, v);
  out.pass_steps = pass_steps;
  for (SplitLayout layout : split_layouts(static_cast<int>(stage.devices.size()), time_loop)) {
    if (pass_steps > 1 && layout.devices > 1) {
      if (layout.halo_steps != 1) continue;
      layout.halo_steps = pass_steps;
    }
    time(layout);
  }
  if (std::optional<SplitLayout> best = fastest_split()) time(SplitLayout{best->devices, false, best->halo_steps});

  outcome.points = first_nest_points(info, timed_arguments);
  const SplitChoice choice = choose_split(timings, outcome.points, slab_threshold(info), time_loop);
  for (const SplitTiming& t : timings) {
    out.timings.push_back({t.layout.devices, t.layout.overlap, t.layout.halo_steps, t.measurement.valid,
                           t.measurement.reason, t.measurement.seconds});
  }
  out.chosen = choice.chosen;
  out.note = choice.why + ".";
  out.min_points = choice.min_points;
  if (choice.chosen) outcome.chosen = timings[*choice.chosen].layout;
  outcome.fastest = fastest_split();
  return outcome;
}

// One kernel's layouts timed at each of its sizes, into `outs` (one a size); the rule
// for them all set into `k`.
void time_kernel(const SplitStage& stage, const std::string& library, PackagedKernel& k,
                 std::vector<ReportGpuSplit>& outs) {
  const int available = static_cast<int>(stage.devices.size());
  const size_t first = outs.size();
  std::vector<SizeOutcome> outcomes;
  std::vector<SizedSplitChoice> choices;
  std::vector<size_t> chosen_sizes;  // the indices into `outs` of the sizes that chose
  for (size_t v = 0; v < k.variants.size(); ++v) {
    ReportGpuSplit out;
    outcomes.push_back(time_size(stage, library, k, v, out));
    outs.push_back(std::move(out));
    if (outcomes.back().chosen) {
      choices.push_back({outcomes.back().points, outcomes.back().chosen->devices});
      chosen_sizes.push_back(first + v);
    }
  }
  if (choices.empty()) return;
  std::vector<size_t> dropped;
  const long long rule = combine_split_rules(choices, available, slab_threshold(*k.info), dropped);
  std::vector<std::string> sizes;
  for (const PackagedVariant& variant : k.variants) sizes.push_back(grid_size_text(variant.size));
  SlabTuning tuned = split_tuning(outcomes, sizes, rule);
  tuned.basis = "timed over up to " + std::to_string(available) + " GPUs at";
  for (size_t i = 0; i < chosen_sizes.size(); ++i) {
    ReportGpuSplit& out = outs[chosen_sizes[i]];
    out.min_points = rule;
    const int runs = split_count(choices[i].points, rule, available);
    if (std::find(dropped.begin(), dropped.end(), i) != dropped.end()) {
      out.note += " The rule that serves the larger sizes runs this size on " + std::to_string(runs) +
                  (runs == 1 ? " GPU." : " GPUs.");
    }
    std::string why = out.note;
    if (!why.empty() && why.back() == '.') why.pop_back();
    tuned.basis += std::string(i ? ";" : "") + " " + grid_size_text(out.size) +
                   (out.steps > 0 ? ", " + std::to_string(out.steps) + " steps" : "") + ": " + why;
  }
  k.slab_tuning = tuned;
}

}  // namespace

bool tune_gpu_split(const SplitStage& stage, PackageRequest& package, Report& report) {
  if (stage.devices.size() < 2) return true;
  const std::string library = package.out_dir + "/lib" + package.name + ".a";
  const size_t first = report.gpu_splits.size();
  for (PackagedKernel& k : package.kernels) {
    if (slab_refusal(k)) continue;
    time_kernel(stage, library, k, report.gpu_splits);
  }
  bool changed = false;
  for (const PackagedKernel& k : package.kernels) changed |= k.slab_tuning.has_value();
  bool ok = !changed || stage.replace(package);
  if (!ok) {
    // The library as it was: untimed defaults, which its first check passed. The failed
    // check's rows stay in the report beside the rollback's.
    std::vector<ReportLibraryCheck> failed = report.library_checks;
    for (PackagedKernel& k : package.kernels) k.slab_tuning.reset();
    for (size_t i = first; i < report.gpu_splits.size(); ++i) {
      ReportGpuSplit& s = report.gpu_splits[i];
      if (!s.chosen) continue;
      s.chosen.reset();
      s.min_points = 0;
      s.note += " The library with this choice failed its check, so it keeps its untimed defaults.";
    }
    const bool restored = stage.replace(package);
    for (ReportLibraryCheck& c : failed) {
      if (c.valid) continue;
      c.reason = "with the timed split's defaults: " + c.reason;
      report.library_checks.push_back(c);
    }
    if (!restored) return false;
  }
  // Each report entry of a subroutine says what its sizes chose (one size: its note).
  std::map<std::string, std::pair<bool, std::string>> said;  // subroutine -> (timed, what)
  for (size_t i = first; i < report.gpu_splits.size(); ++i) {
    const ReportGpuSplit& s = report.gpu_splits[i];
    auto& [timed, what] = said[s.subroutine];
    const bool several = i + 1 < report.gpu_splits.size() && report.gpu_splits[i + 1].subroutine == s.subroutine;
    timed |= s.chosen.has_value();
    what +=
        (what.empty() ? "" : " ") + (several || !what.empty() ? "At " + grid_size_text(s.size) + ": " : "") + s.note;
  }
  for (ReportKernel& rk : report.kernels) {
    auto it = said.find(rk.name);
    if (it == said.end()) continue;
    for (std::string& note : rk.notes) {
      if (note.rfind("Several GPUs:", 0) != 0) continue;
      note = (it->second.first
                  ? "Several GPUs: the split was timed on this machine (the report's \"Several GPUs\" section): "
                  : "Several GPUs: the library keeps its untimed split (the report's \"Several GPUs\" section): ") +
             it->second.second;
    }
  }
  return ok;
}

}  // namespace st
