// A CUDA device's ceilings: bandwidth for read-only, write-only, copy, triad and each
// stream mix, and the FMA peak in fp64 and fp32. The kernels (runtime/stream_cuda.cu,
// runtime/flops_cuda.cu) are built here with nvcc for the device's own compute
// capability and timed with CUDA events.
#pragma once

#include <cstdint>
#include <ostream>

#include "roofline/ceilings.h"
#include "roofline/cpu_ceilings.h"
#include "roofline/device_probe.h"

namespace st {

// 8x the L2 per array, capped so that `arrays` arrays take at most a quarter of the
// device's memory; `requested` (non-zero) overrides.
ArraySizing cuda_array_sizing(const CudaDevice& device, int arrays, std::uint64_t requested);

// `host_fingerprint` joins the device's to key the cache.
Ceilings measure_cuda_ceilings(const CudaToolchain& toolchain, const CudaDevice& device,
                               const std::string& host_fingerprint, const CeilingPlan& plan, std::ostream* log);

}  // namespace st
