// Building for a GPU that is not here (--cuda-arch=sm_NN with --no-tune): the
// architecture parsed from its name, and a device holding only the limits that CUDA
// guarantees for every device of compute capability 7.0 or later (the CUDA C++
// Programming Guide's table of technical specifications per compute capability). It is
// no table of cards (DESIGN.md, "CUDA"): nothing in it depends on which card it is.
#pragma once

#include <string>

#include "roofline/device_probe.h"

namespace st {

// The oldest compute capability whose guarantees the limits below are.
constexpr int oldest_cuda_major = 7;

// "sm_90" -> major 9, minor 0; "sm_120" -> 12, 0; "sm_90a" -> 9, 0 (the suffix kept in
// `name`). Throws UserError for anything else, or for an architecture older than sm_70.
struct CudaArch {
  std::string name;  // as nvcc -arch takes it
  int major = 0, minor = 0;
};
CudaArch parse_cuda_arch(const std::string& text);

// A device of architecture `arch` with the guaranteed limits: 1024 threads per block,
// block dimensions 1024 x 1024 x 64, 48 KiB of static shared memory per block, 64 Ki
// registers per block, 255 registers per thread, warp 32, 16 resident blocks per SM.
// What CUDA does not guarantee (SM count, memory, L2, clock) is 0: unknown.
CudaDevice guaranteed_cuda_device(const CudaArch& arch);

// One sentence for the log, the header and the report: where the limits came from.
std::string guaranteed_limits_text(const CudaArch& arch);

}  // namespace st
