// Prints what cudaGetDeviceProperties says about every CUDA device, as one JSON object
// on standard output: the limits the CUDA backend and the roofline size their work by
// (compute capability, SMs, L2, shared memory, registers, threads). Host code only, so
// it builds with any -arch; the tuner builds it first and compiles everything else for
// the compute capability it reports. Exit status 1, with {"error": ...}, when the
// runtime finds no usable device.
#include <cuda_runtime.h>

#include <cstdio>
#include <string>

namespace {

std::string json_string(const char* text) {
  std::string s = "\"";
  for (const char* p = text; *p; ++p) {
    unsigned char c = static_cast<unsigned char>(*p);
    if (c == '"' || c == '\\') {
      s += '\\';
      s += static_cast<char>(c);
    } else if (c < 0x20) {
      char buf[8];
      std::snprintf(buf, sizeof buf, "\\u%04x", c);
      s += buf;
    } else {
      s += static_cast<char>(c);
    }
  }
  return s + "\"";
}

int attribute(cudaDeviceAttr attr, int device) {
  int value = -1;
  if (cudaDeviceGetAttribute(&value, attr, device) != cudaSuccess) {
    cudaGetLastError();  // an attribute this runtime lacks is reported as -1, not fatal
    return -1;
  }
  return value;
}

}  // namespace

int main() {
  int runtime_version = 0, driver_version = 0;
  cudaRuntimeGetVersion(&runtime_version);
  cudaDriverGetVersion(&driver_version);
  int count = 0;
  cudaError_t status = cudaGetDeviceCount(&count);
  if (status != cudaSuccess || count == 0) {
    const char* why = status != cudaSuccess ? cudaGetErrorString(status) : "no CUDA device";
    std::printf("{\"program\": \"device_probe\", \"runtime_version\": %d, \"driver_version\": %d, \"error\": %s}\n",
                runtime_version, driver_version, json_string(why).c_str());
    return 1;
  }
  std::printf("{\"program\": \"device_probe\", \"runtime_version\": %d, \"driver_version\": %d, \"devices\": [",
              runtime_version, driver_version);
  for (int d = 0; d < count; ++d) {
    cudaDeviceProp p;
    status = cudaGetDeviceProperties(&p, d);
    if (status != cudaSuccess) {
      std::fprintf(stderr, "device_probe: cudaGetDeviceProperties(%d): %s\n", d, cudaGetErrorString(status));
      return 1;
    }
    char uuid[40];
    for (int i = 0; i < 16; ++i) std::snprintf(uuid + 2 * i, 3, "%02x", static_cast<unsigned char>(p.uuid.bytes[i]));
    std::printf(
        "%s\n  {\"index\": %d, \"name\": %s, \"uuid\": \"%s\", \"compute_capability\": [%d, %d], "
        "\"multiprocessors\": %d, \"global_memory_bytes\": %zu, \"l2_cache_bytes\": %d, "
        "\"persisting_l2_max_bytes\": %d, \"shared_memory_per_block\": %zu, \"shared_memory_per_block_optin\": %zu, "
        "\"shared_memory_per_multiprocessor\": %zu, \"registers_per_block\": %d, \"registers_per_multiprocessor\": %d, "
        "\"max_threads_per_block\": %d, \"max_threads_per_multiprocessor\": %d, \"max_blocks_per_multiprocessor\": %d, "
        "\"warp_size\": %d, \"max_block_dims\": [%d, %d, %d], \"max_grid_dims\": [%d, %d, %d], "
        "\"memory_bus_width_bits\": %d, \"clock_khz\": %d, \"memory_clock_khz\": %d, \"ecc\": %s, "
        "\"pci\": \"%04x:%02x:%02x\"}",
        d ? "," : "", d, json_string(p.name).c_str(), uuid, p.major, p.minor, p.multiProcessorCount, p.totalGlobalMem,
        p.l2CacheSize, p.persistingL2CacheMaxSize, p.sharedMemPerBlock, p.sharedMemPerBlockOptin,
        p.sharedMemPerMultiprocessor, p.regsPerBlock, p.regsPerMultiprocessor, p.maxThreadsPerBlock,
        p.maxThreadsPerMultiProcessor, p.maxBlocksPerMultiProcessor, p.warpSize, p.maxThreadsDim[0], p.maxThreadsDim[1],
        p.maxThreadsDim[2], p.maxGridSize[0], p.maxGridSize[1], p.maxGridSize[2], p.memoryBusWidth,
        attribute(cudaDevAttrClockRate, d), attribute(cudaDevAttrMemoryClockRate, d), p.ECCEnabled ? "true" : "false",
        p.pciDomainID, p.pciBusID, p.pciDeviceID);
  }
  std::printf("\n]}\n");
  return 0;
}
