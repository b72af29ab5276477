// One CUDA variant: the thread block, the register blocking and the memory options the
// kernel printer reads, and its mapping to and from a point of the tuning space.
#pragma once

#include <map>
#include <string>

namespace st {

struct CudaVariant {
  int tx = 32;          // threads along the unit-stride dimension (a warp at least, for coalescing)
  int ty = 4;           // threads along the second dimension (3-D nests; 1 otherwise)
  int ry = 1;           // consecutive points each thread computes along the second dimension (3-D)
  int rx = 1;           // adjacent points each thread computes along the unit-stride dimension
  int zb = 1;           // points each thread walks along the slowest dimension (2-D and 3-D)
  bool stream = false;  // register queue for the centre column (needs zb > 1 to pay)
  // Shared memory: 0 none; 1 the in-plane neighbours from shared planes the block fills
  // from registers it prefetched a plane ahead (with stream); 2 a ring of planes filled by
  // asynchronous copies (cp.async) with `pipe` planes in flight, from which every read of
  // the grid is served but the centre column's queue (stream) or every read (no stream).
  int shared_memory = 0;
  int pipe = 1;           // planes in flight in the ring (SMEM=2)
  bool read_only = true;  // __ldg for the other reads
  int launch_bounds = 1;  // 0 none, 1 __launch_bounds__(threads), N > 1 also N blocks per multiprocessor
  int unroll = 1;         // #pragma unroll on the streaming loop
  // Plane sums (with the ring): a linear body's ring cells, grouped by their factors, are
  // summed once per plane as the plane enters the ring and the sums kept in registers
  // while the stream passes (the 27-point box: 9 shared reads and 6 additions a point
  // per plane instead of 27 and 26).
  bool plane_sums = false;
  // Steps of a time loop per pass (temporal blocking, temporal_kernel.h); 1: each nest
  // launched once per step.
  int bt = 1;
  // A pass (bt > 1, 2-D) whose versions all live in registers: each lane of a warp holds
  // rx adjacent columns of its warp's own tile (32 * rx columns; a block is tx / 32
  // warps, each its own tile) and takes the columns beside its own from its neighbours'
  // registers by warp shuffles; no shared memory and no barrier.
  bool shuffle = false;

  int threads() const { return tx * ty; }
  int tile_x() const { return tx * rx; }  // points of the unit-stride dimension a block covers
  int tile_y() const { return ty * ry; }  // points of the second dimension a block covers
};

// The parameter names of the CUDA space: TX TY RX RY ZB STREAM SMEM PIPE RO LB UNROLL, and
// PSUM where plane sums can pay (cuda_plane_sums_pay), and BT for a subroutine with a time loop
// (with SHFL where its nests are 2-D).
CudaVariant cuda_variant_of(const std::map<std::string, long long>& point);
std::map<std::string, long long> point_of(const CudaVariant& v);

}  // namespace st
