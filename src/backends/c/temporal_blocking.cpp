#include "backends/c/temporal_blocking.h"

#include <algorithm>
#include <array>
#include <map>
#include <set>
#include <sstream>
#include <tuple>
#include <vector>

#include "analysis/affine.h"
#include "ast/mutator.h"
#include "ast/printer.h"
#include "backends/c/c_backend.h"
#include "backends/c/c_spelling.h"
#include "backends/c/shifted_rows.h"
#include "backends/c_names.h"
#include "backends/pass_schedule.h"
#include "embedded/streaming_stores.h"
#include "embedded/thread_pool.h"
#include "frontend/diagnostics.h"

namespace st {

namespace {

// The grid dimensions a pass cuts: the slowest (streamed plane by plane) and, in 3-D,
// the next one (cut into tiles of rows).
struct Axes {
  int dims = 0;
  int stream = 0;  // dims - 1
  int tile = -1;   // dims - 2 in 3-D, else none
};

// What one nest of a step reads of and writes to the grids the time loop writes.
struct NestUse {
  const NestInfo* nest = nullptr;
  // Per grid read: the offsets it is read at, each along every grid dimension.
  std::map<std::string, std::vector<std::vector<long long>>> reads;
  std::vector<std::string> writes;
  const LoopInfo* loop[3] = {nullptr, nullptr, nullptr};  // by grid dimension
};

// One application of a nest in a pass of `steps` steps, as scheduled.
struct Application {
  int nest = 0;
  long long delay = 0;  // planes it runs behind the pass's first application
  // How far below and above the tile's core it computes, along the streamed
  // dimension ([0]) and the cut one ([1]).
  long long below[2] = {0, 0};
  long long above[2] = {0, 0};
  std::map<std::string, int> read_version;  // grid -> application that wrote it (-1: the pass's input)
  std::map<std::string, int> prev_version;  // written grid -> its version before this one
  std::set<std::string> final_writes;       // grids this application leaves as the pass's result
  std::set<std::string> direct;             // of those, the ones it writes straight into the output
};

// A ring of planes holding one application's version of a grid.
struct Ring {
  long long planes = 1;
  long long offset = 0;  // within a thread's ring memory, in bytes per element of a plane
};

// SKEW=1: the rows below a ring's window that its readers reach, which a tile takes from
// the tile before it: `rows` a plane, at `offset` in a thread's edge memory (in bytes per
// element of a row, times the planes of a chunk).
struct Edge {
  long long rows = 0;
  long long offset = 0;
};

struct Schedule {
  std::vector<Application> apps;
  std::map<std::pair<int, std::string>, Ring> rings;  // (application, grid)
  long long ring_planes_bytes = 0;                    // a thread's ring memory, in bytes per element of a plane
  std::map<std::pair<int, std::string>, Edge> edges;  // SKEW=1, by ring
  long long edge_rows_bytes = 0;                      // their rows, in bytes per element of a row
};

// A plane function of one nest, as an application calls it. The plain form writes each
// grid into the version's plane (a ring, or the pass's output for a final version that
// no later application reads). A final form also stores the grids in `dual` (final
// versions kept in a ring for later applications) into the pass's output plane
// (ST_u_FIN) in the same loop, over a tile's core rows, so that no copy reads them back
// from the ring; `streamed` names the dummies written with non-temporal stores (NT=1):
// planes of the pass's output, which nothing reads again in the pass.
struct PlaneForm {
  size_t nest = 0;
  std::set<std::string> dual;
  std::set<std::string> streamed;
  bool operator<(const PlaneForm& o) const {
    return std::tie(nest, dual, streamed) < std::tie(o.nest, o.dual, o.streamed);
  }
  bool operator==(const PlaneForm& o) const { return !(*this < o) && !(o < *this); }
};

class TemporalPrinter {
 public:
  TemporalPrinter(const ast::Subroutine& sub, const SymbolTable& symbols, const StencilInfo& info,
                  const CpuVariant& variant, const PthreadsEmitOptions& options)
      : sub_(sub), symbols_(symbols), info_(info), variant_(variant), options_(options) {
    name_ = options.function_name.empty() ? sub.name : options.function_name;
    bare_ = options.function_name.empty() ? c_identifier(sub.name) : options.function_name;
    entry_ = name_ + "_";
    params_ = c_parameters(sub, symbols);
    const NestInfo& first = info.nests.front();
    axes_.dims = first.dims;
    axes_.stream = first.dims - 1;
    axes_.tile = first.dims == 3 ? 1 : -1;
    collect_uses();
    for (int s = 1; s <= variant.steps_per_pass; ++s) schedules_.push_back(schedule(s));
    skewed_ = variant.skewed_tiles && axes_.tile >= 0 && tile_rows() > 0 &&
              std::all_of(schedules_.begin(), schedules_.end(), [&](Schedule& sc) { return plan_edges(sc); });
    for (size_t n = 0; n < uses_.size(); ++n) form_names_[PlaneForm{n, {}, {}}] = plane_fn(n);
    for (const Schedule& sc : schedules_) {
      for (const Application& app : sc.apps) {
        for (const PlaneForm& f : {final_form(app, true), final_form(app, false)}) {
          if (form_names_.count(f)) continue;
          int k = 0;
          for (const auto& [known, name] : form_names_) k += known.nest == f.nest ? 1 : 0;
          form_names_[f] = plane_fn(f.nest) + "_final" + std::to_string(k);
        }
      }
    }
  }

  std::string print() {
    std::ostringstream out;
    out << "/* " << (options_.comment.empty() ? "generated by stenciltune" : options_.comment)
        << "\n   variant: " << variant_.describe() << " */\n";
    out << "#if defined(__linux__) && !defined(_DEFAULT_SOURCE)\n#define _DEFAULT_SOURCE\n#endif\n";
    out << "#include <pthread.h>\n#include <stddef.h>\n#include <stdint.h>\n#include <stdlib.h>\n#include "
           "<string.h>\n\n"
        << embedded::thread_pool << "\n";
    if (variant_.streaming) out << embedded::streaming_stores << "\n";
    out << vector_width_pragma(variant_);
    out << serial_code();
    out << call_struct() << prefetch_helper();
    for (const auto& [f, name] : form_names_) out << plane_function(f);
    out << copy_helper();
    for (size_t s = 0; s < schedules_.size(); ++s) out << tile_function(s);
    out << pass_task() << copy_back_task() << first_touch_code() << entry_code();
    return out.str();
  }

 private:
  const ast::Subroutine& sub_;
  const SymbolTable& symbols_;
  const StencilInfo& info_;
  const CpuVariant& variant_;
  const PthreadsEmitOptions& options_;
  std::string name_, bare_, entry_;
  std::vector<CParameter> params_;
  Axes axes_;
  std::vector<std::string> written_;             // the grids the time loop writes, in order of first write
  std::vector<NestUse> uses_;                    // per nest of a step
  std::set<std::string> carried_;                // written grids whose version before a step a nest of it reads
  std::set<std::string> fixed_outside_;          // written grids whose points outside the nests' box never change
  std::vector<Schedule> schedules_;              // for 1 .. BT steps
  std::map<PlaneForm, std::string> form_names_;  // every plane function printed, by its form
  bool skewed_ = false;                          // SKEW=1 where the schedules allow it

  // SKEW=1 (3-D): application a computes the tile's rows shifted up by its halo above
  // (rows r0 + d .. r1 + d, d = above[1]) instead of widened by its halos, so that
  // every row is computed once per application. What a later application reads above a
  // version's window lies inside it (the halos grow towards the pass's first
  // application); what it reads below comes from the tile before, which the same
  // thread ran just before (tiles go to threads in whole chunks) and which saved the
  // top rows of its window a plane at a time. The first tile starts at the first row
  // and the last ends at the last (a last tile of no more rows than the largest shift
  // joins the one before, so that no window of the tile before it is cut short).
  // Plans the edges of `sc`'s rings; false where the skew does not fit (a reader above
  // its version's window, or a tile of fewer rows than an edge).
  bool plan_edges(Schedule& sc) const {
    const size_t tile = static_cast<size_t>(axes_.tile);
    for (auto& [key, ring] : sc.rings) {
      const auto& [v, g] = key;
      const long long dv = sc.apps[static_cast<size_t>(v)].above[1];
      long long rows = 0;
      for (const Application& reader : sc.apps) {
        const long long dr = reader.above[1];
        auto rv = reader.read_version.find(g);
        if (rv != reader.read_version.end() && rv->second == v) {
          long long low = 0;
          for (const std::vector<long long>& o : uses_[static_cast<size_t>(reader.nest)].reads.at(g)) {
            if (dr + o[tile] > dv) return false;
            low = std::max(low, -o[tile]);
          }
          rows = std::max(rows, dv - dr + low);
        }
        auto pv = reader.prev_version.find(g);
        if (pv != reader.prev_version.end() && pv->second == v) {
          if (dr > dv) return false;
          rows = std::max(rows, dv - dr);
        }
      }
      if (rows > tile_rows() || rows > dv + ring_reach()) return false;
      if (rows == 0) continue;
      Edge e;
      e.rows = rows;
      e.offset = sc.edge_rows_bytes;
      sc.edge_rows_bytes += rows * symbols_.find(g)->type.kind;
      sc.edges[key] = e;
    }
    return true;
  }
  // The largest of `of` over every schedule (1 .. BT steps), at least 0: what the
  // memory and the printed bounds, shared by the passes of every depth, must hold.
  template <class Of>
  long long most(Of of) const {
    long long m = 0;
    for (const Schedule& sc : schedules_) m = std::max(m, of(sc));
    return m;
  }
  // The same over every application of every schedule.
  template <class Of>
  long long most_of_apps(Of of) const {
    return most([&](const Schedule& sc) {
      long long m = 0;
      for (const Application& app : sc.apps) m = std::max(m, of(app));
      return m;
    });
  }
  long long max_shift() const {
    return most_of_apps([](const Application& app) { return app.above[1]; });
  }
  // The planes an application reaches past its chunk along the streamed dimension.
  long long stream_reach() const {
    return most_of_apps([](const Application& app) { return std::max(app.below[0], app.above[0]); });
  }
  long long edge_units() const {
    return most([](const Schedule& sc) { return sc.edge_rows_bytes; });
  }
  long long ring_units() const {
    return most([](const Schedule& sc) { return sc.ring_planes_bytes; });
  }

  std::string prefix() const { return name_ + "_TB"; }
  std::string call_name() const { return prefix() + "_call"; }

  const CParameter& param(const std::string& fortran_name) const {
    for (const CParameter& p : params_) {
      if (p.name == fortran_name) return p;
    }
    throw InternalError("'" + fortran_name + "' is not an argument of '" + sub_.name + "'");
  }

  // An affine form over the dummies, read through `via` ("st_a->" in the workers, "" in
  // the entry).
  std::string form(const Affine& f, const std::string& via) const {
    return c_ptrdiff(f, [&](const std::string& n) {
      const CParameter& p = param(n);
      return p.by_value ? via + p.c_name : "(*" + via + p.c_name + ")";
    });
  }

  Affine bound(const ast::Expr& e) const {
    auto f = to_affine(e, symbols_.integer_constants());
    internal_assert(f.has_value()) << "a bound the analysis checked is not affine";
    return *f;
  }
  // The written grids' common shape, from the first of them.
  const Symbol& shape() const { return *symbols_.find(written_.front()); }
  Affine lower(int dim) const { return bound(shape().lower(dim)); }
  Affine upper(int dim) const { return bound(shape().dims[static_cast<size_t>(dim)].upper); }

  std::string element_type(const std::string& grid) const { return c_type(symbols_.find(grid)->type); }

  void collect_uses() {
    for (const NestInfo& n : info_.nests) {
      for (const Access& a : n.accesses) {
        if (a.is_write && std::find(written_.begin(), written_.end(), a.array) == written_.end())
          written_.push_back(a.array);
      }
    }
    for (const NestInfo& n : info_.nests) {
      NestUse use;
      use.nest = &n;
      for (const LoopInfo& l : n.loops) use.loop[l.grid_dim] = &l;
      for (const Access& a : n.accesses) {
        bool is_written = std::find(written_.begin(), written_.end(), a.array) != written_.end();
        if (!is_written) continue;
        if (a.is_write) {
          if (std::find(use.writes.begin(), use.writes.end(), a.array) == use.writes.end())
            use.writes.push_back(a.array);
        } else {
          use.reads[a.array].push_back(a.offsets);
        }
      }
      uses_.push_back(std::move(use));
    }
    // A grid a step writes before any of its nests reads it is not carried from one
    // step to the next: only the points its nests do not write are (read as the points'
    // previous version, and always stored).
    std::set<std::string> written_in_step;
    for (const NestUse& use : uses_) {
      for (const auto& [grid, offsets] : use.reads) {
        if (!written_in_step.count(grid)) carried_.insert(grid);
      }
      written_in_step.insert(use.writes.begin(), use.writes.end());
    }
    // A grid that every nest writing it writes over the same box, each point at its own
    // place, keeps the points outside that box through the whole time loop: a pass's
    // output that already holds them (the caller's grids; the second copies after the
    // call's first pass wrote them) need not have them copied again.
    for (const std::string& g : written_) {
      const NestUse* box = nullptr;
      bool same = true;
      for (const NestUse& use : uses_) {
        if (std::find(use.writes.begin(), use.writes.end(), g) == use.writes.end()) continue;
        for (const Access& a : use.nest->accesses) {
          if (a.is_write && a.array == g)
            same = same && std::all_of(a.offsets.begin(), a.offsets.end(), [](long long o) { return o == 0; });
        }
        if (!box) box = &use;
        for (int d = 0; d < axes_.dims && same; ++d) {
          same = use.loop[d] && box->loop[d] && use.loop[d]->lower_form == box->loop[d]->lower_form &&
                 use.loop[d]->upper_form == box->loop[d]->upper_form;
        }
      }
      if (box && same) fixed_outside_.insert(g);
    }
  }

  // The applications of a pass of `steps` steps: versions forwards, extents backwards
  // (what each must compute so that the tile's core comes out right), delays forwards
  // (each plane an application reads is computed before it), rings last.
  Schedule schedule(int steps) const {
    Schedule s;
    const int per_step = static_cast<int>(uses_.size());
    const int count = steps * per_step;
    s.apps.resize(static_cast<size_t>(count));
    std::map<std::string, int> current;
    for (const std::string& g : written_) current[g] = -1;
    for (int a = 0; a < count; ++a) {
      Application& app = s.apps[static_cast<size_t>(a)];
      app.nest = a % per_step;
      const NestUse& use = uses_[static_cast<size_t>(app.nest)];
      for (const auto& [grid, offsets] : use.reads) app.read_version[grid] = current[grid];
      for (const std::string& g : use.writes) app.prev_version[g] = current[g];
      for (const std::string& g : use.writes) current[g] = a;
    }
    for (const std::string& g : written_) {
      if (current[g] >= 0) s.apps[static_cast<size_t>(current[g])].final_writes.insert(g);
    }
    // Backwards: the region each version is needed over, relative to the core.
    std::map<std::string, std::array<long long, 4>> need;  // below S, above S, below T, above T
    for (const std::string& g : written_) need[g] = {0, 0, 0, 0};
    for (int a = count - 1; a >= 0; --a) {
      Application& app = s.apps[static_cast<size_t>(a)];
      const NestUse& use = uses_[static_cast<size_t>(app.nest)];
      std::array<long long, 4> region = {0, 0, 0, 0};
      for (const std::string& g : use.writes) {
        for (size_t k = 0; k < 4; ++k) region[k] = std::max(region[k], need[g][k]);
      }
      app.below[0] = region[0];
      app.above[0] = region[1];
      app.below[1] = region[2];
      app.above[1] = region[3];
      for (const auto& [grid, offsets] : use.reads) {
        for (const std::vector<long long>& o : offsets) {
          long long os = o[static_cast<size_t>(axes_.stream)];
          long long ot = axes_.tile >= 0 ? o[static_cast<size_t>(axes_.tile)] : 0;
          auto& n = need[grid];
          n[0] = std::max(n[0], region[0] - os);
          n[1] = std::max(n[1], region[1] + os);
          n[2] = std::max(n[2], region[2] - ot);
          n[3] = std::max(n[3], region[3] + ot);
        }
      }
    }
    // Forwards: delays.
    for (int a = 0; a < count; ++a) {
      Application& app = s.apps[static_cast<size_t>(a)];
      const NestUse& use = uses_[static_cast<size_t>(app.nest)];
      long long delay = 0;
      for (const auto& [grid, offsets] : use.reads) {
        int v = app.read_version.at(grid);
        if (v < 0) continue;
        for (const std::vector<long long>& o : offsets)
          delay = std::max(delay, s.apps[static_cast<size_t>(v)].delay + o[static_cast<size_t>(axes_.stream)]);
      }
      for (const auto& [grid, v] : app.prev_version) {
        if (v >= 0) delay = std::max(delay, s.apps[static_cast<size_t>(v)].delay);
      }
      app.delay = delay;
    }
    // A version read by no later application and needed over the core alone goes
    // straight into the pass's output; every other one into a ring, sized so that no
    // plane is overwritten before its last reader has read it.
    for (int a = 0; a < count; ++a) {
      Application& app = s.apps[static_cast<size_t>(a)];
      for (const std::string& g : uses_[static_cast<size_t>(app.nest)].writes) {
        long long planes = 1;
        bool read_later = false;
        for (int c = a + 1; c < count; ++c) {
          const Application& later = s.apps[static_cast<size_t>(c)];
          auto rv = later.read_version.find(g);
          if (rv != later.read_version.end() && rv->second == a) {
            read_later = true;
            for (const std::vector<long long>& o : uses_[static_cast<size_t>(later.nest)].reads.at(g)) {
              planes = std::max(planes, later.delay - app.delay - o[static_cast<size_t>(axes_.stream)] + 1);
            }
          }
          auto pv = later.prev_version.find(g);
          if (pv != later.prev_version.end() && pv->second == a) {
            read_later = true;
            planes = std::max(planes, later.delay - app.delay + 1);
          }
        }
        bool core_only = app.below[0] == 0 && app.above[0] == 0 && app.below[1] == 0 && app.above[1] == 0;
        if (app.final_writes.count(g) && !read_later && core_only) {
          app.direct.insert(g);
          continue;
        }
        Ring r;
        r.planes = planes;
        r.offset = s.ring_planes_bytes;
        s.ring_planes_bytes += planes * symbols_.find(g)->type.kind;
        s.rings[{a, g}] = r;
      }
    }
    return s;
  }

  // The plain C translation of the whole subroutine: what runs when the memory of the
  // blocked schedule cannot be had.
  std::string serial_code() const {
    CEmitOptions c;
    c.function_name = prefix() + "_serial";
    c.fortran_entry = false;
    c.internal_linkage = true;
    return emit_c(sub_, symbols_, c);
  }

  // PF=1 (3-D): while a tile's applications compute a plane of the wave front, each row
  // they compute prefetches a few cache lines of the input planes that the next plane's
  // reads of the pass's input need first. Those come from memory: without this the
  // application that reads them waits on memory while the others, reading their rings
  // in cache, leave it idle.
  bool prefetching() const { return variant_.prefetch_planes && axes_.tile >= 0; }

  // A plane of the pass's input to prefetch: `ahead` planes past the wave front's st_q,
  // over rows r0 - below .. r1 + above (a skewed tile's windows lie above its rows:
  // `below` may be negative).
  struct Fetch {
    size_t slot = 0;  // its grid's place in written_
    long long ahead = 0;
    long long below = 0;
    long long above = 0;
  };

  // The newest plane of each grid that the applications of `sc` read from the pass's
  // input, one plane of the wave front later.
  std::vector<Fetch> fetches(const Schedule& sc) const {
    std::map<std::string, Fetch> by_grid;
    for (const Application& app : sc.apps) {
      for (const auto& [grid, offsets] : uses_[static_cast<size_t>(app.nest)].reads) {
        auto version = app.read_version.find(grid);
        if (version == app.read_version.end() || version->second >= 0) continue;
        long long newest = offsets.front()[static_cast<size_t>(axes_.stream)], low = 0, high = 0;
        for (const std::vector<long long>& o : offsets) {
          newest = std::max(newest, o[static_cast<size_t>(axes_.stream)]);
          low = std::max(low, -o[static_cast<size_t>(axes_.tile)]);
          high = std::max(high, o[static_cast<size_t>(axes_.tile)]);
        }
        const long long ahead = 1 - app.delay + newest;
        auto [it, fresh] = by_grid.try_emplace(grid);
        Fetch& f = it->second;
        f.slot = static_cast<size_t>(std::find(written_.begin(), written_.end(), grid) - written_.begin());
        f.ahead = fresh ? ahead : std::max(f.ahead, ahead);
        const long long below = skewed_ ? low - app.above[1] : app.below[1] + low;
        f.below = fresh ? below : std::max(f.below, below);
        f.above = fresh ? app.above[1] + high : std::max(f.above, app.above[1] + high);
      }
    }
    std::vector<Fetch> all;
    all.reserve(by_grid.size());
    for (const auto& [grid, f] : by_grid) all.push_back(f);
    return all;
  }

  std::string prefetch_type() const { return "struct " + prefix() + "_pf"; }

  // The cursor a tile's applications advance, a few lines each row they compute.
  std::string prefetch_helper() const {
    if (!prefetching()) return "";
    const std::string g = std::to_string(written_.size());
    std::ostringstream out;
    out << "/* PF=1: the lines of the input planes that the wave front reads next, fetched into L2\n"
           "   a few a row while the tile's applications compute the current plane. */\n"
        << prefetch_type() << " {\n  const char *at[" << g << "];\n  ptrdiff_t lines[" << g
        << "];\n  ptrdiff_t per_row;\n};\n"
        << "static inline void " << prefix() << "_pf_row(" << prefetch_type() << " *st_pf) {\n"
        << "  ptrdiff_t st_n = st_pf->per_row;\n"
        << "  for (int st_g = 0; st_g < " << g << "; ++st_g) {\n"
        << "    for (; st_n > 0 && st_pf->lines[st_g] > 0; --st_n, --st_pf->lines[st_g], st_pf->at[st_g] += 64)\n"
        << "      __builtin_prefetch(st_pf->at[st_g], 0, 2);\n  }\n}\n\n";
    return out.str();
  }

  // At the top of a tile's loop over the wave front: the cursor set to the planes the
  // next plane reads first, spread over the rows the applications compute a plane.
  std::string prefetch_planes(const Schedule& sc) const {
    std::ostringstream out;
    out << "    {\n      ptrdiff_t st_lines = 0;\n";
    for (const Fetch& f : fetches(sc)) {
      const std::string slot = std::to_string(f.slot);
      const std::string from = "st_a->ST_from_" + param(written_[f.slot]).c_name;
      const std::string y0 =
          f.below >= 0 ? "st_r0 - " + std::to_string(f.below) : "st_r0 + " + std::to_string(-f.below);
      const std::string y1 = "st_r1 + " + std::to_string(f.above);
      out << "      {\n        const ptrdiff_t st_f = st_q + " << f.ahead << ";\n"
          << "        st_pf.lines[" << slot << "] = 0;\n"
          << "        if (st_f >= st_s0 && st_f <= st_s1) {\n"
          << "          const ptrdiff_t st_y0 = " << y0 << " < st_t0 ? st_t0 : " << y0 << ", st_y1 = " << y1
          << " > st_t1 ? st_t1 : " << y1 << ";\n"
          << "          st_pf.at[" << slot << "] = (const char *)(" << from
          << " + (st_f - st_s0) * st_plane + (st_y0 - st_t0) * st_ni);\n"
          << "          st_pf.lines[" << slot << "] = ((st_y1 - st_y0 + 1) * st_ni * (ptrdiff_t)sizeof *" << from
          << " + 63) / 64;\n"
          << "          st_lines += st_pf.lines[" << slot << "];\n        }\n      }\n";
    }
    out << "      st_pf.per_row = st_lines * 5 / (4 * st_pf_rows) + 1;\n    }\n";
    return out.str();
  }

  std::string call_struct() const {
    std::ostringstream out;
    out << "/* One call's arguments and the pass being run, shared by the pool's threads. */\nstruct " << call_name()
        << " {\n";
    for (const CParameter& p : params_) {
      std::string type = p.type;
      for (size_t at; (at = type.find("restrict")) != std::string::npos;) type.erase(at, 8);
      while (!type.empty() && type.back() == ' ') type.pop_back();
      out << "  " << type << (type.back() == '*' ? "" : " ") << p.c_name << ";\n";
    }
    for (const std::string& g : written_) {
      std::string t = element_type(g);
      out << "  const " << t << " *ST_from_" << param(g).c_name << ";\n";
      out << "  " << t << " *ST_to_" << param(g).c_name << ";\n";
    }
    out << "  int ST_steps;\n  int ST_last; /* the call's last pass */\n"
           "  int ST_first; /* the call's first pass: the second copies lack the points no nest writes */\n"
           "  char *ST_rings;\n  size_t ST_ring_bytes;\n};\n\n";
    return out.str();
  }

  // The name of the plane dummy through which the plane function reads `grid` at
  // streamed offset `offset` (ST_u_M1, ST_u_0, ST_u_P1) or writes it (ST_u_OUT). No
  // folded user name has an upper-case letter.
  static std::string plane_name(const std::string& grid, long long offset) {
    return "ST_" + grid + "_" +
           (offset < 0   ? "M" + std::to_string(-offset)
            : offset > 0 ? "P" + std::to_string(offset)
                         : "0");
  }
  static std::string out_name(const std::string& grid) { return "ST_" + grid + "_OUT"; }
  static std::string fin_name(const std::string& grid) { return "ST_" + grid + "_FIN"; }
  std::string plane_fn(size_t n) const { return prefix() + "_nest" + std::to_string(n + 1); }

  // The form an application calls over the core rows of its core planes: its final
  // versions kept in rings stored to the output as well, and with NT=1 its stores to
  // the output non-temporal. Before the call's last pass (`last` false) a final version
  // kept in a ring is stored only where the next pass reads it: a grid no step reads
  // before writing it goes to the output in the last pass alone, which saves a pass
  // the stores of a whole grid (heat3d's v).
  PlaneForm final_form(const Application& app, bool last = true) const {
    PlaneForm f;
    f.nest = static_cast<size_t>(app.nest);
    for (const std::string& g : app.final_writes) {
      const bool direct = app.direct.count(g) > 0;
      if (!direct && !last && !carried_.count(g)) continue;
      if (!direct) f.dual.insert(g);
      if (variant_.streaming) f.streamed.insert(direct ? out_name(g) : fin_name(g));
    }
    return f;
  }

  // The offsets along the streamed dimension at which nest `n` reads `grid`.
  std::vector<long long> stream_offsets(size_t n, const std::string& grid) const {
    std::set<long long> all;
    for (const std::vector<long long>& o : uses_[n].reads.at(grid)) all.insert(o[static_cast<size_t>(axes_.stream)]);
    return {all.begin(), all.end()};
  }

  // The nest as a function of one plane: its loop over the streamed dimension taken
  // out (that variable is an argument), its loop over the cut dimension bounded by
  // ST_R0..ST_R1, and each written grid read or written through a plane pointer.
  ast::Subroutine plane_subroutine(const PlaneForm& form) const {
    const size_t n = form.nest;
    const NestUse& use = uses_[n];
    const NestInfo& nest = *use.nest;
    const std::string& s_var = nest.grid_vars[static_cast<size_t>(axes_.stream)];
    std::string t_var = axes_.tile >= 0 ? nest.grid_vars[static_cast<size_t>(axes_.tile)] : "";
    ast::Subroutine p;
    p.name = form_names_.at(form);
    p.loc = sub_.loc;
    // The original's names keep their types: where it types them implicitly (its loop
    // variable along the streamed dimension, now a dummy, say), so does the plane
    // function. Every name it adds is declared.
    p.implicit_none = sub_.implicit_none;
    const std::set<std::string> written(written_.begin(), written_.end());
    for (const ast::Param& d : sub_.params) {
      if (!written.count(d.name)) p.params.push_back(d);
    }
    p.params.push_back(ast::Param{s_var, sub_.loc});
    // Declarations: the original's, less the written grids; the new dummies.
    for (const ast::Declaration& d : sub_.decls) {
      ast::Declaration copy = d;
      copy.entities.clear();
      for (const ast::EntityDecl& e : d.entities) {
        if (!written.count(e.name)) copy.entities.push_back(e);
      }
      if (!copy.entities.empty()) p.decls.push_back(copy);
    }
    auto scalar = [&](const std::string& name) {
      ast::Declaration d;
      d.type = ast::ScalarType::integer(8);
      d.loc = sub_.loc;
      d.intent = ast::Intent::In;
      d.entities.push_back(ast::EntityDecl{name, sub_.loc, {}, nullptr});
      p.decls.push_back(d);
      p.params.push_back(ast::Param{name, sub_.loc});
    };
    if (axes_.tile >= 0) {
      scalar("ST_R0");
      scalar("ST_R1");
    }
    auto plane = [&](const std::string& grid, const std::string& name, ast::Intent intent) {
      const Symbol& s = *symbols_.find(grid);
      ast::Declaration d;
      d.type = s.type;
      d.loc = sub_.loc;
      d.intent = intent;
      ast::EntityDecl e{name, sub_.loc, {}, nullptr};
      for (int dim = 0; dim < axes_.dims - 1; ++dim) e.dims.push_back(s.dims[static_cast<size_t>(dim)]);
      d.entities.push_back(e);
      p.decls.push_back(d);
      p.params.push_back(ast::Param{name, sub_.loc});
    };
    for (const auto& [grid, offsets] : use.reads) {
      for (long long o : stream_offsets(n, grid)) plane(grid, plane_name(grid, o), ast::Intent::In);
    }
    for (const std::string& g : use.writes) plane(g, out_name(g), ast::Intent::InOut);
    for (const std::string& g : form.dual) plane(g, fin_name(g), ast::Intent::InOut);

    class Rewrite : public ast::Mutator {
     public:
      Rewrite(const TemporalPrinter& t, const std::set<std::string>& written, const std::string& t_var,
              const std::set<std::string>& dual)
          : t_(t), written_(written), t_var_(t_var), dual_(dual) {}

      // After each store to a grid of `dual`: the same element of its output plane.
      ast::StmtList mutate(const ast::StmtList& stmts) override {
        ast::StmtList result;
        for (const ast::Stmt& s : stmts) {
          ast::Stmt m = Mutator::mutate(s);
          result.push_back(m);
          const auto* assign = ast::as<ast::Assign>(s);
          const auto* lhs = assign ? ast::as<ast::ArrayRef>(assign->lhs) : nullptr;
          if (!lhs || !dual_.count(lhs->name)) continue;
          const auto* done = ast::as<ast::Assign>(m);
          const auto* stored = done ? ast::as<ast::ArrayRef>(done->lhs) : nullptr;
          internal_assert(stored) << "a store to a grid was not rewritten into its plane";
          result.push_back(ast::Assign::make(ast::ArrayRef::make(t_.fin_name(lhs->name), stored->indices, lhs->loc),
                                             done->lhs, assign->loc));
        }
        return result;
      }
      using Mutator::mutate;

     protected:
      ast::Expr mutate_ArrayRef(const ast::ArrayRef& node, const ast::Expr& self) override {
        if (!written_.count(node.name)) return Mutator::mutate_ArrayRef(node, self);
        return plane_ref(node, t_.plane_name(node.name, offset(node)));
      }
      ast::Stmt mutate_Assign(const ast::Assign& node, const ast::Stmt& self) override {
        const auto* lhs = ast::as<ast::ArrayRef>(node.lhs);
        if (!lhs || !written_.count(lhs->name)) return Mutator::mutate_Assign(node, self);
        return ast::Assign::make(plane_ref(*lhs, t_.out_name(lhs->name)), mutate(node.rhs), node.loc);
      }
      ast::Stmt mutate_Do(const ast::Do& node, const ast::Stmt& self) override {
        if (node.var != t_var_) return Mutator::mutate_Do(node, self);
        return ast::Do::make(node.var, ast::VarRef::make("ST_R0", node.loc), ast::VarRef::make("ST_R1", node.loc),
                             node.step, mutate(node.body), node.loc);
      }

     private:
      long long offset(const ast::ArrayRef& ref) const {
        auto f = to_affine(ref.indices[static_cast<size_t>(t_.axes_.stream)], t_.symbols_.integer_constants());
        internal_assert(f.has_value()) << "an index the analysis checked is not affine";
        return f->constant;
      }
      ast::Expr plane_ref(const ast::ArrayRef& ref, const std::string& name) {
        std::vector<ast::Expr> indices;
        indices.reserve(static_cast<size_t>(t_.axes_.dims - 1));
        for (int d = 0; d < t_.axes_.dims - 1; ++d) indices.push_back(mutate(ref.indices[static_cast<size_t>(d)]));
        return ast::ArrayRef::make(name, indices, ref.loc);
      }
      const TemporalPrinter& t_;
      const std::set<std::string>& written_;
      const std::string& t_var_;
      const std::set<std::string>& dual_;
    };
    Rewrite rewrite(*this, written, t_var, form.dual);
    const auto* outer = ast::as<ast::Do>(nest.root);
    internal_assert(outer && outer->var == s_var) << "the streamed loop is not outermost";
    p.body = rewrite.mutate(outer->body);
    return p;
  }

  std::string plane_function(const PlaneForm& form) const {
    ast::Subroutine p = plane_subroutine(form);
    SymbolTable symbols = build_symbols(p);
    CEmitOptions c;
    c.function_name = form_names_.at(form);
    c.fortran_entry = false;
    c.internal_linkage = true;
    c.simd_innermost = variant_.simd;
    if (!form.streamed.empty()) {
      c.streaming_loop_var = uses_[form.nest].nest->grid_vars.front();
      c.streaming_arrays = form.streamed;
      // The inputs are rings in cache, or the pass's input streamed plane by plane.
      c.streaming_prefetch_rows = 0;
    }
    // SHUF=1: the unit-stride loop of a form without streaming stores (those keep their
    // L1 buffers) by shuffled vectors, where its body allows.
    if (prefetching()) {
      c.extra_parameters.push_back(prefetch_type() + " *st_pf");
      c.loop_prologues[uses_[form.nest].nest->grid_vars[static_cast<size_t>(axes_.tile)]] =
          prefix() + "_pf_row(st_pf);";
    }
    CPrintHooks hooks;
    if (variant_.shifted_rows && variant_.simd && form.streamed.empty()) {
      const std::string unit = uses_[form.nest].nest->grid_vars.front();
      const int bytes = variant_.vector_bytes > 0 ? variant_.vector_bytes : 32;
      hooks.loop = [&symbols, unit, bytes](const ast::Do& loop, int depth, CPrintContext& ctx) {
        if (loop.var != unit) return std::optional<std::string>();
        return shifted_rows_loop(loop, depth, ctx, symbols, bytes);
      };
      c.hooks = &hooks;
    }
    return emit_c(p, symbols, c) + "\n";
  }

  // The C call of a form's plane function over rows j0..j1 (unused in 2-D), its
  // dummies bound to the planes named in `planes`.
  std::string plane_call(const PlaneForm& form, const std::map<std::string, std::string>& planes, const std::string& j0,
                         const std::string& j1) const {
    const size_t n = form.nest;
    ast::Subroutine p = plane_subroutine(form);
    std::string s;
    const std::set<std::string> written(written_.begin(), written_.end());
    for (const ast::Param& d : p.params) {
      std::string a;
      if (auto it = planes.find(d.name); it != planes.end()) {
        a = it->second;
      } else if (d.name == "ST_R0" || d.name == "ST_R1") {
        a = d.name == "ST_R0" ? j0 : j1;
      } else if (d.name == uses_[n].nest->grid_vars[static_cast<size_t>(axes_.stream)]) {
        a = "(" + c_type(symbols_.find(d.name)->type) + ")st_p";
      } else {
        a = "st_a->" + param(d.name).c_name;
      }
      s += (s.empty() ? "" : ", ") + a;
    }
    if (prefetching()) s += ", &st_pf";
    return form_names_.at(form) + "(" + s + ");";
  }

  static std::string copy_helper() {
    return "/* Copies the elements of rows r0..r1 of a plane (ni elements a row) that lie outside\n"
           "   columns i0..i1 of rows j0..j1 (all of them where that box is empty): the points a\n"
           "   nest does not write keep their previous values. Printed once a file of several\n"
           "   subroutines. */\n"
           "#ifndef STENCILTUNE_COPY_OUTSIDE\n#define STENCILTUNE_COPY_OUTSIDE\n"
           "static inline void st_copy_elements(char *to, const char *from, size_t count, size_t size) {\n"
           "  /* A stencil's edge columns, a few elements a row: moves, not calls of memcpy. */\n"
           "  if (count <= 4) {\n"
           "    for (size_t c = 0; c < count; ++c) memcpy(to + c * size, from + c * size, size);\n"
           "  } else {\n"
           "    memcpy(to, from, count * size);\n"
           "  }\n"
           "}\n\n"
           "static inline void st_copy_outside(void *to, const void *from, size_t size, ptrdiff_t ni, ptrdiff_t r0,\n"
           "                                   ptrdiff_t r1, ptrdiff_t i0, ptrdiff_t i1, ptrdiff_t j0, ptrdiff_t j1) "
           "{\n"
           "  for (ptrdiff_t r = r0; r <= r1; ++r) {\n"
           "    char *t = (char *)to + (size_t)(r * ni) * size;\n"
           "    const char *f = (const char *)from + (size_t)(r * ni) * size;\n"
           "    if (r < j0 || r > j1 || i0 > i1) {\n"
           "      memcpy(t, f, (size_t)ni * size);\n"
           "      continue;\n"
           "    }\n"
           "    if (i0 > 0) st_copy_elements(t, f, (size_t)i0, size);\n"
           "    if (i1 + 1 < ni) st_copy_elements(t + (size_t)(i1 + 1) * size, f + (size_t)(i1 + 1) * size, "
           "(size_t)(ni - "
           "i1 - 1), size);\n"
           "  }\n"
           "}\n"
           "#endif\n\n";
  }

  // The plane's first point along the dimensions below the streamed one, and the
  // grid's extents: shared by every written grid (same shape).
  std::string shape_locals(const std::string& via) const {
    std::ostringstream out;
    const int s = axes_.stream;
    out << "  const ptrdiff_t st_s0 = " << form(lower(s), via) << ", st_s1 = " << form(upper(s), via) << ";\n";
    out << "  const ptrdiff_t st_ni = " << form(upper(0) - lower(0) + Affine::of(1), via) << ";\n";
    out << "  const ptrdiff_t st_i0 = " << form(lower(0), via) << ";\n";
    if (axes_.tile >= 0) {
      out << "  const ptrdiff_t st_t0 = " << form(lower(1), via) << ", st_t1 = " << form(upper(1), via) << ";\n";
      out << "  const ptrdiff_t st_plane = st_ni * (st_t1 - st_t0 + 1);\n";
    } else {
      out << "  const ptrdiff_t st_plane = st_ni;\n";
    }
    return out.str();
  }

  // The tile of a pass of s + 1 steps: planes c0..c1 (and rows r0..r1 in 3-D) of the result.
  std::string tile_function(size_t si) const {
    const Schedule& sc = schedules_[si];
    const int steps = static_cast<int>(si) + 1;
    std::ostringstream out;
    out << "/* A tile of a pass of " << steps << " step" << (steps == 1 ? "" : "s") << ": " << sc.apps.size()
        << " applications, each a few planes behind the one it reads. */\n";
    out << "static void " << prefix() << "_tile" << steps << "(const struct " << call_name()
        << " *st_a, char *st_rings, ptrdiff_t st_c0, ptrdiff_t st_c1, ptrdiff_t st_r0, ptrdiff_t st_r1) {\n";
    out << shape_locals("st_a->") << ring_locals();
    if (axes_.tile < 0) out << "  (void)st_r0;\n  (void)st_r1;\n";
    if (skewed_) {
      // The rows each ring's readers take from the tile before: after the thread's rings,
      // a plane of the chunk (and the planes it reaches past it) after another.
      const long long reach = stream_reach();
      out << "  const ptrdiff_t st_ep = " << stream_chunk() + 2 * reach << ", st_pbase = st_c0 - " << reach << ";\n";
      out << "  char *st_edges = st_rings + (size_t)" << ring_units() << " * (size_t)st_ring_plane;\n";
      out << "  (void)st_ep;\n  (void)st_pbase;\n  (void)st_edges;\n";
    }
    const size_t count = sc.apps.size();
    out << "  ptrdiff_t st_first[" << count << "], st_last[" << count << "];\n";
    out << "  ptrdiff_t st_q0 = PTRDIFF_MAX, st_q1 = PTRDIFF_MIN;\n";
    for (size_t a = 0; a < count; ++a) {
      const Application& app = sc.apps[a];
      out << "  st_first[" << a << "] = st_c0 - " << app.below[0] << " < st_s0 ? st_s0 : st_c0 - " << app.below[0]
          << ";\n";
      out << "  st_last[" << a << "] = st_c1 + " << app.above[0] << " > st_s1 ? st_s1 : st_c1 + " << app.above[0]
          << ";\n";
      out << "  if (st_first[" << a << "] + " << app.delay << " < st_q0) st_q0 = st_first[" << a << "] + " << app.delay
          << ";\n";
      out << "  if (st_last[" << a << "] + " << app.delay << " > st_q1) st_q1 = st_last[" << a << "] + " << app.delay
          << ";\n";
    }
    if (prefetching()) {
      long long widened = 0;
      for (const Application& app : sc.apps) widened += app.below[1] + app.above[1];
      out << "  " << prefetch_type() << " st_pf = {{0}, {0}, 0};\n";
      out << "  const ptrdiff_t st_pf_rows = " << count << " * (st_r1 - st_r0 + 1) + " << widened << ";\n";
    }
    out << "  for (ptrdiff_t st_q = st_q0; st_q <= st_q1; ++st_q) {\n";
    if (prefetching()) out << prefetch_planes(sc);
    for (size_t a = 0; a < count; ++a) out << application_code(sc, a);
    out << "  }\n}\n\n";
    return out.str();
  }

  // A pointer to plane `plane` of the version of `grid` that application `version`
  // wrote (-1: the pass's input; a final version written straight: the output).
  std::string version_plane(const Schedule& sc, int version, const std::string& grid, const std::string& plane) const {
    std::string t = element_type(grid);
    const std::string& c = param(grid).c_name;
    if (version < 0) return "st_a->ST_from_" + c + " + (" + plane + " - st_s0) * st_plane";
    const Application& w = sc.apps[static_cast<size_t>(version)];
    if (w.direct.count(grid)) return "st_a->ST_to_" + c + " + (" + plane + " - st_s0) * st_plane";
    const Ring& r = sc.rings.at({version, grid});
    if (axes_.tile < 0) {
      return "(" + t + " *)(st_rings + (size_t)" + std::to_string(r.offset) + " * (size_t)st_plane) + ((" + plane +
             " - st_s0) % " + std::to_string(r.planes) + ") * st_plane";
    }
    return "(" + t + " *)(st_rings + (size_t)" + std::to_string(r.offset) + " * (size_t)st_ring_plane) + ((" + plane +
           " - st_s0) % " + std::to_string(r.planes) + ") * st_ring_plane - (st_ring_row0 - st_t0) * st_ni";
  }

  std::string application_code(const Schedule& sc, size_t a) const {
    const Application& app = sc.apps[a];
    const NestUse& use = uses_[static_cast<size_t>(app.nest)];
    const LoopInfo& sl = *use.loop[axes_.stream];
    const LoopInfo& il = *use.loop[0];
    std::ostringstream out;
    out << "    {\n      /* Application " << a + 1 << ": nest " << app.nest + 1 << " of step " << a / uses_.size() + 1
        << ". */\n";
    out << "      const ptrdiff_t st_p = st_q - " << app.delay << ";\n";
    out << "      if (st_p >= st_first[" << a << "] && st_p <= st_last[" << a << "]) {\n";
    if (skewed_) {
      const std::string d = std::to_string(app.above[1]);
      out << "        const ptrdiff_t st_w0 = st_r0 == st_t0 ? st_t0 : st_r0 + " << d << ";\n";
      out << "        const ptrdiff_t st_w1 = st_r1 + " << d << " > st_t1 ? st_t1 : st_r1 + " << d << ";\n";
    } else if (axes_.tile >= 0) {
      out << "        const ptrdiff_t st_w0 = st_r0 - " << app.below[1] << " < st_t0 ? st_t0 : st_r0 - " << app.below[1]
          << ";\n";
      out << "        const ptrdiff_t st_w1 = st_r1 + " << app.above[1] << " > st_t1 ? st_t1 : st_r1 + " << app.above[1]
          << ";\n";
    }
    std::map<std::string, std::string> planes;
    for (const std::string& g : use.writes) {
      std::string t = element_type(g);
      std::string out_plane = "st_out_" + param(g).c_name;
      std::string prev_plane = "st_prev_" + param(g).c_name;
      out << "        " << t << " *" << out_plane << " = " << version_plane(sc, static_cast<int>(a), g, "st_p")
          << ";\n";
      out << "        const " << t << " *" << prev_plane << " = "
          << version_plane(sc, app.prev_version.at(g), g, "st_p") << ";\n";
      planes[out_name(g)] = out_plane;
      // SKEW=1: the rows below the window that later applications read, from the tile before.
      auto edge = skewed_ ? sc.edges.find({static_cast<int>(a), g}) : sc.edges.end();
      if (edge != sc.edges.end()) {
        const std::string rows = std::to_string(edge->second.rows), c = param(g).c_name;
        out << "        " << t << " *st_edge_" << c << " = (" << t << " *)(st_edges + (size_t)" << edge->second.offset
            << " * (size_t)st_ep * (size_t)st_ni) + (st_p - st_pbase) * " << rows << " * st_ni;\n";
        out << "        if (st_r0 != st_t0) memcpy(" << out_plane << " + (st_w0 - " << rows
            << " - st_t0) * st_ni, st_edge_" << c << ", sizeof *" << out_plane << " * " << rows
            << " * (size_t)st_ni);\n";
      }
    }
    const PlaneForm plain{static_cast<size_t>(app.nest), {}, {}};
    const PlaneForm fin = final_form(app);
    const PlaneForm live = final_form(app, false);
    const bool split = !(fin == plain);
    // The final form's call over rows r0..r1; before the last pass, the live form's.
    auto final_call = [&](const std::string& r0, const std::string& r1) {
      if (live == fin) return plane_call(fin, planes, r0, r1);
      return "{\n              if (st_a->ST_last) " + plane_call(fin, planes, r0, r1) + "\n              else " +
             plane_call(live, planes, r0, r1) + "\n            }";
    };
    // A final version kept in a ring: its core rows go to the output as they are
    // computed (the final form's second store); the points the nest does not write, from
    // the ring's plane after they are copied there.
    for (const std::string& g : fin.dual) {
      const std::string& c = param(g).c_name;
      out << "        " << element_type(g) << " *st_fin_" << c << " = st_a->ST_to_" << c
          << " + (st_p - st_s0) * st_plane;\n";
      planes[fin_name(g)] = "st_fin_" + c;
    }
    if (split) out << "        const int st_core = st_p >= st_c0 && st_p <= st_c1;\n";
    // A copy of the points the nest does not write into the pass's output, where they
    // never change: only in the call's first pass (into a second copy), the others'
    // outputs hold them already.
    auto once = [&](const std::string& g, bool output) {
      return output && fixed_outside_.count(g) ? std::string("if (st_a->ST_first) ") : std::string();
    };
    // The rows whose final versions this tile writes: its core's, or where skewed its
    // window's (the windows of a chunk's tiles partition its rows).
    const std::string o0 = skewed_ ? "st_w0" : "st_r0", o1 = skewed_ ? "st_w1" : "st_r1";
    std::string core_rows = axes_.tile >= 0 ? o0 + " - st_t0, " + o1 + " - st_t0" : "0, 0";
    // The plane inside the nest's range: what the nest does not write copied, the rest
    // computed; outside it: the whole plane copied.
    out << "        if (st_p >= " << form(sl.lower_form, "st_a->") << " && st_p <= " << form(sl.upper_form, "st_a->")
        << ") {\n";
    std::string rows = axes_.tile >= 0 ? "st_w0 - st_t0, st_w1 - st_t0" : "0, 0";
    std::string box_rows = "0, 0";
    if (axes_.tile >= 0) {
      const LoopInfo& tl = *use.loop[axes_.tile];
      out << "          const ptrdiff_t st_j0 = " << form(tl.lower_form, "st_a->") << " > st_w0 ? "
          << form(tl.lower_form, "st_a->") << " : st_w0;\n";
      out << "          const ptrdiff_t st_j1 = " << form(tl.upper_form, "st_a->") << " < st_w1 ? "
          << form(tl.upper_form, "st_a->") << " : st_w1;\n";
      box_rows = form(tl.lower_form, "st_a->") + " - st_t0, " + form(tl.upper_form, "st_a->") + " - st_t0";
    }
    const std::string columns =
        form(il.lower_form, "st_a->") + " - st_i0, " + form(il.upper_form, "st_a->") + " - st_i0";
    for (const std::string& g : use.writes) {
      out << "          " << once(g, app.direct.count(g) > 0) << "st_copy_outside(st_out_" << param(g).c_name
          << ", st_prev_" << param(g).c_name << ", sizeof(*st_out_" << param(g).c_name << "), st_ni, " << rows << ", "
          << columns << ", " << box_rows << ");\n";
    }
    for (const auto& [grid, offsets] : use.reads) {
      for (long long o : stream_offsets(static_cast<size_t>(app.nest), grid)) {
        std::string local = "st_in_" + param(grid).c_name + "_" + (o < 0 ? "m" : "p") + std::to_string(o < 0 ? -o : o);
        out << "          const " << element_type(grid) << " *" << local << " = "
            << version_plane(sc, app.read_version.at(grid), grid, "(st_p + " + std::to_string(o) + ")") << ";\n";
        planes[plane_name(grid, o)] = local;
      }
    }
    if (!split) {
      std::string call = plane_call(plain, planes, "st_j0", "st_j1");
      out << "          " << (axes_.tile >= 0 ? "if (st_j0 <= st_j1) " : "") << call << "\n";
    } else if (axes_.tile < 0) {
      out << "          if (st_core) {\n";
      out << "            " << final_call("", "") << "\n";
      for (const std::string& g : fin.dual) {
        const std::string& c = param(g).c_name;
        out << "            " << once(g, true) << "st_copy_outside(st_fin_" << c << ", st_out_" << c
            << ", sizeof(*st_out_" << c << "), st_ni, 0, 0, " << columns << ", 0, 0);\n";
      }
      out << "          } else {\n            " << plane_call(plain, planes, "", "") << "\n          }\n";
    } else {
      // Rows below the core, the core's (the final form), rows above it.
      out << "          if (st_core) {\n";
      out << "            const ptrdiff_t st_l1 = st_j1 < " << o0 << " - 1 ? st_j1 : " << o0 << " - 1;\n";
      out << "            const ptrdiff_t st_m0 = st_j0 > " << o0 << " ? st_j0 : " << o0 << ", st_m1 = st_j1 < " << o1
          << " ? st_j1 : " << o1 << ";\n";
      out << "            const ptrdiff_t st_h0 = st_j0 > " << o1 << " + 1 ? st_j0 : " << o1 << " + 1;\n";
      out << "            if (st_j0 <= st_l1) " << plane_call(plain, planes, "st_j0", "st_l1") << "\n";
      out << "            if (st_m0 <= st_m1) " << final_call("st_m0", "st_m1") << "\n";
      out << "            if (st_h0 <= st_j1) " << plane_call(plain, planes, "st_h0", "st_j1") << "\n";
      for (const std::string& g : fin.dual) {
        const std::string& c = param(g).c_name;
        out << "            " << once(g, true) << "st_copy_outside(st_fin_" << c << ", st_out_" << c
            << ", sizeof(*st_out_" << c << "), st_ni, " << core_rows << ", " << columns << ", " << box_rows << ");\n";
      }
      out << "          } else if (st_j0 <= st_j1) {\n            " << plane_call(plain, planes, "st_j0", "st_j1")
          << "\n          }\n";
    }
    out << "        } else {\n";
    for (const std::string& g : use.writes) {
      out << "          " << once(g, app.direct.count(g) > 0) << "st_copy_outside(st_out_" << param(g).c_name
          << ", st_prev_" << param(g).c_name << ", sizeof(*st_out_" << param(g).c_name << "), st_ni, " << rows
          << ", 0, -1, 0, -1);\n";
    }
    for (const std::string& g : fin.dual) {
      const std::string& c = param(g).c_name;
      out << "          if (st_core" << (fixed_outside_.count(g) ? " && st_a->ST_first" : "")
          << ") st_copy_outside(st_fin_" << c << ", st_out_" << c << ", sizeof(*st_out_" << c << "), st_ni, "
          << core_rows << ", 0, -1, 0, -1);\n";
    }
    out << "        }\n";
    // SKEW=1: the window's top rows, for the next tile's later applications.
    for (const std::string& g : use.writes) {
      auto edge = skewed_ ? sc.edges.find({static_cast<int>(a), g}) : sc.edges.end();
      if (edge == sc.edges.end()) continue;
      const std::string kept = std::to_string(edge->second.rows), c = param(g).c_name;
      out << "        if (st_r1 != st_t1) memcpy(st_edge_" << c << ", st_out_" << c << " + (st_w1 - " << kept
          << " + 1 - st_t0) * st_ni, sizeof *st_out_" << c << " * " << kept << " * (size_t)st_ni);\n";
    }
    out << "      }\n    }\n";
    return out.str();
  }

  // In 3-D a ring's plane holds only the rows a tile's applications touch: the tile's
  // rows and the widest halo either side (rows r0 - reach ... r1 + reach), so that a
  // thread's rings take what they use and their slots do not lie a whole grid plane
  // apart, where they would fall on the same cache sets. Row j of a slot is at
  // (j - st_ring_row0) * st_ni; a pointer to it is shifted back by (st_ring_row0 - st_t0)
  // rows, into the previous slot, another thread's rings or the front pad.
  long long ring_reach() const {
    return most_of_apps([](const Application& app) { return std::max(app.below[1], app.above[1]); });
  }
  // The elements of a ring's plane (3-D), with a few cache lines more so that slots do
  // not start at the same offset of a page.
  std::string ring_plane_expression() const {
    long long rows = tile_rows();
    std::string tile = rows > 0 ? std::to_string(rows) : "(st_t1 - st_t0 + 1)";
    // SKEW=1: a last tile may hold the largest shift's rows more.
    const long long extra = 2 * ring_reach() + (skewed_ ? max_shift() : 0);
    return "(" + tile + " + " + std::to_string(extra) + ") * st_ni + 32";
  }
  std::string ring_locals() const {
    if (axes_.tile < 0) return "";
    return "  const ptrdiff_t st_ring_plane = " + ring_plane_expression() +
           ";\n  const ptrdiff_t st_ring_row0 = st_r0 - " + std::to_string(ring_reach()) +
           ";\n  (void)st_ring_plane;\n  (void)st_ring_row0;\n";
  }

  long long stream_chunk() const {
    long long v = variant_.transform.get(axes_.tile >= 0 ? "CZ" : "CY", 0);
    return v > 0 ? v : 32;
  }
  long long tile_rows() const { return axes_.tile >= 0 ? variant_.transform.get("CY", 0) : 0; }

  // The tiles of a pass: contiguous runs of them per thread (the same runs every pass,
  // so the pages a thread writes are the ones it first touched).
  std::string tiles_locals() const {
    std::ostringstream out;
    out << "  const ptrdiff_t st_chunk = " << stream_chunk() << ";\n";
    out << "  const ptrdiff_t st_chunks = (st_s1 - st_s0 + st_chunk) / st_chunk;\n";
    if (axes_.tile >= 0) {
      long long rows = tile_rows();
      out << "  const ptrdiff_t st_rows = " << (rows > 0 ? std::to_string(rows) : "st_t1 - st_t0 + 1") << ";\n";
      if (skewed_) {
        // A last tile of no more rows than the largest shift joins the one before (until
        // it has more), so that no window of the tile before it is cut short.
        out << "  ptrdiff_t st_cuts = (st_t1 - st_t0 + st_rows) / st_rows;\n";
        out << "  while (st_cuts > 1 && st_t1 - st_t0 + 1 - (st_cuts - 1) * st_rows <= " << max_shift()
            << ") --st_cuts;\n";
      } else {
        out << "  const ptrdiff_t st_cuts = (st_t1 - st_t0 + st_rows) / st_rows;\n";
      }
    } else {
      out << "  const ptrdiff_t st_rows = 1, st_cuts = 1, st_t0 = 0, st_t1 = 0;\n";
    }
    out << "  const ptrdiff_t st_tiles = st_chunks * st_cuts;\n";
    if (skewed_) {
      // Whole chunks a thread: a skewed tile takes rows from the tile before it.
      out << "  const ptrdiff_t st_from = st_chunks * thread / nthreads * st_cuts, st_until = st_chunks * (thread + 1) "
             "/ "
             "nthreads * st_cuts;\n  (void)st_tiles;\n";
    } else {
      out << "  const ptrdiff_t st_from = st_tiles * thread / nthreads, st_until = st_tiles * (thread + 1) / "
             "nthreads;\n";
    }
    return out.str();
  }

  // A tile's planes and rows from its index (the tiles_locals in scope).
  std::string tile_bounds() const {
    std::string out =
        "    const ptrdiff_t st_c0 = st_s0 + (st_tile / st_cuts) * st_chunk;\n"
        "    const ptrdiff_t st_c1 = st_c0 + st_chunk - 1 > st_s1 ? st_s1 : st_c0 + st_chunk - 1;\n"
        "    const ptrdiff_t st_r0 = st_t0 + (st_tile % st_cuts) * st_rows;\n";
    if (skewed_) {
      return out +
             "    const ptrdiff_t st_r1 = st_tile % st_cuts == st_cuts - 1 || st_r0 + st_rows - 1 > st_t1 ? st_t1 : "
             "st_r0 + st_rows - 1;\n";
    }
    return out + "    const ptrdiff_t st_r1 = st_r0 + st_rows - 1 > st_t1 ? st_t1 : st_r0 + st_rows - 1;\n";
  }

  std::string pass_task() const {
    std::ostringstream out;
    out << "/* One pass: each thread's run of tiles, with its own rings. */\n";
    out << "static void " << prefix() << "_pass(void *ctx, int thread, int nthreads) {\n";
    out << "  const struct " << call_name() << " *st_a = (const struct " << call_name() << " *)ctx;\n";
    out << shape_locals("st_a->") << tiles_locals();
    out << "  (void)st_ni;\n  (void)st_i0;\n  (void)st_plane;\n";
    out << "  char *st_rings = st_a->ST_rings + (size_t)thread * st_a->ST_ring_bytes;\n";
    out << "  for (ptrdiff_t st_tile = st_from; st_tile < st_until; ++st_tile) {\n";
    out << tile_bounds();
    out << "    switch (st_a->ST_steps) {\n";
    for (size_t s = 0; s < schedules_.size(); ++s) {
      out << "      case " << s + 1 << ": " << prefix() << "_tile" << s + 1
          << "(st_a, st_rings, st_c0, st_c1, st_r0, st_r1); break;\n";
    }
    out << "      default: break;\n    }\n  }\n";
    // Non-temporal stores are weakly ordered: other threads read this pass's output next.
    if (variant_.streaming) out << "  st_stream_fence();\n";
    out << "}\n\n";
    return out.str();
  }

  // Each thread copies its share of planes of the second copy back into the caller's grids.
  std::string copy_back_task() const {
    std::ostringstream out;
    out << "/* The result into the caller's grids, when the last pass left it in the second copy. */\n";
    out << "static void " << prefix() << "_copy_back(void *ctx, int thread, int nthreads) {\n";
    out << "  const struct " << call_name() << " *st_a = (const struct " << call_name() << " *)ctx;\n";
    out << shape_locals("st_a->") << "  (void)st_i0;\n";
    out << "  const ptrdiff_t st_n = st_s1 - st_s0 + 1;\n";
    out << "  const ptrdiff_t st_from = st_s0 + st_n * thread / nthreads, st_until = st_s0 + st_n * (thread + 1) / "
           "nthreads;\n";
    out << "  if (st_until <= st_from) return;\n";
    for (const std::string& g : written_) {
      std::string c = param(g).c_name;
      out << "  memcpy(st_a->" << c << " + (st_from - st_s0) * st_plane, st_a->ST_from_" << c
          << " + (st_from - st_s0) * st_plane, (size_t)((st_until - st_from) * st_plane) * sizeof *st_a->" << c
          << ");\n";
    }
    out << "}\n\n";
    return out.str();
  }

  // Each thread zeroes the core of its own tiles, the points it writes in every pass, so
  // that their pages are placed where it runs.
  std::string touch_task() const {
    std::ostringstream out;
    out << "/* First touch: each thread zeroes the points of its tiles. */\n";
    out << "static void " << prefix() << "_touch(void *ctx, int thread, int nthreads) {\n";
    out << "  const struct " << call_name() << " *st_a = (const struct " << call_name() << " *)ctx;\n";
    out << shape_locals("st_a->") << tiles_locals() << "  (void)st_i0;\n";
    out << "  for (ptrdiff_t st_tile = st_from; st_tile < st_until; ++st_tile) {\n";
    out << tile_bounds();
    out << "    for (ptrdiff_t st_p = st_c0; st_p <= st_c1; ++st_p) {\n";
    for (const std::string& g : written_) {
      std::string c = param(g).c_name;
      out << "      memset(st_a->" << c
          << " + (st_p - st_s0) * st_plane + (st_r0 - st_t0) * st_ni, 0, (size_t)((st_r1 - st_r0 + 1) * st_ni) * "
             "sizeof *st_a->"
          << c << ");\n";
    }
    out << "    }\n  }\n}\n\n";
    return out.str();
  }

  std::string first_touch_code() const {
    std::ostringstream out;
    std::string list = parameter_list();
    for (size_t at; (at = list.find("const ")) != std::string::npos;) list.erase(at, 6);
    out << touch_task();
    out << "/* Zeroes the grids the time loop writes, each thread the points it will compute: call\n"
           "   it once right after allocating the arrays and before filling them. */\n";
    out << "void " << name_ << "_first_touch(" << list << ") {\n";
    // Huge pages for every array argument, as every first touch asks (README.md), for
    // the passes' streams through the caller's grids where TLB misses cost them. Given
    // before any page is touched (the coefficients the caller fills after this call
    // included).
    for (const CParameter& p : params_) {
      if (!p.is_array) continue;
      const Symbol& s = *symbols_.find(p.name);
      std::string elements;
      for (int d = 0; d < s.rank(); ++d) {
        elements += (d ? " * " : "") + std::string("st_extent(") + form(bound(s.lower(d)), "") + ", " +
                    form(bound(s.dims[static_cast<size_t>(d)].upper), "") + ")";
      }
      out << "  st_advise_huge_pages((void *)" << p.c_name << ", " << elements << " * (ptrdiff_t)sizeof *" << p.c_name
          << ");\n";
    }
    out << "  struct " << call_name() << " st_call;\n  memset(&st_call, 0, sizeof st_call);\n";
    for (const CParameter& p : params_) out << "  st_call." << p.c_name << " = " << p.c_name << ";\n";
    out << "  st_pool_start(" << variant_.threads << ");\n";
    out << "  st_pool_run(" << prefix() << "_touch, &st_call);\n}\n\n";
    return out.str();
  }

  std::string parameter_list() const { return c_parameter_list(params_); }

  std::string entry_code() const {
    std::ostringstream out;
    const TimeLoopInfo& t = *info_.time_loop;
    const int bt = variant_.steps_per_pass;
    out << "/* The second copy of the grids the time loop writes and the threads' rings, kept from\n"
           "   call to call (one call at a time uses them). */\n";
    out << "static pthread_mutex_t " << prefix() << "_lock = PTHREAD_MUTEX_INITIALIZER;\n";
    out << "static void *" << prefix() << "_copy[" << written_.size() << "];\n";
    out << "static size_t " << prefix() << "_copy_bytes[" << written_.size() << "];\n";
    out << "static char *" << prefix() << "_ring_memory;\nstatic size_t " << prefix() << "_ring_memory_bytes;\n\n";
    out << "static void *" << prefix() << "_reserve(void **at, size_t *have, size_t bytes) {\n"
        << "  if (*have >= bytes) return *at;\n  free(*at);\n  *at = malloc(bytes);\n  *have = *at ? bytes : 0;\n"
        << "  if (*at) st_advise_huge_pages(*at, (ptrdiff_t)bytes);\n  return *at;\n}\n\n";
    out << "/* The first st_steps steps of the time loop, " << bt
        << " at a time, each pass over memory a wave front of\n"
           "   planes through every tile (the library's entry runs a last single step nest by nest\n"
           "   where the passes would otherwise end in the second copy).\n";
    out << "   Returns 0, or 1 where the memory for the second copy could not be had: nothing was\n"
           "   computed. */\n";
    out << "int " << bare_ << "_steps(" << parameter_list() << ", ptrdiff_t st_steps) {\n";
    out << "  if (st_steps <= 0) return 0;\n";
    out << "  struct " << call_name() << " st_call;\n  memset(&st_call, 0, sizeof st_call);\n";
    for (const CParameter& p : params_) out << "  st_call." << p.c_name << " = " << p.c_name << ";\n";
    out << "  pthread_mutex_lock(&" << prefix() << "_lock);\n";
    out << "  {\n    struct " << call_name() << " *st_a = &st_call;\n"
        << indented(shape_locals("st_a->"), 2) << "    (void)st_i0;\n    (void)st_ni;\n";
    out << "    const size_t st_points = (size_t)((st_s1 - st_s0 + 1) * st_plane);\n";
    out << "    const int st_threads = " << variant_.threads << ";\n";
    out << "    int st_ok = 1;\n";
    for (size_t i = 0; i < written_.size(); ++i) {
      const std::string& c = param(written_[i]).c_name;
      out << "    void *st_second_" << i << " = " << prefix() << "_reserve(&" << prefix() << "_copy[" << i << "], &"
          << prefix() << "_copy_bytes[" << i << "], st_points * sizeof *st_a->" << c << ");\n";
      out << "    st_ok = st_ok && st_second_" << i << " != NULL;\n";
    }
    // In 3-D, a pad before the rings the size of a grid plane of the widest element:
    // where the shifted pointers of the first thread's first slots may point.
    long long widest = 1;
    for (const std::string& g : written_) widest = std::max<long long>(widest, symbols_.find(g)->type.kind);
    if (axes_.tile >= 0) {
      out << "    const ptrdiff_t st_ring_plane = " << ring_plane_expression() << ";\n";
      out << "    const size_t st_ring_front = ((size_t)st_plane * " << widest << " + 63) / 64 * 64;\n";
    } else {
      out << "    const ptrdiff_t st_ring_plane = st_plane;\n    const size_t st_ring_front = 0;\n";
    }
    std::string edges;
    if (skewed_) {
      edges = " + (size_t)" + std::to_string(edge_units()) + " * (size_t)" +
              std::to_string(stream_chunk() + 2 * stream_reach()) + " * (size_t)st_ni";
    }
    out << "    st_a->ST_ring_bytes = ((size_t)" << ring_units() << " * (size_t)st_ring_plane" << edges
        << " + 63) / 64 * 64;\n";
    out << "    st_ok = st_ok && " << prefix() << "_reserve((void **)&" << prefix() << "_ring_memory, &" << prefix()
        << "_ring_memory_bytes, st_ring_front + st_a->ST_ring_bytes * (size_t)st_threads + 64) != NULL;\n";
    out << "    if (!st_ok) {\n      pthread_mutex_unlock(&" << prefix() << "_lock);\n      return 1;\n    }\n";
    out << "    st_a->ST_rings = " << prefix() << "_ring_memory + st_ring_front;\n";
    out << "    st_pool_start(st_threads);\n";
    out << "    ptrdiff_t st_left = st_steps;\n    int st_in_second = 0;\n";
    out << pass_halving_declaration(bt, "st_steps", "    ");
    out << "    while (st_left > 0) {\n";
    out << "      st_a->ST_steps = (int)(st_left < " << bt << " ? st_left : " << bt << ");\n";
    out << pass_halving_statement(bt, "st_a->ST_steps", "      ");
    out << "      st_a->ST_last = st_left == st_a->ST_steps;\n";
    out << "      st_a->ST_first = st_left == st_steps;\n";
    for (size_t i = 0; i < written_.size(); ++i) {
      const std::string& c = param(written_[i]).c_name;
      std::string type = element_type(written_[i]);
      out << "      st_a->ST_from_" << c << " = st_in_second ? (const " << type << " *)st_second_" << i << " : st_a->"
          << c << ";\n";
      out << "      st_a->ST_to_" << c << " = st_in_second ? st_a->" << c << " : (" << type << " *)st_second_" << i
          << ";\n";
    }
    out << "      st_pool_run(" << prefix() << "_pass, st_a);\n";
    out << "      st_in_second = !st_in_second;\n      st_left -= st_a->ST_steps;\n    }\n";
    out << "    if (st_in_second) {\n";
    for (size_t i = 0; i < written_.size(); ++i) {
      const std::string& c = param(written_[i]).c_name;
      out << "      st_a->ST_from_" << c << " = (const " << element_type(written_[i]) << " *)st_second_" << i << ";\n";
    }
    out << "      st_pool_run(" << prefix() << "_copy_back, st_a);\n    }\n";
    out << "  }\n  pthread_mutex_unlock(&" << prefix() << "_lock);\n  return 0;\n}\n\n";
    out << "/* The subroutine: every step of its time loop; without the memory for the second copy,\n"
           "   the steps one by one on this thread. */\n";
    std::string args;
    for (size_t i = 0; i < params_.size(); ++i) args += (i ? ", " : "") + params_[i].c_name;
    out << "void " << bare_ << "(" << parameter_list() << ") {\n";
    out << "  if (" << bare_ << "_steps(" << args << ", " << form(t.upper_form - t.lower_form + Affine::of(1), "")
        << ") != 0) " << prefix() << "_serial(" << args << ");\n}\n\n";
    if (options_.fortran_entry) {
      out << "/* The original's symbol and calling convention (gfortran: every argument by reference). */\n";
      std::string head = c_by_reference_prototype(sub_, symbols_, entry_);
      while (!head.empty() && (head.back() == ';' || head.back() == '\n')) head.pop_back();
      out << head << " {\n  " << bare_ << "(";
      for (size_t i = 0; i < params_.size(); ++i)
        out << (i ? ", " : "") << (params_[i].by_value ? "*" : "") << params_[i].c_name;
      out << ");\n}\n";
    }
    return out.str();
  }
};

}  // namespace

std::optional<std::string> temporal_blocking_refusal(const ast::Subroutine& sub, const StencilInfo& info) {
  if (!info.time_loop) return "it has no time loop";
  if (sub.body.size() != 1 || sub.body.front() != info.time_loop->root)
    return "statements outside its time loop run once, not per pass";
  const NestInfo& first = info.nests.front();
  if (first.dims != 2 && first.dims != 3) return "only 2-D and 3-D nests are blocked over time";
  std::set<std::string> written;
  for (const NestInfo& n : info.nests) {
    for (const Access& a : n.accesses) {
      if (a.is_write) written.insert(a.array);
    }
  }
  for (const NestInfo& n : info.nests) {
    std::string which = "nest " + std::to_string(n.index + 1);
    if (n.dims != first.dims) return which + " has another number of dimensions than nest 1";
    if (!n.reductions.empty()) return which + " has a reduction, which is summed sweep by sweep";
    if (std::optional<std::string> g = read_after_write(n))
      return which + " reads '" + *g + "' after assigning it in the same iteration (a pass reads the version before)";
    for (const LoopInfo& l : n.loops) {
      if (l.step != 1) return which + " has a loop with a step other than 1";
    }
    if (n.loops.front().grid_dim != n.dims - 1)
      return which + "'s outermost loop does not run along the slowest dimension";
    for (const ArrayInfo& a : n.arrays) {
      if (!written.count(a.name)) continue;
      if (a.rank != n.dims) return "'" + a.name + "' has dimensions beyond the grid's";
      for (int d = 0; d < a.rank; ++d) {
        if (a.grid_dims[static_cast<size_t>(d)] != d)
          return "'" + a.name + "' is not indexed along its dimensions in the loops' order";
      }
    }
  }
  // The grids the time loop writes share one shape (a plane is the same size in each).
  const ArrayInfo* shape = nullptr;
  for (const NestInfo& n : info.nests) {
    for (const ArrayInfo& a : n.arrays) {
      if (!written.count(a.name)) continue;
      if (!shape) {
        shape = &a;
        continue;
      }
      for (size_t d = 0; d < a.bounds.size(); ++d) {
        auto text = [](const ast::Expr& e) { return e ? ast::to_fortran(e) : std::string("1"); };
        if (text(a.bounds[d].lower) != text(shape->bounds[d].lower) ||
            ast::to_fortran(a.bounds[d].upper) != ast::to_fortran(shape->bounds[d].upper))
          return "'" + a.name + "' and '" + shape->name + "' are declared with other bounds";
      }
    }
  }
  return std::nullopt;
}

std::string emit_temporal(const ast::Subroutine& sub, const SymbolTable& symbols, const StencilInfo& info,
                          const CpuVariant& variant, const PthreadsEmitOptions& options) {
  if (std::optional<std::string> why = temporal_blocking_refusal(sub, info)) {
    throw UserError(
        info.time_loop ? info.time_loop->loc : sub.loc,
        "BT=" + std::to_string(variant.steps_per_pass) + " cannot block '" + sub.name + "' over time: " + *why);
  }
  return TemporalPrinter(sub, symbols, info, variant, options).print();
}

}  // namespace st
