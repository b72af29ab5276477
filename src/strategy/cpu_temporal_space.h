// The CPU space of a time loop blocked over time (backends/c/temporal_blocking.h) at
// one problem size on one machine, and its default. A pass runs BT steps through
// tiles of chunks of planes along the slowest dimension and, in 3-D, of rows of the
// next; every step of a pass widens a tile's halo by what the step's nests read, so the
// rules bound the redundant work and keep the rings of intermediate planes in cache.
//
// Parameters, as the temporal generator reads them:
//   BT       steps per pass over memory (1: step by step, each nest over the whole grid)
//   CZ       planes per tile along the slowest dimension of a 3-D grid (CY in 2-D)
//   CY       rows per tile along the second dimension of a 3-D grid
//   THREADS  threads, pinned one per core
//   SIMD     1: a SIMD pragma on the unit-stride loop
#pragma once

#include <cstdint>
#include <vector>

#include "analysis/stencil_info.h"
#include "strategy/log_sink.h"
#include "strategy/machine.h"
#include "strategy/param_space.h"

namespace st {

// The space for `steps` steps of the time loop of `info` on grids of `extents` points
// (unit stride first).
ParamSpace cpu_temporal_space(const StencilInfo& info, const std::vector<long long>& extents, long long steps,
                              const MachineInfo& machine, const LogSink& log = {});

// The start of the search: every core, one chunk of planes per thread, and the rows
// and BT (up to 4) that give the most steps per point computed, rings that spill out of
// a core's L2 counted as more work (cpu_temporal_space.cpp says how much). Throws UserError, naming the rules, when
// the space has no legal point.
Point cpu_temporal_default(const ParamSpace& space, const StencilInfo& info, const std::vector<long long>& extents,
                           const MachineInfo& machine, const LogSink& log = {});

// How far one step of the time loop reaches along each grid dimension: the sum over
// its nests of the largest offset at which each reads a grid the time loop writes.
std::vector<long long> temporal_reach_per_step(const StencilInfo& info);

// The bytes of intermediate planes a thread keeps while it streams through a tile of
// `point` (an estimate: every nest application keeps 2r+1 planes of the tile's widest
// rows).
std::uint64_t temporal_ring_bytes(const StencilInfo& info, const std::vector<long long>& extents, const Point& point);

// Points computed per point of the result in a pass of `point` (1: no redundant work),
// from the halos the tiles add.
double temporal_redundancy(const StencilInfo& info, const std::vector<long long>& extents, const Point& point);

}  // namespace st
