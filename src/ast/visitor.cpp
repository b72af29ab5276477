#include "ast/visitor.h"

namespace st::ast {

void Visitor::visit(const Expr& expr) {
  if (!expr) return;
  switch (expr->kind) {
#define ST_VISIT_EXPR_CASE(name) \
  case NodeKind::name: visit_##name(static_cast<const name&>(*expr)); return;
    ST_FOR_EACH_EXPR_NODE(ST_VISIT_EXPR_CASE)
#undef ST_VISIT_EXPR_CASE
    default: return;
  }
}

void Visitor::visit(const Stmt& stmt) {
  if (!stmt) return;
  switch (stmt->kind) {
#define ST_VISIT_STMT_CASE(name) \
  case NodeKind::name: visit_##name(static_cast<const name&>(*stmt)); return;
    ST_FOR_EACH_STMT_NODE(ST_VISIT_STMT_CASE)
#undef ST_VISIT_STMT_CASE
    default: return;
  }
}

void Visitor::visit(const StmtList& stmts) {
  for (const Stmt& s : stmts) visit(s);
}

void Visitor::visit_IntLit(const IntLit&) {}
void Visitor::visit_RealLit(const RealLit&) {}
void Visitor::visit_VarRef(const VarRef&) {}
void Visitor::visit_ArrayRef(const ArrayRef& node) {
  for (const Expr& i : node.indices) visit(i);
}
void Visitor::visit_LinearRef(const LinearRef& node) { visit(node.offset); }
void Visitor::visit_Unary(const Unary& node) { visit(node.operand); }
void Visitor::visit_Binary(const Binary& node) {
  visit(node.lhs);
  visit(node.rhs);
}
void Visitor::visit_Call(const Call& node) {
  for (const Expr& a : node.args) visit(a);
}
void Visitor::visit_Assign(const Assign& node) {
  visit(node.lhs);
  visit(node.rhs);
}
void Visitor::visit_Do(const Do& node) {
  visit(node.lower);
  visit(node.upper);
  visit(node.step);
  visit(node.body);
}
void Visitor::visit_Let(const Let& node) { visit(node.value); }
void Visitor::visit_CallStmt(const CallStmt& node) {
  for (const Expr& a : node.args) visit(a);
}

}  // namespace st::ast
