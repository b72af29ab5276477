#include "strategy/cpu_strategy.h"

#include <algorithm>
#include <cstdio>
#include <memory>
#include <set>
#include <tuple>

#include "frontend/diagnostics.h"

namespace st {

namespace {

// The parameter names along grid dimension d (0 = unit stride).
const char* block_name(int d) {
  static const char* const names[] = {"CX", "CY", "CZ"};
  if (d < 0 || d > 2) throw InternalError("CPU strategy asked for grid dimension " + std::to_string(d));
  return names[d];
}
const char* register_name(int d) {
  static const char* const names[] = {"RX", "RY", "RZ"};
  if (d < 0 || d > 2) throw InternalError("CPU strategy asked for grid dimension " + std::to_string(d));
  return names[d];
}

std::string bytes_text(double bytes) {
  char buf[64];
  if (bytes >= 1024.0 * 1024 * 1024) {
    std::snprintf(buf, sizeof buf, "%.1f GiB", bytes / (1024.0 * 1024 * 1024));
  } else if (bytes >= 1024.0 * 1024) {
    std::snprintf(buf, sizeof buf, "%.1f MiB", bytes / (1024.0 * 1024));
  } else if (bytes >= 1024.0) {
    std::snprintf(buf, sizeof buf, "%.1f KiB", bytes / 1024.0);
  } else {
    std::snprintf(buf, sizeof buf, "%.0f B", bytes);
  }
  return buf;
}

// One grid as the working-set rule sees it.
struct GridTerm {
  long long bytes = 8;         // element size times the components (a(i,j,k,1..3) has 3)
  std::vector<int> grid_dims;  // the grid dimensions it varies along
};

// What the options and rules need to know about the nest, the size and the machine.
struct CpuContext {
  int dims = 0;
  std::vector<long long> extents;
  std::vector<int> radius;
  int element_bytes = 8;
  std::vector<GridTerm> reads;
  std::vector<GridTerm> writes;
  bool streamable = false;  // some grid is written and never read: NT can stream it
  MachineInfo machine;
  int line_bytes = 64;
  std::uint64_t capacity = 0;  // core_block_capacity
  std::uint64_t l2_share = 0;  // one core's share of the L2; 0 when unknown
  // Sizes of the groups of hardware threads that share a cache below the last-level
  // cache (the candidates for TEAM above 1), and why, or why there are none.
  std::vector<long long> team_sizes;
  std::string sharing;
};

std::vector<GridTerm> grid_terms(const NestInfo& nest, bool written) {
  std::vector<GridTerm> terms;
  for (const ArrayInfo& a : nest.arrays) {
    bool is_written = a.role == ArrayRole::Written || a.role == ArrayRole::ReadWritten;
    bool is_read = a.role == ArrayRole::Read || a.role == ArrayRole::ReadWritten;
    if (written ? !is_written : !is_read) continue;
    // Components: the distinct constant indices it is accessed with (extra dimensions).
    std::set<std::vector<std::pair<int, Affine>>> components;
    for (const Access& access : nest.accesses) {
      if (access.array == a.name && access.is_write == written) components.insert(access.constant_indices);
    }
    GridTerm t;
    t.bytes = static_cast<long long>(a.type.kind) * std::max<long long>(1, static_cast<long long>(components.size()));
    for (int g : a.grid_dims) {
      if (g >= 0) t.grid_dims.push_back(g);
    }
    terms.push_back(std::move(t));
  }
  return terms;
}

const CacheLevel* cache_level(const MachineInfo& m, int level) {
  for (const CacheLevel& c : m.caches) {
    if (c.level == level) return &c;
  }
  return nullptr;
}

std::uint64_t share(const CacheLevel* c) {
  return c ? c->size_bytes / static_cast<std::uint64_t>(std::max(1, c->cores_sharing)) : 0;
}

// The groups of hardware threads that share a cache below the last-level cache: the
// hardware threads of one core (its private caches), and the cores under one L1 or L2
// instance where several cores share it. The last-level cache is left out: the threads
// sharing it are the machine's (or socket's) threads, which core blocks already serve.
void find_cache_sharing(const MachineInfo& m, std::vector<long long>& sizes, std::string& why) {
  const int pus_per_core = std::max(1, m.hw_threads / std::max(1, m.cores));
  const CacheLevel* llc = m.last_level_cache();
  std::set<long long> groups;
  std::string shared, per_core;
  if (pus_per_core > 1) {
    groups.insert(pus_per_core);
    shared = std::to_string(pus_per_core) + " hardware threads per core share its caches";
  }
  for (const CacheLevel& c : m.caches) {
    if (llc && c.level >= llc->level) continue;
    std::string name = "L" + std::to_string(c.level);
    if (c.cores_sharing > 1) {
      groups.insert(static_cast<long long>(c.cores_sharing) * pus_per_core);
      shared += (shared.empty() ? "" : "; ") + std::to_string(c.cores_sharing) + " cores share each " + name;
    } else {
      per_core += (per_core.empty() ? "" : " and ") + name;
    }
  }
  groups.erase(1);
  long long hw = std::max(m.hw_threads, m.cores);
  for (long long g : groups) {
    if (g <= hw) sizes.push_back(g);
  }
  std::string below = llc ? "below the L" + std::to_string(llc->level) : "(no cache sizes known)";
  if (sizes.empty()) {
    why = "no threads share a cache " + below + " (" +
          (per_core.empty() ? "no private cache level" : per_core + " per core") + ", " + std::to_string(pus_per_core) +
          " hardware thread(s) per core): TEAM=1 and no thread blocks (TBX TBY TBZ = 0), " +
          "a core block is one thread's";
  } else {
    std::string list;
    for (long long g : sizes) list += (list.empty() ? "" : ", ") + std::to_string(g);
    why = shared + ": TEAM may be " + list + ", whose threads split each core block into thread blocks";
  }
}

CpuContext make_context(const NestInfo& nest, const std::vector<long long>& extents, const MachineInfo& machine) {
  if (static_cast<int>(extents.size()) != nest.dims) {
    throw UserError("the problem size has " + std::to_string(extents.size()) + " extent(s) but the loop nest at line " +
                    std::to_string(nest.loc.begin.line) + " runs over " + std::to_string(nest.dims) +
                    " grid dimension(s)");
  }
  for (long long e : extents) {
    if (e < 1) throw UserError("a problem size extent must be at least 1, not " + std::to_string(e));
  }
  internal_assert(nest.dims >= 1 && nest.dims <= 3) << "CPU strategy for a " << nest.dims << "-D nest";
  CpuContext ctx;
  ctx.dims = nest.dims;
  ctx.extents = extents;
  ctx.radius = nest.radius;
  ctx.radius.resize(static_cast<std::size_t>(nest.dims), 0);
  ctx.element_bytes = std::max(1, nest.element_bytes);
  ctx.reads = grid_terms(nest, false);
  ctx.writes = grid_terms(nest, true);
  for (const ArrayInfo& a : nest.arrays) ctx.streamable = ctx.streamable || a.role == ArrayRole::Written;
  ctx.machine = machine;
  if (!machine.caches.empty()) ctx.line_bytes = std::max(8, machine.caches.front().line_bytes);
  ctx.capacity = core_block_capacity(machine);
  ctx.l2_share = share(cache_level(machine, 2));
  find_cache_sharing(machine, ctx.team_sizes, ctx.sharing);
  return ctx;
}

long long block_of(const CpuContext& ctx, const Point& p, int d) { return d < ctx.dims ? p.at(block_name(d)) : 1; }

// The working-set rule. A core block is computed start to finish by one thread, and
// the loops inside it are reordered by register blocking (unroll-and-jam over RY and
// RZ touches several rows and planes at once). So that every element of a read grid
// comes from memory once per block whatever that order, the whole block of each read
// grid with its halo, (CX+2rx)(CY+2ry)(CZ+2rz) elements, stays in cache. A written
// grid is not reread: only the lines being filled are live, at most one plane of the
// block (CX*CY in 3-D, CX in 2-D) per written grid.
long long working_set(const CpuContext& ctx, const Point& p) {
  long long total = 0;
  for (const GridTerm& g : ctx.reads) {
    long long n = g.bytes;
    for (int d : g.grid_dims) n *= block_of(ctx, p, d) + 2LL * ctx.radius[static_cast<std::size_t>(d)];
    total += n;
  }
  for (const GridTerm& g : ctx.writes) {
    long long n = g.bytes;
    for (int d : g.grid_dims) {
      if (d != ctx.dims - 1) n *= block_of(ctx, p, d);
    }
    total += n;
  }
  return total;
}

// The bytes one sweep of a core block keeps live in cache. The block's loops run its
// slowest dimension outermost, so of each read grid only the planes one step reads
// stay live (2r + R along that dimension, R its register block), with their halo in
// the others; of each written grid, the R planes being written.
long long sweep_window(const CpuContext& ctx, const Point& p) {
  const int slow = ctx.dims - 1;
  const long long r = p.count(register_name(slow)) ? p.at(register_name(slow)) : 1;
  long long total = 0;
  for (const GridTerm& g : ctx.reads) {
    long long n = g.bytes;
    for (int d : g.grid_dims) {
      long long halo = 2LL * ctx.radius[static_cast<std::size_t>(d)];
      n *= d == slow ? halo + r : block_of(ctx, p, d) + halo;
    }
    total += n;
  }
  for (const GridTerm& g : ctx.writes) {
    long long n = g.bytes;
    for (int d : g.grid_dims) n *= d == slow ? r : block_of(ctx, p, d);
    total += n;
  }
  return total;
}

long long block_count(const CpuContext& ctx, const Point& p) {
  long long n = 1;
  for (int d = 0; d < ctx.dims; ++d) {
    long long b = std::max(1LL, block_of(ctx, p, d));
    n *= (ctx.extents[static_cast<std::size_t>(d)] + b - 1) / b;
  }
  return n;
}

// Thread blocks in one whole core block, as the pthreads generator cuts it: TBX TBY TBZ
// where given, else TEAM slabs along the slowest dimension.
long long thread_blocks(const CpuContext& ctx, const Point& p) {
  long long n = 1;
  bool any = false;
  for (int d = 0; d < ctx.dims; ++d) {
    long long tb = p.at(std::string("TB") + "XYZ"[d]);
    if (tb <= 0) continue;
    any = true;
    n *= (block_of(ctx, p, d) + tb - 1) / tb;
  }
  if (any) return n;
  long long whole = block_of(ctx, p, ctx.dims - 1), slab = (whole + p.at("TEAM") - 1) / p.at("TEAM");
  return (whole + slab - 1) / slab;
}

// ---- the table of options ------------------------------------------------------

// Block sizes along grid dimension d: powers of two from a smallest useful block up
// to the largest extent of any dimension, and the dimension's own extent. Along the
// unit stride the smallest is two cache lines of elements (below that a row reads
// more halo lines than interior ones); elsewhere four planes. Sizes beyond this
// dimension's extent are left to the "larger than the grid" rule.
std::vector<long long> block_sizes(const CpuContext& ctx, int d) {
  long long smallest = d == 0 ? std::max(1, 2 * ctx.line_bytes / ctx.element_bytes) : 4;
  long long largest = *std::max_element(ctx.extents.begin(), ctx.extents.end());
  std::vector<long long> v{ctx.extents[static_cast<std::size_t>(d)]};
  for (long long p = 1; p <= largest; p *= 2) {
    if (p >= smallest) v.push_back(p);
  }
  return v;
}

// Powers of two below the core count, every core, and every hardware thread where
// cores have several (teams of sibling threads need them all).
std::vector<long long> thread_counts(const CpuContext& ctx, int) {
  long long cores = std::max(1, ctx.machine.cores);
  std::vector<long long> v{cores};
  for (long long t = 1; t < cores; t *= 2) v.push_back(t);
  if (ctx.machine.hw_threads > cores) v.push_back(ctx.machine.hw_threads);
  return v;
}

// 1 (a thread per core block, the paper's threads that share no cache) and the sizes of
// the groups of threads that share a cache below the last-level cache.
std::vector<long long> team_sizes(const CpuContext& ctx, int) {
  std::vector<long long> v{1};
  v.insert(v.end(), ctx.team_sizes.begin(), ctx.team_sizes.end());
  return v;
}

// 0 (the whole core block) and, where threads share a cache, powers of two from four
// planes to half the extent. Rows along the unit stride stay whole (TBX=0): splitting
// them would cut the streams the hardware prefetches and the SIMD loop.
std::vector<long long> thread_block_sizes(const CpuContext& ctx, int d) {
  std::vector<long long> v{0};
  if (ctx.team_sizes.empty() || d == 0) return v;
  for (long long p = 4; 2 * p <= ctx.extents[static_cast<std::size_t>(d)]; p *= 2) v.push_back(p);
  return v;
}

std::vector<long long> chunk_sizes(const CpuContext&, int) { return {1, 2, 4, 8}; }
std::vector<long long> unroll_x(const CpuContext&, int) { return {1, 2, 3, 4, 5, 6, 7, 8}; }
std::vector<long long> unroll_yz(const CpuContext&, int) { return {1, 2}; }
std::vector<long long> off_on(const CpuContext&, int) { return {0, 1}; }

struct CpuOption {
  const char* name;
  const char* meaning;
  int grid_dim;  // the option exists only when the nest has this grid dimension; -1: always
  std::vector<long long> (*candidates)(const CpuContext&, int grid_dim);
};

// Dimension order is enumeration order: the blocks first, so that the cache and grid
// rules prune whole subtrees before the on/off options multiply them.
const CpuOption cpu_options[] = {
    {"CX", "core block along the unit-stride dimension", 0, block_sizes},
    {"CY", "core block along the second dimension", 1, block_sizes},
    {"CZ", "core block along the third dimension", 2, block_sizes},
    {"THREADS", "threads, pinned one per core", -1, thread_counts},
    {"TEAM", "threads sharing a cache that split each core block into thread blocks", -1, team_sizes},
    {"CHUNK", "consecutive core blocks a thread takes per turn", -1, chunk_sizes},
    {"TBX", "thread block along the unit stride (0: the whole core block)", 0, thread_block_sizes},
    {"TBY", "thread block along the second dimension (0: the whole core block)", 1, thread_block_sizes},
    {"TBZ", "thread block along the third dimension (0: the whole core block)", 2, thread_block_sizes},
    {"RX", "register block along the unit stride", 0, unroll_x},
    {"RY", "register block along the second dimension", 1, unroll_yz},
    {"RZ", "register block along the third dimension", 2, unroll_yz},
    {"NUMA", "1: NUMA-aware first touch by the computing threads", -1, off_on},
    {"NT", "1: streaming stores to the written grids", -1, off_on},
    {"SIMD", "1: SIMD pragma on the unit-stride loop", -1, off_on},
    {"SCHED", "1: threads take the next chunk from a shared counter instead of round robin", -1, off_on},
    // No array padding: the library computes on the caller's arrays, whose leading
    // dimension the caller's declaration fixes, so a padded layout timed in the harness
    // is one the packaged kernel never sees (and copying into a padded layout per call
    // costs more traffic than padding can save).
};

// ---- the rules -------------------------------------------------------------------

std::vector<std::string> block_dims(const CpuContext& ctx) {
  std::vector<std::string> v;
  v.reserve(static_cast<std::size_t>(ctx.dims));
  for (int d = 0; d < ctx.dims; ++d) v.push_back(block_name(d));
  return v;
}

std::string blocks_text(const CpuContext& ctx, const Point& p) {
  std::string s;
  for (int d = 0; d < ctx.dims; ++d)
    s += (d ? " " : "") + std::string(block_name(d)) + "=" + std::to_string(p.at(block_name(d)));
  return s;
}

void add_rules(ParamSpace& space, const std::shared_ptr<const CpuContext>& ctx, const LogSink& log) {
  for (int d = 0; d < ctx->dims; ++d) {
    std::string name = block_name(d);
    long long extent = ctx->extents[static_cast<std::size_t>(d)];
    space.add_constraint({"core block larger than the grid",
                          {name},
                          [name, extent](const Point& p) { return p.at(name) <= extent; },
                          [name, extent](const Point& p) {
                            return name + "=" + std::to_string(p.at(name)) + " > grid extent " + std::to_string(extent);
                          }});
  }

  Point smallest;
  for (int d = 0; d < ctx->dims; ++d) smallest[block_name(d)] = space.dimension(block_name(d))->values.front();
  if (ctx->capacity == 0) {
    log_line(log, strategy_log_prefix, "the machine reports no cache sizes: core blocks are not limited by cache size");
  } else if (static_cast<std::uint64_t>(working_set(*ctx, smallest)) > ctx->capacity) {
    log_line(log, strategy_log_prefix,
             "even the smallest core block (" + blocks_text(*ctx, smallest) + ") keeps " +
                 bytes_text(static_cast<double>(working_set(*ctx, smallest))) + " in cache, more than the " +
                 bytes_text(static_cast<double>(ctx->capacity)) +
                 " a core may fill: core blocks are not limited by cache size");
  } else {
    space.add_constraint(
        {"core block working set exceeds the cache", block_dims(*ctx),
         [ctx](const Point& p) { return static_cast<std::uint64_t>(working_set(*ctx, p)) <= ctx->capacity; },
         [ctx](const Point& p) {
           return blocks_text(*ctx, p) + " keeps " + bytes_text(static_cast<double>(working_set(*ctx, p))) + " > " +
                  bytes_text(static_cast<double>(ctx->capacity)) + " per core";
         }});
  }

  int hw_threads = std::max(ctx->machine.hw_threads, ctx->machine.cores);
  space.add_constraint({"more threads than hardware threads",
                        {"THREADS"},
                        [hw_threads](const Point& p) { return p.at("THREADS") <= hw_threads; },
                        [hw_threads](const Point& p) {
                          return "THREADS=" + std::to_string(p.at("THREADS")) + " > " + std::to_string(hw_threads);
                        }});

  space.add_constraint({"team does not divide the threads",
                        {"THREADS", "TEAM"},
                        [](const Point& p) { return p.at("THREADS") % p.at("TEAM") == 0; },
                        [](const Point& p) {
                          return "TEAM=" + std::to_string(p.at("TEAM")) +
                                 " does not divide THREADS=" + std::to_string(p.at("THREADS"));
                        }});

  // Core blocks are dealt to teams (a team of one is a thread).
  std::vector<std::string> deps = block_dims(*ctx);
  deps.push_back("THREADS");
  deps.push_back("TEAM");
  deps.push_back("CHUNK");
  auto teams = [](const Point& p) { return p.at("THREADS") / p.at("TEAM"); };
  space.add_constraint({"idle threads: threads x chunk exceed the core blocks", deps,
                        [ctx, teams](const Point& p) { return teams(p) * p.at("CHUNK") <= block_count(*ctx, p); },
                        [ctx](const Point& p) {
                          std::string who = p.at("TEAM") > 1
                                                ? "THREADS/TEAM=" + std::to_string(p.at("THREADS") / p.at("TEAM"))
                                                : "THREADS=" + std::to_string(p.at("THREADS"));
                          return who + " x CHUNK=" + std::to_string(p.at("CHUNK")) + " > " +
                                 std::to_string(block_count(*ctx, p)) + " core blocks";
                        }});

  space.add_constraint({"chunking with one thread (the same order as CHUNK=1)",
                        {"THREADS", "TEAM", "CHUNK"},
                        [teams](const Point& p) { return teams(p) > 1 || p.at("CHUNK") == 1; },
                        [](const Point& p) {
                          return (p.at("TEAM") > 1 ? "one team" : std::string("THREADS=1")) +
                                 " CHUNK=" + std::to_string(p.at("CHUNK"));
                        }});

  // Thread blocks (the third level of the decomposition): only within a team, smaller
  // than the core block, and enough of them for every member.
  for (int d = 0; d < ctx->dims; ++d) {
    std::string tb = std::string("TB") + "XYZ"[d];
    std::string block = block_name(d);
    std::string reg = register_name(d);
    space.add_constraint({"thread blocks without a team (TEAM=1: one thread computes the whole core block)",
                          {"TEAM", tb},
                          [tb](const Point& p) { return p.at("TEAM") > 1 || p.at(tb) == 0; },
                          [tb](const Point& p) { return "TEAM=1 with " + tb + "=" + std::to_string(p.at(tb)); }});
    space.add_constraint({"thread block not smaller than the core block",
                          {block, tb},
                          [block, tb](const Point& p) { return p.at(tb) == 0 || p.at(tb) < p.at(block); },
                          [block, tb](const Point& p) {
                            return tb + "=" + std::to_string(p.at(tb)) + " >= " + block + "=" +
                                   std::to_string(p.at(block));
                          }});
    space.add_constraint({"register block beyond the thread block",
                          {tb, reg},
                          [tb, reg](const Point& p) { return p.at(tb) == 0 || p.at(reg) <= p.at(tb); },
                          [tb, reg](const Point& p) {
                            return reg + "=" + std::to_string(p.at(reg)) + " > " + tb + "=" + std::to_string(p.at(tb));
                          }});
  }
  // The pool pins a thread per core up to the core count and a thread per hardware
  // thread beyond it: only then are the consecutive threads of a team siblings.
  if (ctx->machine.hw_threads > ctx->machine.cores) {
    long long cores = ctx->machine.cores;
    space.add_constraint({"a team on separate cores (sibling hardware threads need THREADS above the core count)",
                          {"THREADS", "TEAM"},
                          [cores](const Point& p) { return p.at("TEAM") == 1 || p.at("THREADS") > cores; },
                          [cores](const Point& p) {
                            return "TEAM=" + std::to_string(p.at("TEAM")) +
                                   " with THREADS=" + std::to_string(p.at("THREADS")) + " <= " + std::to_string(cores) +
                                   " cores";
                          }});
  }
  std::vector<std::string> team_deps = block_dims(*ctx);
  team_deps.push_back("TEAM");
  for (int d = 0; d < ctx->dims; ++d) team_deps.push_back(std::string("TB") + "XYZ"[d]);
  space.add_constraint({"fewer thread blocks than team members", team_deps,
                        [ctx](const Point& p) { return p.at("TEAM") == 1 || thread_blocks(*ctx, p) >= p.at("TEAM"); },
                        [ctx](const Point& p) {
                          return "TEAM=" + std::to_string(p.at("TEAM")) + " > " +
                                 std::to_string(thread_blocks(*ctx, p)) + " thread blocks per core block";
                        }});

  for (int d = 0; d < ctx->dims; ++d) {
    std::string block = block_name(d);
    std::string reg = register_name(d);
    space.add_constraint({"register block beyond the core block",
                          {block, reg},
                          [block, reg](const Point& p) { return p.at(reg) <= p.at(block); },
                          [block, reg](const Point& p) {
                            return reg + "=" + std::to_string(p.at(reg)) + " > " + block + "=" +
                                   std::to_string(p.at(block));
                          }});
  }

  bool streamable = ctx->streamable;
  space.add_constraint({"streaming stores without effect (every written grid is also read)",
                        {"NT"},
                        [streamable](const Point& p) { return p.at("NT") == 0 || streamable; },
                        [](const Point&) { return std::string("NT=1 with no grid that is only written"); }});

  space.add_constraint({"dynamic chunks with one thread, or against NUMA first touch",
                        {"THREADS", "NUMA", "SCHED"},
                        [](const Point& p) { return p.at("SCHED") == 0 || (p.at("THREADS") > 1 && p.at("NUMA") == 0); },
                        [](const Point& p) {
                          return p.at("THREADS") == 1 ? std::string("SCHED=1 with THREADS=1")
                                                      : std::string("SCHED=1 with NUMA=1");
                        }});

  space.add_constraint({"dynamic chunks with a team (the shared counter deals to single threads)",
                        {"TEAM", "SCHED"},
                        [](const Point& p) { return p.at("SCHED") == 0 || p.at("TEAM") == 1; },
                        [](const Point& p) { return "SCHED=1 with TEAM=" + std::to_string(p.at("TEAM")); }});

  int nodes = ctx->machine.numa_nodes;
  space.add_constraint({"NUMA first touch without effect (one NUMA node or one thread)",
                        {"THREADS", "NUMA"},
                        [nodes](const Point& p) { return p.at("NUMA") == 0 || (nodes > 1 && p.at("THREADS") > 1); },
                        [nodes](const Point& p) {
                          return nodes <= 1 ? std::string("NUMA=1 on a machine with one NUMA node")
                                            : "NUMA=1 with THREADS=" + std::to_string(p.at("THREADS"));
                        }});
}

long long nearest_candidate(const ParamSpace& space, const std::string& name, long long wanted) {
  const std::vector<long long>& v = space.dimension(name)->values;
  long long best = v.front();
  for (long long x : v) {
    if (std::llabs(x - wanted) < std::llabs(best - wanted)) best = x;
  }
  return best;
}

}  // namespace

std::uint64_t core_block_capacity(const MachineInfo& machine) {
  const CacheLevel* llc = machine.last_level_cache();
  return std::max(share(llc), share(cache_level(machine, 2)));
}

long long core_block_working_set(const NestInfo& nest, const Point& point) {
  std::vector<long long> extents(static_cast<std::size_t>(nest.dims), 1);
  return working_set(make_context(nest, extents, MachineInfo{}), point);
}

long long core_block_count(const std::vector<long long>& extents, const Point& point) {
  CpuContext ctx;
  ctx.dims = static_cast<int>(extents.size());
  ctx.extents = extents;
  return block_count(ctx, point);
}

ParamSpace cpu_space(const NestInfo& nest, const std::vector<long long>& extents, const MachineInfo& machine,
                     const LogSink& log, bool either_reduction_order) {
  auto ctx = std::make_shared<const CpuContext>(make_context(nest, extents, machine));
  ParamSpace space;
  for (const CpuOption& option : cpu_options) {
    if (option.grid_dim >= ctx->dims) continue;
    space.add_dimension({option.name, option.candidates(*ctx, option.grid_dim), option.meaning});
  }
  if (!nest.reductions.empty()) {
    std::vector<long long> orders = {0};
    if (either_reduction_order) orders.push_back(1);
    space.add_dimension({"REDUCE", orders,
                         "reductions summed in the fixed block order (0) or in SIMD lanes (1, only where asked for)"});
    // Lanes need the SIMD pragma: without it REDUCE=1 prints REDUCE=0's code.
    space.add_constraint({"SIMD lanes without SIMD",
                          {"REDUCE", "SIMD"},
                          [](const Point& p) { return p.at("REDUCE") == 0 || p.at("SIMD") == 1; },
                          [](const Point&) { return std::string("REDUCE=1 with SIMD=0"); }});
  }
  const CacheLevel* llc = machine.last_level_cache();
  if (ctx->capacity > 0) {
    log_line(log, strategy_log_prefix,
             "a core block may keep " + bytes_text(static_cast<double>(ctx->capacity)) +
                 " in cache: the larger of one core's share of the L" + std::to_string(llc->level) + " (" +
                 bytes_text(static_cast<double>(share(llc))) + ") and of the L2 (" +
                 bytes_text(static_cast<double>(ctx->l2_share)) + ")");
  }
  log_line(log, strategy_log_prefix, ctx->sharing);
  add_rules(space, ctx, log);
  return space;
}

Point cpu_default(const ParamSpace& space, const NestInfo& nest, const std::vector<long long>& extents,
                  const MachineInfo& machine, const LogSink& log) {
  CpuContext ctx = make_context(nest, extents, machine);
  std::vector<std::string> why;

  // The options other than the blocks, each from its own rule, then snapped to what
  // the space allows (a --param may have fixed it).
  Point wanted;
  wanted["THREADS"] = std::max(1, machine.cores);
  wanted["CHUNK"] = 1;
  // No unrolling along the unit stride: with SIMD=1 the compiler vectorizes that loop
  // itself, and a body unrolled by hand turns each of its loads into an interleaved
  // group that the vectorizer must shuffle (about twice as slow for the Laplacian on an
  // AVX-512 machine). RX>1 stays in the space for the search to try.
  wanted["RX"] = 1;
  if (ctx.dims > 1) wanted["RY"] = 1;
  // Two planes per step of the slowest loop: the rows the two share are loaded once
  // for both (about 15 % less time for the Laplacian at 256^3 with streaming stores on
  // a 2-core Xeon); five of the seven 3-D suite stencils tuned there chose RZ=2.
  if (ctx.dims > 2) wanted["RZ"] = 2;
  wanted["NUMA"] = machine.numa_nodes > 1 ? 1 : 0;
  // Streaming stores skip the read-for-ownership of every written line, which only
  // pays when a sweep's grids cannot stay in the last-level cache from one call to the
  // next anyway: when they exceed half of it (other data, other programs and the
  // cache's own placement take the rest; on a 2-core Xeon whose 480 MiB L3 is the
  // host's, the Laplacian's 256 MiB at 256^3 ran 1.35x faster with NT=1).
  double sweep_bytes = 0;
  for (const std::vector<GridTerm>* grids : {&ctx.reads, &ctx.writes}) {
    for (const GridTerm& g : *grids) {
      double n = static_cast<double>(g.bytes);
      for (int d : g.grid_dims) n *= static_cast<double>(extents[static_cast<std::size_t>(d)]);
      sweep_bytes += n;
    }
  }
  const CacheLevel* llc = machine.last_level_cache();
  double llc_total = llc ? static_cast<double>(llc->size_bytes) * std::max(1, llc->instances) : 0;
  wanted["NT"] = ctx.streamable && llc && sweep_bytes > llc_total / 2 ? 1 : 0;
  wanted["SIMD"] = 1;
  wanted["SCHED"] = 0;  // the paper's round robin, which first touch places the pages for
  // A thread per core block; teams of threads sharing a cache are for the search.
  wanted["TEAM"] = 1;
  for (int d = 0; d < ctx.dims; ++d) wanted[std::string("TB") + "XYZ"[d]] = 0;
  if (!nest.reductions.empty()) wanted["REDUCE"] = 0;
  for (auto& [name, value] : wanted) {
    if (space.dimension(name)) value = nearest_candidate(space, name, value);
  }
  if (wanted["THREADS"] <= 1) wanted["NUMA"] = nearest_candidate(space, "NUMA", 0);
  why.push_back("THREADS=" + std::to_string(wanted["THREADS"]) + " of " + std::to_string(machine.cores) + " cores");
  if (wanted["RX"] == 1 && wanted["SIMD"] == 1)
    why.push_back("RX=1 SIMD=1: the compiler vectorizes the unit-stride loop");
  if (wanted["NT"] == 1 && sweep_bytes > llc_total / 2) {
    why.push_back("NT=1: a sweep's grids (" + bytes_text(sweep_bytes) + ") exceed half the last-level cache (" +
                  bytes_text(llc_total) + ")");
  }

  // Core blocks: prefer the full unit-stride extent with a sweep window (the planes a
  // sweep of the block keeps live) inside one core's L2 and at least four blocks per
  // thread (so that chunks can balance), then the same with fewer blocks, then any
  // block whose window fits, then any legal block; within a tier the least halo
  // traffic per point (largest blocks), then the longest contiguous runs (larger CX,
  // then CY, then CZ). The window, not the whole block, is what the L2 must hold: at
  // 256^3 the Laplacian's 256x64x64 blocks (a 0.8 MiB window) ran 6 % faster than the
  // 256x16x32 ones whose whole block fits the 2 MiB L2, on a 2-core Xeon.
  std::uint64_t target = ctx.l2_share ? ctx.l2_share : ctx.capacity;
  auto score = [&](const Point& p, int mismatches) {
    long long ws = working_set(ctx, p);
    bool fits = target == 0 || static_cast<std::uint64_t>(sweep_window(ctx, p)) <= target;
    bool balanced = block_count(ctx, p) >= 4 * (p.count("THREADS") ? p.at("THREADS") : 1);
    int tier = fits ? (p.at("CX") == extents[0] ? 0 : 2) + (balanced ? 0 : 1) : 4;
    double volume = 1;
    for (int d = 0; d < ctx.dims; ++d) volume *= static_cast<double>(block_of(ctx, p, d));
    return std::make_tuple(mismatches, tier, static_cast<double>(ws) / volume, -block_of(ctx, p, 0),
                           -block_of(ctx, p, 1), -block_of(ctx, p, 2));
  };
  std::optional<Point> best;
  std::optional<decltype(score(Point{}, 0))> best_score;
  auto consider = [&](const Point& p, int mismatches) {
    auto s = score(p, mismatches);
    if (!best || s < *best_score) {
      best = p;
      best_score = s;
    }
    return true;
  };
  ParamSpace blocks_only = space;
  for (const auto& [name, value] : wanted) {
    if (blocks_only.dimension(name)) blocks_only.fix(name, value);
  }
  blocks_only.for_each_legal([&](const Point& p) { return consider(p, 0); });
  if (!best) {
    // The preferred options admit no block (say a fixed THREADS beyond the blocks):
    // take the legal point that departs from them in the fewest options.
    SpaceTally tally = space.for_each_legal([&](const Point& p) {
      int mismatches = 0;
      for (const auto& [name, value] : wanted) mismatches += p.count(name) && p.at(name) != value ? 1 : 0;
      return consider(p, mismatches);
    });
    if (!best) throw UserError("the CPU tuning space is empty: " + explain_empty(tally));
    log_line(log, strategy_log_prefix, "the preferred default options admit no legal core block; departing from them");
  }

  long long window = sweep_window(ctx, *best);
  std::string fit =
      target == 0 ? "no cache size known"
      : static_cast<std::uint64_t>(window) <= target
          ? "within the " + bytes_text(static_cast<double>(target)) + (ctx.l2_share ? " L2" : " cache") + " per core"
          : "more than the " + bytes_text(static_cast<double>(target)) + " L2 per core";
  why.insert(why.begin(), blocks_text(ctx, *best) + ": sweep window " + bytes_text(static_cast<double>(window)) + ", " +
                              fit + ", " + std::to_string(block_count(ctx, *best)) + " core blocks");
  std::string reasons;
  for (const std::string& w : why) reasons += "; " + w;
  log_line(log, strategy_log_prefix, "default variant " + space.format(*best) + reasons);
  return *best;
}

}  // namespace st
