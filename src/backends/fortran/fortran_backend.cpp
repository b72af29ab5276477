#include "backends/fortran/fortran_backend.h"

#include <cmath>
#include <cstdio>
#include <map>
#include <set>
#include <sstream>
#include <vector>

#include "ast/visitor.h"
#include "backends/body_facts.h"
#include "frontend/diagnostics.h"
#include "transforms/expr_type.h"
#include "transforms/fresh_names.h"

namespace st {

namespace {

using ast::BinaryOp;
using ast::Expr;
using ast::NodeKind;
using ast::ScalarType;
using ast::Stmt;
using ast::StmtList;

// Fortran's precedence as far as the printer needs it; a signed term (unary minus, a
// negative literal) may only start an additive expression.
constexpr int prec_add = 1;
constexpr int prec_mul = 2;
constexpr int prec_signed = 3;
constexpr int prec_pow = 4;
constexpr int prec_primary = 5;

constexpr size_t preferred_width = 100;
constexpr size_t max_width = 132;  // the free-form limit

class NamesRead : public ast::Visitor {
 public:
  std::set<std::string> names;

 protected:
  void visit_VarRef(const ast::VarRef& node) override { names.insert(node.name); }
};

std::string type_text(ScalarType t) {
  if (t.is_real()) return "real(" + std::to_string(t.kind) + ")";
  return t.kind == 4 ? "integer" : "integer(" + std::to_string(t.kind) + ")";
}

// A real literal made by a pass (no spelling): enough digits to read back the same
// value, in the literal's kind.
std::string real_literal(const ast::RealLit& lit) {
  if (!lit.spelling.empty() && lit.value >= 0) {
    // A kind named by a parameter (1.0_dp) is printed as its number: the printed
    // subroutine declares no parameters.
    size_t underscore = lit.spelling.find('_');
    if (underscore == std::string::npos) return lit.spelling;
    return lit.spelling.substr(0, underscore) + "_" + std::to_string(lit.type_kind);
  }
  double v = std::fabs(lit.value);
  internal_assert(std::isfinite(v)) << "real literal is not finite";
  char buf[64];
  if (lit.type_kind == 4) {
    std::snprintf(buf, sizeof buf, "%.9g", static_cast<double>(static_cast<float>(v)));
  } else {
    std::snprintf(buf, sizeof buf, "%.17g", v);
  }
  std::string s = buf;
  if (s.find_first_of(".eE") == std::string::npos) s += ".0";
  if (lit.type_kind == 8) {
    size_t e = s.find_first_of("eE");
    if (e == std::string::npos) {
      s += "d0";
    } else {
      s[e] = 'd';
    }
  }
  return (lit.value < 0 ? "-" : "") + s;
}

// Where to break `line` at or before `limit`: before a binary + or - (the printer puts
// blanks around those only), preferring the outermost parentheses in the second half
// of the line, else at any blank; npos when there is none after `from`.
size_t break_point(const std::string& line, size_t from, size_t limit) {
  size_t best = std::string::npos, any_blank = std::string::npos;
  int best_depth = 0, depth = 0;
  for (size_t p = 0; p < line.size() && p <= limit; ++p) {
    char c = line[p];
    if (c == '(') ++depth;
    if (c == ')') --depth;
    if (c != ' ' || p <= from) continue;
    any_blank = p;
    bool before_operator = p + 2 < line.size() && (line[p + 1] == '+' || line[p + 1] == '-') && line[p + 2] == ' ';
    if (before_operator && p >= limit / 2 && (best == std::string::npos || depth <= best_depth)) {
      best = p;
      best_depth = depth;
    }
  }
  return best != std::string::npos ? best : any_blank;
}

// Splits a long line with '&' continuations so that no line passes the preferred
// width where it can help it, nor 132 columns ever.
std::string wrap(const std::string& line, size_t indent) {
  std::string out;
  std::string rest = line;
  std::string pad(indent + 4, ' ');
  while (rest.size() > preferred_width) {
    size_t cut = break_point(rest, pad.size(), preferred_width - 2);
    if (cut == std::string::npos) cut = break_point(rest, pad.size(), max_width - 2);
    if (cut != std::string::npos) {
      out += rest.substr(0, cut) + " &\n";
      rest.replace(0, cut + 1, pad);
    } else if (rest.size() > max_width) {
      // No blank to break at: split the token, which free form allows when the
      // continuation line starts with '&'.
      out += rest.substr(0, max_width - 1) + "&\n";
      rest.replace(0, max_width - 1, pad + "&");
    } else {
      break;
    }
  }
  return out + rest + "\n";
}

// An OpenMP directive wrapped as `wrap` does, each continuation line beginning with the
// sentinel `!$omp&`, as free form requires of a continued directive.
std::string wrap_directive(const std::string& line, size_t indent) {
  std::string out;
  std::string rest = line;
  const std::string lead = std::string(indent, ' ') + "!$omp& ";
  while (rest.size() > preferred_width) {
    size_t cut = break_point(rest, lead.size(), preferred_width - 2);
    if (cut == std::string::npos) cut = break_point(rest, lead.size(), max_width - 2);
    if (cut == std::string::npos) break;  // clauses are short: a blank always comes first
    out += rest.substr(0, cut) + " &\n";
    rest.replace(0, cut + 1, lead);
  }
  return out + rest + "\n";
}

class FortranPrinter {
 public:
  FortranPrinter(const ast::Subroutine& sub, const SymbolTable& symbols, const FortranEmitOptions& options)
      : sub_(sub), symbols_(symbols), types_(TypeEnv::of(symbols)) {
    types_.add_names_of(sub.body);
    facts_.visit(sub.body);
    name_ = options.subroutine_name.empty() ? sub.name : options.subroutine_name;
    openmp_ = options.openmp_outer_loops;
    openmp_reductions_ = options.openmp_reductions;
    openmp_time_loop_ = options.openmp_time_loop;
  }
  bool openmp_ = false;
  std::map<std::string, std::string> openmp_reductions_;
  ast::Stmt openmp_time_loop_;

  std::string emit() {
    std::ostringstream out;
    out << "! Subroutine " << sub_.name << ", printed by stenciltune.\n";
    if (sub_.bare_nest) out << "! Made from a bare loop nest: its arguments and declarations were inferred.\n";
    std::vector<std::string> dummies = symbols_.dummies();
    out << wrap("subroutine " + name_ + "(" + join(dummies) + ")", 0);
    out << "  implicit none\n";
    if (facts_.linear_arrays.empty()) {
      declarations(out, dummies, {}, 2, true);
      out << "\n";
      statements(out, sub_.body, 2);
    } else {
      print_with_kernel(out, dummies);
    }
    out << "end subroutine " << name_ << "\n";
    return out.str();
  }

 private:
  struct Text {
    std::string text;
    int prec;
  };

  const ast::Subroutine& sub_;
  const SymbolTable& symbols_;
  TypeEnv types_;
  BodyFacts facts_;
  std::string name_;
  // In the kernel: arrays seen as one-dimensional (ArrayRef to them is linearised here).
  std::set<std::string> linear_view_;

  static std::string join(const std::vector<std::string>& names) {
    std::string s;
    for (const std::string& n : names) s += (s.empty() ? "" : ", ") + n;
    return s;
  }

  const Symbol* symbol(const std::string& name) const { return symbols_.find(name); }

  bool is_parameter(const std::string& name) const {
    const Symbol* s = symbol(name);
    return s && s->kind == SymbolKind::Parameter;
  }

  // The subroutine that keeps the original signature passes its arrays, whole, to an
  // internal kernel that indexes them by linear offsets.
  void print_with_kernel(std::ostringstream& out, const std::vector<std::string>& dummies) {
    std::set<std::string> all(dummies.begin(), dummies.end());
    NameSet taken = user_names(symbols_, facts_);
    taken.insert(name_);
    taken.insert(sub_.name);
    std::string kernel = fresh_name("kernel", taken);

    // The kernel takes the dummies its body uses, and what the shapes of arrays it
    // still indexes by subscripts need.
    linear_view_ = facts_.linear_arrays;
    std::set<std::string> needed;
    for (const std::string& n : facts_.order) {
      if (all.count(n)) needed.insert(n);
    }
    for (const std::string& a : facts_.arrays()) {
      if (linear_view_.count(a)) continue;  // assumed-size: no bounds
      for (const std::string& n : bound_names(a)) {
        if (all.count(n)) needed.insert(n);
      }
    }
    std::vector<std::string> args;
    for (const std::string& d : dummies) {
      if (needed.count(d)) args.push_back(d);
    }

    declarations(out, dummies, {}, 2, false);
    out << "\n" << wrap("  call " + kernel + "(" + join(args) + ")", 2);
    out << "\ncontains\n\n";
    out << "  ! The loop nest with linear subscripts: each array as the 1-D sequence of its\n"
        << "  ! elements in column-major order (sequence association).\n";
    out << wrap("  subroutine " + kernel + "(" + join(args) + ")", 2);
    declarations(out, args, linear_view_, 4, true);
    out << "\n";
    statements(out, sub_.body, 4);
    out << "  end subroutine " << kernel << "\n";
  }

  // Names (dummies and parameters) in the declared bounds of array `name`.
  std::set<std::string> bound_names(const std::string& name) const {
    NamesRead reads;
    const Symbol* s = symbol(name);
    if (!s) return {};
    for (const ast::DimBound& b : s->dims) {
      if (b.lower) reads.visit(b.lower);
      reads.visit(b.upper);
    }
    return reads.names;
  }

  // Parameters, dummies (in order: scalars, then arrays, which may use them in their
  // bounds) and, with `locals`, the locals the body uses.
  void declarations(std::ostringstream& out, const std::vector<std::string>& dummies,
                    const std::set<std::string>& assumed_size, size_t indent, bool locals) {
    std::string pad(indent, ' ');
    // Parameters used by the body (when its locals are declared here), by the shapes,
    // or by other parameters' values.
    std::set<std::string> wanted;
    std::vector<std::string> work;
    auto want = [&](const std::set<std::string>& names) {
      for (const std::string& n : names) {
        if (is_parameter(n)) work.push_back(n);
      }
    };
    for (const std::string& d : dummies) {
      if (!assumed_size.count(d)) want(bound_names(d));
    }
    if (locals) want(facts_.scalars_read);
    while (!work.empty()) {
      std::string n = work.back();
      work.pop_back();
      if (!wanted.insert(n).second) continue;
      NamesRead reads;
      reads.visit(symbol(n)->init);
      want(reads.names);
    }
    for (const ast::Declaration& d : sub_.decls) {
      if (!d.is_parameter) continue;
      for (const ast::EntityDecl& e : d.entities) {
        if (wanted.count(e.name)) {
          out << wrap(pad + type_text(d.type) + ", parameter :: " + e.name + " = " + expr(e.init, false).text, indent);
        }
      }
    }

    // Scalar dummies, consecutive ones of one type and intent on one line.
    std::string group_head;
    std::vector<std::string> group;
    auto flush = [&] {
      if (!group.empty()) out << wrap(pad + group_head + " :: " + join(group), indent);
      group.clear();
    };
    for (const std::string& d : dummies) {
      const Symbol* s = symbol(d);
      internal_assert(s != nullptr) << "dummy '" << d << "' is not in the symbol table";
      if (s->kind == SymbolKind::Array) continue;
      std::string head = type_text(s->type) + intent_text(s->intent);
      if (head != group_head) flush();
      group_head = head;
      group.push_back(d);
    }
    flush();
    for (const std::string& d : dummies) {
      const Symbol* s = symbol(d);
      if (s->kind != SymbolKind::Array) continue;
      std::string line = pad + type_text(s->type);
      line += intent_text(s->intent);
      line += " :: " + d;
      line += "(" + (assumed_size.count(d) ? std::string("*") : dims_text(s->dims)) + ")";
      out << wrap(line, indent);
    }
    if (!locals) return;

    // Locals: declared scalars the body uses, loop variables (those a pass made are
    // integers), temporaries; grouped by type in order of first mention.
    std::vector<std::pair<std::string, std::vector<std::string>>> groups;
    for (const std::string& n : facts_.order) {
      const Symbol* s = symbol(n);
      if (s && (s->is_dummy || s->kind != SymbolKind::Scalar)) continue;
      std::string type = type_text(types_.of_name(n));
      auto it = groups.begin();
      while (it != groups.end() && it->first != type) ++it;
      if (it == groups.end()) {
        groups.push_back({type, {}});
        it = groups.end() - 1;
      }
      it->second.push_back(n);
    }
    for (const auto& [type, names] : groups) out << wrap(pad + type + " :: " + join(names), indent);
  }

  static std::string intent_text(ast::Intent intent) {
    if (intent == ast::Intent::None) return "";
    return std::string(", intent(") + ast::intent_name(intent) + ")";
  }

  std::string dims_text(const std::vector<ast::DimBound>& dims) {
    std::string s;
    for (size_t i = 0; i < dims.size(); ++i) {
      if (i) s += ", ";
      if (dims[i].lower) s += expr(dims[i].lower, true).text + ":";
      s += expr(dims[i].upper, true).text;
    }
    return s;
  }

  // ---- expressions ----------------------------------------------------------------

  std::string operand(const Expr& e, BinaryOp parent, bool is_rhs, bool compact) {
    Text t = expr(e, compact);
    int pp = parent == BinaryOp::Pow                                ? prec_pow
             : (parent == BinaryOp::Add || parent == BinaryOp::Sub) ? prec_add
                                                                    : prec_mul;
    bool paren = false;
    if (t.prec == prec_signed) {
      paren = is_rhs || pp != prec_add;
    } else if (t.prec < pp) {
      paren = true;
    } else if (t.prec == pp) {
      // ** groups to the right, the others to the left.
      paren = parent == BinaryOp::Pow ? !is_rhs : is_rhs;
    }
    return paren ? "(" + t.text + ")" : t.text;
  }

  // Subscripts and bounds are printed `compact` (no blanks): u(i-1,j,k).
  Text expr(const Expr& e, bool compact) {
    switch (e->kind) {
      case NodeKind::IntLit: {
        long long v = ast::as<ast::IntLit>(e)->value;
        return {std::to_string(v), v < 0 ? prec_signed : prec_primary};
      }
      case NodeKind::RealLit: {
        std::string s = real_literal(*ast::as<ast::RealLit>(e));
        return {s, s[0] == '-' ? prec_signed : prec_primary};
      }
      case NodeKind::VarRef: return {ast::as<ast::VarRef>(e)->name, prec_primary};
      case NodeKind::ArrayRef: {
        const auto* a = ast::as<ast::ArrayRef>(e);
        if (linear_view_.count(a->name)) return {a->name + "(" + linear_subscript(*a) + ")", prec_primary};
        std::string s = a->name + "(";
        for (size_t i = 0; i < a->indices.size(); ++i) s += (i ? "," : "") + expr(a->indices[i], true).text;
        return {s + ")", prec_primary};
      }
      case NodeKind::LinearRef: {
        const auto* l = ast::as<ast::LinearRef>(e);
        return {l->name + "(" + expr(one_based(l->offset), true).text + ")", prec_primary};
      }
      case NodeKind::Unary: {
        const auto* u = ast::as<ast::Unary>(e);
        Text inner = expr(u->operand, compact);
        std::string s = inner.prec < prec_pow ? "(" + inner.text + ")" : inner.text;
        return {(u->op == ast::UnaryOp::Neg ? "-" : "+") + s, prec_signed};
      }
      case NodeKind::Binary: {
        const auto* b = ast::as<ast::Binary>(e);
        int p = b->op == BinaryOp::Pow                               ? prec_pow
                : (b->op == BinaryOp::Add || b->op == BinaryOp::Sub) ? prec_add
                                                                     : prec_mul;
        std::string op = ast::op_spelling(b->op);
        if (p == prec_add && !compact) op = " " + op + " ";
        return {operand(b->lhs, b->op, false, compact) + op + operand(b->rhs, b->op, true, compact), p};
      }
      case NodeKind::Call: {
        const auto* c = ast::as<ast::Call>(e);
        if (int kind = ast::conversion_kind(*c); kind && types_.knows("real")) {
          // The subroutine names something `real`, which hides the intrinsic: the
          // specific names convert alike (dble to real(8); float of an integer, sngl of
          // a real(8) to real(4)).
          std::string arg = expr(c->args[0], compact).text;
          ScalarType from = expr_type(c->args[0], types_);
          if (kind == 8) return {"dble(" + arg + ")", prec_primary};
          if (!from.is_real()) return {"float(" + arg + ")", prec_primary};
          if (from.kind == 8) return {"sngl(" + arg + ")", prec_primary};
          return {"(" + arg + ")", prec_primary};
        }
        // Fortran 95 wants the arguments of min and max in one kind; a literal (which
        // has the default kind here) or a loop variable a pass made may not be.
        ScalarType common = expr_type(e, types_);
        bool same_kind = c->name == "min" || c->name == "max";
        std::string s = c->name + "(";
        for (size_t i = 0; i < c->args.size(); ++i) {
          std::string arg = expr(c->args[i], compact).text;
          ScalarType t = expr_type(c->args[i], types_);
          if (same_kind && !(t == common)) arg = converted(arg, common, compact);
          s += (i ? (compact ? "," : ", ") : "") + arg;
        }
        return {s + ")", prec_primary};
      }
      default: internal_assert(false) << "expression kind " << ast::kind_name(e->kind) << " in the Fortran backend";
    }
    return {"", prec_primary};
  }

  // `arg` converted to `type` with int(arg, kind) or real(arg, kind).
  static std::string converted(const std::string& arg, ScalarType type, bool compact) {
    return std::string(type.is_real() ? "real(" : "int(") + arg + (compact ? "," : ", ") + std::to_string(type.kind) +
           ")";
  }

  // A 0-based offset as Fortran's 1-based subscript, the 1 folded into a trailing
  // constant (integer arithmetic is exact): base-1 -> base, base+1 -> base+2.
  static Expr one_based(const Expr& offset) {
    if (const auto* k = ast::as<ast::IntLit>(offset)) return ast::IntLit::make(k->value + 1);
    if (const auto* b = ast::as<ast::Binary>(offset)) {
      const auto* k = ast::as<ast::IntLit>(b->rhs);
      if (k && (b->op == BinaryOp::Add || b->op == BinaryOp::Sub)) {
        long long c = (b->op == BinaryOp::Add ? k->value : -k->value) + 1;
        if (c == 0) return b->lhs;
        return ast::Binary::make(c > 0 ? BinaryOp::Add : BinaryOp::Sub, b->lhs, ast::IntLit::make(c > 0 ? c : -c));
      }
    }
    return ast::Binary::make(BinaryOp::Add, offset, ast::IntLit::make(1));
  }

  // An element u(i,j,k) of an array the kernel sees as 1-D: 1 + (i-l0) + (j-l1)*n0 +
  // (k-l2)*n0*n1, with nd the declared extents.
  std::string linear_subscript(const ast::ArrayRef& ref) {
    const Symbol* s = symbol(ref.name);
    internal_assert(s && s->rank() == static_cast<int>(ref.indices.size())) << "'" << ref.name << "' subscripts";
    const IntegerValues& known = symbols_.integer_constants();
    std::string text = "1";
    std::string stride;
    for (int d = 0; d < s->rank(); ++d) {
      const Expr& index = ref.indices[static_cast<size_t>(d)];
      auto i = to_affine(index, known);
      auto lo = to_affine(s->lower(d), known);
      std::string term;
      if (i && lo) {
        Affine rel = *i - *lo;
        if (!(rel.is_constant() && rel.constant == 0)) term = expr(to_expr(rel), true).text;
      } else {
        term = expr(index, true).text + "-(" + expr(s->lower(d), true).text + ")";
      }
      if (!term.empty()) {
        bool compound = term[0] == '-' || term.find_first_of("+-", 1) != std::string::npos;
        if (!stride.empty()) {
          if (compound) term.insert(0, "(").append(")");
          term += "*";
          term += stride;
        }
        if (term[0] != '-') text += "+";
        text += term;
      }
      auto hi = to_affine(s->dims[static_cast<size_t>(d)].upper, known);
      std::string extent = hi && lo ? expr(to_expr(*hi - *lo + Affine::of(1)), true).text
                                    : expr(s->dims[static_cast<size_t>(d)].upper, true).text + "-(" +
                                          expr(s->lower(d), true).text + ")+1";
      extent.insert(0, "(");
      extent += ")";
      if (!stride.empty()) stride += "*";
      stride += extent;
    }
    return text;
  }

  // ---- statements -----------------------------------------------------------------

  void statements(std::ostringstream& out, const StmtList& stmts, size_t indent) {
    std::string pad(indent, ' ');
    const auto* time_loop = openmp_time_loop_ ? ast::as<ast::Do>(openmp_time_loop_) : nullptr;
    bool outermost = &stmts == &sub_.body || (time_loop && &stmts == &time_loop->body);
    for (const Stmt& s : stmts) {
      if (openmp_ && outermost && ast::as<ast::Do>(s) && s != openmp_time_loop_) {
        // Scalars assigned inside the nest are per iteration; loop variables of the
        // nested loops are private by OpenMP's rules for Fortran.
        BodyFacts nest;
        nest.visit(ast::StmtList{s});
        std::string privates, reductions;
        for (const std::string& n : nest.assigned_scalars) {
          auto r = openmp_reductions_.find(n);
          if (r == openmp_reductions_.end()) {
            privates += (privates.empty() ? "" : ", ") + n;
          } else {
            reductions += " reduction(" + r->second + ":" + n + ")";
          }
        }
        out << wrap_directive(
            pad + "!$omp parallel do" + (privates.empty() ? "" : " private(" + privates + ")") + reductions, indent);
        statements(out, ast::StmtList{s}, indent);
        out << pad << "!$omp end parallel do\n";
        continue;
      }
      if (const auto* a = ast::as<ast::Assign>(s)) {
        out << wrap(pad + expr(a->lhs, true).text + " = " + expr(a->rhs, false).text, indent);
      } else if (const auto* l = ast::as<ast::Let>(s)) {
        out << wrap(pad + l->name + " = " + expr(l->value, false).text, indent);
      } else if (const auto* d = ast::as<ast::Do>(s)) {
        std::string head = pad + "do " + d->var + " = " + expr(d->lower, true).text + ", " + expr(d->upper, true).text;
        if (d->step) head += ", " + expr(d->step, true).text;
        out << wrap(head, indent);
        statements(out, d->body, indent + 2);
        out << pad << "end do\n";
      } else {
        internal_assert(false) << "statement kind " << ast::kind_name(s->kind) << " in the Fortran backend";
      }
    }
  }
};

}  // namespace

std::string emit_fortran(const ast::Subroutine& sub, const SymbolTable& symbols, const FortranEmitOptions& options) {
  return FortranPrinter(sub, symbols, options).emit();
}

}  // namespace st
