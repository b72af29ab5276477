#include "transforms/expr_type.h"

#include <algorithm>

#include "ast/visitor.h"

namespace st {

namespace {

using ast::ScalarType;

class NameTyper : public ast::Visitor {
 public:
  explicit NameTyper(TypeEnv& e) : env(e) {}
  TypeEnv& env;

 protected:
  void visit_Let(const ast::Let& node) override {
    if (!env.knows(node.name)) env.set(node.name, node.type);
    ast::Visitor::visit_Let(node);
  }
  void visit_Do(const ast::Do& node) override {
    // A loop variable is an integer whatever its first letter.
    if (!env.knows(node.var)) env.set(node.var, ScalarType::integer(4));
    ast::Visitor::visit_Do(node);
  }
};

}  // namespace

ScalarType promote(ScalarType a, ScalarType b) {
  if (a.is_real() && b.is_real()) return ScalarType::real(std::max(a.kind, b.kind));
  if (a.is_real()) return a;
  if (b.is_real()) return b;
  return ScalarType::integer(std::max(a.kind, b.kind));
}

TypeEnv TypeEnv::of(const SymbolTable& symbols) {
  TypeEnv env;
  for (const auto& [name, symbol] : symbols.all()) env.set(name, symbol.type);
  return env;
}

void TypeEnv::add_names_of(const ast::StmtList& stmts) {
  NameTyper typer(*this);
  typer.visit(stmts);
}

ScalarType TypeEnv::of_name(const std::string& name) const {
  auto it = types_.find(name);
  if (it != types_.end()) return it->second;
  char c = name.empty() ? 'a' : name[0];
  return (c >= 'i' && c <= 'n') ? ScalarType::integer(4) : ScalarType::real(4);
}

ScalarType expr_type(const ast::Expr& expr, const TypeEnv& env) {
  using namespace ast;
  switch (expr->kind) {
    case NodeKind::IntLit: return ScalarType::integer(4);
    case NodeKind::RealLit: return ScalarType::real(as<RealLit>(expr)->type_kind);
    case NodeKind::VarRef: return env.of_name(as<VarRef>(expr)->name);
    case NodeKind::ArrayRef: return env.of_name(as<ArrayRef>(expr)->name);
    case NodeKind::LinearRef: return env.of_name(as<LinearRef>(expr)->name);
    case NodeKind::Unary: return expr_type(as<Unary>(expr)->operand, env);
    case NodeKind::Binary: {
      const auto* b = as<Binary>(expr);
      return promote(expr_type(b->lhs, env), expr_type(b->rhs, env));
    }
    case NodeKind::Call: {
      const auto* c = as<Call>(expr);
      if (int kind = conversion_kind(*c)) return ScalarType::real(kind);
      if (c->args.empty()) return ScalarType::real(4);
      ScalarType t = expr_type(c->args[0], env);
      for (size_t i = 1; i < c->args.size(); ++i) t = promote(t, expr_type(c->args[i], env));
      return t;
    }
    default: return ScalarType::real(4);
  }
}

}  // namespace st
