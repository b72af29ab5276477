// The CPU tuning space (the paper's Table III and the options this tool adds) for one
// nest at one problem size on one machine, and the default variant that --no-tune
// packages. The options are a table; the pruning rules are predicates with reasons.
//
// Parameters, as the pthreads generator and the harness read them:
//   CX CY CZ  core block per grid dimension (CX unit stride; no CZ for 2-D)
//   CHUNK     consecutive core blocks a thread takes per round-robin turn
//   THREADS   threads, pinned one per core
//   TEAM      threads that share a cache below the last-level cache (hardware threads
//             of a core, cores under one L2) and compute each core block together;
//             only 1 where no such cache exists (the log says so)
//   TBX TBY TBZ  thread block per grid dimension inside a core block, 0 = whole (TEAM>1)
//   RX RY RZ  register block (unroll-and-jam) per grid dimension
//   NUMA      1: each thread first-touches the pages of its own blocks
//   NT        1: streaming (non-temporal) stores to the written grids
//   SIMD      1: a SIMD pragma on the unit-stride loop
//   SCHED     1: threads take chunks from a shared counter (not with NUMA first touch)
// (No padding parameter: the packaged library computes on the caller's arrays.)
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "analysis/stencil_info.h"
#include "strategy/log_sink.h"
#include "strategy/machine.h"
#include "strategy/param_space.h"

namespace st {

// The space. `extents` are the points computed along each grid dimension, unit
// stride first; a count that does not match the nest's dimensions, or an extent below
// 1, is a UserError. Logs the cache capacity a core block may fill. A nest with a
// reduction has REDUCE, 0 only unless `either_reduction_order` (--reduction=either).
ParamSpace cpu_space(const NestInfo& nest, const std::vector<long long>& extents, const MachineInfo& machine,
                     const LogSink& log = {}, bool either_reduction_order = false);

// The variant packaged without tuning, and the start of hill climbing: a legal point
// of `space` (which may have fixed parameters). Every core; NUMA first touch on a
// machine with several nodes; the full unit-stride extent and the core block with the
// least halo traffic whose working set fits the L2; RX=1 with the SIMD pragma (the
// compiler vectorizes the unit-stride loop); streaming stores when the grids the nest
// only writes outgrow the last-level cache.
// Throws UserError, naming the rules, when the space has no legal point.
Point cpu_default(const ParamSpace& space, const NestInfo& nest, const std::vector<long long>& extents,
                  const MachineInfo& machine, const LogSink& log = {});

// The bytes a core block keeps in cache (the rule is stated in cpu_strategy.cpp).
long long core_block_working_set(const NestInfo& nest, const Point& point);
// The most a core block may keep in cache: the larger of one core's share of the
// last-level cache and of the L2; 0 when the machine reports no caches.
std::uint64_t core_block_capacity(const MachineInfo& machine);
// Core blocks in the grid: the product over dimensions of ceil(extent / block).
long long core_block_count(const std::vector<long long>& extents, const Point& point);

}  // namespace st
