#include "roofline/cpu_ceilings.h"

#include <hwloc.h>
#include <unistd.h>

#include <algorithm>
#include <fstream>
#include <memory>

#include "embedded/roofline_flops_cpu.h"
#include "embedded/roofline_stream_cpu.h"
#include "frontend/diagnostics.h"
#include "roofline/microbenchmark.h"

namespace st {

ArraySizing cpu_array_sizing(const MachineInfo& machine, int arrays, std::uint64_t requested) {
  const CacheLevel* llc = machine.last_level_cache();
  const std::uint64_t llc_bytes = llc ? llc->size_bytes * static_cast<std::uint64_t>(std::max(1, llc->instances)) : 0;
  const std::uint64_t mib = std::uint64_t{1} << 20;
  ArraySizing s;
  if (requested) {
    s.bytes = requested;
    s.why = "set by STENCILTUNE_ROOFLINE_ARRAY_BYTES";
    if (llc_bytes && requested * static_cast<std::uint64_t>(arrays) < 4 * llc_bytes) {
      s.why += "; with " + byte_size_text(llc_bytes) + " of last-level cache these are cache, not memory, figures";
    }
    return s;
  }
  s.bytes = std::max<std::uint64_t>(4 * llc_bytes, 64 * mib);
  s.why = llc_bytes ? "4 x the " + byte_size_text(llc_bytes) + " of last-level cache (STREAM's rule)"
                    : "64 MiB, as no last-level cache is known";
  if (machine.memory_bytes) {
    const std::uint64_t cap = machine.memory_bytes / 4 / static_cast<std::uint64_t>(std::max(1, arrays)) / mib * mib;
    if (s.bytes > cap) {
      s.bytes = cap;
      s.why = "capped so that the " + std::to_string(arrays) + " arrays of the largest kernel take a quarter of the " +
              byte_size_text(machine.memory_bytes) + " of memory (" + s.why + " would be " +
              byte_size_text(std::max<std::uint64_t>(4 * llc_bytes, 64 * mib)) + ")";
    }
  }
  return s;
}

std::uint64_t usable_memory_bytes() {
  const long pages = ::sysconf(_SC_PHYS_PAGES), page = ::sysconf(_SC_PAGE_SIZE);
  std::uint64_t bytes =
      pages > 0 && page > 0 ? static_cast<std::uint64_t>(pages) * static_cast<std::uint64_t>(page) : 0;
  std::ifstream limit("/sys/fs/cgroup/memory.max");  // cgroup v2; "max" when unlimited
  std::uint64_t cap = 0;
  if (limit >> cap && cap > 0 && (bytes == 0 || cap < bytes)) bytes = cap;
  return bytes;
}

std::vector<int> cpus_one_per_core(int threads) {
  hwloc_topology_t raw = nullptr;
  if (hwloc_topology_init(&raw) != 0) throw InternalError("hwloc_topology_init failed");
  std::unique_ptr<hwloc_topology, void (*)(hwloc_topology_t)> topology(raw, hwloc_topology_destroy);
  if (hwloc_topology_load(raw) != 0) throw InternalError("hwloc_topology_load failed");
  std::vector<int> cpus;
  const int cores = hwloc_get_nbobjs_by_type(raw, HWLOC_OBJ_CORE);
  for (int i = 0; i < cores; ++i) {
    hwloc_obj_t core = hwloc_get_obj_by_type(raw, HWLOC_OBJ_CORE, static_cast<unsigned>(i));
    int first = core && core->cpuset ? hwloc_bitmap_first(core->cpuset) : -1;
    if (first >= 0) cpus.push_back(first);
  }
  if (cpus.empty()) cpus.push_back(0);
  if (threads > 0 && static_cast<size_t>(threads) < cpus.size()) cpus.resize(static_cast<size_t>(threads));
  return cpus;
}

namespace {

const std::vector<std::string> compile_flags = {"-O3", "-march=native", "-ffp-contract=fast", "-pthread"};

std::string join(const std::vector<int>& values, const std::string& sep) {
  std::string s;
  for (size_t i = 0; i < values.size(); ++i) s += (i ? sep : "") + std::to_string(values[i]);
  return s;
}

// The kernels of stream_cpu the plan asks for, each run in its own process.
std::vector<std::string> stream_kernels(const CeilingPlan& plan) {
  std::vector<std::string> k;
  if (plan.reference_kernels) k = {"copy", "triad", "read", "write", "write_nt"};
  for (const StreamMix& m : plan.mixes) {
    std::string rw = std::to_string(m.reads) + "x" + std::to_string(m.writes);
    k.push_back("mix:" + rw);
    k.push_back("mix_nt:" + rw);
  }
  return k;
}

}  // namespace

Ceilings measure_cpu_ceilings(const MachineInfo& machine, const CeilingPlan& plan, std::ostream* log) {
  const std::string mixes_header = stream_mixes_header(plan.mixes);
  const std::vector<int> cpus = cpus_one_per_core(plan.request.threads);
  MachineInfo sized = machine;
  if (std::uint64_t usable = usable_memory_bytes()) sized.memory_bytes = usable;
  ArraySizing sizing = plan.array_bytes ? ArraySizing{plan.array_bytes, "the size of the ceilings these add to"}
                                        : cpu_array_sizing(sized, plan.max_arrays(), plan.request.array_bytes);
  std::optional<std::string> cc = find_program("cc");
  if (!cc)
    throw RooflineUnavailable("no C compiler: 'cc' is not on PATH, and the roofline builds its STREAM kernels with it");

  Ceilings c;
  c.target = "cpu";
  c.fingerprint = machine.fingerprint();
  c.machine = machine.summary();
  c.measured_at = utc_now();
  c.request = plan.request;
  std::string flags;
  for (const std::string& f : compile_flags) flags += " " + f;
  std::string version = tool_version(*cc);
  c.compiler = "cc" + flags + (version.empty() ? "" : " (" + version + ")");

  ScratchDir dir("stenciltune-roofline");
  dir.write("stream_mixes.h", mixes_header);
  auto build = [&](const std::string& name, std::string_view text) {
    std::filesystem::path source = write_benchmark_source(dir, name + ".c", text);
    std::filesystem::path exe = dir.path() / name;
    std::vector<std::string> argv = {*cc};
    argv.insert(argv.end(), compile_flags.begin(), compile_flags.end());
    argv.insert(argv.end(), {"-o", exe.string(), source.string(), "-lm"});
    build_program(argv, name + ".c");
    return exe.string();
  };
  progress(log, "building the STREAM kernels with " + c.compiler);
  const std::string stream_exe = build("stream_cpu", embedded::roofline_stream_cpu);

  const std::string cpu_list = join(cpus, ",");
  const std::uint64_t elements = sizing.bytes / sizeof(double);
  bool pinned = true;
  bool streaming_missing = false;
  for (const std::string& kernel : stream_kernels(plan)) {
    int arrays = kernel == "triad" ? 3 : kernel == "copy" ? 2 : 1;
    if (kernel.rfind("mix", 0) == 0) {
      int r = 0, w = 0;
      std::sscanf(kernel.c_str() + kernel.find(':') + 1, "%dx%d", &r, &w);
      arrays = r + w;
    }
    // Generous: a quarter of a GB/s, every repetition plus filling and checking.
    const double bytes = 2.0 * arrays * static_cast<double>(sizing.bytes) * (plan.request.repetitions + 3);
    const auto limit = std::chrono::seconds(60 + static_cast<long>(bytes / 0.25e9));
    progress(log, "measuring " + kernel + " on " + std::to_string(arrays) +
                      (arrays == 1 ? " array of " : " arrays of ") + byte_size_text(sizing.bytes));
    nlohmann::json run = run_benchmark(
        {stream_exe, std::to_string(elements), std::to_string(plan.request.repetitions), cpu_list, kernel}, limit,
        "the STREAM kernel " + kernel);
    c.array_bytes = run.at("array_bytes").get<std::uint64_t>();
    pinned = pinned && run.at("pinned").get<bool>();
    for (const nlohmann::json& k : run.at("kernels")) {
      std::optional<BandwidthCeiling> b = bandwidth_from_run(k, "stream_cpu");
      if (b)
        c.bandwidth.push_back(*b);
      else
        streaming_missing = true;
    }
  }
  if (streaming_missing) {
    c.notes.push_back(
        "no streaming (non-temporal) stores on this CPU for the kernels to use: the tuned bound uses ordinary stores");
  }
  c.sizing = sizing.why;
  const bool plural = cpus.size() != 1;
  c.placement = std::to_string(cpus.size()) + (plural ? " threads" : " thread") + ", one per core, " +
                (pinned ? "pinned" : "NOT pinned (sched_setaffinity failed)") + (plural ? " to CPUs " : " to CPU ") +
                cpu_list + "; each thread first-touches the part of every array it streams";

  if (plan.reference_kernels) {
    progress(log, "building the FMA peak kernel");
    const std::string flops_exe = build("flops_cpu", embedded::roofline_flops_cpu);
    for (const char* precision : {"fp64", "fp32"}) {
      const long max_iterations = std::string(precision) == "fp32" ? (1L << 23) : (1L << 40);
      const long probe = 1L << 14;
      nlohmann::json calibration =
          run_benchmark({flops_exe, precision, std::to_string(probe), "3", cpu_list}, std::chrono::seconds(120),
                        "the " + std::string(precision) + " FMA kernel");
      std::vector<double> seconds = calibration.at("seconds").get<std::vector<double>>();
      const double probe_seconds = *std::min_element(seconds.begin(), seconds.end());
      const long iterations = flop_iterations(plan.request.flop_seconds, probe, probe_seconds, max_iterations);
      progress(log, "measuring the " + std::string(precision) + " FMA peak (" + std::to_string(iterations) +
                        " iterations per repetition)");
      nlohmann::json run = run_benchmark(
          {flops_exe, precision, std::to_string(iterations), std::to_string(plan.request.repetitions), cpu_list},
          std::chrono::seconds(120 + static_cast<long>(20 * plan.request.flop_seconds * plan.request.repetitions)),
          "the " + std::string(precision) + " FMA kernel");
      c.flops.push_back(flops_from_run(run));
    }
  }
  return c;
}

}  // namespace st
