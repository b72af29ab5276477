// Read-only traversal of the AST. Override the visit_ functions of the nodes you care
// about; the defaults visit every child in source order.
#pragma once

#include "ast/ast.h"

namespace st::ast {

class Visitor {
 public:
  virtual ~Visitor() = default;
  void visit(const Expr& expr);
  void visit(const Stmt& stmt);
  void visit(const StmtList& stmts);

 protected:
#define ST_VISIT_DECL(name) virtual void visit_##name(const name& node);
  ST_FOR_EACH_EXPR_NODE(ST_VISIT_DECL)
  ST_FOR_EACH_STMT_NODE(ST_VISIT_DECL)
#undef ST_VISIT_DECL
};

}  // namespace st::ast
