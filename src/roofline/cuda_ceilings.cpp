#include "roofline/cuda_ceilings.h"

#include <algorithm>
#include <cstdio>

#include "embedded/roofline_flops_cuda.h"
#include "embedded/roofline_stream_cuda.h"
#include "roofline/microbenchmark.h"

namespace st {

ArraySizing cuda_array_sizing(const CudaDevice& device, int arrays, std::uint64_t requested) {
  ArraySizing s;
  if (requested) {
    s.bytes = requested;
    s.why = "set by STENCILTUNE_ROOFLINE_ARRAY_BYTES";
    if (requested * static_cast<std::uint64_t>(arrays) < 8 * device.l2_cache_bytes) {
      s.why += "; with " + byte_size_text(device.l2_cache_bytes) + " of L2 these are cache, not memory, figures";
    }
    return s;
  }
  const std::uint64_t mib = std::uint64_t{1} << 20;
  s.bytes = std::max<std::uint64_t>(8 * device.l2_cache_bytes, 256 * mib);
  s.why = "8 x the " + byte_size_text(device.l2_cache_bytes) + " L2";
  const std::uint64_t cap =
      device.global_memory_bytes / 4 / static_cast<std::uint64_t>(std::max(1, arrays)) / mib * mib;
  if (cap && s.bytes > cap) {
    s.bytes = cap;
    s.why = "capped so that the " + std::to_string(arrays) + " arrays of the largest kernel take a quarter of the " +
            byte_size_text(device.global_memory_bytes) + " of device memory (" + s.why + " would be more)";
  }
  return s;
}

Ceilings measure_cuda_ceilings(const CudaToolchain& toolchain, const CudaDevice& device,
                               const std::string& host_fingerprint, const CeilingPlan& plan, std::ostream* log) {
  // A mix kernel takes its streams' pointers as parameters, 4 KiB at most
  // (runtime/stream_cuda.cu's kMaxMixStreams).
  const std::string mixes_header = stream_mixes_header(plan.mixes, 500);
  ArraySizing sizing = plan.array_bytes ? ArraySizing{plan.array_bytes, "the size of the ceilings these add to"}
                                        : cuda_array_sizing(device, plan.max_arrays(), plan.request.array_bytes);
  Ceilings c;
  c.target = "cuda";
  c.fingerprint = host_fingerprint + "-" + device.fingerprint();
  c.machine = device.summary();
  c.measured_at = utc_now();
  c.request = plan.request;
  const std::vector<std::string> flags = {"-O3", "-arch=" + device.arch()};
  c.compiler = "nvcc -O3 -arch=" + device.arch() + (toolchain.version.empty() ? "" : " (" + toolchain.version + ")");
  c.sizing = sizing.why;

  ScratchDir dir("stenciltune-roofline-cuda");
  dir.write("stream_mixes.h", mixes_header);
  auto build = [&](const std::string& name, std::string_view text) {
    std::filesystem::path source = write_benchmark_source(dir, name + ".cu", text);
    std::filesystem::path exe = dir.path() / name;
    std::vector<std::string> argv = {toolchain.nvcc};
    argv.insert(argv.end(), flags.begin(), flags.end());
    argv.insert(argv.end(), {"-o", exe.string(), source.string()});
    build_program(argv, name + ".cu");
    return exe.string();
  };
  progress(log, "building the CUDA STREAM kernels with " + c.compiler);
  const std::string stream_exe = build("stream_cuda", embedded::roofline_stream_cuda);

  std::vector<std::string> kernels;
  if (plan.reference_kernels) kernels = {"read", "write", "copy", "triad"};
  for (const StreamMix& m : plan.mixes)
    kernels.push_back("mix:" + std::to_string(m.reads) + "x" + std::to_string(m.writes));
  for (const std::string& kernel : kernels) {
    progress(log, "measuring " + kernel + " with arrays of " + byte_size_text(sizing.bytes) + " on " + device.name);
    nlohmann::json run =
        run_benchmark({stream_exe, std::to_string(sizing.bytes), std::to_string(plan.request.repetitions), kernel},
                      std::chrono::seconds(300), "the CUDA STREAM kernel " + kernel);
    c.array_bytes = run.at("array_bytes").get<std::uint64_t>();
    c.placement = "device " + std::to_string(device.index) + ", " + std::to_string(run.at("blocks").get<int>()) +
                  " blocks of " + std::to_string(run.at("threads_per_block").get<int>()) +
                  " threads, one 16-byte element per thread, timed with CUDA events";
    for (const nlohmann::json& k : run.at("kernels")) {
      std::optional<BandwidthCeiling> b = bandwidth_from_run(k, "stream_cuda");
      if (b) c.bandwidth.push_back(*b);
    }
  }

  if (plan.reference_kernels) {
    progress(log, "building the CUDA FMA peak kernel");
    const std::string flops_exe = build("flops_cuda", embedded::roofline_flops_cuda);
    for (const char* precision : {"fp64", "fp32"}) {
      const long max_iterations = std::string(precision) == "fp32" ? (1L << 23) : (1L << 40);
      const long probe = 1L << 12;
      nlohmann::json calibration =
          run_benchmark({flops_exe, precision, std::to_string(probe), "3"}, std::chrono::seconds(120),
                        "the CUDA " + std::string(precision) + " FMA kernel");
      std::vector<double> seconds = calibration.at("seconds").get<std::vector<double>>();
      const double probe_seconds = *std::min_element(seconds.begin(), seconds.end());
      const long iterations = flop_iterations(plan.request.flop_seconds, probe, probe_seconds, max_iterations);
      progress(log, "measuring the CUDA " + std::string(precision) + " FMA peak (" + std::to_string(iterations) +
                        " iterations per repetition)");
      nlohmann::json run = run_benchmark(
          {flops_exe, precision, std::to_string(iterations), std::to_string(plan.request.repetitions)},
          std::chrono::seconds(120 + static_cast<long>(20 * plan.request.flop_seconds * plan.request.repetitions)),
          "the CUDA " + std::string(precision) + " FMA kernel");
      c.flops.push_back(flops_from_run(run));
    }
  }
  return c;
}

}  // namespace st
