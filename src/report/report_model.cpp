#include "report/report_model.h"

#include <algorithm>
#include <cstdio>

#include "frontend/diagnostics.h"
#include "report/chart_style.h"

namespace st {

namespace {

std::string figure(double v) { return chart_number(v); }

}  // namespace

double ReportKernel::points() const {
  double p = 1;
  for (long long e : size) p *= static_cast<double>(e);
  return steps > 0 ? p * static_cast<double>(steps) : p;
}

std::string ReportKernel::label() const {
  if (steps > 0) return name + " time loop";
  return nest < 0 ? name : name + " nest " + std::to_string(nest + 1);
}

StageRates stage_rates(const ReportKernel& kernel, const ReportStage& stage) {
  internal_assert(stage.valid && stage.seconds > 0) << "rates of the invalid stage '" << stage.name << "'";
  StageRates r;
  r.gstencils = kernel.points() / stage.seconds / 1e9;
  r.gbytes_per_second = r.gstencils * static_cast<double>(kernel.intensity.traffic.compulsory);
  if (kernel.bound && kernel.bound->tuned.gstencils > 0)
    r.percent_of_bound = 100 * r.gstencils / kernel.bound->tuned.gstencils;
  return r;
}

std::vector<ReportCeiling> report_ceilings(const Ceilings& ceilings, const std::vector<const Bound*>& bounds) {
  std::vector<ReportCeiling> list;
  auto use_of = [&](const std::string& label) {
    std::string use;
    for (const Bound* b : bounds) {
      if (!b) continue;
      for (const auto& [point, name] : {std::pair{&b->tuned, "tuned bound"}, std::pair{&b->naive, "naive bound"}}) {
        if (point->bandwidth_from == label && use.find(name) == std::string::npos)
          use += (use.empty() ? "" : ", ") + std::string(name);
      }
    }
    return use;
  };
  auto add = [&](const BandwidthCeiling& c, bool effective) {
    ReportCeiling r;
    r.kind = ReportCeiling::Kind::Bandwidth;
    r.name = c.label() + (effective ? ", effective" : ", achieved");
    r.value = effective ? c.effective : c.achieved;
    r.repetitions = c.repetitions;
    r.used_for = use_of(r.name);
    if (std::none_of(list.begin(), list.end(), [&](const ReportCeiling& o) { return o.name == r.name; }))
      list.push_back(r);
  };
  for (const BandwidthCeiling& c : ceilings.bandwidth) {
    if (!c.streaming && (c.kernel == "copy" || c.kernel == "triad")) add(c, false);
  }
  for (const Bound* b : bounds) {
    if (!b) continue;
    for (const BandwidthCeiling& c : ceilings.bandwidth) {
      bool own = (c.kernel == "mix" && StreamMix{c.reads, c.writes} == b->mix) ||
                 (c.kernel == "write" && b->mix == StreamMix{0, 1});
      if (!own) continue;
      add(c, false);
      // Ordinary stores read the line first: the naive bound counts those reads too.
      if (!c.streaming && c.effective.median != c.achieved.median) add(c, true);
    }
  }
  for (const FlopCeiling& f : ceilings.flops) {
    bool used =
        std::any_of(bounds.begin(), bounds.end(), [&](const Bound* b) { return b && b->precision == f.precision; });
    if (!used) continue;
    ReportCeiling r;
    r.kind = ReportCeiling::Kind::Flops;
    r.name = "peak " + f.precision;
    r.value = f.gflops;
    r.repetitions = f.repetitions;
    r.used_for = "both bounds";
    list.push_back(r);
  }
  return list;
}

const ReportStage* best_stage(const ReportKernel& kernel) {
  const ReportStage* best = nullptr;
  for (const ReportStage& s : kernel.stages) {
    if (s.valid && s.seconds > 0 && (!best || s.seconds < best->seconds)) best = &s;
  }
  return best;
}

std::string limiting_factor(const Report& report, const ReportKernel& kernel) {
  const ReportStage* best = best_stage(kernel);
  if (!best) return "No stage was timed with a valid result, so there is no measured figure to explain.";
  if (!kernel.bound) {
    return "No roofline bound was measured (" +
           (kernel.no_bound_reason.empty() ? "no ceilings" : kernel.no_bound_reason) +
           "), so the result cannot be set against this machine's limits.";
  }
  const Bound& b = *kernel.bound;
  const StageRates r = stage_rates(kernel, *best);
  const std::string who = "the best stage, " + best->name + ",";
  const std::string pct = figure(r.percent_of_bound.value_or(0)) + " %";
  if (report.cache_bytes > 0 && kernel.grid_bytes <= report.cache_bytes) {
    return "The grids (" + byte_size_text(kernel.grid_bytes) + ") fit in the " + report.cache_name + " cache (" +
           byte_size_text(report.cache_bytes) + "), so the sweep runs from cache, not memory: " + who + " reaches " +
           pct +
           " of a memory bound that does not apply at this size; tune at a size well past the cache to meet the memory "
           "limit.";
  }
  if (!b.tuned.memory_bound) {
    return "Peak flops limit this kernel: its intensity of " + figure(b.tuned.intensity) +
           " flop/byte is past the ridge, and " + who + " reaches " + figure(r.gstencils * kernel.intensity.flops) +
           " GFlop/s, " + pct + " of the " + figure(b.peak_gflops) + " GFlop/s " + b.precision + " peak.";
  }
  // What the hardware counters say, where a profiler read them: the DRAM bytes against
  // the compulsory ones, the L2 traffic, the busiest unit and the warps resident.
  std::string counted;
  if (kernel.counters) {
    const KernelCounters& c = *kernel.counters;
    const double compulsory = static_cast<double>(kernel.intensity.traffic.compulsory);
    std::vector<std::pair<double, std::string>> units = {{c.dram_percent, "DRAM"},
                                                         {c.l2_percent, "the L2"},
                                                         {c.l1_percent, "the L1 and shared memory"},
                                                         {c.sm_percent, "instruction issue"}};
    std::sort(units.begin(), units.end(), [](const auto& x, const auto& y) { return x.first > y.first; });
    counted = c.tool + " counted " + figure(c.dram_bytes_per_point) + " DRAM bytes per point (" +
              figure(c.dram_bytes_per_point / std::max(1.0, compulsory)) + " x the " + figure(compulsory) +
              " compulsory), " + figure(c.l2_bytes_per_point) + " through the L2; the busiest unit is " +
              units[0].second + " at " + figure(units[0].first) + " % of its peak (then " + units[1].second + " " +
              figure(units[1].first) + " %), with " + figure(c.achieved_occupancy_percent) +
              " % of the warps resident (" + figure(c.theoretical_occupancy_percent) + " % possible)";
  }
  if (r.percent_of_bound.value_or(0) >= 80) {
    return "Memory bandwidth limits the result: " + who + " moves " + figure(r.gbytes_per_second) +
           " GB/s of compulsory traffic, " + pct + " of the " + figure(b.tuned.bandwidth_gbs) + " GB/s measured for " +
           b.tuned.bandwidth_from + (counted.empty() ? "" : "; " + counted) + ".";
  }
  std::string cause;
  if (!counted.empty()) {
    cause = counted;
  } else if (report.target == "cuda") {
    // A kernel launch costs microseconds: a sub-millisecond sweep is not launch-bound.
    cause = best->spread > 0.25
                ? "its timings spread by " + figure(100 * best->spread) + " %, so the figure is uncertain"
                : "the kernels launch in microseconds, so the gap is inside the kernel: memory "
                  "traffic beyond the compulsory bytes or loads not kept in flight (the registers and "
                  "spills ptxas reported are in the stage table; DRAM traffic was not measured)";
  } else if (best->seconds < 1e-3) {
    cause = "a sweep takes only " + figure(best->seconds * 1e6) +
            " us, so starting and synchronising the threads weighs on it as much as memory traffic";
  } else if (best->spread > 0.25) {
    cause =
        "its timings spread by " + figure(100 * best->spread) + " % on this shared machine, so the figure is uncertain";
  } else {
    cause = "the time goes to the cores (instruction issue and latency), not to memory traffic";
  }
  return "Bandwidth is not yet the limit: " + who + " moves " + figure(r.gbytes_per_second) + " GB/s, " + pct +
         " of the " + figure(b.tuned.bandwidth_gbs) + " GB/s bound; " + cause + ".";
}

std::string faster_once_per_step(const ReportPerCall& per_call) {
  if (!per_call.cpu_seconds) return "";
  if (*per_call.cpu_seconds < per_call.kernels_seconds) return "cpu";
  if (*per_call.cpu_seconds < per_call.host_entries_seconds) return "cuda resident";
  return "cuda";
}

std::string per_call_text(const Report& report, const ReportKernel& kernel) {
  if (!kernel.per_call) return "";
  const ReportPerCall& p = *kernel.per_call;
  auto ms = [](double seconds) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.3f ms", seconds * 1e3);
    return std::string(buf);
  };
  const std::string steps = std::to_string(kernel.steps) + " steps";
  std::string text = "Per call of the host-pointer entries (copies in, kernels, copies out" +
                     (kernel.steps > 0 ? "; " + steps + " a call" : std::string()) +
                     "): " + ms(p.host_entries_seconds) + ", against " + ms(p.kernels_seconds) +
                     " for the kernels alone, what a call costs in resident mode (" + kernel.name + "_resident_begin)";
  if (!p.cpu_seconds) {
    if (!p.cpu_unavailable.empty()) return text + ". The CPU target's time is unavailable: " + p.cpu_unavailable + ".";
    // The CPU target's key: the same size (and steps a call), this machine.
    std::string size = kernel.nest < 0 ? " --size=" + grid_size_text(kernel.size) : " --size=SIZE";
    std::string steps_option = kernel.steps > 0 ? " --steps=" + std::to_string(kernel.steps) : "";
    return text +
           ". No time of this job by the CPU target on this machine is in tuning.json: tune the CPU target "
           "into the same folder to compare (stenciltune " +
           report.file + " --target=cpu" + size + steps_option + " -o OUT, OUT being this report's folder" +
           (kernel.nest < 0 ? "" : ", SIZE this run's --size") + ").";
  }
  const std::string cpu = ms(*p.cpu_seconds), host = ms(p.host_entries_seconds), resident = ms(p.kernels_seconds);
  text += "; the CPU target's fastest variant in tuning.json: " + cpu + " per call. " +
          (kernel.steps > 0 ? "For a call of " + steps : std::string("For a caller that calls once per step")) + ", ";
  const std::string faster = faster_once_per_step(p);
  if (faster == "cpu") {
    return text + "the CPU library is faster (" + cpu + " against " + host +
           " per call), and faster than the CUDA library in resident mode too (" + resident + ").";
  }
  if (faster == "cuda resident") {
    return text + "the CPU library is faster (" + cpu + " against " + host +
           " per call); in resident mode the CUDA library is (" + resident + ").";
  }
  return text + "the CUDA library is faster (" + host + " against " + cpu +
         " per call), and faster still in resident mode (" + resident + ").";
}

std::string grid_size_text(const std::vector<long long>& extents) {
  std::string s;
  for (size_t i = 0; i < extents.size(); ++i) s += (i ? "x" : "") + std::to_string(extents[i]);
  return s;
}

}  // namespace st
