#include "roofline/cuda_arch.h"

#include <cctype>

#include "frontend/diagnostics.h"

namespace st {

CudaArch parse_cuda_arch(const std::string& text) {
  auto bad = [&](const std::string& why) -> UserError {
    return UserError("--cuda-arch '" + text + "' " + why +
                     " (expected sm_NN with NN the compute capability, e.g. sm_80, sm_90, "
                     "sm_90a, sm_120; see 'stenciltune --help')");
  };
  if (text.rfind("sm_", 0) != 0) throw bad("does not start with sm_");
  size_t digits = 3;
  while (digits < text.size() && std::isdigit(static_cast<unsigned char>(text[digits]))) ++digits;
  std::string number = text.substr(3, digits - 3);
  std::string suffix = text.substr(digits);
  if (number.size() < 2 || number.size() > 3) throw bad("has no two- or three-digit compute capability");
  if (!(suffix.empty() || suffix == "a" || suffix == "f")) throw bad("ends in '" + suffix + "'");
  CudaArch arch;
  arch.name = text;
  arch.major = std::stoi(number.substr(0, number.size() - 1));
  arch.minor = number.back() - '0';
  if (arch.major < oldest_cuda_major) {
    throw bad("is older than sm_70, the oldest architecture whose guaranteed limits stenciltune builds by");
  }
  return arch;
}

CudaDevice guaranteed_cuda_device(const CudaArch& arch) {
  CudaDevice d;
  d.index = -1;
  d.name = "any device of compute capability " + std::to_string(arch.major) + "." + std::to_string(arch.minor) +
           " (not probed; limits guaranteed for compute capability 7.0 and later)";
  d.major = arch.major;
  d.minor = arch.minor;
  d.max_threads_per_block = 1024;
  d.max_block_dims[0] = 1024;
  d.max_block_dims[1] = 1024;
  d.max_block_dims[2] = 64;
  d.shared_memory_per_block = std::uint64_t{48} * 1024;
  d.registers_per_block = 64 * 1024;
  d.max_blocks_per_multiprocessor = 16;
  d.warp_size = 32;
  return d;
}

std::string guaranteed_limits_text(const CudaArch& arch) {
  return "built for " + arch.name +
         " without probing a device (--no-tune --cuda-arch): the variant keeps to the limits "
         "CUDA guarantees for every device of compute capability 7.0 or later (1024 threads and 48 KiB of static "
         "shared "
         "memory per block, 64 Ki registers per block, warp 32); it was not timed";
}

}  // namespace st
