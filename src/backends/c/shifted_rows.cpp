#include "backends/c/shifted_rows.h"

#include <algorithm>
#include <iterator>
#include <map>
#include <set>
#include <sstream>
#include <vector>

#include "analysis/affine.h"

namespace st {

namespace {

// The reads of one row: an array at one element of the other dimensions.
struct Row {
  ast::Expr at;                              // the element at loop.var + 0
  std::set<long long> offsets;               // c of each read at loop.var + c
  std::string cur, prev, next;               // the vectors' names
  std::map<long long, std::string> shifted;  // c -> the name of the vector at offset c
};

class Plan {
 public:
  Plan(const ast::Do& loop, CPrintContext& ctx, const SymbolTable& symbols, int vector_bytes)
      : loop_(loop), ctx_(ctx), symbols_(symbols), vector_bytes_(vector_bytes) {}

  // Checks the loop and collects its rows; false where it does not fit.
  bool take() {
    if (loop_.step) {
      auto s = to_affine(loop_.step, symbols_.integer_constants());
      if (!s || !s->is_constant() || s->constant != 1) return false;
    }
    for (const ast::Stmt& s : loop_.body) {
      const auto* a = ast::as<ast::Assign>(s);
      if (!a) return false;
      const auto* lhs = ast::as<ast::ArrayRef>(a->lhs);
      if (!lhs || !element_kind(*lhs) || offset_of(*lhs) == std::nullopt) return false;
      written_.insert(lhs->name);
    }
    if (kind_ != 4 && kind_ != 8) return false;
    lanes_ = vector_bytes_ / kind_;
    if (lanes_ < 2) return false;
    for (const ast::Stmt& s : loop_.body) {
      if (!collect(ast::as<ast::Assign>(s)->rhs)) return false;
    }
    // Without a read beside a point there is nothing to shuffle: the loop stays as printed.
    return std::any_of(rows_.begin(), rows_.end(),
                       [](const auto& r) { return *r.second.offsets.begin() != 0 || *r.second.offsets.rbegin() != 0; });
  }

  // Names the rows' vectors; call after take().
  void name_vectors(const std::string& vector_type) {
    vector_type_ = vector_type;
    for (auto& [key, row] : rows_) {
      row.cur = ctx_.fresh("st_cur");
      if (*row.offsets.begin() < 0) row.prev = ctx_.fresh("st_prev");
      if (*row.offsets.rbegin() > 0) row.next = ctx_.fresh("st_next");
      for (long long c : row.offsets) row.shifted[c] = c == 0 ? row.cur : ctx_.fresh("st_at");
    }
  }

  std::string print(int depth) {
    const std::string pad(static_cast<size_t>(2 * depth), ' '), in1 = pad + "  ", in2 = pad + "    ",
                                                                in3 = pad + "      ", in4 = pad + "        ";
    const std::string v = ctx_.name(loop_.var), w = std::to_string(lanes_);
    const std::string& vec = vector_type_;
    const std::string mask = ctx_.fresh("st_lanes"), lo = ctx_.fresh("st_lo"), hi = ctx_.fresh("st_hi"),
                      first = ctx_.fresh("st_bf"), last = ctx_.fresh("st_bl"), nb = ctx_.fresh("st_nb"),
                      lane = ctx_.fresh("st_l"), r = ctx_.fresh("st_r");
    const std::string lower = "(ptrdiff_t)(" + ctx_.expr(loop_.lower) + ")",
                      upper = "(ptrdiff_t)(" + ctx_.expr(loop_.upper) + ")";
    // Blocks of W points [b, b + W - 1] whose vectors lie in every row they load and
    // store, aligned with the first stored array's row (where rows start aligned, so
    // are the loads).
    std::set<std::string> lows, highs;
    auto widen = [&](const std::string& name, long long c) {
      lows.insert(lower_of(name) + " - " + std::to_string(c));
      highs.insert(upper_of(name) + " - " + std::to_string(c + lanes_ - 1));
    };
    for (auto& [key, row] : rows_) widen(ast::as<ast::ArrayRef>(row.at)->name, 0);
    for (const ast::Stmt& st : loop_.body) {
      const auto& lhs = *ast::as<ast::ArrayRef>(ast::as<ast::Assign>(st)->lhs);
      widen(lhs.name, *offset_of(lhs));
    }
    const auto& store0 = *ast::as<ast::ArrayRef>(ast::as<ast::Assign>(loop_.body.front())->lhs);
    const std::string anchor = lower_of(store0.name) + " - " + std::to_string(*offset_of(store0));
    std::ostringstream out;
    out << pad << "{\n"
        << in1 << "/* SHUF=1: " << w << " lanes a vector; the points beside each come from the vectors beside it */\n"
        << in1 << "typedef " << (kind_ == 8 ? "double" : "float") << " " << vec << " __attribute__((vector_size("
        << vector_bytes_ << "), aligned(" << kind_ << "), may_alias));\n"
        << in1 << "typedef " << (kind_ == 8 ? "int64_t" : "int32_t") << " " << mask << " __attribute__((vector_size("
        << vector_bytes_ << ")));\n"
        << in1 << "ptrdiff_t " << lo << " = " << *lows.begin() << ", " << hi << " = " << *highs.begin() << ";\n";
    for (auto l = std::next(lows.begin()); l != lows.end(); ++l)
      out << in1 << "if (" << *l << " > " << lo << ") " << lo << " = " << *l << ";\n";
    for (auto h = std::next(highs.begin()); h != highs.end(); ++h)
      out << in1 << "if (" << *h << " < " << hi << ") " << hi << " = " << *h << ";\n";
    out << in1 << "ptrdiff_t " << first << " = " << lower << " - ((" << lower << " - (" << anchor << ")) % " << w
        << " + " << w << ") % " << w << ";\n"
        << in1 << "if (" << first << " < " << lo << ") " << first << " += " << w << ";\n";
    // The first block's vector before it: loaded where it lies in its row, else the block
    // starts later unless no point of the loop reads that far back.
    for (auto& [key, row] : rows_) {
      if (*row.offsets.begin() >= 0) continue;
      out << in1 << "if (" << first << " - " << w << " < " << row_lower(row) << " && " << lower << " + "
          << *row.offsets.begin() << " < " << first << ") " << first << " += " << w << ";\n";
    }
    out << in1 << "ptrdiff_t " << last << " = " << first << " + ((" << min(upper, hi) << ") - " << first << ") / " << w
        << " * " << w << ";\n";
    // The last block's vector after it: where it does not lie in its row, the block ends
    // the vectors unless no point of the loop reads past it.
    for (auto& [key, row] : rows_) {
      if (*row.offsets.rbegin() <= 0) continue;
      out << in1 << "if (" << last << " + " << 2 * lanes_ - 1 << " > " << row_upper(row) << " && "
          << min(upper, last + " + " + std::to_string(lanes_ - 1)) << " + " << *row.offsets.rbegin() << " > " << last
          << " + " << lanes_ - 1 << ") " << last << " -= " << w << ";\n";
    }
    out << in1 << "const ptrdiff_t " << nb << " = " << first << " <= " << min(upper, hi) << " && " << last
        << " >= " << first << " ? (" << last << " - " << first << ") / " << w << " + 1 : 0;\n";
    const std::string head = ctx_.fresh("st_head");
    out << in1 << "const ptrdiff_t " << head << " = " << nb << " > 0 ? " << first << " - 1 : " << upper << ";\n";
    out << scalar_loop(in1, depth + 1, lower, head);
    out << in1 << "if (" << nb << " > 0) {\n" << in2 << v << " = " << first << ";\n";
    for (auto& [key, row] : rows_) {
      if (*row.offsets.begin() < 0 || *row.offsets.rbegin() > 0)
        out << in2 << vec << " " << row.cur << " = " << load(row, "") << ";\n";
      if (*row.offsets.begin() < 0)
        out << in2 << vec << " " << row.prev << " = " << v << " - " << w << " >= " << row_lower(row) << " ? "
            << load(row, "-" + w) << " : " << row.cur << ";\n";
    }
    out << in2 << "for (" << v << " = " << first << "; " << v << " <= " << last << "; " << v << " += " << w << ") {\n";
    for (auto& [key, row] : rows_) {
      // A row read beside its points rolls its vectors along; one read only before them or
      // at them loads the vector at the points each time.
      if (*row.offsets.rbegin() > 0) {
        out << in3 << "const " << vec << " " << row.next << " = " << v << " + " << 2 * lanes_ - 1
            << " <= " << row_upper(row) << " ? " << load(row, "+" + w) << " : " << row.cur << ";\n";
      } else if (*row.offsets.begin() < 0) {
        out << in3 << row.cur << " = " << load(row, "") << ";\n";
      } else {
        out << in3 << "const " << vec << " " << row.cur << " = " << load(row, "") << ";\n";
      }
      for (long long c : row.offsets) {
        if (c == 0) continue;
        out << in3 << "const " << vec << " " << row.shifted[c] << " = __builtin_shuffle("
            << (c < 0 ? row.prev + ", " + row.cur : row.cur + ", " + row.next) << ", (" << mask << "){";
        for (long long l = 0; l < lanes_; ++l) out << (l ? ", " : "") << (c < 0 ? lanes_ + c + l : c + l);
        out << "});\n";
      }
    }
    // A block wholly inside the loop's range is stored whole; the lanes of one at its ends
    // only where the loop writes.
    out << in3 << "const int " << r << " = " << v << " >= " << lower << " && " << v << " + " << lanes_ - 1
        << " <= " << upper << ";\n";
    for (const ast::Stmt& st : loop_.body) {
      const auto& a = *ast::as<ast::Assign>(st);
      const std::string value = ctx_.fresh("st_value");
      const std::string target = ctx_.element(*ast::as<ast::ArrayRef>(a.lhs));
      out << in3 << "const " << vec << " " << value << " = " << vector(a.rhs) << ";\n";
      out << in3 << "if (" << r << ") {\n"
          << in4 << "*(" << vec << " *)&" << target << " = " << value << ";\n"
          << in3 << "} else {\n"
          << in4 << "for (int " << lane << " = 0; " << lane << " < " << w << "; ++" << lane << ")\n"
          << in4 << "  if (" << v << " + " << lane << " >= " << lower << " && " << v << " + " << lane << " <= " << upper
          << ") (&" << target << ")[" << lane << "] = " << value << "[" << lane << "];\n"
          << in3 << "}\n";
    }
    for (auto& [key, row] : rows_) {
      if (*row.offsets.begin() < 0) out << in3 << row.prev << " = " << row.cur << ";\n";
      if (*row.offsets.rbegin() > 0) out << in3 << row.cur << " = " << row.next << ";\n";
    }
    out << in2 << "}\n";
    const std::string tail = ctx_.fresh("st_tail");
    out << in2 << "const ptrdiff_t " << tail << " = " << last << " + " << w << " > " << lower << " ? " << last << " + "
        << w << " : " << lower << ";\n";
    out << scalar_loop(in2, depth + 2, tail, upper);
    out << in1 << "}\n" << pad << "}\n";
    return out.str();
  }

 private:
  const ast::Do& loop_;
  CPrintContext& ctx_;
  const SymbolTable& symbols_;
  int vector_bytes_;
  int kind_ = 0;
  long long lanes_ = 0;
  std::set<std::string> written_;
  std::map<std::string, Row> rows_;  // by the text of the element at loop.var + 0
  std::string vector_type_;

  static std::string min(const std::string& a, const std::string& b) {
    return "(" + a + " < " + b + " ? " + a + " : " + b + ")";
  }
  // A declared bound along the unit stride, its named constants folded in: the printed
  // function declares only the constants its statements use.
  std::string bound(const ast::Expr& e) const {
    return "(ptrdiff_t)(" + ctx_.expr(to_expr(*to_affine(e, symbols_.integer_constants()))) + ")";
  }
  std::string lower_of(const std::string& array) const { return bound(symbols_.find(array)->lower(0)); }
  std::string upper_of(const std::string& array) const { return bound(symbols_.find(array)->dims[0].upper); }
  // The bounds of a row's array along the unit stride.
  std::string row_lower(const Row& row) const { return lower_of(ast::as<ast::ArrayRef>(row.at)->name); }
  std::string row_upper(const Row& row) const { return upper_of(ast::as<ast::ArrayRef>(row.at)->name); }

  // The loop as printed (with the SIMD pragma) over [from, to].
  std::string scalar_loop(const std::string& pad, int depth, const std::string& from, const std::string& to) {
    const std::string v = ctx_.name(loop_.var);
    return pad + "#pragma omp simd\n" + pad + "for (" + v + " = " + from + "; " + v + " <= " + to + "; ++" + v +
           ") {\n" + ctx_.stmts(loop_.body, depth + 1) + pad + "}\n";
  }

  // The vector of `row` at loop.var `shift` ("", "+8", "-8").
  std::string load(const Row& row, const std::string& shift) {
    const auto& at = *ast::as<ast::ArrayRef>(row.at);
    std::vector<ast::Expr> indices = at.indices;
    if (!shift.empty()) {
      indices[0] = ast::Binary::make(shift[0] == '+' ? ast::BinaryOp::Add : ast::BinaryOp::Sub, indices[0],
                                     ast::IntLit::make(std::stoll(shift.substr(1))));
    }
    auto ref = ast::ArrayRef::make(at.name, indices);
    return "*(const " + vector_type_ + " *)&" + ctx_.element(*ast::as<ast::ArrayRef>(ref));
  }

  // The kind of an element of a real array (and of the whole body, which has one).
  bool element_kind(const ast::ArrayRef& ref) {
    const Symbol* s = symbols_.find(ref.name);
    if (!s || s->kind != SymbolKind::Array || !s->type.is_real() || s->rank() != static_cast<int>(ref.indices.size()) ||
        !s->dims[0].upper || !to_affine(s->lower(0), symbols_.integer_constants()) ||
        !to_affine(s->dims[0].upper, symbols_.integer_constants()))
      return false;
    if (kind_ == 0) kind_ = s->type.kind;
    return s->type.kind == kind_;
  }

  // c where `ref` is at loop.var + c along its first dimension and elsewhere
  // independent of loop.var.
  std::optional<long long> offset_of(const ast::ArrayRef& ref) const {
    auto first = to_affine(ref.indices[0], symbols_.integer_constants());
    if (!first || first->terms.size() != 1 || first->coefficient(loop_.var) != 1) return std::nullopt;
    for (size_t d = 1; d < ref.indices.size(); ++d) {
      auto f = to_affine(ref.indices[d], symbols_.integer_constants());
      if (!f || f->coefficient(loop_.var) != 0) return std::nullopt;
    }
    return first->constant;
  }

  bool collect(const ast::Expr& e) {
    if (const auto* r = ast::as<ast::ArrayRef>(e)) {
      if (written_.count(r->name) || !element_kind(*r)) return false;
      std::optional<long long> c = offset_of(*r);
      if (!c || *c > lanes_ || *c < -lanes_) return false;
      std::vector<ast::Expr> indices = r->indices;
      indices[0] = ast::VarRef::make(loop_.var);
      ast::Expr at = ast::ArrayRef::make(r->name, indices);
      Row& row = rows_[ctx_.element(*ast::as<ast::ArrayRef>(at))];
      row.at = at;
      row.offsets.insert(*c);
      return true;
    }
    if (const auto* l = ast::as<ast::RealLit>(e)) return l->type_kind == kind_;
    if (const auto* v = ast::as<ast::VarRef>(e)) {
      const Symbol* s = symbols_.find(v->name);
      return s && s->kind != SymbolKind::Array && s->type.is_real() && s->type.kind == kind_;
    }
    if (const auto* u = ast::as<ast::Unary>(e)) return collect(u->operand);
    if (const auto* b = ast::as<ast::Binary>(e))
      return b->op != ast::BinaryOp::Pow && collect(b->lhs) && collect(b->rhs);
    return false;
  }

  // The vector expression of `e`: every element its row's vector at its offset.
  std::string vector(const ast::Expr& e) {
    if (const auto* r = ast::as<ast::ArrayRef>(e)) {
      std::vector<ast::Expr> indices = r->indices;
      indices[0] = ast::VarRef::make(loop_.var);
      ast::Expr at = ast::ArrayRef::make(r->name, indices);
      const Row& row = rows_.at(ctx_.element(*ast::as<ast::ArrayRef>(at)));
      return row.shifted.at(*offset_of(*r));
    }
    if (const auto* u = ast::as<ast::Unary>(e)) {
      return u->op == ast::UnaryOp::Neg ? "(-" + vector(u->operand) + ")" : vector(u->operand);
    }
    if (const auto* b = ast::as<ast::Binary>(e)) {
      return "(" + vector(b->lhs) + " " + ast::op_spelling(b->op) + " " + vector(b->rhs) + ")";
    }
    return ctx_.expr(e);
  }
};

}  // namespace

std::optional<std::string> shifted_rows_loop(const ast::Do& loop, int depth, CPrintContext& ctx,
                                             const SymbolTable& symbols, int vector_bytes) {
  if (std::any_of(loop.body.begin(), loop.body.end(), [](const ast::Stmt& s) { return ast::as<ast::Do>(s); }))
    return std::nullopt;
  Plan plan(loop, ctx, symbols, vector_bytes);
  if (!plan.take()) return std::nullopt;
  plan.name_vectors(ctx.fresh("st_vec"));
  return plan.print(depth);
}

}  // namespace st
