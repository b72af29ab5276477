#include "backends/cuda/temporal_kernel.h"

#include <algorithm>
#include <cctype>
#include <functional>
#include <set>
#include <sstream>

#include "ast/mutator.h"
#include "backends/c/c_backend.h"
#include "backends/cuda/temporal_schedule.h"
#include "backends/pass_schedule.h"
#include "embedded/cuda_host_entries.h"
#include "frontend/diagnostics.h"
#include "transforms/fresh_names.h"

namespace st::cuda {

namespace {

// A nest's stores into the grids the time loop writes taken into scalars (the point's
// new values), and the body's later reads of such a grid at its own point read that
// scalar: the kernel decides where each value goes.
class StoresToScalars : public ast::Mutator {
 public:
  explicit StoresToScalars(const std::map<std::string, std::string>& scalar_of) : scalar_of_(scalar_of) {}
  using Mutator::mutate;  // statements in order: a read after the store sees the scalar

 protected:
  ast::Stmt mutate_Assign(const ast::Assign& node, const ast::Stmt& self) override {
    ast::Expr rhs = Mutator::mutate(node.rhs);
    const auto* lhs = ast::as<ast::ArrayRef>(node.lhs);
    if (lhs && scalar_of_.count(lhs->name)) {
      stored_.insert(lhs->name);
      return ast::Assign::make(ast::VarRef::make(scalar_of_.at(lhs->name), node.loc), rhs, node.loc);
    }
    if (rhs == node.rhs) return self;
    return ast::Assign::make(node.lhs, rhs, node.loc);
  }
  ast::Expr mutate_ArrayRef(const ast::ArrayRef& node, const ast::Expr& self) override {
    if (stored_.count(node.name)) return ast::VarRef::make(scalar_of_.at(node.name), node.loc);
    return Mutator::mutate_ArrayRef(node, self);
  }

 private:
  const std::map<std::string, std::string>& scalar_of_;
  std::set<std::string> stored_;
};

std::string section(std::string_view name, const std::string& entry, size_t arrays) {
  const std::string_view file = embedded::cuda_host_entries;
  const std::string marker = "/// section " + std::string(name) + "\n";
  size_t begin = file.find(marker);
  internal_assert(begin != std::string_view::npos) << "no section '" << name << "' in host_entries.cuh";
  begin += marker.size();
  size_t end = file.find("/// section ", begin);
  std::string text(file.substr(begin, end == std::string_view::npos ? std::string_view::npos : end - begin));
  auto replace = [&](const std::string& key, const std::string& value) {
    for (size_t at = text.find(key); at != std::string::npos; at = text.find(key, at + value.size()))
      text.replace(at, key.size(), value);
  };
  replace("ST_NAME", entry);
  replace("ST_ARRAYS", std::to_string(arrays));
  return text;
}

// How a step of the wave front is printed. Its steady steps (every load and application on
// a plane of its own region and of its nest's range) compute every column of the tile
// without testing its region or its plane: the columns outside a region compute values
// that nothing valid reads. A tile inside the grid and the nests' ranges (st_fast) prints
// its steady steps as they are (steady); a tile across their edge (edge) keeps the values
// outside the nest's range, as the sequential loop does, by a select at each column, its
// values kept from the input in registers: otherwise its steps would test every column
// and reload those values from memory in every application (2.3 times the instructions
// of a steady step for a shuffle pass's edge tiles, and the pass waits on their blocks).
// The other steps test each load's and application's plane and columns (tested).
enum class Path { steady, edge, tested };

class TemporalPrinter {
 public:
  TemporalPrinter(const ast::Subroutine& sub, const SymbolTable& symbols, const StencilInfo& info, const CudaVariant& v,
                  std::string name)
      : sub_(sub), symbols_(symbols), info_(info), v_(v), name_(std::move(name)) {
    if (std::optional<std::string> why = temporal_refusal(info)) {
      throw UserError(
          info.time_loop ? info.time_loop->loc : sub.loc,
          "BT=" + std::to_string(v.bt) + " cannot block '" + sub.name + "' over time on the CUDA target: " + *why);
    }
    if (sub.body.size() != 1 || sub.body.front() != info.time_loop->root) {
      throw UserError(info.time_loop->loc, "BT=" + std::to_string(v.bt) + " cannot block '" + sub.name +
                                               "' over time on the CUDA target: statements outside its time loop run "
                                               "once, not once per step");
    }
    dims_ = info.nests.front().dims;
    if (v.shuffle && (dims_ != 2 || v.tx % 32 != 0)) {
      throw UserError(info.time_loop->loc, "SHFL=1 runs the passes of 2-D time loops in whole warps: '" + sub.name +
                                               "' is " + std::to_string(dims_) + "-D, TX=" + std::to_string(v.tx));
    }
    for (int s = 1; s <= v.bt; ++s) schedules_.push_back(temporal_schedule(info, v, s));
    tile_ = temporal_tile(info, v);
    const TemporalSchedule& widest = schedules_.back();
    for (size_t d = 0; d < tile_.size(); ++d) {
      long long core = tile_[d] - widest.halo_below[d] - widest.halo_above[d];
      if (core < 1) {
        throw UserError(info.time_loop->loc,
                        "BT=" + std::to_string(v.bt) + " leaves no core in a tile of " + std::to_string(tile_[d]) +
                            " points along dimension " + std::to_string(d + 1) + " (its halos take " +
                            std::to_string(widest.halo_below[d] + widest.halo_above[d]) + "); widen the tile (" +
                            (d == 0 ? "TX, RX" : "TY, RY") + ") or lower BT");
      }
    }
    element_ = c_type(symbols.find(widest.written.front())->type);
  }

  std::string kernels() {
    std::ostringstream out;
    out << section("temporal_buffers", name_, schedules_.back().written.size());
    for (size_t s = 0; s < schedules_.size(); ++s) out << kernel(s);
    return out.str();
  }

  std::string launches(const std::map<std::string, std::string>& names) const {
    const TemporalSchedule& last = schedules_.back();
    auto host = host_spelling(names);
    const Symbol& shape = *symbols_.find(last.written.front());
    const int sd = dims_ - 1;
    std::ostringstream out;
    out << "  /* The time loop, " << v_.bt << " steps a pass: each pass reads one copy of the grids it writes and\n"
        << "     writes the other. */\n";
    out << "  if (st_steps <= 0) return 0;\n";
    std::string points;
    for (int d = 0; d < dims_; ++d) {
      out << "  const ptrdiff_t st_e" << d << " = "
          << host(bound(shape.dims[static_cast<size_t>(d)].upper) - bound(shape.lower(d)) + Affine::of(1)) << ";\n";
      points += std::string(d ? " * " : "") + "(size_t)st_e" + std::to_string(d);
    }
    out << "  if (" << (dims_ == 3 ? "st_e0 <= 0 || st_e1 <= 0 || st_e2 <= 0" : "st_e0 <= 0 || st_e1 <= 0")
        << ") return 0;\n";
    out << "  const size_t st_bytes = " << points << " * sizeof(" << element_ << ");\n";
    for (size_t k = 0; k < last.written.size(); ++k) {
      const std::string& c = names.at(last.written[k]);
      out << "  " << element_ << " *st_from" << k << " = " << c << ", *st_to" << k << ";\n";
      out << "  {\n    cudaError_t st_e = st_tb_reserve_" << name_ << "(" << k
          << ", st_bytes);\n    if (st_e != cudaSuccess) return (int)st_e;\n  }\n";
      out << "  st_to" << k << " = (" << element_ << " *)st_tb_buffer_" << name_ << "[" << k << "];\n";
    }
    out << "  const ptrdiff_t st_zfirst = " << host(bound(shape.lower(sd)))
        << ", st_zlast = " << host(bound(shape.dims[static_cast<size_t>(sd)].upper));
    if (v_.shuffle) {
      out << ";\n  ptrdiff_t st_chunk = " << v_.zb << ";\n" << wave_chunk();
    } else {
      out << ", st_chunk = " << v_.zb << ";\n";
    }
    out << launch_setup();
    out << pass_halving_declaration(v_.bt, "st_steps", "  ");
    out << "  for (ptrdiff_t st_left = st_steps; st_left > 0;) {\n";
    out << "    int st_now = st_left < " << v_.bt << " ? (int)st_left : " << v_.bt << ";\n";
    out << pass_halving_statement(v_.bt, "st_now", "    ");
    if (stores_at_end()) out << "    const int st_last = st_now == st_left;\n";
    out << pass_switch(names, "    ");
    out << "    {\n      cudaError_t st_e = cudaGetLastError();\n      if (st_e != cudaSuccess) return (int)st_e;\n"
        << "    }\n";
    for (size_t k = 0; k < last.written.size(); ++k) {
      out << "    {\n      " << element_ << " *st_swap = st_from" << k << ";\n      st_from" << k << " = st_to" << k
          << ";\n      st_to" << k << " = st_swap;\n    }\n";
    }
    out << "    st_left -= st_now;\n  }\n";
    out << "  /* After an odd number of passes the result is in the second copy. */\n";
    for (size_t k = 0; k < last.written.size(); ++k) {
      const std::string& c = names.at(last.written[k]);
      out << "  if (st_from" << k << " != " << c << ") {\n    cudaError_t st_e = cudaMemcpyAsync(" << c << ", st_from"
          << k << ", st_bytes, cudaMemcpyDeviceToDevice, 0);\n    if (st_e != cudaSuccess) return (int)st_e;\n  }\n";
    }
    return out.str();
  }

  // The body of SYMBOL_pass_device (temporal_pass_entry): one pass of st_steps steps
  // over the core planes [st_zfirst, st_zlast] of the slowest dimension, reading the
  // grids the time loop writes from the arrays given and writing them into st_to*.
  std::string pass_entry(const std::map<std::string, std::string>& names) const {
    const TemporalSchedule& last = schedules_.back();
    const Symbol& shape = *symbols_.find(last.written.front());
    auto host = host_spelling(names);
    std::ostringstream out;
    for (int d = 0; d + 1 < dims_; ++d) {
      out << "  const ptrdiff_t st_e" << d << " = "
          << host(bound(shape.dims[static_cast<size_t>(d)].upper) - bound(shape.lower(d)) + Affine::of(1)) << ";\n";
    }
    out << "  const ptrdiff_t st_e" << dims_ - 1 << " = st_zlast - st_zfirst + 1;\n";
    // A slab's planes in as many chunks as the whole grid's (ZB planes each), so that each
    // GPU runs as many blocks as one GPU over the whole grid: a slab in chunks of ZB would
    // leave multiprocessors idle. At least 16 planes a chunk (or all of them): a chunk
    // loads the planes its halo reaches besides its own.
    const long long floor = std::min<long long>(16, v_.zb);
    out << "  const ptrdiff_t st_whole = "
        << host(bound(shape.dims[static_cast<size_t>(dims_ - 1)].upper) - bound(shape.lower(dims_ - 1)) + Affine::of(1))
        << ", st_chunks = (st_whole + " << v_.zb - 1 << ") / " << v_.zb << ";\n"
        << "  ptrdiff_t st_chunk = st_chunks > 1 ? (st_e" << dims_ - 1 << " + st_chunks - 1) / st_chunks : " << v_.zb
        << ";\n"
        << "  if (st_chunk < " << floor << ") st_chunk = " << floor << ";\n"
        << "  if (st_chunk > " << v_.zb << ") st_chunk = " << v_.zb << ";\n";
    out << "  if (st_steps < 1 || st_steps > " << v_.bt << " || "
        << (dims_ == 3 ? "st_e0 <= 0 || st_e1 <= 0 || st_e2 <= 0" : "st_e0 <= 0 || st_e1 <= 0") << ") return 0;\n";
    for (size_t k = 0; k < last.written.size(); ++k) {
      out << "  " << element_ << " *const st_from" << k << " = " << names.at(last.written[k]) << ";\n";
    }
    out << launch_setup();
    out << "  const int st_now = st_steps;\n";
    // The caller exchanges what each pass stores: every pass is its time loop's last.
    if (stores_at_end()) out << "  const int st_last = 1;\n";
    out << pass_switch(names, "  ");
    out << "  return (int)cudaGetLastError();\n";
    return out.str();
  }

  // The pass entry's parameters after the subroutine's: the copies it writes, in the
  // order of temporal_pass_grids, the steps and the core's planes.
  std::string pass_parameters() const {
    std::string s;
    for (const std::string& g : schedules_.back().written)
      s += ", " + element_ + " *st_to" + std::to_string(written_index(g));
    return s + ", int st_steps, ptrdiff_t st_zfirst, ptrdiff_t st_zlast";
  }

 private:
  const ast::Subroutine& sub_;
  const SymbolTable& symbols_;
  const StencilInfo& info_;
  const CudaVariant& v_;
  std::string name_;
  int dims_ = 0;
  std::vector<TemporalSchedule> schedules_;  // for 1 .. BT steps
  std::vector<long long> tile_;
  std::string element_;

  // While a kernel prints: its schedule and the application being printed (-1: none).
  const TemporalSchedule* schedule_ = nullptr;
  int app_ = -1;
  long long delay_ = 0;             // the planes behind the loads of the application (or load) being printed
  std::vector<std::string> masks_;  // the regions whose masks st_m holds, in order
  bool any_queue_ = false;          // the kernel keeps register queues (STREAM=1)
  // A steady 3-D application (rows_loaded): its reads of ring cells, collected from a
  // first printing of its body (collect) and then read from the thread's loaded rows
  // (use); the rings whose newest plane a later application of the steady step reads at
  // its own point, from the value the thread stored (st_fwK).
  enum class Loaded { off, collect, use };
  Loaded loaded_ = Loaded::off;
  mutable std::map<std::pair<long long, std::pair<long long, long long>>, std::pair<long long, long long>> rows_;
  std::set<long long> forwarded_;

  Affine bound(const ast::Expr& e) const {
    auto f = to_affine(e, symbols_.integer_constants());
    internal_assert(f.has_value()) << "a bound the analysis checked is not affine";
    return *f;
  }

  std::string kernel_name(size_t s) const { return "st_" + name_ + "_pass" + std::to_string(s + 1); }
  // Whether the passes skip, in their steady steps, the stores of results a later pass does
  // not read (TemporalSchedule::results_at_end) unless they are the time loop's last
  // (st_last): the edge steps store them, with the boundary values the next pass reads.
  bool stores_at_end() const { return !schedules_.back().results_at_end.empty(); }

  std::function<std::string(const Affine&)> host_spelling(const std::map<std::string, std::string>& names) const {
    return [&names](const Affine& f) {
      return c_ptrdiff(f, [&](const std::string& n) {
        auto it = names.find(n);
        return it == names.end() ? n : it->second;
      });
    };
  }

  // The launch grid over the extents st_e* (the slowest dimension's from st_zfirst on,
  // in chunks of st_chunk planes) and the passes' shared memory. A pass of fewer steps
  // keeps a wider core of the same tile, so its grid (st_gxS, st_gyS for the pass of S
  // steps) has fewer blocks than the deepest pass's, whose limits hold for every pass.
  std::string launch_setup() const {
    std::ostringstream out;
    const std::vector<long long> core = core_of(schedules_.back());
    // A shuffle pass's block holds TX / 32 tiles, one a warp.
    auto blocks_x = [&](long long width) {
      std::string tiles = "(st_e0 + " + std::to_string(width - 1) + ") / " + std::to_string(width);
      if (!v_.shuffle || v_.tx == 32) return tiles;
      return "(" + tiles + " + " + std::to_string(v_.tx / 32 - 1) + ") / " + std::to_string(v_.tx / 32);
    };
    out << "  const ptrdiff_t st_gx = " << blocks_x(core[0]);
    if (dims_ == 3) {
      out << ", st_gy = (st_e1 + " << core[1] - 1 << ") / " << core[1]
          << ", st_gz = (st_e2 + st_chunk - 1) / st_chunk;\n";
    } else {
      out << ", st_gy = (st_e1 + st_chunk - 1) / st_chunk, st_gz = 1;\n";
    }
    out << "  if (st_gx > 2147483647 || st_gy > 65535 || st_gz > 65535) return (int)cudaErrorInvalidConfiguration;\n";
    for (size_t s = 0; s + 1 < schedules_.size(); ++s) {
      const std::vector<long long> wider = core_of(schedules_[s]);
      out << "  const ptrdiff_t st_gx" << s + 1 << " = " << blocks_x(wider[0]);
      if (dims_ == 3) out << ", st_gy" << s + 1 << " = (st_e1 + " << wider[1] - 1 << ") / " << wider[1];
      out << ";\n";
    }
    for (size_t s = 0; s < schedules_.size(); ++s) {
      long long bytes = shared_bytes(schedules_[s]);
      if (bytes > 48LL * 1024) {
        out << "  {\n    cudaError_t st_e = cudaFuncSetAttribute(" << kernel_name(s)
            << ", cudaFuncAttributeMaxDynamicSharedMemorySize, " << bytes
            << ");\n    if (st_e != cudaSuccess) return (int)st_e;\n  }\n";
      }
    }
    return out.str();
  }

  // A shuffle pass's chunk, at least ZB rows: as many rows as give the blocks the device
  // holds at once (by the deepest pass's registers) four chunks each, in four whole waves.
  // A chunk pays its fill rows (the pass's delays) once, so long chunks waste least; but
  // in one wave the pass lasts as long as its slowest blocks, those of the edge tiles
  // (jacobi2d_sp BT=5 at 8192^2 on an H100, when those ran the tested steps throughout:
  // one wave 321 GStencil/s a step, two 370, three 407, four 423; with their steady steps
  // (Path::edge), TX=64: one wave 519, two 532, four 510).
  static constexpr int chunk_waves = 4;
  std::string wave_chunk() const {
    const std::vector<long long> core = core_of(schedules_.back());
    const long long warps = v_.tx / 32;
    std::ostringstream out;
    out << "  {\n"
        << "    int st_dev = 0, st_sms = 0, st_per = 0;\n"
        << "    if (cudaGetDevice(&st_dev) == cudaSuccess &&\n"
        << "        cudaDeviceGetAttribute(&st_sms, cudaDevAttrMultiProcessorCount, st_dev) == cudaSuccess &&\n"
        << "        cudaOccupancyMaxActiveBlocksPerMultiprocessor(&st_per, " << kernel_name(schedules_.size() - 1)
        << ", " << v_.tx << ", 0) == cudaSuccess && st_sms > 0 && st_per > 0) {\n"
        << "      const ptrdiff_t st_cols = ((st_e0 + " << core[0] - 1 << ") / " << core[0] << " + " << warps - 1
        << ") / " << warps << ";\n"
        << "      ptrdiff_t st_chunks = (ptrdiff_t)st_sms * st_per * " << chunk_waves << " / st_cols;\n"
        << "      if (st_chunks < 1) st_chunks = 1;\n"
        << "      const ptrdiff_t st_rows = (st_e1 + st_chunks - 1) / st_chunks;\n"
        << "      if (st_rows > st_chunk) st_chunk = st_rows;\n"
        << "    }\n"
        << "  }\n";
    return out.str();
  }

  // The launch of the pass of st_now steps, indented by `pad`.
  std::string pass_switch(const std::map<std::string, std::string>& names, const std::string& pad) const {
    std::ostringstream out;
    out << pad << "switch (st_now) {\n";
    const std::string threads =
        "dim3(" + std::to_string(v_.tx) + ", " + std::to_string(dims_ == 3 ? v_.ty : 1) + ", 1)";
    for (size_t s = 0; s < schedules_.size(); ++s) {
      const std::string which = s + 1 < schedules_.size() ? std::to_string(s + 1) : "";
      const std::string gy = dims_ == 3 ? "st_gy" + which : "st_gy";
      const std::string launch_dims =
          "dim3((unsigned)st_gx" + which + ", (unsigned)" + gy + ", (unsigned)st_gz), " + threads;
      out << pad << "  case " << s + 1 << ":\n"
          << pad << "    " << kernel_name(s) << "<<<" << launch_dims << ", " << shared_bytes(schedules_[s]) << ">>>("
          << arguments(names) << ", st_zfirst, st_zlast, st_chunk" << (stores_at_end() ? ", st_last" : "") << ");\n"
          << pad << "    break;\n";
    }
    out << pad << "  default:\n" << pad << "    break;\n" << pad << "}\n";
    return out.str();
  }

  std::vector<long long> core_of(const TemporalSchedule& s) const {
    std::vector<long long> core = tile_;
    for (size_t d = 0; d < core.size(); ++d) core[d] -= s.halo_below[d] + s.halo_above[d];
    return core;
  }
  long long plane_points() const {
    long long p = 1;
    for (long long t : tile_) p *= t;
    return p;
  }
  long long guard(const TemporalSchedule& s) const { return s.ring_planes() > 0 ? temporal_ring_guard(info_, v_) : 0; }
  long long shared_bytes(const TemporalSchedule& s) const {
    return (s.ring_planes() * plane_points() + 2 * guard(s)) * symbols_.find(s.written.front())->type.kind;
  }

  size_t written_index(const std::string& grid) const {
    const std::vector<std::string>& w = schedules_.back().written;
    return static_cast<size_t>(std::find(w.begin(), w.end(), grid) - w.begin());
  }

  // The launch's arguments: the subroutine's, each grid the time loop writes as the copy
  // the pass reads, then the copies it writes.
  std::string arguments(const std::map<std::string, std::string>& names) const {
    const std::vector<std::string>& w = schedules_.back().written;
    std::string s;
    for (const CParameter& p : c_parameters(sub_, symbols_)) {
      s += s.empty() ? "" : ", ";
      if (std::find(w.begin(), w.end(), p.name) != w.end()) {
        s += "st_from" + std::to_string(written_index(p.name));
      } else {
        s += names.at(p.name);
      }
    }
    for (size_t k = 0; k < w.size(); ++k) s += ", st_to" + std::to_string(k);
    return s;
  }

  // The register holding the offset in a ring of `planes` planes of the slot of plane
  // st_q0 + st_t + `back`, (st_q0 + st_t + back - st_zb) mod planes times the plane's
  // points: the slots rotate once per plane, so no modulo is taken in the loop.
  static std::string slot_offset(long long planes, long long back) {
    const long long j = ((back % planes) + planes) % planes;
    return "st_s" + std::to_string(planes) + "_" + std::to_string(j);
  }

  // A cell of a ring: the version of the plane `delay_` planes behind the loads, shifted
  // by `offsets` (one per grid dimension) from the thread's column (st_o, the column's
  // offset in the plane). All 32-bit: a ring holds a few planes of the tile.
  std::string ring_cell(const TemporalRing& r, const std::vector<long long>& offsets) const {
    const long long plane = plane_points();
    long long shift = offsets[0];
    if (dims_ == 3) shift += offsets[1] * tile_[0];
    std::string at = slot_offset(r.planes, offsets[static_cast<size_t>(dims_ - 1)] - delay_) + " + st_o";
    const long long constant = r.first * plane + shift;
    if (constant != 0) at += (constant < 0 ? " - " : " + ") + std::to_string(constant < 0 ? -constant : constant);
    return "st_ring[" + at + "]";
  }

  // The grid's element at the point whose coordinates nest `nest`'s loop variables hold,
  // in the copy the pass reads (or, `to`, the one it writes).
  std::string element(const std::string& grid, int nest, bool to, CPrintContext& ctx) const {
    std::vector<ast::Expr> indices;
    for (const std::string& var : info_.nests[static_cast<size_t>(nest)].grid_vars)
      indices.push_back(ast::VarRef::make(var));
    std::string text = ctx.element(*ast::as<ast::ArrayRef>(ast::ArrayRef::make(grid, indices)));
    if (!to) return text;
    const std::string c = ctx.name(grid);
    internal_assert(text.rfind(c, 0) == 0) << "an element of '" << grid << "' is not addressed through its name";
    return "ST_to_" + c + text.substr(c.size());
  }

  // The cell of a thread's queue holding the version of plane (writer's plane - back), for
  // the column being computed: the planes the shared ring keeps are read there (at the
  // thread's own column), the older ones from its registers.
  std::string queue_cell(const TemporalRing& r, long long back) const {
    internal_assert(back >= 0 && back < r.queue) << "a register queue of '" << r.grid << "' is too short";
    if (back < r.planes) {
      std::vector<long long> offsets(static_cast<size_t>(dims_), 0);
      offsets.back() = delay_ - written_at(r) - back;
      return ring_cell(r, offsets);
    }
    return "st_reg" + std::to_string(&r - schedule_->rings.data()) + "[st_col][" + std::to_string(back - r.planes) +
           "]";
  }
  long long written_at(const TemporalRing& r) const {
    return r.version < 0 ? 0 : schedule_->apps[static_cast<size_t>(r.version)].delay;
  }
  // Ring `r`'s value at plane st_p + `dz` of the point of application `app` (whose plane is st_p).
  std::string own_point(const TemporalRing& r, const TemporalApplication& app, long long dz) const {
    if (r.queue > 0) return queue_cell(r, app.delay - written_at(r) - dz);
    std::vector<long long> offsets(static_cast<size_t>(dims_), 0);
    offsets.back() = dz;
    return ring_cell(r, offsets);
  }
  // Stores `value` as ring `r`'s at the thread's point (its queue's newest plane).
  std::string store(const TemporalRing& r, const std::string& value) const {
    if (r.planes > 0)
      return ring_cell(r, std::vector<long long>(static_cast<size_t>(dims_), 0)) + " = " + value + ";\n";
    return queue_cell(r, 0) + " = " + value + ";\n";
  }

  const TemporalRing& ring_of(const std::string& grid, int version) const {
    const TemporalRing* r = schedule_->ring(grid, version);
    if (r == nullptr) throw InternalError("no ring holds the version of '" + grid + "' that an application reads");
    return *r;
  }

  // The read hook: a grid the time loop writes, from the ring of the version read.
  std::optional<std::string> read_text(const ast::ArrayRef& ref) const {
    if (app_ < 0) return std::nullopt;
    const TemporalApplication& app = schedule_->apps[static_cast<size_t>(app_)];
    auto v = app.read_version.find(ref.name);
    if (v == app.read_version.end()) return std::nullopt;
    std::vector<long long> offsets;
    for (const ast::Expr& index : ref.indices) {
      auto f = to_affine(index, symbols_.integer_constants());
      internal_assert(f.has_value()) << "an index the analysis checked is not affine";
      offsets.push_back(f->constant);
    }
    const TemporalRing& r = ring_of(ref.name, v->second);
    bool own = std::all_of(offsets.begin(), offsets.end() - 1, [](long long o) { return o == 0; });
    if (loaded_ != Loaded::off) {
      const long long back = app.delay - written_at(r) - offsets.back();
      if (own && r.queue > 0 && back >= r.planes) return queue_cell(r, back);
      if (reads_stored_plane(r, app, offsets) && forwarded_.count(ring_index(r))) return forwarded(r) + "[st_col]";
      return loaded_cell(r, offsets);
    }
    if (own && r.queue > 0) return own_point(r, app, offsets.back());
    if (v_.shuffle) {
      const long long back = app.delay - written_at(r) - offsets.back();
      const long long halo = shuffle_halos(app).at({ring_index(r), back});
      return beside(r, back) + "[st_c + " + std::to_string(halo + offsets.front()) + "]";
    }
    internal_assert(r.planes > 0) << "no shared ring holds the version of '" << ref.name << "' a stencil reads";
    return ring_cell(r, offsets);
  }

  long long ring_index(const TemporalRing& r) const { return &r - schedule_->rings.data(); }

  // The steady applications of a 3-D pass load each ring cell their body reads once for
  // the thread's RY adjacent rows (a row's neighbour above is the next row's own), and a
  // read at the thread's own point of a plane stored in the same step of the wave front
  // takes the value the thread stored. Their shared-memory accesses are what bounds the
  // passes; an application's reads sit inside its rows' tests (skip_rows_outside), so
  // the compiler neither shares them between rows nor forwards a stored value itself.
  bool rows_loaded(Path path) const { return path == Path::steady && dims_ == 3 && !v_.shuffle; }
  static std::string signed_name(long long v) { return v < 0 ? "m" + std::to_string(-v) : std::to_string(v); }
  std::string loaded_rows(long long ring, long long dx, long long dz) const {
    return "st_p" + std::to_string(ring) + "_" + signed_name(dx) + "_" + signed_name(dz);
  }
  std::string forwarded(const TemporalRing& r) const { return "st_fw" + std::to_string(ring_index(r)); }
  // A ring cell an application reads (`offsets` from its point) among the thread's loaded
  // rows: collected (the rows each cell of a column reaches), then named.
  std::string loaded_cell(const TemporalRing& r, const std::vector<long long>& offsets) const {
    const auto key = std::make_pair(ring_index(r), std::make_pair(offsets[0], offsets[2]));
    if (loaded_ == Loaded::collect) {
      widen_row_span(rows_, key, offsets[1]);
      return ring_cell(r, offsets);
    }
    const long long lo = rows_.at(key).first;
    const std::string row = offsets[1] == lo ? std::string("st_r") : "st_r + " + std::to_string(offsets[1] - lo);
    return loaded_rows(key.first, offsets[0], offsets[2]) + "[st_c][" + row + "]";
  }
  // The loads of the collected cells (rows_) into registers, every row of the thread's RY
  // and those its reads reach above and below (rows outside the tile read the rings'
  // guards or a neighbouring slot: values only skipped rows would use).
  std::string load_rows() const {
    if (rows_.empty()) return "";
    std::ostringstream out;
    for (const auto& [key, span] : rows_) {
      const long long n = v_.ry + span.second - span.first;
      out << element_ << " " << loaded_rows(key.first, key.second.first, key.second.second) << "[" << v_.rx << "][" << n
          << "];\n";
    }
    out << "#pragma unroll\nfor (int st_c = 0; st_c < " << v_.rx << "; ++st_c) {\n";
    out << "  const int st_lx = (int)threadIdx.x + st_c * " << v_.tx << ";\n";
    for (const auto& [key, span] : rows_) {
      const long long n = v_.ry + span.second - span.first;
      const TemporalRing& r = schedule_->rings[static_cast<size_t>(key.first)];
      const std::string name = loaded_rows(key.first, key.second.first, key.second.second);
      out << "  #pragma unroll\n  for (int st_q = 0; st_q < " << n << "; ++st_q) {\n";
      std::string row = "(int)threadIdx.y * " + std::to_string(v_.ry) + " + st_q";
      if (span.first != 0) row += (span.first < 0 ? " - " : " + ") + std::to_string(std::abs(span.first));
      out << "    const int st_o = (" << row << ") * " << tile_[0] << " + st_lx;\n";
      out << "    " << name << "[st_c][st_q] = " << ring_cell(r, {key.second.first, 0, key.second.second}) << ";\n";
      out << "  }\n";
    }
    out << "}\n";
    return out.str();
  }
  // Whether application `app` reads ring `r` at its own point (`offsets` from it) in the
  // plane stored in the same wave-front step, which the writer still holds in a register.
  bool reads_stored_plane(const TemporalRing& r, const TemporalApplication& app,
                          const std::vector<long long>& offsets) const {
    return r.planes > 0 && std::all_of(offsets.begin(), offsets.end() - 1, [](long long o) { return o == 0; }) &&
           app.delay - written_at(r) - offsets.back() == 0;
  }
  // The rings whose newest plane an application of the steady step reads at its own
  // point: the thread keeps what it stored there (st_fwK) for it.
  std::set<long long> forwarded_rings() const {
    std::set<long long> rings;
    for (const TemporalApplication& app : schedule_->apps) {
      for (const Access& acc : info_.nests[static_cast<size_t>(app.nest)].accesses) {
        auto v = app.read_version.find(acc.array);
        if (acc.is_write || v == app.read_version.end() || !acc.constant_indices.empty()) continue;
        const TemporalRing& r = ring_of(acc.array, v->second);
        if (reads_stored_plane(r, app, acc.offsets)) rings.insert(ring_index(r));
      }
    }
    return rings;
  }

  // A shuffle pass (CudaVariant::shuffle): the columns of ring `r`'s plane `back` planes
  // back in the queue that application `app` reads, the lane's own and as many either side
  // as its reads reach (halo), st_hK_B[halo + c] holding column c of the lane's (c < 0 and
  // c >= RX from the lanes before and after).
  std::string beside(const TemporalRing& r, long long back) const {
    return "st_h" + std::to_string(ring_index(r)) + "_" + std::to_string(back);
  }
  // The reach beside the lane's columns of each (ring, back) that application `app` reads
  // at another column.
  std::map<std::pair<long long, long long>, long long> shuffle_halos(const TemporalApplication& app) const {
    std::map<std::pair<long long, long long>, long long> halos;
    for (const Access& acc : info_.nests[static_cast<size_t>(app.nest)].accesses) {
      auto v = app.read_version.find(acc.array);
      if (acc.is_write || v == app.read_version.end() || acc.offsets.front() == 0) continue;
      const TemporalRing& r = ring_of(acc.array, v->second);
      const long long back = app.delay - written_at(r) - acc.offsets.back();
      long long& halo = halos[{ring_index(r), back}];
      halo = std::max(halo, acc.offsets.front() < 0 ? -acc.offsets.front() : acc.offsets.front());
    }
    return halos;
  }
  // Before application `app`, warp-uniform (every lane of the warp runs it): the columns
  // its reads reach beside each lane's, from the lanes' queues by warp shuffles.
  std::string shuffles(const TemporalApplication& app, const std::string& pad) const {
    if (!v_.shuffle) return "";
    std::ostringstream out;
    const long long rx = v_.rx;
    for (const auto& [at, halo] : shuffle_halos(app)) {
      const long long k = at.first, back = at.second;
      const TemporalRing& r = schedule_->rings[static_cast<size_t>(k)];
      const std::string h = beside(r, back);
      auto cell = [&](long long c) {
        return "st_reg" + std::to_string(k) + "[" + std::to_string(c) + "][" + std::to_string(back) + "]";
      };
      out << pad << element_ << " " << h << "[" << rx + 2 * halo << "];\n";
      for (long long c = -halo; c < rx + halo; ++c) {
        out << pad << h << "[" << c + halo << "] = ";
        // Column c of this lane is column c - lanes * RX of the lane `lanes` on.
        const long long lanes = c < 0 ? -((-c + rx - 1) / rx) : c / rx;
        const long long m = c - lanes * rx;
        if (lanes == 0) {
          out << cell(m) << ";\n";
        } else if (lanes < 0) {
          out << "__shfl_up_sync(0xffffffffu, " << cell(m) << ", " << -lanes << ");\n";
        } else {
          out << "__shfl_down_sync(0xffffffffu, " << cell(m) << ", " << lanes << ");\n";
        }
      }
    }
    return out.str();
  }

  // Sets the loop variables of nest `nest` to the thread's point.
  std::string set_point(int nest, const std::string& pad, CPrintContext& ctx) const {
    const NestInfo& n = info_.nests[static_cast<size_t>(nest)];
    static const char* coordinate[3] = {"st_x", "st_y", "st_p"};
    std::string s;
    for (int d = 0; d < dims_; ++d) {
      const std::string& var = n.grid_vars[static_cast<size_t>(d)];
      const char* c = d == dims_ - 1 ? "st_p" : coordinate[d];
      s += pad + ctx.name(var) + " = (" + c_type(symbols_.find(var)->type) + ")" + c + ";\n";
    }
    return s;
  }

  // Whether `text` names `identifier`.
  static bool uses(const std::string& text, const std::string& identifier) {
    auto word = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; };
    for (size_t at = text.find(identifier); at != std::string::npos; at = text.find(identifier, at + 1)) {
      const size_t end = at + identifier.size();
      if ((at == 0 || !word(text[at - 1])) && (end == text.size() || !word(text[end]))) return true;
    }
    return false;
  }

  long long columns_per_thread() const { return static_cast<long long>(v_.rx) * (dims_ == 3 ? v_.ry : 1); }

  // The bits of st_m, the masks of the thread's columns in each region (thread_invariants).
  long long mask_bits() const { return static_cast<long long>(masks_.size()) * columns_per_thread(); }

  // The test of the bit of the thread's column st_col in the mask of region `mask`.
  std::string mask_bit(const std::string& mask) const {
    auto at = std::find(masks_.begin(), masks_.end(), mask);
    internal_assert(at != masks_.end()) << "no mask of the columns in region '" << mask << "'";
    const long long first = (at - masks_.begin()) * columns_per_thread();
    const std::string bit = first == 0 ? std::string("st_col") : std::to_string(first) + " + st_col";
    if (mask_bits() <= 32) return "(st_m >> (" + bit + ") & 1u)";
    return "(st_m[(" + bit + ") >> 5] >> ((" + bit + ") & 31) & 1u)";
  }

  // The thread's columns of the tile (RX x RY of them): `body` at each whose bit is set in
  // `mask` (nothing: at each).
  std::string columns(const std::string& mask, const std::string& body, const std::string& pad) const {
    // The column's coordinates, those the body (or the test of the mask) uses.
    const std::string test = mask.empty() ? std::string() : mask_bit(mask);
    const bool x = uses(body, "st_x"), y = dims_ == 3 && uses(body, "st_y"), o = uses(body, "st_o");
    const bool lx = x || o || uses(body, "st_lx"), ly = y || (dims_ == 3 && o) || uses(body, "st_ly");
    const bool col = uses(body + test, "st_col");
    std::ostringstream out;
    std::string p = pad;
    if (dims_ == 3) {
      out << p << "#pragma unroll\n" << p << "for (int st_r = 0; st_r < " << v_.ry << "; ++st_r) {\n";
      p += "  ";
      if (ly) out << p << "const int st_ly = (int)threadIdx.y * " << v_.ry << " + st_r;\n";
      if (y) out << p << "const ptrdiff_t st_y = st_oy + st_ly;\n";
    }
    out << p << "#pragma unroll\n" << p << "for (int st_c = 0; st_c < " << v_.rx << "; ++st_c) {\n";
    if (lx && v_.shuffle) {
      out << p << "  const int st_lx = (int)(threadIdx.x & 31u) * " << v_.rx << " + st_c;\n";
    } else if (lx) {
      out << p << "  const int st_lx = (int)threadIdx.x + st_c * " << v_.tx << ";\n";
    }
    if (col) {
      out << p << "  const int st_col = " << (dims_ == 3 ? "st_r * " + std::to_string(v_.rx) + " + st_c" : "st_c")
          << ";\n";
      out << p << "  (void)st_col;  /* a body without register queues does not read it */\n";
    }
    if (x) out << p << "  const ptrdiff_t st_x = st_ox + st_lx;\n";
    if (o) {
      out << p << "  const int st_o = " << (dims_ == 3 ? "st_ly * " + std::to_string(tile_[0]) + " + " : "")
          << "st_lx;\n";
    }
    if (mask.empty()) {
      out << indented(body, p.size() + 2);
    } else {
      out << p << "  if (" << test << ") {\n" << indented(body, p.size() + 4) << p << "  }\n";
    }
    out << p << "}\n";
    if (dims_ == 3) out << pad << "}\n";
    return out.str();
  }

  // The region test of a column: x (and y) within the bounds named NAME_lo0.. NAME_hi1.
  std::string in_region(const std::string& name) const {
    std::string s = "st_x >= " + name + "_lo0 && st_x <= " + name + "_hi0";
    if (dims_ == 3) s += " && st_y >= " + name + "_lo1 && st_y <= " + name + "_hi1";
    return s;
  }

  // The offset of an element of the grids the time loop writes (they share a shape) from
  // their first, as emit_c computes it, at `indices`.
  std::string offset(const std::vector<ast::Expr>& indices, CPrintContext& ctx) const {
    const std::string& grid = schedule_->written.front();
    const std::string text = ctx.element(*ast::as<ast::ArrayRef>(ast::ArrayRef::make(grid, indices)));
    const std::string c = ctx.name(grid);
    internal_assert(text.rfind(c + "[", 0) == 0 && text.back() == ']')
        << "an element of '" << grid << "' is not addressed through its name";
    return "(" + text.substr(c.size() + 1, text.size() - c.size() - 2) + ")";
  }
  // The lower bound of the grids along dimension d.
  ast::Expr lower(int d) const { return symbols_.find(schedule_->written.front())->lower(d); }

  // The offset in the grids of the plane `delay` planes behind the loads (st_gz;
  // grid_cell adds the column's): st_gq is the loads' plane's, st_gs a plane's.
  static std::string plane_offset(long long delay) {
    if (delay == 0) return "const ptrdiff_t st_gz = st_gq;\n";
    if (delay < 0) return "const ptrdiff_t st_gz = st_gq + " + std::to_string(-delay) + " * st_gs;\n";
    return "const ptrdiff_t st_gz = st_gq - " + std::to_string(delay) + " * st_gs;\n";
  }

  // The test that plane st_c0 + st_u is in a region `below` and `above` the core's planes
  // (and in the grid).
  static std::string in_planes(long long below, long long above) {
    return "st_u >= " + std::to_string(-below) + " && st_u >= st_zlo && st_u <= st_zc + " + std::to_string(above) +
           " && st_u <= st_zhi";
  }

  // The element of `grid` at the point being computed, in the copy the pass reads (or,
  // `to`, the one it writes): the column's in-plane offset, kept from before the loop,
  // and the plane's.
  std::string grid_cell(const std::string& grid, bool to, CPrintContext& ctx) const {
    const std::string c = ctx.name(grid);
    return (to ? "ST_to_" + c : c) + "[st_g[st_col] + st_gz]";
  }

  // Declares st_gq, the offset in the grids of plane st_q0 (the loads' first), and st_gs,
  // a plane's, through nest 1's loop variable of the plane.
  std::string plane_stride(CPrintContext& ctx) const {
    const std::string& var = info_.nests.front().grid_vars.back();
    std::vector<ast::Expr> at, first;
    for (int d = 0; d < dims_; ++d) {
      first.push_back(lower(d));
      at.push_back(d == dims_ - 1 ? ast::VarRef::make(var) : lower(d));
    }
    const std::string set = ctx.name(var) + " = (" + c_type(symbols_.find(var)->type) + ")";
    const std::string lo = "st_lo" + std::to_string(dims_ - 1);
    std::ostringstream out;
    out << "  /* The offsets in the grids of plane st_q0 + st_t and of a plane. */\n";
    out << "  " << set << "st_q0;\n";
    out << "  ptrdiff_t st_gq = " << offset(at, ctx) << " - " << offset(first, ctx) << ";\n";
    out << "  " << set << "(" << lo << " + 1);\n";
    out << "  ptrdiff_t st_gs = " << offset(at, ctx) << " - " << offset(first, ctx) << ";\n";
    out << "  ST_KEEP64(st_gs);\n";
    return out.str();
  }

  // Declares what each thread keeps of its columns across the planes: whether each is in
  // each of the regions named in `regions` (in_region), a bit of st_m each (mask_bit), and
  // their in-plane offsets in the grids (st_g).
  std::string thread_invariants(const std::vector<std::string>& regions, CPrintContext& ctx) {
    masks_ = regions;
    const long long words = (mask_bits() + 31) / 32;
    std::ostringstream out;
    out << "  /* Whether each of the thread's columns is in each region (a bit each, the regions'\n"
        << "     in the order ";
    for (size_t m = 0; m < regions.size(); ++m) out << (m ? ", " : "") << regions[m].substr(3);
    out << "), and its offset in the grids' plane: the same in every plane. */\n";
    out << "  unsigned st_m" << (words > 1 ? "[" + std::to_string(words) + "] = {}" : " = 0") << ";\n";
    out << "  ptrdiff_t st_g[" << columns_per_thread() << "];\n";
    std::string body;
    for (size_t m = 0; m < regions.size(); ++m) {
      const long long first = static_cast<long long>(m) * columns_per_thread();
      const std::string bit = first == 0 ? std::string("st_col") : std::to_string(first) + " + st_col";
      const std::string test = in_region(regions[m]);
      body += words > 1 ? "st_m[(" + bit + ") >> 5] |= (unsigned)(" + test + ") << ((" + bit + ") & 31);\n"
                        : "st_m |= (unsigned)(" + test + ") << (" + bit + ");\n";
    }
    const NestInfo& first = info_.nests.front();
    static const char* coordinate[2] = {"st_x", "st_y"};
    std::vector<ast::Expr> at;
    for (int d = 0; d < dims_; ++d) {
      const std::string& var = first.grid_vars[static_cast<size_t>(d)];
      if (d == dims_ - 1) {
        at.push_back(lower(d));
        continue;
      }
      body += ctx.name(var) + " = (" + c_type(symbols_.find(var)->type) + ")" + coordinate[d] + ";\n";
      at.push_back(ast::VarRef::make(var));
    }
    body += "st_g[st_col] = " + offset(at, ctx) + ";\n";
    body += "ST_KEEP64(st_g[st_col]);\n";
    out << columns("", body, "  ");
    // The other grids share the first's shape: their strides go unused.
    for (size_t g = 1; g < schedule_->written.size(); ++g) {
      const std::string& grid = schedule_->written[g];
      std::vector<ast::Expr> vars;
      for (const std::string& var : first.grid_vars) vars.push_back(ast::VarRef::make(var));
      const std::string text = ctx.element(*ast::as<ast::ArrayRef>(ast::ArrayRef::make(grid, vars)));
      for (int d = 1; d < dims_; ++d) {
        const std::string stride = ctx.name(grid) + "_s" + std::to_string(d);
        if (uses(text, stride)) out << "  (void)" << stride << ";\n";
      }
    }
    for (long long w = 0; w < words; ++w)
      out << "  ST_KEEP32(st_m" << (words > 1 ? "[" + std::to_string(w) + "]" : "") << ");\n";
    return out.str();
  }

  // Whether application `a` reads, at another thread's column, a plane that the loads
  // (since < 0) or an application from `since` on wrote in the same step of the wave
  // front: a barrier goes before it. The planes a later application reads at its own
  // column (a star's plane ahead, the value kept where it does not write) are the
  // thread's own, and those it reads at other columns were written a step before or
  // earlier (each application follows the versions it reads by their reach across
  // planes), except where the reach is across the plane too; one barrier a step, at its
  // end, then orders the writes of each step before the next step's reads and the
  // reads of a slot before it is written again.
  bool reads_fresh(size_t a, int since) const {
    const TemporalApplication& app = schedule_->apps[a];
    const size_t sd = static_cast<size_t>(dims_ - 1);
    for (const Access& acc : info_.nests[static_cast<size_t>(app.nest)].accesses) {
      auto v = app.read_version.find(acc.array);
      if (acc.is_write || v == app.read_version.end() || v->second < since) continue;
      const bool own_column = std::all_of(acc.offsets.begin(), acc.offsets.begin() + static_cast<long>(sd),
                                          [](long long o) { return o == 0; });
      const long long written = v->second < 0 ? 0 : schedule_->apps[static_cast<size_t>(v->second)].delay;
      if (!own_column && app.delay - acc.offsets[sd] <= written) return true;
    }
    return false;
  }

  // What application `a` computed at the thread's column (the scalars of scalar_of) stored:
  // into the ring of each version a later application reads, and where it is the pass's
  // result, into the grid the pass writes at the core's points (in a steady step, one of
  // the results_at_end only in the time loop's last pass).
  std::string results(size_t a, CPrintContext& ctx, const std::map<std::string, std::string>& scalar_of,
                      Path path) const {
    const TemporalApplication& app = schedule_->apps[a];
    std::string out;
    for (const std::string& g : app.writes) {
      const std::string value = ctx.name(scalar_of.at(g));
      if (const TemporalRing* r = schedule_->ring(g, static_cast<int>(a))) {
        out += store(*r, value);
        if (loaded_ == Loaded::use && forwarded_.count(ring_index(*r)))
          out += forwarded(*r) + "[st_col] = " + value + ";\n";
      }
      if (app.final_writes.count(g)) {
        const bool at_end = path == Path::steady && schedule_->results_at_end.count(g) > 0;
        out += "if (" + mask_bit("st_core") + " && st_core" + (at_end ? " && st_last" : "") + ") " +
               grid_cell(g, true, ctx) + " = " + value + ";\n";
      }
    }
    return out;
  }

  // Application `a` at the thread's columns, on its plane of the wave front's step (see
  // Path): steady and edge, at every column of the tile without testing its region or its
  // plane, the columns outside its region computing values that nothing valid reads.
  std::string application(size_t a, CPrintContext& ctx, const std::map<std::string, std::string>& scalar_of,
                          const std::vector<ast::StmtList>& bodies, Path path) {
    const TemporalSchedule& s = *schedule_;
    const TemporalApplication& app = s.apps[a];
    const std::string an = "st_a" + std::to_string(a);
    std::ostringstream out;
    out << "    /* Application " << a + 1 << ": nest " << app.nest + 1 << " of step " << app.step + 1 << ", "
        << app.delay << " plane" << (app.delay == 1 ? "" : "s") << " behind the loads. */\n";
    const size_t sd = static_cast<size_t>(dims_ - 1);
    const std::string nn = "st_n" + std::to_string(app.nest);
    if (path != Path::tested) {
      app_ = static_cast<int>(a);
      delay_ = app.delay;
      if (rows_loaded(path)) {
        rows_.clear();
        loaded_ = Loaded::collect;
        (void)ctx.stmts(bodies[static_cast<size_t>(app.nest)], 0);
        loaded_ = Loaded::use;
      }
      std::ostringstream point;
      point << set_point(app.nest, "", ctx);
      if (path == Path::steady) {
        point << ctx.stmts(bodies[static_cast<size_t>(app.nest)], 0);
      } else {
        point << "if (" << mask_bit(nn) << ") {\n"
              << ctx.stmts(bodies[static_cast<size_t>(app.nest)], 1) << "} else {\n"
              << kept_values(a, ctx, scalar_of, path) << "}\n";
      }
      app_ = -1;
      point << results(a, ctx, scalar_of, path);
      loaded_ = Loaded::off;
      out << "    {\n";
      const bool p = uses(point.str(), "st_p"), core = !app.final_writes.empty();
      if (p || core) out << "      const int st_u = st_t + st_w - " << app.delay << ";\n";
      if (core) out << "      const bool st_core = st_u >= 0 && st_u <= st_zc;\n";
      if (p) out << "      const ptrdiff_t st_p = st_c0 + st_u;\n";
      if (uses(point.str(), "st_gz")) out << "      " << plane_offset(app.delay);
      out << shuffles(app, "      ");
      if (rows_loaded(path)) {
        out << thread_rows_inside(app, load_rows() + columns("", skip_rows_outside(app, point.str()), ""), "      ");
      } else {
        out << columns("", skip_rows_outside(app, point.str()), "      ");
      }
      if (path == Path::edge && kept_ahead()) out << kept_load(a, ctx, 1, "      ");
      delay_ = 0;
      out << "    }\n";
      return out.str();
    }
    out << "    {\n      const int st_u = st_t + st_w - " << app.delay << ";\n";
    out << "      if (" << in_planes(app.below[sd], app.above[sd]) << ") {\n";
    out << "        const bool st_in = st_u >= " << nn << "_z0 && st_u <= " << nn << "_z1;\n";
    if (!app.final_writes.empty()) out << "        const bool st_core = st_u >= 0 && st_u <= st_zc;\n";
    std::ostringstream point;
    point << set_point(app.nest, "", ctx);
    point << "if (" << mask_bit(nn) << " && st_in) {\n";
    app_ = static_cast<int>(a);
    delay_ = app.delay;
    point << ctx.stmts(bodies[static_cast<size_t>(app.nest)], 1);
    app_ = -1;
    point << "} else {\n" << kept_values(a, ctx, scalar_of, path) << "}\n";
    point << results(a, ctx, scalar_of, path);
    if (uses(point.str(), "st_p")) out << "        const ptrdiff_t st_p = st_c0 + st_u;\n";
    if (uses(point.str(), "st_gz")) out << "        " << plane_offset(app.delay);
    out << shuffles(app, "        ");
    out << columns(an, point.str(), "        ");
    delay_ = 0;
    out << "      }\n";
    const std::string load = kept_ahead() ? kept_load(a, ctx, 1, "        ") : std::string();
    if (!load.empty()) out << "      if (!st_fast) {\n" << load << "      }\n";
    out << "    }\n";
    return out.str();
  }

  // The values application `a` keeps at a column outside its nest's range: the versions
  // before it of the grids it writes, from their rings, or where the version is the pass's
  // input, from memory (tested) or (edge) from the input's ring where it holds the plane,
  // else from registers loaded a step ahead (kept_load).
  std::string kept_values(size_t a, CPrintContext& ctx, const std::map<std::string, std::string>& scalar_of,
                          Path path) const {
    const TemporalApplication& app = schedule_->apps[a];
    std::string out;
    for (const std::string& g : app.writes) {
      const int prev = app.prev_version.at(g);
      std::string value;
      if (prev >= 0) {
        value = own_point(ring_of(g, prev), app, 0);
      } else if (path == Path::tested) {
        value = grid_cell(g, false, ctx);
      } else if (const TemporalRing* r = input_holding(g, app)) {
        value = own_point(*r, app, 0);
      } else {
        value = kept_register(a, g) + "[st_col]";
      }
      out += "  " + ctx.name(scalar_of.at(g)) + " = " + value + ";\n";
    }
    return out;
  }
  // The ring of the loaded input `g` where it still holds, at the thread's own column, the
  // plane application `app` computes (nothing: no ring does).
  const TemporalRing* input_holding(const std::string& g, const TemporalApplication& app) const {
    const TemporalRing* r = schedule_->ring(g, -1);
    if (r == nullptr || app.delay >= std::max(r->planes, r->queue)) return nullptr;
    return r;
  }
  std::string kept_register(size_t a, const std::string& g) const {
    return "st_k" + std::to_string(a) + "_" + std::to_string(written_index(g));
  }
  // Whether application `a` keeps values of the input `g` that no ring holds (kept_load).
  bool keeps_from_memory(size_t a, const std::string& g) const {
    const TemporalApplication& app = schedule_->apps[a];
    return app.prev_version.at(g) < 0 && !input_holding(g, app);
  }
  // The registers (one a column of the thread) holding the input's values that application
  // `a` keeps outside its nest's range in a block across an edge (keeps_from_memory),
  // declared with indent `pad`. Where kept_ahead, each is loaded a step of the wave front
  // ahead, right after the application has read it: in the edge steps and, where the tile
  // crosses an edge, in the tested ones before them; otherwise at an edge step's start.
  std::string kept_registers(const std::string& pad) const {
    std::ostringstream out;
    for (size_t a = 0; a < schedule_->apps.size(); ++a) {
      for (const std::string& g : schedule_->apps[a].writes) {
        if (keeps_from_memory(a, g))
          out << pad << element_ << " " << kept_register(a, g) << "[" << columns_per_thread() << "] = {};\n";
      }
    }
    return out.str();
  }
  // Whether the kept values are loaded a step ahead. A load at the step's start leaves its
  // latency in every edge step, and a pass waits on its edge tiles' blocks: loaded ahead, a
  // shuffle pass of jacobi2d_sp (BT=5, 8192^2, an H100) ran 508 GStencil/s a step against
  // 433 and heat3d's ring pass (BT=2, 512^3) 131 against 126; but jacobi2d_sp's ring pass
  // (BT=5, TX=256) 489 against 533, for a cause not found (its registers are the same).
  bool kept_ahead() const { return v_.shuffle || dims_ == 3; }
  // The loads of application `a`'s kept values (kept_registers) for its plane `ahead` steps
  // on, at the columns of its region outside its nest's range, indented by `pad`; where
  // `anywhere` (the wave front may be on any step), only if the plane is in its region and
  // the grid (an edge step's planes are).
  std::string kept_load(size_t a, CPrintContext& ctx, int ahead, const std::string& pad, bool anywhere = true) const {
    const TemporalApplication& app = schedule_->apps[a];
    const size_t sd = static_cast<size_t>(dims_ - 1);
    std::ostringstream body;
    for (const std::string& g : app.writes) {
      if (!keeps_from_memory(a, g)) continue;
      const std::string test =
          mask_bit("st_a" + std::to_string(a)) + " && !" + mask_bit("st_n" + std::to_string(app.nest));
      body << columns("", "if (" + test + ") " + kept_register(a, g) + "[st_col] = " + grid_cell(g, false, ctx) + ";\n",
                      anywhere ? "    " : "  ");
    }
    if (body.str().empty()) return "";
    std::ostringstream out;
    if (!anywhere) {
      out << "{\n  " << plane_offset(app.delay - ahead) << body.str() << "}\n";
      return indented(out.str(), pad.size());
    }
    const long long behind = app.delay - ahead;  // the planes behind the loads' of this step
    const std::string shift = behind == 0  ? std::string()
                              : behind > 0 ? " - " + std::to_string(behind)
                                           : " + " + std::to_string(-behind);
    out << "{\n  const int st_u = st_t + st_w" << shift << ";\n"
        << "  if (" << in_planes(app.below[sd], app.above[sd]) << ") {\n    " << plane_offset(app.delay - ahead)
        << body.str() << "  }\n}\n";
    return indented(out.str(), pad.size());
  }

  // A steady application's point `body` only on the rows of the tile inside its region (in
  // 3-D). No later application reads the rows outside (the region is what they need), and
  // a warp holds whole rows of the tile (or a few), so the test is the same across it and
  // a skipped row costs neither its arithmetic nor its shared-memory loads and stores:
  // at BT=2 a 32-row tile of heat3d skips a sixth of its applications' rows. In 2-D a
  // warp's columns straddle the region's edge and nothing is skipped.
  std::string skip_rows_outside(const TemporalApplication& app, const std::string& body) const {
    if (dims_ != 3) return body;
    const TileRows rows = temporal_steady_rows(*schedule_, app, tile_);
    if (rows.first == 0 && rows.last == tile_[1] - 1) return body;
    return "if (st_ly >= " + std::to_string(rows.first) + " && st_ly <= " + std::to_string(rows.last) + ") {\n" +
           indented(body, 2) + "}\n";
  }

  // `body` (indented by `pad`) for a thread with a row of application `app`'s region in
  // a steady plane: the test of skip_rows_outside for the thread's RY adjacent rows.
  std::string thread_rows_inside(const TemporalApplication& app, const std::string& body,
                                 const std::string& pad) const {
    const TileRows rows = temporal_steady_rows(*schedule_, app, tile_);
    if (rows.first == 0 && rows.last == tile_[1] - 1) return pad + "{\n" + indented(body, pad.size() + 2) + pad + "}\n";
    const std::string first = "(int)threadIdx.y * " + std::to_string(v_.ry);
    return pad + "if (" + first + " + " + std::to_string(v_.ry - 1) + " >= " + std::to_string(rows.first) + " && " +
           first + " <= " + std::to_string(rows.last) + ") {\n" + indented(body, pad.size() + 2) + pad + "}\n";
  }

  // Bounds (NAME_loD, NAME_hiD) of a region: the core widened by below/above, within the grid.
  std::string region_bounds(const std::string& name, const std::vector<long long>& below,
                            const std::vector<long long>& above) const {
    std::ostringstream out;
    for (int d = 0; d < dims_; ++d) {
      std::string lo = d == dims_ - 1 ? "st_c0" : "st_core_lo" + std::to_string(d);
      std::string hi = d == dims_ - 1 ? "st_c1" : "st_core_hi" + std::to_string(d);
      long long b = below[static_cast<size_t>(d)], ab = above[static_cast<size_t>(d)];
      out << "  const ptrdiff_t " << name << "_lo" << d << " = " << lo << " - " << b << " < st_lo" << d << " ? st_lo"
          << d << " : " << lo << " - " << b << ";\n";
      out << "  const ptrdiff_t " << name << "_hi" << d << " = " << hi << " + " << ab << " > st_hi" << d << " ? st_hi"
          << d << " : " << hi << " + " << ab << ";\n";
    }
    return out.str();
  }

  // The registers (one a column of the thread) a loaded input is prefetched into, a step
  // ahead (`later`: two steps ahead), and the column st_col's.
  std::string prefetch_registers(const TemporalRing& r, bool later = false) const {
    return "st_pf" + std::to_string(&r - schedule_->rings.data()) + (later ? "b" : "");
  }
  std::string prefetched(const TemporalRing& r, bool later = false) const {
    return prefetch_registers(r, later) + "[st_col]";
  }
  // A shuffle pass loads its input two steps of the wave front ahead: a warp waits at no
  // barrier, so a step is only its own arithmetic, too short to cover a load's latency
  // (jacobi2d_sp BT=5 at 8192^2 on an H100: 319 GStencil/s a step against 254).
  int prefetch_distance() const { return v_.shuffle ? 2 : 1; }

  // The loads of the plane `ahead` steps of the wave front on into registers (`later`: the
  // second set): its global latency runs beside this step's applications, not before the
  // next step's.
  std::string prefetch(CPrintContext& ctx, int ahead, bool later = false) const {
    const TemporalSchedule& s = *schedule_;
    const size_t sd = static_cast<size_t>(dims_ - 1);
    std::ostringstream out;
    out << "    {\n      const int st_u = st_t + st_w" << (ahead ? " + " + std::to_string(ahead) : "") << ";\n";
    for (const TemporalRing& r : s.rings) {
      if (r.version >= 0) continue;
      std::string rn = "st_l" + std::to_string(written_index(r.grid));
      out << "      if (" << in_planes(s.load_below.at(r.grid)[sd], s.load_above.at(r.grid)[sd]) << ") {\n";
      out << "        const ptrdiff_t st_gz = st_gq" << (ahead ? " + " + std::to_string(ahead) + " * st_gs" : "")
          << ";\n";
      out << columns(rn, prefetched(r, later) + " = " + grid_cell(r.grid, false, ctx) + ";\n", "        ");
      out << "      }\n";
    }
    out << "    }\n";
    return out.str();
  }

  // One step of the wave front: the loads of the inputs' plane, then the applications, with
  // the barriers between them (see Path).
  std::string step_text(CPrintContext& ctx, const std::map<std::string, std::string>& scalar_of,
                        const std::vector<ast::StmtList>& bodies, Path path) {
    const TemporalSchedule& s = *schedule_;
    const size_t sd = static_cast<size_t>(dims_ - 1);
    const bool steady = path != Path::tested;
    std::ostringstream out;
    if (path == Path::edge && !kept_ahead()) {
      out << kept_registers("    ");
      for (size_t a = 0; a < s.apps.size(); ++a) out << kept_load(a, ctx, 0, "    ", false);
    }
    forwarded_.clear();
    if (rows_loaded(path)) forwarded_ = forwarded_rings();
    for (long long k : forwarded_)
      out << "    " << element_ << " st_fw" << k << "[" << columns_per_thread() << "] = {};\n";
    out << "    {\n";
    if (!steady) out << "      const int st_u = st_t + st_w;\n";
    for (const TemporalRing& r : s.rings) {
      if (r.version >= 0) continue;
      std::string rn = "st_l" + std::to_string(written_index(r.grid));
      std::string body = store(r, prefetched(r));
      if (forwarded_.count(ring_index(r))) body += forwarded(r) + "[st_col] = " + prefetched(r) + ";\n";
      if (steady) {
        out << columns("", body, "      ");
        continue;
      }
      out << "      if (" << in_planes(s.load_below.at(r.grid)[sd], s.load_above.at(r.grid)[sd]) << ") {\n";
      out << columns(rn, body, "        ");
      out << "      }\n";
    }
    out << "    }\n";
    if (prefetch_distance() == 2) {
      for (const TemporalRing& r : s.rings) {
        if (r.version < 0) out << columns("", prefetched(r) + " = " + prefetched(r, true) + ";\n", "    ");
      }
    }
    out << prefetch(ctx, prefetch_distance(), prefetch_distance() == 2);
    int since = -1;  // the loads and the applications from `since` on wrote since the last barrier
    for (size_t a = 0; a < s.apps.size(); ++a) {
      if (!v_.shuffle && reads_fresh(a, since)) {
        out << "    __syncthreads();\n";
        since = static_cast<int>(a);
      }
      out << application(a, ctx, scalar_of, bodies, path);
    }
    return out.str();
  }

  // The steady part of a pass: whether the block's tile lies inside the grid and every
  // nest's range along the plane's dimensions (st_fast), and the wave front's steps on
  // which every load and application is on a plane of its own region and of its nest's
  // range (st_f0 .. st_f1).
  std::string steady_bounds() const {
    const TemporalSchedule& s = *schedule_;
    const size_t sd = static_cast<size_t>(dims_ - 1);
    std::ostringstream out;
    out << "  /* The steady steps: an interior block, every load and application on a plane of its\n"
        << "     region and of its nest's range. */\n";
    out << "  bool st_fast = true;\n";
    static const char* origin[2] = {"st_ox", "st_oy"};
    for (int d = 0; d + 1 < dims_; ++d) {
      const std::string lo = origin[d],
                        hi = std::string(origin[d]) + " + " + std::to_string(tile_[static_cast<size_t>(d)] - 1);
      out << "  st_fast = st_fast && " << lo << " >= st_lo" << d << " && " << hi << " <= st_hi" << d << ";\n";
      for (size_t n = 0; n < info_.nests.size(); ++n) {
        const std::string nn = "st_n" + std::to_string(n);
        out << "  st_fast = st_fast && " << lo << " >= " << nn << "_lo" << d << " && " << hi << " <= " << nn << "_hi"
            << d << ";\n";
      }
    }
    out << "  int st_f0 = 0, st_f1 = st_nt - 1;\n";
    // Step st_t puts a load (or an application `delay` planes behind) on plane st_c0 + st_u,
    // st_u = st_t + st_w - delay, which must lie in [lo, hi] for each bound.
    auto within = [&](long long delay, const std::string& lo, const std::string& hi) {
      const std::string first = lo + " - st_w + " + std::to_string(delay);
      const std::string last = hi + " - st_w + " + std::to_string(delay);
      out << "  if (" << first << " > st_f0) st_f0 = " << first << ";\n";
      out << "  if (" << last << " < st_f1) st_f1 = " << last << ";\n";
    };
    for (const TemporalRing& r : s.rings) {
      if (r.version >= 0) continue;
      within(0, std::to_string(-s.load_below.at(r.grid)[sd]), "st_zc + " + std::to_string(s.load_above.at(r.grid)[sd]));
      within(0, "st_zlo", "st_zhi");
    }
    for (const TemporalApplication& app : s.apps) {
      const std::string nn = "st_n" + std::to_string(app.nest);
      within(app.delay, std::to_string(-app.below[sd]), "st_zc + " + std::to_string(app.above[sd]));
      within(app.delay, "st_zlo", "st_zhi");
      within(app.delay, nn + "_z0", nn + "_z1");
    }
    return out.str();
  }

  std::string pass_text(CPrintContext& ctx, const std::map<std::string, std::string>& scalar_of,
                        const std::vector<ast::StmtList>& bodies) {
    const TemporalSchedule& s = *schedule_;
    const std::vector<long long> core = core_of(s);
    auto name = [&](const std::string& n) { return ctx.name(n); };
    std::ostringstream out;
    out << "  /* The grids' shape (the grids the time loop writes share it), the block's core and its\n"
        << "     planes. */\n";
    const Symbol& shape = *symbols_.find(s.written.front());
    for (int d = 0; d < dims_; ++d) {
      out << "  const ptrdiff_t st_lo" << d << " = " << c_ptrdiff(bound(shape.lower(d)), name) << ", st_hi" << d
          << " = " << c_ptrdiff(bound(shape.dims[static_cast<size_t>(d)].upper), name) << ";\n";
    }
    // A shuffle pass's tiles are its warps': warp w of block b has tile b * (TX / 32) + w.
    const std::string warp_tile = "(blockIdx.x * " + std::to_string(v_.tx / 32) + "u + (threadIdx.x >> 5))";
    const char* block[3] = {v_.shuffle ? warp_tile.c_str() : "blockIdx.x", "blockIdx.y", "blockIdx.z"};
    for (int d = 0; d + 1 < dims_; ++d) {
      out << "  const ptrdiff_t st_core_lo" << d << " = st_lo" << d << " + (ptrdiff_t)" << block[d] << " * "
          << core[static_cast<size_t>(d)] << ";\n";
      out << "  const ptrdiff_t st_core_hi" << d << " = st_core_lo" << d << " + " << core[static_cast<size_t>(d)] - 1
          << " > st_hi" << d << " ? st_hi" << d << " : st_core_lo" << d << " + " << core[static_cast<size_t>(d)] - 1
          << ";\n";
    }
    // The last block's warps past the grid leave (a shuffle pass has no barrier to meet).
    if (v_.shuffle) out << "  if (st_core_lo0 > st_hi0) return;\n";
    const int sd = dims_ - 1;
    // The chunk of st_chunk planes of the core planes [st_zfirst, st_zlast] (the grid's,
    // or a slab's) it computes.
    out << "  const ptrdiff_t st_c0 = st_zfirst + (ptrdiff_t)" << block[sd] << " * st_chunk;\n";
    out << "  const ptrdiff_t st_c1 = st_c0 + st_chunk - 1 > st_zlast ? st_zlast : st_c0 + st_chunk - 1;\n";
    out << "  const ptrdiff_t st_ox = st_core_lo0 - " << s.halo_below[0] << ";\n";
    if (dims_ == 3) out << "  const ptrdiff_t st_oy = st_core_lo1 - " << s.halo_below[1] << ";\n";
    // (The slots of the shared rings count from st_zb: a shuffle pass has none.)
    if (!v_.shuffle) out << "  const ptrdiff_t st_zb = st_c0 - " << s.halo_below[static_cast<size_t>(sd)] << ";\n";
    out << "  /* The range of each nest. */\n";
    for (size_t n = 0; n < info_.nests.size(); ++n) {
      for (const LoopInfo& l : info_.nests[n].loops) {
        out << "  const ptrdiff_t st_n" << n << "_lo" << l.grid_dim << " = " << c_ptrdiff(l.lower_form, name)
            << ", st_n" << n << "_hi" << l.grid_dim << " = " << c_ptrdiff(l.upper_form, name) << ";\n";
      }
    }
    out << "  /* What each load and application computes: the core, widened by what later ones read. */\n";
    std::vector<std::pair<std::string, long long>> starts;  // (region, delay)
    for (const TemporalRing& r : s.rings) {
      if (r.version >= 0) continue;
      std::string rn = "st_l" + std::to_string(written_index(r.grid));
      out << region_bounds(rn, s.load_below.at(r.grid), s.load_above.at(r.grid));
      starts.emplace_back(rn, 0);
    }
    for (size_t a = 0; a < s.apps.size(); ++a) {
      std::string an = "st_a" + std::to_string(a);
      out << region_bounds(an, s.apps[a].below, s.apps[a].above);
      starts.emplace_back(an, s.apps[a].delay);
    }
    out << "  ptrdiff_t st_q0 = PTRDIFF_MAX, st_q1 = PTRDIFF_MIN;\n";
    for (const auto& [rn, delay] : starts) {
      out << "  if (" << rn << "_lo" << sd << " + " << delay << " < st_q0) st_q0 = " << rn << "_lo" << sd << " + "
          << delay << ";\n";
      out << "  if (" << rn << "_hi" << sd << " + " << delay << " > st_q1) st_q1 = " << rn << "_hi" << sd << " + "
          << delay << ";\n";
    }
    out << "  /* The planes, 32-bit: the wave front's steps (st_t, from 0 at st_q0) and each load's or\n"
        << "     application's plane relative to the core's first (st_u), those of the grid, of the\n"
        << "     core and of each nest (clamped: only the tests against st_u matter). */\n";
    out << "  const int st_nt = (int)(st_q1 - st_q0 + 1);\n";
    auto relative = [&](const std::string& plane) {
      return "(int)(" + plane + " - st_c0 < -1073741824 ? -1073741824 : " + plane + " - st_c0 > 1073741824 ? " +
             "1073741824 : " + plane + " - st_c0)";
    };
    const std::string lo = "st_lo" + std::to_string(sd), hi = "st_hi" + std::to_string(sd);
    std::vector<std::string> kept = {"st_w", "st_zlo", "st_zhi", "st_zc"};
    out << "  int st_w = (int)(st_q0 - st_c0), st_zlo = " << relative(lo) << ", st_zhi = " << relative(hi)
        << ", st_zc = (int)(st_c1 - st_c0);\n";
    for (size_t n = 0; n < info_.nests.size(); ++n) {
      const std::string nn = "st_n" + std::to_string(n);
      out << "  int " << nn << "_z0 = " << relative(nn + "_lo" + std::to_string(sd)) << ", " << nn
          << "_z1 = " << relative(nn + "_hi" + std::to_string(sd)) << ";\n";
      kept.push_back(nn + "_z0");
      kept.push_back(nn + "_z1");
    }
    out << steady_bounds();
    kept.emplace_back("st_f0");
    kept.emplace_back("st_f1");
    for (const std::string& k : kept) out << "  ST_KEEP32(" << k << ");\n";
    out << plane_stride(ctx);
    std::vector<std::string> regions;
    regions.reserve(starts.size() + info_.nests.size() + 1);
    for (const auto& [rn, delay] : starts) regions.push_back(rn);
    for (size_t n = 0; n < info_.nests.size(); ++n) regions.push_back("st_n" + std::to_string(n));
    regions.emplace_back("st_core");
    out << thread_invariants(regions, ctx);
    if (!v_.shuffle) {
      out << "  extern __shared__ __align__(16) unsigned char st_shared[];\n";
      out << "  " << element_ << " *const st_ring = (" << element_ << " *)st_shared";
      if (guard(s) > 0) out << " + " << guard(s);
      out << ";\n";
    }
    const long long columns_per_thread = this->columns_per_thread();
    any_queue_ = false;
    for (size_t k = 0; k < s.rings.size(); ++k) {
      if (s.rings[k].registers() == 0) continue;
      if (!any_queue_) {
        out << "  /* Each thread's columns of the versions read at its own point, newest plane first, those\n"
            << "     older than the planes the shared ring keeps. */\n";
      }
      any_queue_ = true;
      out << "  " << element_ << " st_reg" << k << "[" << columns_per_thread << "][" << s.rings[k].registers()
          << "] = {};\n";
    }
    // The slots of the rings of each depth: st_sP_j, the offset of the slot of plane
    // st_q0 + st_t + j in a ring of P planes, rotated after each plane.
    std::set<long long> depths;
    for (const TemporalRing& r : s.rings) {
      if (r.planes > 0) depths.insert(r.planes);
    }
    if (!depths.empty()) out << "  /* The offsets of the rings' slots of the planes from st_q0 + st_t on. */\n";
    for (long long planes : depths) {
      const std::string b = "st_b" + std::to_string(planes);
      out << "  const int " << b << " = (int)(((st_q0 - st_zb) % " << planes << " + " << planes << ") % " << planes
          << ");\n";
      out << "  int";
      for (long long j = 0; j < planes; ++j) {
        out << (j ? ", " : " ") << slot_offset(planes, j) << " = ";
        if (j == 0) {
          out << b << " * " << plane_points();
        } else {
          out << "(" << b << " + " << j << ") % " << planes << " * " << plane_points();
        }
      }
      out << ";\n";
    }
    out << "  /* Each thread's columns of the inputs' next plane" << (prefetch_distance() == 2 ? "s" : "")
        << ", loaded " << (prefetch_distance() == 2 ? "two steps" : "a step") << " ahead. */\n";
    for (const TemporalRing& r : s.rings) {
      if (r.version >= 0) continue;
      out << "  " << element_ << " " << prefetch_registers(r) << "[" << columns_per_thread << "] = {};\n";
      if (prefetch_distance() == 2)
        out << "  " << element_ << " " << prefetch_registers(r, true) << "[" << columns_per_thread << "] = {};\n";
    }
    if (kept_ahead()) out << kept_registers("  ");
    out << "  {\n    const int st_t = 0;\n" << prefetch(ctx, 0);
    if (prefetch_distance() == 2) out << prefetch(ctx, 1, true);
    std::string first_kept;
    for (size_t a = 0; a < s.apps.size() && kept_ahead(); ++a) first_kept += kept_load(a, ctx, 0, "      ");
    if (!first_kept.empty()) out << "    if (!st_fast) {\n" << first_kept << "    }\n";
    out << "  }\n";
    out << "  /* The wave front: at step st_t, the loads take plane st_q0 + st_t of the input, and each\n"
        << "     application its plane st_q0 + st_t - delay. */\n";
    out << "  for (int st_t = 0; st_t < st_nt; ++st_t) {\n";
    // The queues move a plane on; one behind a shared ring takes the plane leaving the ring
    // (at the thread's own column, before this step's store takes its slot).
    for (size_t k = 0; k < s.rings.size(); ++k) {
      const TemporalRing& r = s.rings[k];
      const long long depth = r.registers();
      const std::string reg = "st_reg" + std::to_string(k);
      if (depth < (r.planes > 0 ? 1 : 2)) continue;
      std::string body;
      for (long long b = depth - 1; b > 0; --b)
        body += reg + "[st_col][" + std::to_string(b) + "] = " + reg + "[st_col][" + std::to_string(b - 1) + "];\n";
      if (r.planes > 0) {
        std::vector<long long> offsets(static_cast<size_t>(dims_), 0);
        offsets.back() = -written_at(r) - r.planes;
        body += reg + "[st_col][0] = " + ring_cell(r, offsets) + ";\n";
      }
      out << columns("", body, "    ");
    }
    out << "    if (st_fast && st_t >= st_f0 && st_t <= st_f1) {\n"
        << indented(step_text(ctx, scalar_of, bodies, Path::steady), 2)
        << "    } else if (st_t >= st_f0 && st_t <= st_f1) {\n"
        << indented(step_text(ctx, scalar_of, bodies, Path::edge), 2) << "    } else {\n"
        << indented(step_text(ctx, scalar_of, bodies, Path::tested), 2) << "    }\n";
    if (!v_.shuffle) {
      out << "    /* The planes written in this step are read at other threads' columns in the next. */\n"
          << "    __syncthreads();\n";
    }
    for (long long planes : depths) {
      if (planes < 2) continue;
      out << "    {\n      const int st_v = " << slot_offset(planes, 0) << ";\n";
      for (long long j = 0; j + 1 < planes; ++j)
        out << "      " << slot_offset(planes, j) << " = " << slot_offset(planes, j + 1) << ";\n";
      out << "      " << slot_offset(planes, planes - 1) << " = st_v;\n    }\n";
    }
    out << "    st_gq += st_gs;\n  }\n";
    return out.str();
  }

  std::string kernel(size_t si) {
    schedule_ = &schedules_[si];
    const TemporalSchedule& s = *schedule_;
    ast::Subroutine k = sub_;
    NameSet taken = names_used(sub_.body);
    for (const auto& [n, sym] : symbols_.all()) taken.insert(n);
    taken.insert(sub_.name);
    std::map<std::string, std::string> scalar_of;
    for (const std::string& g : s.written) {
      scalar_of[g] = fresh_name("st_new_" + g, taken);
      ast::Declaration d;
      d.type = symbols_.find(g)->type;
      d.loc = sub_.loc;
      d.entities.push_back(ast::EntityDecl{scalar_of[g], sub_.loc, {}, nullptr});
      k.decls.push_back(d);
    }
    // The nests, their stores into scalars: the kernel's body, whose first loop prints the
    // whole pass (the others print nothing).
    std::vector<ast::Stmt> roots;
    std::vector<ast::StmtList> bodies;
    for (const NestInfo& n : info_.nests) {
      StoresToScalars rewrite(scalar_of);
      roots.push_back(rewrite.mutate(n.root));
      const ast::Do* loop = ast::as<ast::Do>(roots.back());
      while (loop->body.size() == 1 && ast::as<ast::Do>(loop->body.front()))
        loop = ast::as<ast::Do>(loop->body.front());
      bodies.push_back(loop->body);
    }
    // The C printer gives strides only to the arrays the body indexes, and the pass stores
    // every written grid's result through them: a grid no nest reads (timeloop_carried's
    // w, its stores now scalars) is read once more, in a loop the hook prints as nothing.
    {
      const NestInfo& first = info_.nests.front();
      std::vector<ast::Expr> at;
      for (const std::string& var : first.grid_vars) at.push_back(ast::VarRef::make(var));
      ast::StmtList named;
      for (const std::string& g : s.written) {
        named.push_back(
            ast::Assign::make(ast::VarRef::make(scalar_of.at(g)), ast::ArrayRef::make(g, at, sub_.loc), sub_.loc));
      }
      roots.push_back(
          ast::Do::make(first.grid_vars.front(), ast::IntLit::make(1), ast::IntLit::make(1), nullptr, named, sub_.loc));
    }
    k.body = roots;
    SymbolTable kernel_symbols = build_symbols(k);
    CPrintHooks hooks;
    hooks.loop = [&](const ast::Do& loop, int, CPrintContext& ctx) -> std::optional<std::string> {
      if (&loop == ast::as<ast::Do>(roots.front())) return pass_text(ctx, scalar_of, bodies);
      for (const ast::Stmt& r : roots) {
        if (&loop == ast::as<ast::Do>(r)) return std::string();
      }
      return std::nullopt;
    };
    hooks.array_read = [this](const ast::ArrayRef& ref, CPrintContext&) { return read_text(ref); };
    CEmitOptions options;
    options.function_name = kernel_name(si);
    options.fortran_entry = false;
    options.bare = true;
    const int threads = v_.tx * (dims_ == 3 ? v_.ty : 1);
    // LB > 1: that many blocks a multiprocessor, the registers capped to fit them.
    std::string bounds;
    if (v_.launch_bounds) {
      bounds = "__launch_bounds__(" + std::to_string(threads) +
               (v_.launch_bounds > 1 ? ", " + std::to_string(v_.launch_bounds) : std::string()) + ") ";
    }
    options.function_prefix = "__global__ " + bounds;
    for (const std::string& g : s.written)
      options.extra_parameters.push_back(element_ + " *__restrict__ ST_to_" + c_identifier_of(g));
    options.extra_parameters.emplace_back("const ptrdiff_t st_zfirst");
    options.extra_parameters.emplace_back("const ptrdiff_t st_zlast");
    options.extra_parameters.emplace_back("const ptrdiff_t st_chunk");
    if (stores_at_end()) options.extra_parameters.emplace_back("const int st_last");
    options.hooks = &hooks;
    std::ostringstream out;
    out << "/* A pass of " << s.steps << " step" << (s.steps == 1 ? "" : "s") << ": " << s.apps.size()
        << " applications; the block's tile is " << tile_[0];
    if (dims_ == 3) out << "x" << tile_[1];
    out << " points, its core ";
    std::vector<long long> core = core_of(s);
    out << core[0];
    if (dims_ == 3) out << "x" << core[1];
    out << ", " << s.ring_planes() << " planes of rings in shared memory. */\n";
    out << emit_c(k, kernel_symbols, options) << "\n";
    schedule_ = nullptr;
    return out.str();
  }

  std::string c_identifier_of(const std::string& grid) const {
    for (const CParameter& p : c_parameters(sub_, symbols_)) {
      if (p.name == grid) return p.c_name;
    }
    throw InternalError("'" + grid + "' is not an argument of '" + sub_.name + "'");
  }
};

}  // namespace

std::string temporal_kernels(const ast::Subroutine& sub, const SymbolTable& symbols, const StencilInfo& info,
                             const CudaVariant& v, const std::string& name) {
  return TemporalPrinter(sub, symbols, info, v, name).kernels();
}

std::string temporal_launches(const ast::Subroutine& sub, const SymbolTable& symbols, const StencilInfo& info,
                              const CudaVariant& v, const std::string& name,
                              const std::map<std::string, std::string>& names) {
  return TemporalPrinter(sub, symbols, info, v, name).launches(names);
}

std::string temporal_step_count(const StencilInfo& info, const std::map<std::string, std::string>& names) {
  const TimeLoopInfo& t = *info.time_loop;
  return c_ptrdiff(t.upper_form - t.lower_form + Affine::of(1), [&names](const std::string& n) {
    auto it = names.find(n);
    return it == names.end() ? n : it->second;
  });
}

std::string temporal_pass_entry(const ast::Subroutine& sub, const SymbolTable& symbols, const StencilInfo& info,
                                const CudaVariant& v, const std::string& name,
                                const std::map<std::string, std::string>& names) {
  return TemporalPrinter(sub, symbols, info, v, name).pass_entry(names);
}

std::string temporal_pass_parameters(const ast::Subroutine& sub, const SymbolTable& symbols, const StencilInfo& info,
                                     const CudaVariant& v) {
  return TemporalPrinter(sub, symbols, info, v, sub.name).pass_parameters();
}

}  // namespace st::cuda
