// RX > 1 (and PSUM): the body as a linear form, each point's sum accumulated one ring
// row at a time, and the points' vector stores.

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

namespace {

// Whether `e` reads a ring cell (any = true) or only registers and scalars (any = false
// and the result true); false for anything else.
bool reads_of(const ast::Expr& e, const ReadKindOf& kind_of, bool& ring) {
  using namespace ast;
  switch (e->kind) {
    case NodeKind::IntLit:
    case NodeKind::RealLit:
    case NodeKind::VarRef: return true;
    case NodeKind::ArrayRef: {
      ReadKind k = kind_of(*as<ArrayRef>(e));
      ring = ring || k == ReadKind::Ring;
      return k != ReadKind::Other;
    }
    case NodeKind::Unary: return reads_of(as<Unary>(e)->operand, kind_of, ring);
    case NodeKind::Binary: {
      const auto* b = as<Binary>(e);
      return reads_of(b->lhs, kind_of, ring) && reads_of(b->rhs, kind_of, ring);
    }
    case NodeKind::Call: {
      for (const Expr& a : as<Call>(e)->args) {
        if (!reads_of(a, kind_of, ring)) return false;
      }
      return true;
    }
    default: return false;
  }
}

// `e` times the factors, as a sum of terms each a product of register-only factors and
// one ring cell or one register-only value; false if it is not of that form.
bool linearise(const ast::Expr& e, const ReadKindOf& kind_of, std::vector<ast::Expr>& factors, bool negative,
               std::vector<LinearTerm>& out) {
  using namespace ast;
  bool ring = false;
  if (!reads_of(e, kind_of, ring)) return false;
  if (!ring || as<ArrayRef>(e)) {
    out.push_back({factors, negative, e, ring});
    return true;
  }
  if (const auto* u = as<Unary>(e))
    return linearise(u->operand, kind_of, factors, u->op == UnaryOp::Neg ? !negative : negative, out);
  const auto* b = as<Binary>(e);
  if (!b) return false;
  if (b->op == BinaryOp::Add || b->op == BinaryOp::Sub) {
    return linearise(b->lhs, kind_of, factors, negative, out) &&
           linearise(b->rhs, kind_of, factors, b->op == BinaryOp::Sub ? !negative : negative, out);
  }
  if (b->op != BinaryOp::Mul) return false;
  bool left = false, right = false;
  reads_of(b->lhs, kind_of, left);
  reads_of(b->rhs, kind_of, right);
  if (left && right) return false;
  factors.push_back(left ? b->rhs : b->lhs);
  bool ok = linearise(left ? b->lhs : b->rhs, kind_of, factors, negative, out);
  factors.pop_back();
  return ok;
}

}  // namespace

// ---- The reshaping step ----

std::optional<AccumulatedForm> accumulated_form(const ast::StmtList& body, const SymbolTable& symbols,
                                                const ReadKindOf& kind_of) {
  if (body.size() != 1) return std::nullopt;
  const auto* assign = ast::as<ast::Assign>(body.front());
  if (!assign || !ast::as<ast::ArrayRef>(assign->lhs)) return std::nullopt;
  ast::ScalarType type = expr_type(assign->rhs, TypeEnv::of(symbols));
  if (!type.is_real()) return std::nullopt;
  std::vector<ast::Expr> factors;
  std::vector<LinearTerm> terms;
  if (!linearise(assign->rhs, kind_of, factors, false, terms)) return std::nullopt;
  bool any_ring = false;
  for (const LinearTerm& t : terms) any_ring = any_ring || t.ring;
  if (!any_ring) return std::nullopt;
  return AccumulatedForm{assign, std::move(terms), c_type(type)};
}

// ---- The printing ----

// Where the kernel printer serves `ref` from.
ReadKind KernelPrinter::read_kind(const ast::ArrayRef& ref) const {
  std::optional<ClassifiedRead> r = plan_.classify(ref);
  if (!r) return ReadKind::Other;
  if (hoisted_.count(r->key)) return ReadKind::Register;
  const Stream& s = plan_.streams().at(r->key);
  if (in_queue(s, r->offsets)) return ReadKind::Register;
  if (from_shared(s, r->offsets) && (plan_.vector_width(s) > 1 || v_.plane_sums)) return ReadKind::Ring;
  return ReadKind::Other;
}

// `e` printed as an operand of a product: compound expressions in parentheses.
std::string KernelPrinter::factor_text(const ast::Expr& e, CPrintContext& ctx) {
  bool compound = e->kind == ast::NodeKind::Binary || e->kind == ast::NodeKind::Unary;
  return compound ? "(" + ctx.expr(e) + ")" : ctx.expr(e);
}

std::string KernelPrinter::term_product(const LinearTerm& t, const std::string& value, CPrintContext& ctx) const {
  std::string text;
  for (const ast::Expr& f : t.factors) text += factor_text(f, ctx) + " * ";
  return text + value;
}

// Point (row, col)'s sum; column -1 is the left neighbour's last (the shifted stores).
std::string KernelPrinter::accumulator(int row, int col) const {
  return "st_a_r" + std::to_string(row) + (col < 0 ? "_left" : "_c" + std::to_string(col));
}

// The vector widths (elements, widest first) in which a row's RX points of `array` can
// be read or written in global memory: 16 bytes at most, and 8 bytes where 16 are more
// than one element. Where the array's first subscript runs along the unit-stride loop
// and no other does, the points are adjacent elements (the analysis proved every
// subscript a loop variable plus a constant); none otherwise. Which width a thread
// takes is decided at run time from the first point's alignment.
std::vector<int> KernelPrinter::vector_widths(const ArrayInfo* array) const {
  if (v_.rx == 1 || !array || array->grid_dims.empty() || array->grid_dims.front() != 0) return {};
  if (std::count(array->grid_dims.begin(), array->grid_dims.end(), 0) != 1) return {};
  std::string type = c_type(array->type);
  if (type != "float" && type != "double") return {};
  std::vector<int> widths;
  for (int bytes : {16, 8}) {
    int vw = std::min(v_.rx, bytes / array->type.kind);
    if (vw >= 2 && (widths.empty() || vw < widths.back())) widths.push_back(vw);
  }
  return widths;
}

// Whether the nest's first point is an odd number of elements past the first element of
// `ref`'s array along the unit-stride dimension (a halo of one), or that is not known:
// then at an even extent every row's first point is 4 bytes past an 8-byte boundary.
// Elsewhere (a halo of 2 or 4) the shifted stores are not printed: their shuffles cost
// the radius-4 fp32 star 4 % (385 against 403 GStencil/s, bench/results/
// cuda-2026-11-24.md, call I) on rows that never take them.
bool KernelPrinter::odd_first_point(const ast::ArrayRef& ref) const {
  const Symbol* sym = symbols_.find(ref.name);
  if (!sym || sym->rank() == 0 || ref.indices.empty()) return true;
  auto subscript = to_affine(ref.indices[0], symbols_.integer_constants());
  auto first = to_affine(loop_of(0).lower, symbols_.integer_constants());
  auto lower = to_affine(sym->lower(0), symbols_.integer_constants());
  if (!subscript || !first || !lower) return true;
  Affine at = subscript->substitute(nest_.grid_vars[0], *first) - *lower;
  return !at.is_constant() || at.constant % 2 != 0;
}

// The points of one plane step in the accumulated form (with `sums`, every ring term
// from the plane sums); `pad` the indentation.
std::string KernelPrinter::accumulated_points(const AccumulatedForm& form, const PlaneSums* sums,
                                              const std::string& pad, CPrintContext& ctx) {
  std::ostringstream out;
  const std::vector<LinearTerm>& terms = form.terms;
  // Each point's accumulator starts with its register-only terms (and the sums).
  for (row_ = 0; row_ < v_.ry; ++row_) {
    for (col_ = 0; col_ < v_.rx; ++col_) {
      out << pad << form.type << " " << accumulator(row_, col_) << " = ";
      bool first = true;
      for (const LinearTerm& t : terms) {
        if (t.ring) continue;
        out << (first ? (t.negative ? "-" : "") : (t.negative ? " - " : " + "))
            << term_product(t, factor_text(t.value, ctx), ctx);
        first = false;
      }
      for (size_t g = 0; sums && g < sums->groups.size(); ++g) {
        const SumGroup& group = sums->groups[g];
        std::string value;
        for (const auto& [dz, n] : group.parts) value += (value.empty() ? "" : " + ") + sum_name(n, dz);
        if (group.parts.size() > 1) value = "(" + value + ")";
        bool negative = group.term->negative;
        out << (first ? (negative ? "-" : "") : (negative ? " - " : " + ")) << term_product(*group.term, value, ctx);
        first = false;
      }
      out << (first ? "0" : "") << ";\n";
    }
  }
  // Then the ring rows, one at a time: its vectors, then every point's terms in it.
  struct Use {
    int row, col;
    const LinearTerm* term;
    VectorCell cell;
  };
  std::map<std::tuple<int, long long, long long>, std::vector<Use>> by_row;
  std::map<int, const Stream*> stream_of;
  for (int row = 0; !sums && row < v_.ry; ++row) {
    for (int col = 0; col < v_.rx; ++col) {
      for (const LinearTerm& t : terms) {
        if (!t.ring) continue;
        ClassifiedRead r = *plan_.classify(*ast::as<ast::ArrayRef>(t.value));
        const Stream& s = plan_.streams().at(r.key);
        VectorCell c = vector_cell_of(s, r.offsets, row, col);
        by_row[{s.id, c.plane, c.row}].push_back({row, col, &t, c});
        stream_of[s.id] = &s;
      }
    }
  }
  for (const auto& [where, uses] : by_row) {
    const Stream& s = *stream_of.at(std::get<0>(where));
    out << pad << "{\n";
    std::set<long long> chunks;
    for (const Use& u : uses) chunks.insert(u.cell.chunk);
    for (long long chunk : chunks) out << vector_read(s, std::get<1>(where), std::get<2>(where), chunk, pad + "  ");
    for (const Use& u : uses) {
      std::string cell = vector_name(s, u.cell) + "." + std::string(1, "xyzw"[u.cell.element]);
      // The factors may read registers of the point (upwind's max(u(i,j,k), 0)).
      row_ = u.row;
      col_ = u.col;
      out << pad << "  " << accumulator(u.row, u.col) << (u.term->negative ? " -= " : " += ")
          << term_product(*u.term, cell, ctx) << ";\n";
    }
    out << pad << "}\n";
  }
  row_ = col_ = 0;
  // The stores, under the guards of the per-point form. Where the written grid's
  // first subscript runs along the unit-stride loop, the row's RX points are adjacent
  // elements: a thread whose points are all inside and whose first one is aligned
  // stores them as vectors (one 16-byte store for four floats, not four 4-byte ones).
  const auto& lhs = *ast::as<ast::ArrayRef>(form.assign->lhs);
  const ArrayInfo* written = nest_.array(lhs.name);
  std::vector<int> widths = vector_widths(written);
  bool vector_store = !widths.empty();
  // Single precision, an even RX, whole warps along the row: where the row's first
  // point is 4 bytes past an 8-byte boundary (a row of an even number of floats and a
  // halo of one), every thread stores the window one element to the left, aligned:
  // its left neighbour's last point (a shuffle) and its own but last. Lane 0 has no
  // left neighbour in the warp and lane 31 no right one: they store those points alone,
  // as does the thread whose last point is the row's last.
  bool blocked = !ys_.empty();
  bool shifted = vector_store && written->type.kind == 4 && v_.rx % 2 == 0 && v_.tx % 32 == 0 && odd_first_point(lhs);
  std::string lane;
  if (shifted) {
    lane = ctx.fresh("st_lane");
    out << pad << "const int " << lane << " = " << tid_[0] << " & 31;\n";
    for (int row = 0; row < v_.ry; ++row) {
      out << pad << "const " << form.type << " " << accumulator(row, -1) << " = __shfl_up_sync(0xffffffffu, "
          << accumulator(row, v_.rx - 1) << ", 1);\n";
    }
  }
  std::string rp = pad;
  for (row_ = 0; row_ < v_.ry; ++row_) {
    if (blocked) out << rp << var_[1] << " = " << ys_[static_cast<size_t>(row_)] << ";\n";
    out << rp << "if (" << ins_[static_cast<size_t>(row_)] << ") {\n";
    std::string cp = rp + "  ", ptr;
    if (vector_store) {
      // The widest vectors the row's first point is aligned for: 16 bytes, else 8.
      std::string type = c_type(written->type);
      ptr = ctx.fresh("st_w");
      out << cp << var_[0] << " = " << xs_.front() << ";\n";
      out << cp << type << " *" << ptr << " = &" << ctx.element(lhs) << ";\n";
      for (size_t w = 0; w < widths.size(); ++w) {
        int vw = widths[w];
        std::string vtype = type + std::to_string(vw);
        out << cp << (w ? "} else if (" : "if (") << xs_.back() << " <= " << hi0_ << " && ((uintptr_t)" << ptr << " & "
            << (vw * written->type.kind - 1) << ") == 0) {\n";
        for (int c = 0; c < v_.rx; c += vw) {
          out << cp << "  *reinterpret_cast<" << vtype << " *>(" << ptr << (c ? " + " + std::to_string(c) : "")
              << ") = make_" << vtype << "(";
          for (int e = 0; e < vw; ++e) out << (e ? ", " : "") << accumulator(row_, c + e);
          out << ");\n";
        }
      }
      if (shifted) {
        // The window: elements ptr-1 .. ptr+RX-2, the accumulators of columns -1 .. RX-2.
        const std::string& last = xs_.back();
        out << cp << "} else if (((uintptr_t)" << ptr << " & 7) == 4) {\n";
        std::string wp = cp + "  ";
        for (size_t w = 0; w < widths.size(); ++w) {
          int vw = widths[w];
          std::string vtype = type + std::to_string(vw);
          out << wp << (w ? "} else if (" : "if (") << lane << " != 0 && " << xs_[static_cast<size_t>(v_.rx - 2)]
              << " <= " << hi0_;
          if (w + 1 < widths.size())
            out << " && ((uintptr_t)(" << ptr << " - 1) & " << (vw * written->type.kind - 1) << ") == 0";
          out << ") {\n";
          for (int c = 0; c < v_.rx; c += vw) {
            out << wp << "  *reinterpret_cast<" << vtype << " *>(" << ptr
                << (c ? " + " + std::to_string(c - 1) : " - 1") << ") = make_" << vtype << "(";
            for (int e = 0; e < vw; ++e) out << (e ? ", " : "") << accumulator(row_, c + e - 1);
            out << ");\n";
          }
        }
        out << wp << "} else {\n";
        out << wp << "  if (" << lane << " != 0) " << ptr << "[-1] = " << accumulator(row_, -1) << ";\n";
        for (int c = 0; c + 1 < v_.rx; ++c) {
          out << wp << "  " << (c ? "if (" + xs_[static_cast<size_t>(c)] + " <= " + hi0_ + ") " : std::string()) << ptr
              << "[" << c << "] = " << accumulator(row_, c) << ";\n";
        }
        out << wp << "}\n";
        out << wp << "if (" << last << " <= " << hi0_ << " && (" << lane << " == 31 || " << last << " == " << hi0_
            << ")) " << ptr << "[" << (v_.rx - 1) << "] = " << accumulator(row_, v_.rx - 1) << ";\n";
      }
      out << cp << "} else {\n";
      cp += "  ";
    }
    // One point at a time, each after the first guarded: through the row's pointer, or
    // at the element of the column's coordinate.
    for (col_ = 0; col_ < v_.rx; ++col_) {
      // (With one point per thread, the column's coordinate is the loop variable.)
      const std::string& x = v_.rx > 1 ? xs_[static_cast<size_t>(col_)] : var_[0];
      std::string target = vector_store ? ptr + "[" + std::to_string(col_) + "]" : ctx.element(lhs);
      if (!vector_store && v_.rx > 1) out << cp << var_[0] << " = " << x << ";\n";
      out << cp << (col_ ? "if (" + x + " <= " + hi0_ + ") " : std::string()) << target << " = "
          << accumulator(row_, col_) << ";\n";
    }
    if (vector_store) out << rp << "  }\n";
    rp += "  ";
  }
  for (row_ = v_.ry; row_-- > 0;) {
    rp.resize(rp.size() - 2);
    out << rp << "}\n";
  }
  row_ = col_ = 0;
  return out.str();
}

}  // namespace st::cuda
