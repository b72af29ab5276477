// The ring of planes (SMEM=2) and the shared planes (SMEM=1): the copies that fill them,
// the prefetches, and the vector reads of ring cells.

#include <algorithm>
#include <climits>
#include <functional>
#include <set>
#include <sstream>

#include "backends/c/c_backend.h"
#include "backends/c_names.h"
#include "backends/cuda/kernel_printer.h"
#include "frontend/diagnostics.h"
#include "transforms/expr_type.h"

namespace st::cuda {

using ast::Expr;

VectorCell KernelPrinter::vector_cell_of(const Stream& s, const std::vector<long long>& offsets, int row,
                                         int col) const {
  long long vw = plan_.vector_width(s);
  long long x = col + s.minus[0] + offsets[0];
  long long y = plan_.plane_dims() == 2 ? row + s.minus[1] + offsets[1] : 0;
  return {offsets[static_cast<size_t>(plan_.stream_dim())] - s.smin, y, x / vw, static_cast<int>(x % vw)};
}

std::string KernelPrinter::vector_name(const Stream& s, const VectorCell& c) const {
  return "st_v" + std::to_string(s.id) + "_" + std::to_string(c.plane) + "_" + std::to_string(c.row) + "_" +
         std::to_string(c.chunk);
}

std::string KernelPrinter::vector_cell(const Stream& s, const std::vector<long long>& offsets) const {
  VectorCell c = vector_cell_of(s, offsets, row_, col_);
  return vector_name(s, c) + "." + std::string(1, "xyzw"[c.element]);
}

// One vector read of the ring: the cells of `s` of chunk `chunk` of tile row `y` of
// plane `plane`, for this thread.
std::string KernelPrinter::vector_read(const Stream& s, long long plane, long long y, long long chunk,
                                       const std::string& pad) const {
  long long vw = plan_.vector_width(s);
  std::string type = s.c_type + std::to_string(vw);
  std::ostringstream out;
  out << pad << "const " << type << " " << vector_name(s, {plane, y, chunk, 0}) << " = *reinterpret_cast<const " << type
      << " *>(&" << s.sname() << "[" << slot(s, plane + s.smin) << "]";
  if (plan_.plane_dims() == 2)
    out << "[" << tid_[1] << (v_.ry == 1 ? "" : " * " + std::to_string(v_.ry)) << " + " << y << "]";
  out << "[" << tid_[0] << " * " << v_.rx << " + " << chunk * vw << "]);\n";
  return out.str();
}

// The vector reads of the ring cells that row `row`'s points read and no earlier row
// did, printed at the top of the row's block (the later rows' blocks nest inside it).
std::string KernelPrinter::vector_reads(int row, const std::string& pad) {
  std::ostringstream out;
  for (const auto& [key, s] : plan_.streams()) {
    long long vw = plan_.vector_width(s);
    if (vw == 1) continue;
    std::set<std::tuple<long long, long long, long long>> earlier, now;
    for (const Access& a : nest_.accesses) {
      if (a.is_write || a.array != key.array || a.constant_indices != key.constants || !from_shared(s, a.offsets))
        continue;
      for (int r = 0; r <= row; ++r) {
        for (int col = 0; col < v_.rx; ++col) {
          VectorCell c = vector_cell_of(s, a.offsets, r, col);
          (r < row ? earlier : now).insert({c.plane, c.row, c.chunk});
        }
      }
    }
    for (const auto& [plane, y, chunk] : now) {
      if (!earlier.count({plane, y, chunk})) out << vector_read(s, plane, y, chunk, pad);
    }
  }
  return out.str();
}

// The cell of `s` at grid coordinates (gx, gy) of plane z + dz, as a plane-filling loop
// reads it: the condition that the nest can read it, and the element.
std::pair<std::string, std::string> KernelPrinter::plane_cell(const Stream& s, const std::string& gx,
                                                              const std::string& gy, const std::string& z, long long dz,
                                                              const std::vector<std::string>& lo,
                                                              const std::vector<std::string>& hi,
                                                              CPrintContext& ctx) const {
  std::string cond = in_reach(s, 0, gx, lo, hi);
  if (plan_.plane_dims() == 2) cond += " && " + in_reach(s, 1, gy, lo, hi);
  return {cond, plane_element(s, gx, gy, z, dz, ctx)};
}

// "g >= lo - minus && g <= hi + plus": coordinate g of plane dimension d is one the nest reads.
std::string KernelPrinter::in_reach(const Stream& s, int d, const std::string& g, const std::vector<std::string>& lo,
                                    const std::vector<std::string>& hi) const {
  return g + " >= " + lo[static_cast<size_t>(d)] + " - " + std::to_string(s.minus[d]) + " && " + g +
         " <= " + hi[static_cast<size_t>(d)] + " + " + std::to_string(s.plus[d]);
}

// The element of `s` at (gx, gy) of the plane z + dz, printed.
std::string KernelPrinter::plane_element(const Stream& s, const std::string& gx, const std::string& gy,
                                         const std::string& z, long long dz, CPrintContext& ctx) const {
  int sd = plan_.stream_dim();
  std::vector<std::string> coords(static_cast<size_t>(plan_.dims()));
  coords[0] = gx;
  if (plan_.plane_dims() == 2) coords[1] = gy;
  coords[static_cast<size_t>(sd)] = z;
  std::vector<long long> off(static_cast<size_t>(plan_.dims()), 0);
  off[static_cast<size_t>(sd)] = dz;
  ast::Expr e = plan_.element(s.key, coords, off);
  return ctx.element(*ast::as<ast::ArrayRef>(e));
}

// Every thread of the block starts asynchronous copies (cp.async) of its share of one
// plane of `s`, the plane at z + dz with its halo, into ring slot `slot`, when `guard`
// holds (empty: always); cells outside the points the nest can read are left alone.
// Where the block's rows are 16-byte aligned the row is copied 16 bytes at a time (a
// chunk partly outside the reach, at the edge of the grid, one element at a time).
std::string KernelPrinter::issue_plane(const Stream& s, const std::string& z, long long dz, const std::string& slot,
                                       const std::string& guard, const std::vector<std::string>& lo,
                                       const std::vector<std::string>& hi, const std::vector<std::string>& origin,
                                       CPrintContext& ctx, int depth) {
  std::ostringstream out;
  std::string p = pad_of(depth);
  int pd = plan_.plane_dims();
  out << p << (guard.empty() ? "{" : "if (" + guard + ") {") << "\n";
  std::string q = p + "  ";
  long long chunk = plan_.chunk_width(s);
  std::string cell = "&" + s.sname() + "[" + slot + "]";
  // One loop over cells `count` wide, each cell `per` elements: its tile coordinates
  // (cy, cx) and grid coordinates (gy, gx), then `copy` for the cell.
  auto loop = [&](long long per, long long count, const std::string& pad,
                  const std::function<std::string(const std::string&, const std::string&, const std::string&,
                                                  const std::string&, const std::string&)>& copy) {
    std::string e = ctx.fresh("st_e"), cx = ctx.fresh("st_cx"), cy = ctx.fresh("st_cy"), gx = ctx.fresh("st_gx"),
                gy = ctx.fresh("st_gy");
    long long row = per == 1 ? width(s) : plan_.pitch(s) / per;
    std::ostringstream l;
    l << pad << "for (int " << e << " = " << tid_flat_ << "; " << e << " < " << count << "; " << e
      << " += " << v_.threads() << ") {\n";
    std::string c = pad + "  ";
    if (pd == 2) {
      l << c << "const int " << cy << " = " << e << " / " << row << ", " << cx << " = (" << e << " - " << cy << " * "
        << row << ")" << (per == 1 ? "" : " * " + std::to_string(per)) << ";\n";
      l << c << "const int " << gy << " = " << origin[1] << " - " << s.minus[1] << " + " << cy << ";\n";
    } else {
      l << c << "const int " << cx << " = " << e << (per == 1 ? "" : " * " + std::to_string(per)) << ";\n";
    }
    l << c << "const int " << gx << " = " << origin[0] << " - " << s.minus[0] << " + " << cx << ";\n";
    l << copy(c, cy, cx, gy, gx) << pad << "}\n";
    return l.str();
  };
  auto one = [&](const std::string& pad, const std::string& cy, const std::string& cx, const std::string& gy,
                 const std::string& gx) {
    auto [cond, element] = plane_cell(s, gx, gy, z, dz, lo, hi, ctx);
    return pad + "if (" + cond + ") __pipeline_memcpy_async(" + cell + (pd == 2 ? "[" + cy + "]" : "") + "[" + cx +
           "], &" + element + ", sizeof(" + s.c_type + "));\n";
  };
  internal_assert(chunk > 1) << "a ring of elements that 16-byte copies cannot move";
  long long row = plan_.pitch(s) / chunk;  // chunks per row
  if (v_.rx > 1 && (pd == 1 || row <= v_.threads())) {
    // A block wholly inside: no checks. Each thread keeps one chunk column and steps
    // down the rows (threads / row rows at a time), so that what it keeps across the
    // plane loop is one address and one offset, not one per chunk. Only with RX > 1:
    // there it lets the radius-4 star's two-blocks-per-multiprocessor variant fit its
    // registers (spilling before: refused; 328.3 GStencil/s after), while with one
    // point per thread the same variants ran 1-5 % slower than with the checked copies
    // (bench/results/cuda-2026-11-21-e.md, call C). 16-byte copies only: the same at 8
    // bytes, for rows only 8-byte aligned, ran slower than the checked 8-byte copies
    // (269.9 against 324.5 GStencil/s for a 7-point fp32 variant with four points per
    // thread, bench/results/cuda-2026-11-24.md, calls A and B).
    std::string b = ctx.fresh("st_b"), rs = ctx.fresh("st_rs"), n = ctx.fresh("st_m"), fr = ctx.fresh("st_fr"),
                fc = ctx.fresh("st_fc");
    std::string ox = "(" + origin[0] + " - " + std::to_string(s.minus[0]) + ")";
    std::string oy = pd == 2 ? "(" + origin[1] + " - " + std::to_string(s.minus[1]) + ")" : "";
    out << q << "if (" << full_.at(s.id) << ") {\n";
    out << q << "  const " << s.c_type << " *" << b << " = &" << plane_element(s, ox, oy, z, dz, ctx) << ";\n";
    if (pd == 2) {
      long long step = v_.threads() / row, steps = (height(s) + step - 1) / step;
      // (Taken again at each plane: kept across the loop, the register it holds pushes
      // the radius-4 star's two-blocks-per-multiprocessor variants into spilling.)
      out << q << "  const ptrdiff_t " << rs << " = &" << plane_element(s, ox, "(" + oy + " + 1)", z, dz, ctx) << " - "
          << b << ";\n";
      out << q << "  const int " << fr << " = " << tid_flat_ << " / " << row << ", " << fc << " = (" << tid_flat_
          << " - " << fr << " * " << row << ") * " << chunk << ";\n";
      std::string c = q + "  ";
      if (step * row != v_.threads()) {
        out << c << "if (" << fr << " < " << step << ") {\n";
        c += "  ";
      }
      out << c << "#pragma unroll\n";
      out << c << "for (int " << n << " = 0; " << n << " < " << steps << "; ++" << n << ") {\n";
      std::string y = fr + " + " + n + " * " + std::to_string(step);
      if (height(s) % step != 0) {
        out << c << "  if (" << y << " < " << height(s) << ") ";
      } else {
        out << c << "  ";
      }
      out << "__pipeline_memcpy_async(" << cell << "[" << y << "][" << fc << "], " << b << " + " << fc
          << " + (ptrdiff_t)(" << y << ") * " << rs << ", 16);\n";
      out << c << "}\n";
      if (step * row != v_.threads()) out << q << "  }\n";
    } else {
      long long steps = (row + v_.threads() - 1) / v_.threads();
      out << q << "#pragma unroll\n";
      out << q << "  for (int " << n << " = 0; " << n << " < " << steps << "; ++" << n << ") {\n";
      std::string x = "(" + tid_flat_ + " + " + n + " * " + std::to_string(v_.threads()) + ")";
      out << q << "    " << (row % v_.threads() != 0 ? "if (" + x + " < " + std::to_string(row) + ") " : std::string())
          << "__pipeline_memcpy_async(" << cell << "[" << x << " * " << chunk << "], " << b << " + " << x << " * "
          << chunk << ", 16);\n";
      out << q << "  }\n";
    }
    out << q << "} else ";
  } else {
    out << q;
  }
  // Copies of `per` elements (16 or 8 bytes), each wholly inside the reach; a chunk at
  // the grid's edge one element at a time.
  auto chunked = [&](long long per) {
    return loop(per, plan_.pitch(s) / per * height(s), q + "  ",
                [&, per](const std::string& pad, const std::string& cy, const std::string& cx, const std::string& gy,
                         const std::string& gx) {
                  std::ostringstream c;
                  std::string row_in = pd == 2 ? in_reach(s, 1, gy, lo, hi) : "true";
                  std::string last = "(" + gx + " + " + std::to_string(per - 1) + ")";
                  c << pad << "if (" << row_in << ") {\n";
                  c << pad << "  if (" << gx << " >= " << lo[0] << " - " << s.minus[0] << " && " << last
                    << " <= " << hi[0] << " + " << s.plus[0] << ") {\n";
                  c << pad << "    __pipeline_memcpy_async(" << cell << (pd == 2 ? "[" + cy + "]" : "") << "[" << cx
                    << "], &" << plane_element(s, gx, gy, z, dz, ctx) << ", " << per * s.array->type.kind << ");\n";
                  c << pad << "  } else {\n";
                  std::string t = ctx.fresh("st_t");
                  c << pad << "    for (int " << t << " = 0; " << t << " < " << per << "; ++" << t << ") {\n";
                  std::string gxt = "(" + gx + " + " + t + ")", cxt = cx + " + " + t;
                  c << pad << "      if (" << in_reach(s, 0, gxt, lo, hi) << ") __pipeline_memcpy_async(" << cell
                    << (pd == 2 ? "[" + cy + "]" : "") << "[" << cxt << "], &" << plane_element(s, gxt, gy, z, dz, ctx)
                    << ", sizeof(" << s.c_type << "));\n";
                  c << pad << "    }\n" << pad << "  }\n" << pad << "}\n";
                  return c.str();
                });
  };
  out << "if (" << aligned_.at(s.id) << ") {\n";
  out << chunked(chunk);
  if (auto a8 = aligned8_.find(s.id); a8 != aligned8_.end()) {
    // Rows 8- but not 16-byte aligned (single precision, a row of an even number of
    // cells plus an odd halo, e.g. 514 floats): 8-byte copies, not 4-byte ones.
    out << q << "} else if (" << a8->second << ") {\n";
    out << chunked(8 / s.array->type.kind);
  }
  out << q << "} else {\n";
  out << loop(1, height(s) * width(s), q + "  ", one);
  out << q << "}\n";
  out << p << "}\n";
  return out.str();
}

// The shared-plane column of the point being printed, moved by `offset`.
std::string KernelPrinter::tile_col(long long offset) const {
  if (v_.rx == 1) return tid_[0] + " + " + std::to_string(offset);
  return tid_[0] + " * " + std::to_string(v_.rx) + " + " + std::to_string(col_ + offset);
}

// The shared-plane row of the row being printed, moved by `offset`.
std::string KernelPrinter::tile_row(long long offset) const {
  if (v_.ry == 1) return tid_[1] + " + " + std::to_string(offset);
  return tid_[1] + " * " + std::to_string(v_.ry) + " + " + std::to_string(row_ + offset);
}

std::string KernelPrinter::prefetch_name(const Stream& s, long long n) const {
  return "st_p" + std::to_string(s.id) + "_" + std::to_string(n);
}

// The tile coordinates of this thread's cell n.
std::pair<std::string, std::string> KernelPrinter::cell(const Stream& s, long long n) const {
  std::string cx = tid_[0] + " + " + std::to_string((n % columns(s)) * v_.tx);
  std::string cy = plan_.plane_dims() == 2 ? tid_[1] + " + " + std::to_string((n / columns(s)) * v_.ty) : "0";
  return {cx, cy};
}

// Each thread loads its cells of the plane at z + dz into its prefetch registers when
// `guard` holds; cells outside what the nest reads are left alone.
std::string KernelPrinter::prefetch_plane(const Stream& s, const std::string& z, long long dz, const std::string& guard,
                                          const std::vector<std::string>& lo, const std::vector<std::string>& hi,
                                          const std::vector<std::string>& origin, CPrintContext& ctx, int depth) {
  std::ostringstream out;
  std::string p = pad_of(depth);
  int pd = plan_.plane_dims();
  out << p << "if (" << guard << ") {\n";
  for (long long n = 0; n < cells(s); ++n) {
    auto [cx, cy] = cell(s, n);
    std::string xv = ctx.fresh("st_x"), yv = ctx.fresh("st_y");
    std::string cond = "(" + cx + ") < " + std::to_string(width(s)) + " && " + in_reach(s, 0, xv, lo, hi);
    if (pd == 2) cond += " && (" + cy + ") < " + std::to_string(height(s)) + " && " + in_reach(s, 1, yv, lo, hi);
    std::string element = plane_element(s, xv, yv, z, dz, ctx);
    out << p << "  {\n"
        << p << "    const int " << xv << " = " << origin[0] << " - " << s.minus[0] << " + " << cx << ";\n";
    if (pd == 2)
      out << p << "    const int " << yv << " = " << origin[1] << " - " << s.minus[1] << " + " << cy << ";\n";
    out << p << "    if (" << cond << ") " << prefetch_name(s, n) << " = " << load(s, element) << ";\n" << p << "  }\n";
  }
  out << p << "}\n";
  return out.str();
}

// Each thread stores its prefetched cells into shared slot `slot`.
std::string KernelPrinter::store_prefetched(const Stream& s, const std::string& slot, int depth) {
  std::ostringstream out;
  std::string p = pad_of(depth);
  int pd = plan_.plane_dims();
  for (long long n = 0; n < cells(s); ++n) {
    auto [cx, cy] = cell(s, n);
    std::string cond = "(" + cx + ") < " + std::to_string(width(s));
    if (pd == 2) cond += " && (" + cy + ") < " + std::to_string(height(s));
    out << p << "if (" << cond << ") " << s.sname() << "[" << slot << "]" << (pd == 2 ? "[" + cy + "]" : "") << "["
        << cx << "] = " << prefetch_name(s, n) << ";\n";
  }
  return out.str();
}

// Every thread of the block loads its share of one plane of `s` (the plane at
// z + dz) into shared slot `slot`, halo included; cells outside the points the
// nest can read are left alone.
std::string KernelPrinter::fill_plane(const Stream& s, const std::string& z, long long dz, const std::string& slot,
                                      const std::vector<std::string>& lo, const std::vector<std::string>& hi,
                                      const std::vector<std::string>& origin, CPrintContext& ctx, int depth) {
  std::ostringstream out;
  std::string p = pad_of(depth);
  int pd = plan_.plane_dims();
  std::string cx = ctx.fresh("st_cx"), cy = ctx.fresh("st_cy"), gx = ctx.fresh("st_gx"), gy = ctx.fresh("st_gy");
  long long width = v_.tile_x() + s.minus[0] + s.plus[0];
  long long height = pd == 2 ? v_.tile_y() + s.minus[1] + s.plus[1] : 1;
  out << p << "{\n";
  std::string q = p + "  ";
  std::string inner = q;
  if (pd == 2) {
    out << q << "for (int " << cy << " = " << tid_[1] << "; " << cy << " < " << height << "; " << cy << " += " << v_.ty
        << ") {\n";
    inner += "  ";
    out << inner << "const int " << gy << " = " << origin[1] << " - " << s.minus[1] << " + " << cy << ";\n";
  }
  out << inner << "for (int " << cx << " = " << tid_[0] << "; " << cx << " < " << width << "; " << cx << " += " << v_.tx
      << ") {\n";
  std::string c = inner + "  ";
  out << c << "const int " << gx << " = " << origin[0] << " - " << s.minus[0] << " + " << cx << ";\n";
  auto [cond, element] = plane_cell(s, gx, gy, z, dz, lo, hi, ctx);
  out << c << "if (" << cond << ") " << s.sname() << "[" << slot << "]" << (pd == 2 ? "[" + cy + "]" : "") << "[" << cx
      << "] = " << load(s, element) << ";\n";
  out << inner << "}\n";
  if (pd == 2) out << q << "}\n";
  out << p << "}\n";
  return out.str();
}

// The block's first planes, before the plane loop: the flags that the ring's rows are
// aligned (and wholly inside the array), the ring's first groups of copies, and the
// shared planes (SMEM=1) before the newest, with the newest prefetched.
std::string KernelPrinter::first_planes(const std::string& kb, const std::string& ke,
                                        const std::vector<std::string>& lo, const std::vector<std::string>& hi,
                                        const std::vector<std::string>& origin, bool any_ring, bool any_static,
                                        int depth, CPrintContext& ctx) {
  std::ostringstream out;
  std::string q = pad_of(depth + 1);
  int pd = plan_.plane_dims();
  // A ring's planes go in 16-byte copies where the tile's rows start 16-byte aligned in
  // global memory (the first row, the next row, the next plane: the strides keep it),
  // else, in single precision, in 8-byte copies where they start 8-byte aligned, else
  // one element at a time; the same for every thread of the block.
  aligned_.clear();
  aligned8_.clear();
  full_.clear();
  for (auto& [key, s] : plan_.streams()) {
    if (!s.ring) continue;
    std::string gx = "(" + origin[0] + " - " + std::to_string(s.minus[0]) + ")";
    std::string gy = pd == 2 ? "(" + origin[1] + " - " + std::to_string(s.minus[1]) + ")" : "";
    std::string next_row = pd == 2 ? "(" + origin[1] + " - " + std::to_string(s.minus[1]) + " + 1)" : "";
    // The flag `name` that the block's rows start `bytes`-byte aligned.
    auto aligned = [&](const Stream& ring, const std::string& name, int bytes) {
      out << q << "const bool " << name << " = (((uintptr_t)&" << plane_element(ring, gx, gy, kb, ring.smin, ctx);
      if (pd == 2) out << " | (uintptr_t)&" << plane_element(ring, gx, next_row, kb, ring.smin, ctx);
      out << " | (uintptr_t)&" << plane_element(ring, gx, gy, kb, ring.smin + 1, ctx) << ") & " << bytes - 1
          << ") == 0;\n";
      return name;
    };
    aligned_[s.id] = aligned(s, ctx.fresh("st_al" + std::to_string(s.id)), 16);
    // The same at 8 bytes, for single-precision rows 8- but not 16-byte aligned.
    if (8 / s.array->type.kind >= 2) aligned8_[s.id] = aligned(s, ctx.fresh("st_al8_" + std::to_string(s.id)), 8);
    // Whether every 16-byte chunk of the block's rows (the pitch, padding included) lies
    // inside the array's memory: then the copies need no bounds checks. A block at the
    // grid's far edge in x copies past the reach into the rest of the row and the next
    // one; those cells feed only points outside the nest, which are never stored, and
    // the checked copies cost such a block about as much again as its stencil. The test
    // is on addresses within the array's last plane (any plane the block reads is at or
    // before it, and the rows' layout is the same in every plane).
    if (v_.rx == 1) continue;
    std::string full = ctx.fresh("st_full" + std::to_string(s.id));
    std::vector<std::string> last(static_cast<size_t>(plan_.dims()));
    for (size_t d = 0; d < s.array->grid_dims.size(); ++d) {
      int g = s.array->grid_dims[d];
      if (g >= 0 && g < plan_.dims()) last[static_cast<size_t>(g)] = "(" + ctx.expr(s.array->bounds[d].upper) + ")";
    }
    const std::string& zl = last[static_cast<size_t>(plan_.stream_dim())];
    std::string fx =
        "(" + origin[0] + " - " + std::to_string(s.minus[0]) + " + " + std::to_string(plan_.pitch(s) - 1) + ")";
    std::string fy =
        pd == 2 ? "(" + origin[1] + " - " + std::to_string(s.minus[1]) + " + " + std::to_string(height(s) - 1) + ")"
                : "";
    out << q << "const bool " << full << " = " << aligned_[s.id] << " && &" << plane_element(s, fx, fy, zl, 0, ctx)
        << " <= &" << plane_element(s, last[0], pd == 2 ? last[1] : "", zl, 0, ctx) << ";\n";
    full_[s.id] = full;
  }
  if (any_ring) {
    // The ring's first planes, one group of copies per plane step; a grid's plane
    // dz goes into the group that the loop would have issued it in, so that waiting
    // for all but the PIPE newest groups means the same planes for every grid.
    long long groups = 0;
    for (auto& [key, s] : plan_.streams()) {
      if (s.ring) groups = std::max(groups, s.rhi - s.smin + v_.pipe);
    }
    for (long long g = 0; g < groups; ++g) {
      for (auto& [key, s] : plan_.streams()) {
        if (!s.ring) continue;
        long long dz = g - groups + s.rhi + v_.pipe;
        if (dz < s.smin) continue;
        std::string guard = dz <= s.rhi ? "" : kb + " + " + std::to_string(dz - s.rhi) + " <= " + ke;
        out << issue_plane(s, kb, dz, std::to_string(dz - s.smin), guard, lo, hi, origin, ctx, depth + 1);
      }
      out << q << "__pipeline_commit();\n";
    }
  }
  if (any_static) {
    for (auto& [key, s] : plan_.streams()) {
      if (!s.smem || s.ring) continue;
      for (long long dz = s.smin; dz < s.smax; ++dz) {
        out << fill_plane(s, kb, dz, std::to_string(dz - s.smin), lo, hi, origin, ctx, depth + 1);
      }
      out << prefetch_plane(s, kb, s.smax, "true", lo, hi, origin, ctx, depth + 1);
    }
  }
  return out.str();
}

}  // namespace st::cuda
