#include "strategy/cpu_temporal_space.h"

#include <algorithm>
#include <cstdio>
#include <set>
#include <string>

#include "frontend/diagnostics.h"

namespace st {

namespace {

// The candidates of each parameter; the rules below drop what does not fit.
const std::vector<long long> steps_per_pass = {1, 2, 3, 4, 6, 8};
const std::vector<long long> tile_sizes = {2, 4, 8, 12, 16, 24, 32, 48, 64, 96, 128, 192, 256, 384, 512, 1024};

// A tile may compute at most this many points per point of the result.
constexpr double most_redundancy = 2.0;

struct Shape {
  int dims = 0;
  long long element_bytes = 8;
};

Shape shape_of(const StencilInfo& info) {
  Shape s;
  s.dims = info.nests.front().dims;
  for (const NestInfo& n : info.nests) s.element_bytes = std::max<long long>(s.element_bytes, n.element_bytes);
  return s;
}

// The parameter that sets the tile along grid dimension `dim` (the slowest one is
// streamed: CZ in 3-D, CY in 2-D).
const char* tile_parameter(int dims, int dim) {
  if (dim == dims - 1) return dims == 3 ? "CZ" : "CY";
  return "CY";
}

long long value_or(const Point& p, const std::string& name, long long fallback) {
  auto it = p.find(name);
  return it == p.end() ? fallback : it->second;
}

// The extent along `dim` a tile of `point` covers, its halo left out.
long long tile_extent(const Shape& s, const std::vector<long long>& extents, const Point& point, int dim) {
  long long e = extents.at(static_cast<size_t>(dim));
  if (s.dims == 3 && dim == 1) {
    long long rows = value_or(point, "CY", 0);
    return rows > 0 ? std::min(rows, e) : e;
  }
  if (dim == s.dims - 1) return std::min(value_or(point, tile_parameter(s.dims, dim), e), e);
  return e;
}

// The grids the time loop writes.
std::set<std::string> written_grids(const StencilInfo& info) {
  std::set<std::string> written;
  for (const NestInfo& n : info.nests) {
    for (const Access& a : n.accesses) {
      if (a.is_write) written.insert(a.array);
    }
  }
  return written;
}

// A core's own share of the level-2 cache; 0 where the machine reports none.
std::uint64_t private_cache_bytes(const MachineInfo& machine) {
  for (const CacheLevel& c : machine.caches) {
    if (c.level == 2) return c.size_bytes / static_cast<std::uint64_t>(std::max(1, c.cores_sharing));
  }
  return 0;
}

}  // namespace

std::vector<long long> temporal_reach_per_step(const StencilInfo& info) {
  const int dims = info.nests.front().dims;
  const std::set<std::string> written = written_grids(info);
  std::vector<long long> reach(static_cast<size_t>(dims), 0);
  for (const NestInfo& n : info.nests) {
    std::vector<long long> widest(static_cast<size_t>(dims), 0);
    for (const Access& a : n.accesses) {
      if (a.is_write || !written.count(a.array)) continue;
      for (int d = 0; d < dims && d < static_cast<int>(a.offsets.size()); ++d) {
        long long o = a.offsets[static_cast<size_t>(d)];
        widest[static_cast<size_t>(d)] = std::max(widest[static_cast<size_t>(d)], o < 0 ? -o : o);
      }
    }
    for (int d = 0; d < dims; ++d) reach[static_cast<size_t>(d)] += widest[static_cast<size_t>(d)];
  }
  return reach;
}

double temporal_redundancy(const StencilInfo& info, const std::vector<long long>& extents, const Point& point) {
  const Shape s = shape_of(info);
  const long long bt = value_or(point, "BT", 1);
  if (bt <= 1) return 1;
  const std::vector<long long> reach = temporal_reach_per_step(info);
  double factor = 1;
  // The halos of the dimensions that are cut; on average a tile's halo grows from
  // nothing at the pass's last step to (BT - 1) steps' reach at its first.
  for (int d = s.dims == 3 ? 1 : s.dims - 1; d < s.dims; ++d) {
    long long core = tile_extent(s, extents, point, d);
    long long extent = extents.at(static_cast<size_t>(d));
    if (core >= extent) continue;
    double halo = static_cast<double>(reach[static_cast<size_t>(d)] * (bt - 1));
    // Skewed tiles compute each row once; the rows they take from the tile before and
    // save for the one after (about a step's reach each application) count as work.
    if (s.dims == 3 && d == 1 && value_or(point, "SKEW", 0) == 1) halo = static_cast<double>(reach[1]);
    factor *= (static_cast<double>(core) + halo) / static_cast<double>(core);
  }
  return factor;
}

std::uint64_t temporal_ring_bytes(const StencilInfo& info, const std::vector<long long>& extents, const Point& point) {
  const Shape s = shape_of(info);
  const long long bt = value_or(point, "BT", 1);
  const std::vector<long long> reach = temporal_reach_per_step(info);
  long long row = extents.front();
  long long rows = 1;
  if (s.dims == 3) rows = tile_extent(s, extents, point, 1) + 2 * reach[1] * bt;
  long long planes = 0;
  for (const NestInfo& n : info.nests) {
    int r = n.radius.empty() ? 0 : n.radius.back();
    planes += 2 * r + 1;
  }
  return static_cast<std::uint64_t>(bt * planes * rows * row * s.element_bytes);
}

ParamSpace cpu_temporal_space(const StencilInfo& info, const std::vector<long long>& extents, long long steps,
                              const MachineInfo& machine, const LogSink& log) {
  internal_assert(info.time_loop.has_value()) << "a temporal space for a subroutine without a time loop";
  const Shape s = shape_of(info);
  if (static_cast<int>(extents.size()) != s.dims)
    throw UserError("the size has " + std::to_string(extents.size()) + " extents, the time loop's grids " +
                    std::to_string(s.dims));
  ParamSpace space;
  space.add_dimension({"BT", steps_per_pass, "steps of the time loop per pass over memory"});
  const long long slow = extents.back();
  std::vector<long long> chunks;
  chunks.reserve(tile_sizes.size() + static_cast<size_t>(std::max(1, machine.cores)));
  for (long long t : tile_sizes) chunks.push_back(std::min(t, slow));
  // One chunk per thread: the least redundant work along the streamed dimension.
  for (int t = 1; t <= std::max(1, machine.cores); ++t) chunks.push_back((slow + t - 1) / t);
  space.add_dimension({tile_parameter(s.dims, s.dims - 1), chunks, "planes per tile along the slowest dimension"});
  if (s.dims == 3) {
    std::vector<long long> rows;
    rows.reserve(tile_sizes.size());
    for (long long t : tile_sizes) rows.push_back(std::min(t, extents[1]));
    space.add_dimension({"CY", rows, "rows per tile along the second dimension"});
  }
  std::vector<long long> threads;
  for (int t = 1; t <= std::max(1, machine.cores); t *= 2) threads.push_back(t);
  threads.push_back(std::max(1, machine.cores));
  space.add_dimension({"THREADS", threads, "threads, pinned one per core"});
  space.add_dimension({"SIMD", {0, 1}, "1: a SIMD pragma on the unit-stride loop"});
  space.add_dimension({"NT", {0, 1}, "1: non-temporal stores to the pass's output (no read for ownership)"});
  // Where there is AVX-512, the SIMD loops' vector width: the plane kernels' loads from
  // the rings run at other rates at 256 and 512 bits, and which is faster depends on the core.
  if (machine.simd_bytes >= 64) {
    space.add_dimension({"VEC", {64, 32}, "bytes a vector (SIMD=1)"});
    space.add_constraint({"a vector width without the SIMD pragma",
                          {"SIMD", "VEC"},
                          [](const Point& p) { return p.at("SIMD") == 1 || p.at("VEC") == 64; },
                          [](const Point& p) { return "VEC=" + std::to_string(p.at("VEC")) + " with SIMD=0"; }});
  }

  // The plane kernels' neighbours along the unit stride from shuffled whole vectors
  // (backends/c/shifted_rows.h): fewer loads, none across a cache line, where the rings
  // feed them fast enough to tell.
  space.add_dimension({"SHUF", {0, 1}, "1: the plane kernels shuffle whole vectors for the unit stride's neighbours"});
  space.add_constraint({"shuffled vectors without the SIMD pragma",
                        {"SIMD", "SHUF"},
                        [](const Point& p) { return p.at("SIMD") == 1 || p.at("SHUF") == 0; },
                        [](const Point& p) { return "SHUF=" + std::to_string(p.at("SHUF")) + " with SIMD=0"; }});
  // Step by step there are no plane kernels: SHUF=1 would only repeat SHUF=0's variant.
  space.add_constraint({"shuffled vectors without passes",
                        {"BT", "SHUF"},
                        [](const Point& p) { return p.at("BT") > 1 || p.at("SHUF") == 0; },
                        [](const Point& p) { return "SHUF=" + std::to_string(p.at("SHUF")) + " with BT=1"; }});

  // In 3-D, the passes' prefetch of the input planes that the wave front reads next
  // (backends/c/temporal_blocking.h); a 2-D pass's plane is a row, which the hardware
  // prefetchers follow.
  if (s.dims == 3) {
    space.add_dimension({"PF", {0, 1}, "1: the passes prefetch the input planes the wave front reads next"});
    space.add_constraint({"prefetched planes without passes",
                          {"BT", "PF"},
                          [](const Point& p) { return p.at("BT") > 1 || p.at("PF") == 0; },
                          [](const Point& p) { return "PF=" + std::to_string(p.at("PF")) + " with BT=1"; }});
    // Skewed tiles (backends/c/temporal_blocking.h): every row computed once per
    // application, the tiles of a chunk run in order by one thread.
    space.add_dimension({"SKEW", {0, 1}, "1: tiles skewed along the second dimension, not overlapped"});
    space.add_constraint({"skewed tiles without passes",
                          {"BT", "SKEW"},
                          [](const Point& p) { return p.at("BT") > 1 || p.at("SKEW") == 0; },
                          [](const Point& p) { return "SKEW=" + std::to_string(p.at("SKEW")) + " with BT=1"; }});
    // A skewed tile takes the rows below its windows from the tile before: tiles of at
    // least twice a step's reach, fewer than the extent (one tile is not skewed), and a
    // chunk of planes for every thread (a thread runs a chunk's tiles in order).
    const long long reach = temporal_reach_per_step(info)[1];
    const long long rows_extent = extents[1];
    space.add_constraint({"skewed tiles of too few rows, one tile or fewer chunks than threads",
                          {"SKEW", "CY", "CZ", "THREADS"},
                          [reach, rows_extent, slow](const Point& p) {
                            if (p.at("SKEW") == 0) return true;
                            const long long per_thread = (slow + p.at("CZ") - 1) / p.at("CZ");
                            return p.at("CY") >= 2 * reach && p.at("CY") < rows_extent && per_thread >= p.at("THREADS");
                          },
                          [](const Point& p) {
                            return "SKEW=1 with CY=" + std::to_string(p.at("CY")) +
                                   " CZ=" + std::to_string(p.at("CZ")) + " THREADS=" + std::to_string(p.at("THREADS"));
                          }});
  }

  space.add_constraint({"more steps per pass than the time loop runs",
                        {"BT"},
                        [steps](const Point& p) { return p.at("BT") <= std::max(1LL, steps); },
                        [steps](const Point& p) {
                          return "BT=" + std::to_string(p.at("BT")) + " > " + std::to_string(steps) + " steps";
                        }});
  std::vector<std::string> tiles = {"BT", tile_parameter(s.dims, s.dims - 1)};
  if (s.dims == 3) tiles.push_back("CY");
  space.add_constraint(
      {"redundant halo work", tiles,
       [&info, extents](const Point& p) { return temporal_redundancy(info, extents, p) <= most_redundancy; },
       [&info, extents](const Point& p) {
         char text[48];
         std::snprintf(text, sizeof text, "%.2f points computed a point", temporal_redundancy(info, extents, p));
         return std::string(text);
       }});
  const std::uint64_t capacity = [&] {
    std::uint64_t best = 0;
    for (const CacheLevel& c : machine.caches) {
      if (c.level < 2) continue;
      best = std::max(best, c.size_bytes / static_cast<std::uint64_t>(std::max(1, c.cores_sharing)));
    }
    return best;
  }();
  if (capacity > 0) {
    std::vector<std::string> ring = {"BT"};
    if (s.dims == 3) ring.push_back("CY");
    space.add_constraint({"rings of intermediate planes exceed a core's cache", ring,
                          [&info, extents, capacity](const Point& p) {
                            return p.at("BT") <= 1 || temporal_ring_bytes(info, extents, p) <= capacity;
                          },
                          [&info, extents, capacity](const Point& p) {
                            return std::to_string(temporal_ring_bytes(info, extents, p)) + " bytes > " +
                                   std::to_string(capacity);
                          }});
  }
  SpaceTally tally = space.tally();
  log_space(space, tally, log, "[stenciltune:temporal]");
  return space;
}

Point cpu_temporal_default(const ParamSpace& space, const StencilInfo& info, const std::vector<long long>& extents,
                           const MachineInfo& machine, const LogSink& log) {
  const Shape s = shape_of(info);
  const Dimension* threads = space.dimension("THREADS");
  const long long cores = threads && !threads->values.empty() ? threads->values.back() : 1;
  const long long slow = extents.back();
  const std::uint64_t l2 = private_cache_bytes(machine);
  // Among the points with every thread, the SIMD pragma, shuffled vectors in the plane
  // kernels (heat3d's BT=4 passes at 256^3 on a 2-core EPYC: 1.07x with 512-bit
  // vectors, a wash with 256-bit ones), skewed tiles and the prefetch of the input planes
  // in 3-D (heat3d's BT=4 passes at 256^3 on a 2-core Xeon: about 1.19x and 1.05x),
  // non-temporal stores to the
  // pass's output (a pass writes every point of the grids once, a third of its traffic
  // is the read for ownership of those lines otherwise) and one chunk of planes per
  // thread: the most steps per pass (up to 4) for the least redundant work. Rings past a
  // core's L2 are read from the shared cache (counted as half as much work again), rings
  // past four times it thrash that too (three times the work): on a 2-core EPYC at 256^3,
  // BT=4 over whole planes (13 MiB of rings a thread) ran at 0.63 of the rate over 32 rows.
  // Where --param rules some of those out (a chunk of other planes, BT=6), the points
  // that keep the most of the rest.
  Point best;
  double best_score = 0;
  int best_kept = -1;
  space.for_each_legal([&](const Point& p) {
    long long bt = p.at("BT");
    long long chunk = p.at(tile_parameter(s.dims, s.dims - 1));
    long long per_thread = (slow + cores - 1) / cores;
    const int kept = (bt <= 4 ? 256 : 0) + (!p.count("VEC") || p.at("VEC") == 64 ? 128 : 0) +
                     (p.at("THREADS") == cores ? 64 : 0) + (p.at("SIMD") == 1 ? 32 : 0) +
                     (!p.count("SKEW") || p.at("SKEW") == 1 ? 16 : 0) +
                     (!p.count("SHUF") || p.at("SHUF") == 1 ? 8 : 0) + (!p.count("PF") || p.at("PF") == 1 ? 4 : 0) +
                     (p.at("NT") == 1 ? 2 : 0) + (chunk == per_thread ? 1 : 0);
    if (kept < best_kept) return true;
    if (kept > best_kept) {
      best_kept = kept;
      best_score = 0;
    }
    double cost = temporal_redundancy(info, extents, p);
    const std::uint64_t ring = bt > 1 ? temporal_ring_bytes(info, extents, p) : 0;
    if (l2 > 0 && ring > 4 * l2) {
      cost *= 3;
    } else if (l2 > 0 && ring > l2) {
      cost *= 1.5;
    }
    double score = static_cast<double>(bt) / cost;
    if (score > best_score + 1e-9) {
      best = p;
      best_score = score;
    }
    return true;
  });
  if (best.empty()) {
    std::vector<Point> any = space.legal_points(1);
    if (any.empty()) throw UserError("no temporal blocking fits: " + explain_empty(space.tally()));
    best = any.front();
  }
  if (log) log("[stenciltune:temporal] default " + space.format(best));
  return best;
}

}  // namespace st
