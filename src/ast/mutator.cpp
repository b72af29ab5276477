#include "ast/mutator.h"

namespace st::ast {

bool same_nodes(const StmtList& a, const StmtList& b) {
  if (a.size() != b.size()) return false;
  for (size_t i = 0; i < a.size(); ++i) {
    if (a[i] != b[i]) return false;
  }
  return true;
}

bool same_nodes(const std::vector<Expr>& a, const std::vector<Expr>& b) {
  if (a.size() != b.size()) return false;
  for (size_t i = 0; i < a.size(); ++i) {
    if (a[i] != b[i]) return false;
  }
  return true;
}

Expr Mutator::mutate(const Expr& expr) {
  if (!expr) return expr;
  switch (expr->kind) {
#define ST_MUTATE_EXPR_CASE(name) \
  case NodeKind::name: return mutate_##name(static_cast<const name&>(*expr), expr);
    ST_FOR_EACH_EXPR_NODE(ST_MUTATE_EXPR_CASE)
#undef ST_MUTATE_EXPR_CASE
    default: return expr;
  }
}

Stmt Mutator::mutate(const Stmt& stmt) {
  if (!stmt) return stmt;
  switch (stmt->kind) {
#define ST_MUTATE_STMT_CASE(name) \
  case NodeKind::name: return mutate_##name(static_cast<const name&>(*stmt), stmt);
    ST_FOR_EACH_STMT_NODE(ST_MUTATE_STMT_CASE)
#undef ST_MUTATE_STMT_CASE
    default: return stmt;
  }
}

StmtList Mutator::mutate(const StmtList& stmts) {
  StmtList out;
  out.reserve(stmts.size());
  for (const Stmt& s : stmts) out.push_back(mutate(s));
  return out;
}

Expr Mutator::mutate_IntLit(const IntLit&, const Expr& self) { return self; }
Expr Mutator::mutate_RealLit(const RealLit&, const Expr& self) { return self; }
Expr Mutator::mutate_VarRef(const VarRef&, const Expr& self) { return self; }

Expr Mutator::mutate_ArrayRef(const ArrayRef& node, const Expr& self) {
  std::vector<Expr> indices;
  indices.reserve(node.indices.size());
  for (const Expr& i : node.indices) indices.push_back(mutate(i));
  if (same_nodes(indices, node.indices)) return self;
  return ArrayRef::make(node.name, std::move(indices), node.loc);
}

Expr Mutator::mutate_LinearRef(const LinearRef& node, const Expr& self) {
  Expr offset = mutate(node.offset);
  if (offset == node.offset) return self;
  return LinearRef::make(node.name, std::move(offset), node.loc);
}

Expr Mutator::mutate_Unary(const Unary& node, const Expr& self) {
  Expr operand = mutate(node.operand);
  if (operand == node.operand) return self;
  return Unary::make(node.op, std::move(operand), node.loc);
}

Expr Mutator::mutate_Binary(const Binary& node, const Expr& self) {
  Expr lhs = mutate(node.lhs);
  Expr rhs = mutate(node.rhs);
  if (lhs == node.lhs && rhs == node.rhs) return self;
  return Binary::make(node.op, std::move(lhs), std::move(rhs), node.loc);
}

Expr Mutator::mutate_Call(const Call& node, const Expr& self) {
  std::vector<Expr> args;
  args.reserve(node.args.size());
  for (const Expr& a : node.args) args.push_back(mutate(a));
  if (same_nodes(args, node.args)) return self;
  return Call::make(node.name, std::move(args), node.loc);
}

Stmt Mutator::mutate_Assign(const Assign& node, const Stmt& self) {
  Expr lhs = mutate(node.lhs);
  Expr rhs = mutate(node.rhs);
  if (lhs == node.lhs && rhs == node.rhs) return self;
  return Assign::make(std::move(lhs), std::move(rhs), node.loc);
}

Stmt Mutator::mutate_Do(const Do& node, const Stmt& self) {
  Expr lower = mutate(node.lower);
  Expr upper = mutate(node.upper);
  Expr step = mutate(node.step);
  StmtList body = mutate(node.body);
  if (lower == node.lower && upper == node.upper && step == node.step && same_nodes(body, node.body)) {
    return self;
  }
  return Do::make(node.var, std::move(lower), std::move(upper), std::move(step), std::move(body), node.loc);
}

Stmt Mutator::mutate_Let(const Let& node, const Stmt& self) {
  Expr value = mutate(node.value);
  if (value == node.value) return self;
  return Let::make(node.name, node.type, std::move(value), node.loc);
}

Stmt Mutator::mutate_CallStmt(const CallStmt& node, const Stmt& self) {
  std::vector<Expr> args;
  args.reserve(node.args.size());
  for (const Expr& a : node.args) args.push_back(mutate(a));
  if (same_nodes(args, node.args)) return self;
  return CallStmt::make(node.name, std::move(args), node.loc);
}

}  // namespace st::ast
