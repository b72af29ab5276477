#include "roofline/device_probe.h"

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <functional>
#include <map>
#include <mutex>

#include "embedded/roofline_device_probe.h"
#include "harness/process.h"
#include "roofline/ceilings.h"
#include "roofline/microbenchmark.h"

namespace st {

std::string CudaDevice::arch() const { return "sm_" + std::to_string(major) + std::to_string(minor); }

std::string CudaDevice::summary() const {
  return name + ", compute capability " + std::to_string(major) + "." + std::to_string(minor) + ", " +
         std::to_string(multiprocessors) + " SMs, " + byte_size_text(global_memory_bytes) + " of memory, L2 " +
         byte_size_text(l2_cache_bytes);
}

std::string CudaDevice::fingerprint() const {
  std::string text = name + "|" + arch() + "|" + std::to_string(multiprocessors) + "|" +
                     std::to_string(global_memory_bytes) + "|" + std::to_string(l2_cache_bytes) + "|" +
                     std::to_string(clock_khz);
  char buf[32];
  std::snprintf(buf, sizeof buf, "%016zx", std::hash<std::string>{}(text));
  return buf;
}

std::optional<CudaToolchain> find_cuda_toolchain() {
  std::vector<std::string> fallbacks;
  if (const char* home = std::getenv("CUDA_HOME")) fallbacks.push_back(std::string(home) + "/bin/nvcc");
  if (const char* path = std::getenv("CUDA_PATH")) fallbacks.push_back(std::string(path) + "/bin/nvcc");
  fallbacks.push_back("/usr/local/cuda/bin/nvcc");
  std::optional<std::string> nvcc = find_program("nvcc", fallbacks);
  if (!nvcc) return std::nullopt;
  CudaToolchain t;
  t.nvcc = *nvcc;
  ProcessOptions options;
  options.time_limit = std::chrono::seconds(30);
  options.merge_stderr = true;
  ProcessResult r = run_process({t.nvcc, "--version"}, options);
  if (r.ok()) {
    std::string out = r.out;
    while (!out.empty() && out.back() == '\n') out.pop_back();
    t.version = out.substr(out.rfind('\n') + 1);
  }
  return t;
}

bool nvidia_device_visible() {
  std::error_code ec;
  if (std::filesystem::exists("/dev/nvidia0", ec)) return true;
  if (std::filesystem::is_directory("/proc/driver/nvidia/gpus", ec) &&
      !std::filesystem::is_empty("/proc/driver/nvidia/gpus", ec)) {
    return true;
  }
  return false;
}

std::vector<CudaDevice> cuda_devices_from_json(const nlohmann::json& probe) {
  if (probe.contains("error")) {
    throw RooflineUnavailable("the CUDA device probe found no usable device: " + probe.at("error").get<std::string>() +
                              " (CUDA runtime " + std::to_string(probe.value("runtime_version", 0)) + ", driver " +
                              std::to_string(probe.value("driver_version", 0)) + ")");
  }
  std::vector<CudaDevice> devices;
  try {
    for (const nlohmann::json& d : probe.at("devices")) {
      CudaDevice c;
      c.index = d.at("index").get<int>();
      c.name = d.at("name").get<std::string>();
      c.uuid = d.at("uuid").get<std::string>();
      c.major = d.at("compute_capability").at(0).get<int>();
      c.minor = d.at("compute_capability").at(1).get<int>();
      c.multiprocessors = d.at("multiprocessors").get<int>();
      c.global_memory_bytes = d.at("global_memory_bytes").get<std::uint64_t>();
      c.l2_cache_bytes = d.at("l2_cache_bytes").get<std::uint64_t>();
      c.shared_memory_per_block = d.at("shared_memory_per_block").get<std::uint64_t>();
      c.shared_memory_per_block_optin = d.at("shared_memory_per_block_optin").get<std::uint64_t>();
      c.shared_memory_per_multiprocessor = d.at("shared_memory_per_multiprocessor").get<std::uint64_t>();
      c.registers_per_block = d.at("registers_per_block").get<int>();
      c.registers_per_multiprocessor = d.at("registers_per_multiprocessor").get<int>();
      c.max_threads_per_block = d.at("max_threads_per_block").get<int>();
      c.max_threads_per_multiprocessor = d.at("max_threads_per_multiprocessor").get<int>();
      c.max_blocks_per_multiprocessor = d.at("max_blocks_per_multiprocessor").get<int>();
      c.warp_size = d.at("warp_size").get<int>();
      for (int i = 0; i < 3; ++i) c.max_block_dims[i] = d.at("max_block_dims").at(static_cast<size_t>(i)).get<int>();
      c.clock_khz = d.at("clock_khz").get<int>();
      c.memory_bus_width_bits = d.at("memory_bus_width_bits").get<int>();
      devices.push_back(c);
    }
  } catch (const nlohmann::json::exception& e) {
    throw RooflineUnavailable(std::string("the CUDA device probe printed something unexpected: ") + e.what());
  }
  if (devices.empty()) throw RooflineUnavailable("the CUDA device probe found no device");
  return devices;
}

std::vector<CudaDevice> probe_cuda_devices(const CudaToolchain& toolchain, std::ostream* log) {
  // The devices do not change during a run, and building the probe takes seconds: a
  // tuning run asks twice (its target, then the roofline), so the first answer is kept.
  static std::mutex kept_mutex;
  static std::map<std::string, std::vector<CudaDevice>> kept;
  std::lock_guard<std::mutex> lock(kept_mutex);
  auto known = kept.find(toolchain.nvcc);
  if (known != kept.end()) return known->second;
  ScratchDir dir("stenciltune-cuda-probe");
  std::filesystem::path source = dir.write("device_probe.cu", embedded::roofline_device_probe);
  std::filesystem::path exe = dir.path() / "device_probe";
  progress(log, "building the CUDA device probe with " + toolchain.nvcc);
  // Host code only: it builds for whatever architecture nvcc defaults to.
  build_program({toolchain.nvcc, "-O2", "-o", exe.string(), source.string()}, "the CUDA device probe");
  ProcessOptions options;
  options.time_limit = std::chrono::seconds(60);
  ProcessResult r = run_process({exe.string()}, options);
  nlohmann::json probe;
  try {
    probe = nlohmann::json::parse(r.out);
  } catch (const nlohmann::json::exception&) {
    throw RooflineUnavailable("the CUDA device probe " + r.describe() + (r.err.empty() ? "" : ": " + r.err));
  }
  return kept[toolchain.nvcc] = cuda_devices_from_json(probe);
}

}  // namespace st
