// The CUDA toolkit and devices as the tuner finds them at run time: nvcc looked up on
// PATH (then $CUDA_HOME and /usr/local/cuda), and each device's limits read by a probe
// built from runtime/device_probe.cu — from cudaGetDeviceProperties, never from a table
// of known cards (DESIGN.md, "CUDA"). The roofline sizes its kernels by these limits;
// the CUDA backend bounds its launch shapes by them.
#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

namespace st {

struct CudaDevice {
  int index = 0;
  std::string name;
  std::string uuid;
  int major = 0, minor = 0;  // compute capability
  int multiprocessors = 0;
  std::uint64_t global_memory_bytes = 0;
  std::uint64_t l2_cache_bytes = 0;
  std::uint64_t shared_memory_per_block = 0;
  std::uint64_t shared_memory_per_block_optin = 0;
  std::uint64_t shared_memory_per_multiprocessor = 0;
  int registers_per_block = 0;
  int registers_per_multiprocessor = 0;
  int max_threads_per_block = 0;
  int max_threads_per_multiprocessor = 0;
  int max_blocks_per_multiprocessor = 0;
  int warp_size = 32;
  int max_block_dims[3] = {0, 0, 0};
  int clock_khz = -1;  // -1 when the runtime does not say
  int memory_bus_width_bits = 0;

  std::string arch() const;         // "sm_90", for nvcc -arch
  std::string summary() const;      // one line for logs and reports
  std::string fingerprint() const;  // stable for the same kind of device
};

struct CudaToolchain {
  std::string nvcc;     // full path
  std::string version;  // the last line nvcc --version prints
};

// Nothing when no nvcc is found.
std::optional<CudaToolchain> find_cuda_toolchain();

// Cheap check, no CUDA call: does this machine show an NVIDIA device node or driver?
bool nvidia_device_visible();

// Parses what device_probe prints; throws RooflineUnavailable with the probe's error.
std::vector<CudaDevice> cuda_devices_from_json(const nlohmann::json& probe);

// Builds and runs the probe, once per process and nvcc (later calls get the first
// answer); throws RooflineUnavailable when it cannot be built or finds no usable device.
std::vector<CudaDevice> probe_cuda_devices(const CudaToolchain& toolchain, std::ostream* log);

}  // namespace st
