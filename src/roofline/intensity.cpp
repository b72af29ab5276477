#include "roofline/intensity.h"

#include <algorithm>
#include <set>

#include "frontend/diagnostics.h"

namespace st {

CacheModel cpu_cache_model(const MachineInfo& machine, int threads) {
  CacheModel m;
  const CacheLevel* llc = machine.last_level_cache();
  if (llc)
    m.bytes = llc->size_bytes * static_cast<std::uint64_t>(std::max(1, llc->instances)) /
              static_cast<std::uint64_t>(std::max(1, threads));
  m.write_allocate = true;
  return m;
}

CacheModel cuda_cache_model(std::uint64_t l2_bytes) { return {l2_bytes, false}; }

Traffic naive_traffic(const NestInfo& nest, const std::vector<long long>& extents, const CacheModel& cache) {
  internal_assert(static_cast<int>(extents.size()) == nest.dims)
      << "a problem size of " << extents.size() << " extents for a " << nest.dims << "-D nest";
  // The grid dimensions in the order the naive sweep's loops run over them, outermost first.
  std::vector<int> order;
  for (const LoopInfo& l : nest.loops) {
    if (l.grid_dim >= 0) order.push_back(l.grid_dim);
  }
  const int depth = static_cast<int>(order.size());

  // The bytes per point are the analysis's (StencilInfo counts every grid, each constant
  // index of an extra dimension its own); only the capacity misses depend on the size.
  Traffic t;
  t.compulsory = nest.compulsory_bytes;
  if (cache.write_allocate) t.write_allocate = nest.naive_bytes - nest.compulsory_bytes;

  // Points swept in one iteration of the loop at `level`: the product of the inner extents.
  auto slab_points = [&](int level) {
    double points = 1;
    for (int k = level + 1; k < depth; ++k)
      points *= static_cast<double>(extents[static_cast<size_t>(order[static_cast<size_t>(k)])]);
    return points;
  };
  auto offsets_of = [&](const StreamedGrid& g) {
    std::vector<std::vector<long long>> offsets;
    for (const Access& acc : nest.accesses) {
      if (g.holds(acc) && !acc.is_write) offsets.push_back(acc.offsets);
    }
    return offsets;
  };
  auto offset_along = [](const std::vector<long long>& offsets, int dim) {
    return dim < static_cast<int>(offsets.size()) ? offsets[static_cast<size_t>(dim)] : 0LL;
  };
  // The bytes the loop at `level` must keep in cache for all reuse across its iterations.
  auto working_set = [&](int level) {
    const int dim = order[static_cast<size_t>(level)];
    double bytes = 0;
    for (const StreamedGrid& g : nest.grids) {
      double slabs = 1;
      if (g.read) {
        long long lo = 0, hi = 0;
        for (const std::vector<long long>& o : offsets_of(g)) {
          lo = std::min(lo, offset_along(o, dim));
          hi = std::max(hi, offset_along(o, dim));
        }
        slabs = static_cast<double>(hi - lo + 1);
      }
      bytes += slabs * slab_points(level) * static_cast<double>(g.element_bytes);
    }
    return bytes;
  };

  t.reuse_lost = std::max(0, depth - 1);
  for (int level = 0; level + 1 < depth; ++level) {
    double ws = working_set(level);
    if (level == 0) t.plane_working_set = static_cast<std::uint64_t>(ws);
    if (ws <= static_cast<double>(cache.bytes)) {
      t.reuse_lost = level;
      break;
    }
  }
  // Each read grid is read from memory once per distinct offset along the loops whose
  // reuse is lost.
  for (const StreamedGrid& g : nest.grids) {
    if (!g.read) continue;
    std::set<std::vector<long long>> distinct;
    for (const std::vector<long long>& o : offsets_of(g)) {
      std::vector<long long> outer;
      outer.reserve(static_cast<size_t>(t.reuse_lost));
      for (int level = 0; level < t.reuse_lost; ++level)
        outer.push_back(offset_along(o, order[static_cast<size_t>(level)]));
      distinct.insert(outer);
    }
    if (distinct.size() > 1) t.capacity += static_cast<long long>(distinct.size() - 1) * g.element_bytes;
  }
  return t;
}

double Intensity::tuned() const {
  return traffic.compulsory > 0 ? static_cast<double>(flops) / static_cast<double>(traffic.compulsory) : 0.0;
}

double Intensity::naive() const {
  return traffic.naive() > 0 ? static_cast<double>(flops) / static_cast<double>(traffic.naive()) : 0.0;
}

Intensity arithmetic_intensity(const NestInfo& nest, const std::vector<long long>& extents, const CacheModel& cache) {
  return {nest.flops.total(), naive_traffic(nest, extents, cache)};
}

StreamMix stream_mix(const NestInfo& nest) { return {nest.read_streams(), nest.write_streams()}; }

}  // namespace st
