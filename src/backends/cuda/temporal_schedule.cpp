#include "backends/cuda/temporal_schedule.h"

#include <algorithm>
#include <set>

#include "ast/printer.h"
#include "frontend/diagnostics.h"

namespace st::cuda {

namespace {

// The grids the time loop writes, in order of first write.
std::vector<std::string> written_grids(const StencilInfo& info) {
  std::vector<std::string> written;
  for (const NestInfo& n : info.nests) {
    for (const Access& a : n.accesses) {
      if (a.is_write && std::find(written.begin(), written.end(), a.array) == written.end()) written.push_back(a.array);
    }
  }
  return written;
}

bool contains(const std::vector<std::string>& list, const std::string& s) {
  return std::find(list.begin(), list.end(), s) != list.end();
}

// What one nest reads of the written grids (the offsets of each read) and writes.
struct NestUse {
  std::map<std::string, std::vector<std::vector<long long>>> reads;
  std::vector<std::string> writes;
};

NestUse use_of(const NestInfo& nest, const std::vector<std::string>& written) {
  NestUse use;
  for (const Access& a : nest.accesses) {
    if (!contains(written, a.array)) continue;
    if (a.is_write) {
      if (!contains(use.writes, a.array)) use.writes.push_back(a.array);
    } else {
      use.reads[a.array].push_back(a.offsets);
    }
  }
  return use;
}

}  // namespace

long long TemporalSchedule::ring_planes() const {
  long long planes = 0;
  for (const TemporalRing& r : rings) planes = std::max(planes, r.first + r.planes);
  return planes;
}

const TemporalRing* TemporalSchedule::ring(const std::string& grid, int version) const {
  for (const TemporalRing& r : rings) {
    if (r.grid == grid && r.version == version) return &r;
  }
  return nullptr;
}

std::optional<std::string> temporal_refusal(const StencilInfo& info) {
  if (!info.time_loop) return "it has no time loop";
  if (info.nests.empty()) return "its time loop holds no nest";
  if (info.time_loop->first_nest != 0 || info.time_loop->end_nest != static_cast<int>(info.nests.size()))
    return "nests outside its time loop run once, not once per step";
  const NestInfo& first = info.nests.front();
  if (first.dims != 2 && first.dims != 3) return "only 2-D and 3-D nests are blocked over time";
  const std::vector<std::string> written = written_grids(info);
  const ArrayInfo* shape = nullptr;
  bool any_read = false;
  for (const NestInfo& n : info.nests) {
    const std::string which = "nest " + std::to_string(n.index + 1);
    if (n.dims != first.dims) return which + " has another number of dimensions than nest 1";
    if (!n.reductions.empty()) return which + " has a reduction, which is summed over each step's sweep";
    if (std::optional<std::string> g = read_after_write(n))
      return which + " reads '" + *g + "' after assigning it in the same iteration (a pass reads the version before)";
    for (const LoopInfo& l : n.loops) {
      if (l.step != 1) return which + " has a loop with a step other than 1";
    }
    for (const Access& a : n.accesses) {
      if (!contains(written, a.array)) continue;
      if (!a.is_write) any_read = true;  // (the analysis checked that each write is at its own point)
    }
    for (const ArrayInfo& a : n.arrays) {
      if (!contains(written, a.name)) continue;
      if (a.rank != n.dims) return "'" + a.name + "' has dimensions beyond the grid's";
      for (int d = 0; d < a.rank; ++d) {
        if (a.grid_dims[static_cast<size_t>(d)] != d)
          return "'" + a.name + "' is not indexed along its dimensions in the loops' order";
      }
      if (!shape) {
        shape = &a;
        continue;
      }
      if (!(a.type == shape->type))
        return "'" + a.name + "' and '" + shape->name + "' have other element types (one precision is blocked)";
      for (size_t d = 0; d < a.bounds.size(); ++d) {
        auto text = [](const ast::Expr& e) { return e ? ast::to_fortran(e) : std::string("1"); };
        if (text(a.bounds[d].lower) != text(shape->bounds[d].lower) ||
            text(a.bounds[d].upper) != text(shape->bounds[d].upper))
          return "'" + a.name + "' and '" + shape->name + "' are declared with other bounds";
      }
    }
  }
  if (!any_read) return "no nest reads a grid the time loop writes, so its steps do not depend on each other";
  return std::nullopt;
}

TemporalSchedule temporal_schedule(const StencilInfo& info, int steps, bool queues, bool registers_only) {
  internal_assert(!temporal_refusal(info)) << "a time loop that cannot be blocked was scheduled";
  TemporalSchedule s;
  s.dims = info.nests.front().dims;
  s.steps = steps;
  s.written = written_grids(info);
  const size_t dims = static_cast<size_t>(s.dims);
  const size_t stream = dims - 1;
  std::vector<NestUse> uses;
  for (const NestInfo& n : info.nests) uses.push_back(use_of(n, s.written));
  const int per_step = static_cast<int>(uses.size());
  const int count = steps * per_step;
  s.apps.resize(static_cast<size_t>(count));

  // Versions, forwards.
  std::map<std::string, int> current;
  for (const std::string& g : s.written) current[g] = -1;
  for (int a = 0; a < count; ++a) {
    TemporalApplication& app = s.apps[static_cast<size_t>(a)];
    app.nest = a % per_step;
    app.step = a / per_step;
    const NestUse& use = uses[static_cast<size_t>(app.nest)];
    app.writes = use.writes;
    for (const auto& [grid, offsets] : use.reads) app.read_version[grid] = current[grid];
    for (const std::string& g : use.writes) app.prev_version[g] = current[g];
    for (const std::string& g : use.writes) current[g] = a;
  }
  for (const std::string& g : s.written) {
    if (current[g] >= 0) s.apps[static_cast<size_t>(current[g])].final_writes.insert(g);
  }
  for (const std::string& g : s.written) {
    const auto writers = std::count_if(uses.begin(), uses.end(), [&g](const NestUse& u) {
      return std::find(u.writes.begin(), u.writes.end(), g) != u.writes.end();
    });
    const bool input_read = std::any_of(s.apps.begin(), s.apps.end(), [&g](const TemporalApplication& app) {
      auto v = app.read_version.find(g);
      return v != app.read_version.end() && v->second < 0;
    });
    if (writers == 1 && !input_read) s.results_at_end.insert(g);
  }

  // Extents, backwards: the region over which each version is needed so that the core
  // comes out right. A grid's need only grows going back, so the version before a write
  // covers the writer's region too (where the writer keeps its values).
  std::map<std::string, std::vector<long long>> need_below, need_above;
  for (const std::string& g : s.written) {
    need_below[g].assign(dims, 0);
    need_above[g].assign(dims, 0);
  }
  for (int a = count - 1; a >= 0; --a) {
    TemporalApplication& app = s.apps[static_cast<size_t>(a)];
    const NestUse& use = uses[static_cast<size_t>(app.nest)];
    app.below.assign(dims, 0);
    app.above.assign(dims, 0);
    for (const std::string& g : use.writes) {
      for (size_t d = 0; d < dims; ++d) {
        app.below[d] = std::max(app.below[d], need_below[g][d]);
        app.above[d] = std::max(app.above[d], need_above[g][d]);
      }
    }
    for (const auto& [grid, offsets] : use.reads) {
      for (const std::vector<long long>& o : offsets) {
        for (size_t d = 0; d < dims; ++d) {
          need_below[grid][d] = std::max(need_below[grid][d], app.below[d] - o[d]);
          need_above[grid][d] = std::max(need_above[grid][d], app.above[d] + o[d]);
        }
      }
    }
  }

  // Delays, forwards: each plane an application reads is computed (or loaded) at the
  // same time step or before, the input's planes being loaded with no delay.
  for (int a = 0; a < count; ++a) {
    TemporalApplication& app = s.apps[static_cast<size_t>(a)];
    const NestUse& use = uses[static_cast<size_t>(app.nest)];
    long long delay = 0;
    for (const auto& [grid, offsets] : use.reads) {
      int v = app.read_version.at(grid);
      long long base = v < 0 ? 0 : s.apps[static_cast<size_t>(v)].delay;
      for (const std::vector<long long>& o : offsets) delay = std::max(delay, base + o[stream]);
    }
    for (const auto& [grid, v] : app.prev_version) {
      if (v >= 0) delay = std::max(delay, s.apps[static_cast<size_t>(v)].delay);
    }
    app.delay = delay;
  }

  // Rings: the loaded inputs (grids a stencil reads before any application of the pass
  // writes them; the values kept where a nest does not write come from memory), then
  // every version a later application reads, each as deep as its last reader lags: a
  // read of plane p + o at plane p, by an application `lag` planes behind the writer,
  // needs lag - o + 1 planes. With queues, the reads at the thread's own point come from
  // its registers; registers only (the shuffle passes), every read.
  auto place = [&](int version, const std::string& g) {
    TemporalRing r;
    r.grid = g;
    r.version = version;
    long long written_at = version < 0 ? 0 : s.apps[static_cast<size_t>(version)].delay;
    auto own_point = [&](const std::vector<long long>& o) {
      for (size_t d = 0; d < stream; ++d) {
        if (o[d] != 0) return false;
      }
      return true;
    };
    for (int c = version + 1; c < count; ++c) {
      const TemporalApplication& later = s.apps[static_cast<size_t>(c)];
      const long long lag = later.delay - written_at;
      auto rv = later.read_version.find(g);
      if (rv != later.read_version.end() && rv->second == version) {
        for (const std::vector<long long>& o : uses[static_cast<size_t>(later.nest)].reads.at(g)) {
          long long& depth = registers_only || (queues && own_point(o)) ? r.queue : r.planes;
          depth = std::max(depth, lag - o[stream] + 1);
        }
      }
      auto pv = later.prev_version.find(g);
      if (version >= 0 && pv != later.prev_version.end() && pv->second == version) {
        long long& depth = queues || registers_only ? r.queue : r.planes;
        depth = std::max(depth, lag + 1);
      }
    }
    return r;
  };
  long long next = 0;
  auto keep = [&](TemporalRing r) {
    if (r.planes == 0 && r.queue == 0) return false;  // no later application reads it
    r.first = next;
    next += r.planes;
    s.rings.push_back(r);
    return true;
  };
  for (const std::string& g : s.written) {
    if (!keep(place(-1, g))) continue;
    s.load_below[g] = need_below[g];
    s.load_above[g] = need_above[g];
  }
  for (int a = 0; a < count; ++a) {
    // A result no later application reads goes straight to memory.
    for (const std::string& g : s.apps[static_cast<size_t>(a)].writes) keep(place(a, g));
  }

  s.halo_below.assign(dims, 0);
  s.halo_above.assign(dims, 0);
  for (size_t d = 0; d < dims; ++d) {
    for (const TemporalApplication& app : s.apps) {
      s.halo_below[d] = std::max(s.halo_below[d], app.below[d]);
      s.halo_above[d] = std::max(s.halo_above[d], app.above[d]);
    }
    for (const auto& [g, b] : s.load_below) s.halo_below[d] = std::max(s.halo_below[d], b[d]);
    for (const auto& [g, b] : s.load_above) s.halo_above[d] = std::max(s.halo_above[d], b[d]);
  }
  return s;
}

TemporalSchedule temporal_schedule(const StencilInfo& info, const CudaVariant& v, int steps) {
  return temporal_schedule(info, steps, v.stream, v.shuffle);
}

std::vector<long long> temporal_tile(const StencilInfo& info, const CudaVariant& v) {
  // A shuffle pass's tile is a warp's: each warp of the block computes its own.
  const long long width = static_cast<long long>(v.shuffle ? 32 : v.tx) * v.rx;
  if (info.nests.front().dims == 3) return {width, static_cast<long long>(v.ty) * v.ry};
  return {width};
}

std::vector<long long> temporal_core(const StencilInfo& info, const CudaVariant& v, int steps) {
  TemporalSchedule s = temporal_schedule(info, v, steps);
  std::vector<long long> core = temporal_tile(info, v);
  for (size_t d = 0; d < core.size(); ++d) core[d] -= s.halo_below[d] + s.halo_above[d];
  return core;
}

TileRows temporal_steady_rows(const TemporalSchedule& s, const TemporalApplication& app,
                              const std::vector<long long>& tile) {
  // The tile's halos are the widest of every application's: the region lies in the tile.
  if (s.dims != 3) return {0, 0};
  return {s.halo_below[1] - app.below[1], tile[1] - 1 - s.halo_above[1] + app.above[1]};
}

double temporal_steady_points(const StencilInfo& info, const CudaVariant& v, int steps) {
  const TemporalSchedule s = temporal_schedule(info, v, steps);
  const std::vector<long long> tile = temporal_tile(info, v);
  if (s.apps.empty()) return 0.0;
  double points = 0;
  for (const TemporalApplication& app : s.apps) {
    const TileRows rows = temporal_steady_rows(s, app, tile);
    points += static_cast<double>(tile[0]) * static_cast<double>(rows.last - rows.first + 1);
  }
  return points / static_cast<double>(s.apps.size());
}

namespace {

int element_bytes(const StencilInfo& info, const TemporalSchedule& s) {
  for (const ArrayInfo& a : info.nests.front().arrays) {
    if (contains(s.written, a.name)) return a.type.kind;
  }
  return 8;
}

}  // namespace

long long temporal_ring_guard(const StencilInfo& info, const CudaVariant& v) {
  const std::vector<long long> tile = temporal_tile(info, v);
  long long guard = 0;
  for (const NestInfo& n : info.nests) {
    for (const Access& a : n.accesses) {
      long long reach = 0, stride = 1;
      for (size_t d = 0; d < tile.size() && d < a.offsets.size(); ++d) {
        reach += (a.offsets[d] < 0 ? -a.offsets[d] : a.offsets[d]) * stride;
        stride *= tile[d];
      }
      guard = std::max(guard, reach);
    }
  }
  return guard;
}

long long temporal_shared_bytes(const StencilInfo& info, const CudaVariant& v, int steps, bool guards) {
  TemporalSchedule s = temporal_schedule(info, v, steps);
  long long plane = 1;
  for (long long t : temporal_tile(info, v)) plane *= t;
  const long long guard = guards && s.ring_planes() > 0 ? temporal_ring_guard(info, v) : 0;
  return (s.ring_planes() * plane + 2 * guard) * element_bytes(info, s);
}

long long temporal_queue_registers(const StencilInfo& info, const CudaVariant& v, int steps) {
  TemporalSchedule s = temporal_schedule(info, v, steps);
  long long planes = 0;
  for (const TemporalRing& r : s.rings) planes += r.registers();
  const long long columns = static_cast<long long>(v.rx) * (s.dims == 3 ? v.ry : 1);
  return planes * columns * ((element_bytes(info, s) + 3) / 4);
}

double temporal_shared_accesses(const StencilInfo& info, const CudaVariant& v, int steps) {
  if (v.shuffle) return 0.0;  // registers and warp shuffles only
  const TemporalSchedule s = temporal_schedule(info, v, steps);
  const size_t stream = static_cast<size_t>(s.dims) - 1;
  std::vector<NestUse> uses;
  for (const NestInfo& n : info.nests) uses.push_back(use_of(n, s.written));
  double accesses = 0;
  for (const TemporalApplication& app : s.apps) {
    for (const auto& [grid, offsets] : uses[static_cast<size_t>(app.nest)].reads) {
      auto rv = app.read_version.find(grid);
      if (rv == app.read_version.end()) continue;
      const int version = rv->second;
      const TemporalRing* r = s.ring(grid, version);
      if (r == nullptr) continue;
      const long long lag = app.delay - (version < 0 ? 0 : s.apps[static_cast<size_t>(version)].delay);
      std::set<std::vector<long long>> cells(offsets.begin(), offsets.end());
      // In 3-D a thread loads each column of cells once for its RY adjacent rows: the rows
      // the column's reads reach (dy) around them.
      std::map<std::pair<long long, long long>, std::pair<long long, long long>> columns;
      for (const std::vector<long long>& o : cells) {
        const bool own =
            std::all_of(o.begin(), o.begin() + static_cast<std::ptrdiff_t>(stream), [](long long x) { return x == 0; });
        if (own) {
          // The plane written in this step is in the writer's register; with queues the
          // planes older than the ring's are too.
          const long long back = lag - o[stream];
          if (back == 0 || (v.stream && r->queue > 0 && back >= r->planes)) continue;
        }
        if (s.dims != 3) {
          accesses += 1;
          continue;
        }
        widen_row_span(columns, std::make_pair(o[0], o[2]), o[1]);
      }
      for (const auto& [column, rows] : columns)
        accesses += static_cast<double>(v.ry + rows.second - rows.first) / static_cast<double>(v.ry);
    }
  }
  for (const TemporalRing& r : s.rings) {
    if (r.planes > 0) ++accesses;                       // the store of each plane into the ring
    if (r.planes > 0 && r.registers() > 0) ++accesses;  // the queue's refill from it
  }
  return s.apps.empty() ? 0.0 : accesses / static_cast<double>(s.apps.size());
}

}  // namespace st::cuda
