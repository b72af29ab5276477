// Arithmetic intensity of one stencil nest — flops per byte of memory traffic — for the
// naive sweep and for a tuned code, as in Table I of Kamil et al. (IPDPS 2010). The tuned
// code moves only the compulsory bytes (every grid read once, written once). The naive
// sweep moves, per point, also:
//   - write-allocate: an ordinary store reads the line it writes first (CPUs; a CUDA
//     device's L2 writes whole sectors without reading them);
//   - capacity misses: a read grid's value at offset d along the outermost loop is reused
//     one plane later, so the sweep keeps its reuse only while the planes it spans
//     ((2r+1) planes of each read grid, one of each written grid) fit in the cache. When
//     they do not, every distinct offset along that loop is read from memory again; when
//     even the rows of one plane do not fit, every distinct (plane, row) offset is. The
//     unit-stride reuse within a row is always kept (it lives in cache lines).
#pragma once

#include <cstdint>
#include <vector>

#include "analysis/stencil_info.h"
#include "roofline/ceilings.h"
#include "strategy/machine.h"

namespace st {

// The cache one thread of the naive sweep has for its planes.
struct CacheModel {
  std::uint64_t bytes = 0;
  bool write_allocate = true;
};

// A CPU: the last-level cache shared out among the threads that sweep.
CacheModel cpu_cache_model(const MachineInfo& machine, int threads);
// A CUDA device: its L2, shared by one sweep in grid order, no write-allocate.
CacheModel cuda_cache_model(std::uint64_t l2_bytes);

// Bytes per point.
struct Traffic {
  long long compulsory = 0;
  long long write_allocate = 0;
  long long capacity = 0;
  // How many of the outermost loops lose their reuse: 0 when every plane fits, 1 when
  // the planes do not, 2 when the rows of a plane do not either.
  int reuse_lost = 0;
  // The bytes the outermost loop's planes take (the first working set tried).
  std::uint64_t plane_working_set = 0;
  long long naive() const { return compulsory + write_allocate + capacity; }
};

// extents: the problem size per grid dimension, unit-stride dimension first.
Traffic naive_traffic(const NestInfo& nest, const std::vector<long long>& extents, const CacheModel& cache);

struct Intensity {
  int flops = 0;  // per point
  Traffic traffic;
  double tuned() const;  // flops per compulsory byte
  double naive() const;  // flops per byte of the naive sweep
};

Intensity arithmetic_intensity(const NestInfo& nest, const std::vector<long long>& extents, const CacheModel& cache);

// The nest's memory streams, as StencilInfo counts them (NestInfo::grids): one per grid
// read and one per grid written, each constant index of an extra dimension a grid of
// its own (a grid updated in place counts as both). Coefficient arrays are small and
// stay in cache.
StreamMix stream_mix(const NestInfo& nest);

}  // namespace st
