#include "ast/printer.h"

#include <cmath>
#include <cstdio>
#include <sstream>

#include "ast/visitor.h"

namespace st::ast {

namespace {

int precedence(const Expr& e) {
  if (const auto* b = as<Binary>(e)) {
    switch (b->op) {
      case BinaryOp::Add:
      case BinaryOp::Sub: return 1;
      case BinaryOp::Mul:
      case BinaryOp::Div: return 2;
      case BinaryOp::Pow: return 4;
    }
  }
  if (as<Unary>(e)) return 3;
  return 5;
}

std::string real_literal(const RealLit& lit) {
  if (!lit.spelling.empty()) return lit.spelling;
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.17g", lit.value);
  std::string s = buf;
  if (s.find_first_of(".eEn") == std::string::npos) s += ".0";
  if (lit.type_kind == 8) {
    size_t e = s.find_first_of("eE");
    if (e != std::string::npos) {
      s[e] = 'd';
    } else {
      s += "d0";
    }
  }
  return s;
}

std::string print_expr(const Expr& e);

// A unary sign or a negative literal (passes make those): either prints with a
// leading sign.
bool starts_with_sign(const Expr& e) {
  if (as<Unary>(e)) return true;
  if (const auto* i = as<IntLit>(e)) return i->value < 0;
  if (const auto* r = as<RealLit>(e)) return real_literal(*r).front() == '-';
  return false;
}

// An operand keeps parentheses where dropping them would change the tree.
std::string operand(const Expr& e, const Binary& parent, bool is_rhs) {
  int p = precedence(e);
  int pp = precedence(Expr(&parent, [](const ExprNode*) {}));
  bool paren = false;
  if (starts_with_sign(e)) {
    // Fortran allows a sign only at the start of an additive expression.
    paren = is_rhs || parent.op == BinaryOp::Mul || parent.op == BinaryOp::Div || parent.op == BinaryOp::Pow;
  } else if (p < pp) {
    paren = true;
  } else if (p == pp) {
    // Left-associative operators keep a right operand of equal rank in parentheses;
    // ** is right-associative, so its left operand needs them.
    paren = parent.op == BinaryOp::Pow ? !is_rhs : is_rhs;
  }
  std::string s = print_expr(e);
  return paren ? "(" + s + ")" : s;
}

std::string join(const std::vector<Expr>& list) {
  std::string s;
  for (size_t i = 0; i < list.size(); ++i) {
    if (i) s += ", ";
    s += print_expr(list[i]);
  }
  return s;
}

std::string print_expr(const Expr& e) {
  switch (e->kind) {
    case NodeKind::IntLit: return std::to_string(static_cast<const IntLit&>(*e).value);
    case NodeKind::RealLit: return real_literal(static_cast<const RealLit&>(*e));
    case NodeKind::VarRef: return static_cast<const VarRef&>(*e).name;
    case NodeKind::ArrayRef: {
      const auto* a = as<ArrayRef>(e);
      std::string s = a->name + "(";
      for (size_t i = 0; i < a->indices.size(); ++i) {
        if (i) s += ",";
        s += print_expr(a->indices[i]);
      }
      return s + ")";
    }
    case NodeKind::LinearRef: {
      // Not Fortran on its own: the Fortran backend passes such arrays as 1-D views.
      const auto* l = as<LinearRef>(e);
      return l->name + "(1+" + print_expr(l->offset) + ")";
    }
    case NodeKind::Unary: {
      const auto* u = as<Unary>(e);
      std::string inner = print_expr(u->operand);
      if (as<Binary>(u->operand) && as<Binary>(u->operand)->op != BinaryOp::Pow) inner = "(" + inner + ")";
      if (starts_with_sign(u->operand)) inner = "(" + inner + ")";
      return (u->op == UnaryOp::Neg ? "-" : "+") + inner;
    }
    case NodeKind::Binary: {
      const auto* b = as<Binary>(e);
      return operand(b->lhs, *b, false) + op_spelling(b->op) + operand(b->rhs, *b, true);
    }
    case NodeKind::Call: {
      const auto* c = as<Call>(e);
      return c->name + "(" + join(c->args) + ")";
    }
    default: return "?";
  }
}

void print_stmts(std::ostringstream& out, const StmtList& stmts, int indent);

void print_stmt(std::ostringstream& out, const Stmt& s, int indent) {
  std::string pad(static_cast<size_t>(indent), ' ');
  if (const auto* a = as<Assign>(s)) {
    out << pad << print_expr(a->lhs) << " = " << print_expr(a->rhs) << "\n";
  } else if (const auto* l = as<Let>(s)) {
    out << pad << l->name << " = " << print_expr(l->value) << "\n";
  } else if (const auto* c = as<CallStmt>(s)) {
    out << pad << "call " << c->name << "(" << join(c->args) << ")\n";
  } else if (const auto* d = as<Do>(s)) {
    out << pad << "do " << d->var << " = " << print_expr(d->lower) << ", " << print_expr(d->upper);
    if (d->step) out << ", " << print_expr(d->step);
    out << "\n";
    print_stmts(out, d->body, indent + 2);
    out << pad << "end do\n";
  }
}

void print_stmts(std::ostringstream& out, const StmtList& stmts, int indent) {
  for (const Stmt& s : stmts) print_stmt(out, s, indent);
}

std::string dims_text(const std::vector<DimBound>& dims) {
  std::string s;
  for (size_t i = 0; i < dims.size(); ++i) {
    if (i) s += ", ";
    if (dims[i].lower) s += print_expr(dims[i].lower) + ":";
    s += print_expr(dims[i].upper);
  }
  return s;
}

std::string type_text(ScalarType t) {
  if (t.base == BaseType::Integer) return t.kind == 4 ? "integer" : "integer(" + std::to_string(t.kind) + ")";
  return "real(" + std::to_string(t.kind) + ")";
}

void print_declaration(std::ostringstream& out, const Declaration& d) {
  out << type_text(d.type);
  if (d.is_parameter) out << ", parameter";
  if (d.intent != Intent::None) out << ", intent(" << intent_name(d.intent) << ")";
  if (d.has_dimension_attr) out << ", dimension(" << dims_text(d.dimension_attr) << ")";
  out << " :: ";
  for (size_t i = 0; i < d.entities.size(); ++i) {
    const EntityDecl& e = d.entities[i];
    out << (i ? ", " : "") << e.name;
    if (!e.dims.empty() && !d.has_dimension_attr) out << "(" << dims_text(e.dims) << ")";
    if (e.init) out << " = " << print_expr(e.init);
  }
  out << "\n";
}

// Temporaries a pass introduced with Let, in order of first appearance.
class LetCollector : public Visitor {
 public:
  std::vector<std::pair<std::string, ScalarType>> lets;

 protected:
  void visit_Let(const Let& node) override {
    for (const auto& l : lets) {
      if (l.first == node.name) return;
    }
    lets.emplace_back(node.name, node.type);
    Visitor::visit_Let(node);
  }
};

std::string loc_text(const SourceRange& r) {
  if (!r.file) return "@<generated>";
  return "@" + std::to_string(r.begin.line) + ":" + std::to_string(r.begin.column);
}

void dump_expr(std::ostringstream& out, const Expr& e, int indent, const std::string& label);

void dump_list(std::ostringstream& out, const std::vector<Expr>& list, int indent) {
  for (const Expr& e : list) dump_expr(out, e, indent, "");
}

void dump_expr(std::ostringstream& out, const Expr& e, int indent, const std::string& label) {
  std::string pad(static_cast<size_t>(indent), ' ');
  out << pad << label;
  if (!e) {
    out << "<none>\n";
    return;
  }
  switch (e->kind) {
    case NodeKind::IntLit: out << "IntLit " << static_cast<const IntLit&>(*e).value; break;
    case NodeKind::RealLit:
      out << "RealLit " << real_literal(static_cast<const RealLit&>(*e))
          << " kind=" << static_cast<const RealLit&>(*e).type_kind;
      break;
    case NodeKind::VarRef: out << "VarRef " << static_cast<const VarRef&>(*e).name; break;
    case NodeKind::ArrayRef: out << "ArrayRef " << static_cast<const ArrayRef&>(*e).name; break;
    case NodeKind::LinearRef: out << "LinearRef " << static_cast<const LinearRef&>(*e).name; break;
    case NodeKind::Unary: out << "Unary " << (static_cast<const Unary&>(*e).op == UnaryOp::Neg ? "-" : "+"); break;
    case NodeKind::Binary: out << "Binary " << op_spelling(static_cast<const Binary&>(*e).op); break;
    case NodeKind::Call: out << "Call " << static_cast<const Call&>(*e).name; break;
    default: out << kind_name(e->kind); break;
  }
  out << " " << loc_text(e->loc) << "\n";
  if (const auto* a = as<ArrayRef>(e)) dump_list(out, a->indices, indent + 2);
  if (const auto* u = as<Unary>(e)) dump_expr(out, u->operand, indent + 2, "");
  if (const auto* l = as<LinearRef>(e)) dump_expr(out, l->offset, indent + 2, "");
  if (const auto* b = as<Binary>(e)) {
    dump_expr(out, b->lhs, indent + 2, "");
    dump_expr(out, b->rhs, indent + 2, "");
  }
  if (const auto* c = as<Call>(e)) dump_list(out, c->args, indent + 2);
}

void dump_stmts(std::ostringstream& out, const StmtList& stmts, int indent) {
  std::string pad(static_cast<size_t>(indent), ' ');
  for (const Stmt& s : stmts) {
    if (const auto* a = as<Assign>(s)) {
      out << pad << "Assign " << loc_text(a->loc) << "\n";
      dump_expr(out, a->lhs, indent + 2, "lhs: ");
      dump_expr(out, a->rhs, indent + 2, "rhs: ");
    } else if (const auto* l = as<Let>(s)) {
      out << pad << "Let " << l->name << " " << type_text(l->type) << " " << loc_text(l->loc) << "\n";
      dump_expr(out, l->value, indent + 2, "value: ");
    } else if (const auto* c = as<CallStmt>(s)) {
      out << pad << "CallStmt " << c->name << " " << loc_text(c->loc) << "\n";
      dump_list(out, c->args, indent + 2);
    } else if (const auto* d = as<Do>(s)) {
      out << pad << "Do " << d->var << " " << loc_text(d->loc) << "\n";
      dump_expr(out, d->lower, indent + 2, "lower: ");
      dump_expr(out, d->upper, indent + 2, "upper: ");
      dump_expr(out, d->step, indent + 2, "step: ");
      dump_stmts(out, d->body, indent + 2);
    }
  }
}

}  // namespace

std::string to_fortran(const Expr& expr) { return print_expr(expr); }

std::string to_fortran(const StmtList& stmts, int indent) {
  std::ostringstream out;
  print_stmts(out, stmts, indent);
  return out.str();
}

std::string to_fortran(const Declaration& decl) {
  std::ostringstream out;
  print_declaration(out, decl);
  return out.str();
}

std::string to_fortran(const Subroutine& sub) {
  std::ostringstream out;
  if (sub.bare_nest && sub.name.empty()) {
    // Not yet completed (analysis/bare_nest.h): a bare nest again, as the user wrote it.
    for (const Declaration& d : sub.decls) print_declaration(out, d);
    print_stmts(out, sub.body, 0);
    return out.str();
  }
  if (sub.bare_nest) out << "! made from a bare loop nest: arguments and declarations inferred\n";
  out << "subroutine " << sub.name << "(";
  for (size_t i = 0; i < sub.params.size(); ++i) out << (i ? ", " : "") << sub.params[i].name;
  out << ")\n";
  if (sub.implicit_none) out << "  implicit none\n";
  for (const Declaration& d : sub.decls) {
    out << "  ";
    print_declaration(out, d);
  }
  LetCollector lets;
  lets.visit(sub.body);
  for (const auto& [name, type] : lets.lets) out << "  " << type_text(type) << " :: " << name << "\n";
  print_stmts(out, sub.body, 2);
  out << "end subroutine " << sub.name << "\n";
  return out.str();
}

std::string to_fortran(const Unit& unit) {
  std::string s;
  for (size_t i = 0; i < unit.subroutines.size(); ++i) {
    if (i) s += "\n";
    s += to_fortran(unit.subroutines[i]);
  }
  return s;
}

std::string dump(const Expr& expr) {
  std::ostringstream out;
  dump_expr(out, expr, 0, "");
  return out.str();
}

std::string dump(const Unit& unit) {
  std::ostringstream out;
  out << "Unit " << (unit.file ? unit.file->name() : "<input>") << "\n";
  for (const Subroutine& sub : unit.subroutines) {
    out << "  Subroutine" << (sub.name.empty() ? "" : " " + sub.name) << (sub.bare_nest ? " (bare nest)" : "") << " "
        << loc_text(sub.loc) << "\n";
    for (const Param& p : sub.params) out << "    Param " << p.name << " " << loc_text(p.loc) << "\n";
    if (sub.implicit_none) out << "    ImplicitNone\n";
    for (const Declaration& d : sub.decls) {
      out << "    Declaration " << type_text(d.type);
      if (d.is_parameter) out << " parameter";
      if (d.intent != Intent::None) out << " intent(" << intent_name(d.intent) << ")";
      out << " " << loc_text(d.loc) << "\n";
      for (const EntityDecl& e : d.entities) {
        out << "      Entity " << e.name;
        const std::vector<DimBound>& dims = d.has_dimension_attr ? d.dimension_attr : e.dims;
        if (!dims.empty()) out << "(" << dims_text(dims) << ")";
        if (e.init) out << " = " << print_expr(e.init);
        out << " " << loc_text(e.loc) << "\n";
      }
    }
    dump_stmts(out, sub.body, 4);
  }
  return out.str();
}

}  // namespace st::ast
