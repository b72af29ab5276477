// The CUDA tuning space for one nest at one problem size on one device, and the default
// variant. The device's limits come from the probe (roofline/device_probe.h), never from
// a table of cards. Parameters, as the CUDA backend reads them (cuda_backend.h):
//   TX TY   thread block: TX threads along the unit-stride dimension (a warp at least),
//           TY along the second (3-D nests only)
//   ZB      points each thread walks along the slowest dimension
//   STREAM  1: the centre column in a register queue as the block streams (2.5D)
//   SMEM    1: in-plane neighbours from shared-memory planes (with STREAM); 2: every
//           read (but the queue's) from a ring of shared planes filled by cp.async
//   PIPE    planes of asynchronous copies in flight (SMEM=2)
//   RO      1: the other reads through the read-only data cache (__ldg)
//   LB      1: __launch_bounds__(TX*TY)
//   UNROLL  unrolling of the streaming loop
#pragma once

#include <string>
#include <vector>

#include "analysis/stencil_info.h"
#include "backends/cuda/cuda_backend.h"
#include "roofline/device_probe.h"
#include "strategy/log_sink.h"
#include "strategy/param_space.h"

namespace st {

ParamSpace cuda_space(const StencilInfo& info, const NestInfo& nest, const std::vector<long long>& extents,
                      const CudaDevice& device, const LogSink& log = {});

// A legal point that is already good, from a table of stencil classes (cuda_starts in
// cuda_strategy.cpp, measured on an H200): the asynchronous ring for one-grid 3-D
// stencils (several points per thread for wide stars, plane sums for a box in fp32), a
// ring per grid for several fp64 stars, plain loads over a few planes for boxes over
// several grids, a ring of rows for one fp32 grid in 2-D and long rows otherwise; then
// fitted to the size (rows narrowed where the last tile would idle, z-chunks shortened
// until the blocks fill the `multiprocessors` SMs, several times over where tiles do not
// divide the grid; 0: SMs unknown) and shrunk until it fits the space. A time loop's
// space (with BT) starts at BT=1 unless BT is fixed: for a fixed BT above 1, see
// cuda_temporal_default. Throws UserError when the space has no legal point.
Point cuda_default(const ParamSpace& space, const NestInfo& nest, const std::vector<long long>& extents,
                   int multiprocessors = 0, const LogSink& log = {});

// The paper's generator, the report's baseline: one point per thread (32 x 8 threads in
// 3-D, 256 in 2-D), global memory only, no queue, no unrolling, no launch bounds, and
// no plane sums where `space` has them.
Point cuda_baseline(const ParamSpace& space, const NestInfo& nest);

// The blocked variant of a time loop at fixed["BT"] (> 1) that the printer and the
// tuner start from: the per-nest kernels' options at their plain values, launch bounds,
// and of the tiles the space allows (at most 512 points wide in 2-D, 64x64 in 3-D), with
// register queues (STREAM=1) or without, among those whose core is within 15 % of the
// largest share of its tile, the one with the most warps resident on a multiprocessor
// of `device` (from the rings' shared memory and the threads; sm_90's limits where it
// was not probed), then the more blocks resident up to 8, the larger share, the smaller
// rings, the most threads, the widest rows (where none is legal, the baseline's, for the
// caller to say why); chunks of 64 planes, or for a grid of `extents` on a probed device
// the longest of at most 128 planes whose blocks fill every resident slot once. Values
// in `fixed` are kept; with LB=2 among them, only tiles of at most a quarter of the
// multiprocessor's threads, so that the registers two blocks leave a thread hold the
// pass's queues. Throws UserError where the time loop cannot be blocked.
Point cuda_temporal_default(const ParamSpace& space, const StencilInfo& info, const Point& fixed,
                            const CudaDevice& device = {}, const std::vector<long long>& extents = {});

// The variant --emit=cuda --param NAME=VALUE prints: the default (for a 256^3 grid on a
// device allowing 1024 threads and 48 KiB of shared memory per block) with the given
// values; unknown names and illegal values are UserErrors.
CudaVariant parse_cuda_variant(const std::vector<std::string>& params, const StencilInfo& info);

}  // namespace st
