// Rewriting traversal of the AST. Override the mutate_ functions of the nodes a pass
// changes; the defaults rebuild a node only when a child changed, and otherwise hand
// back the very same node (`self`), so unchanged subtrees stay shared.
#pragma once

#include "ast/ast.h"

namespace st::ast {

class Mutator {
 public:
  virtual ~Mutator() = default;
  Expr mutate(const Expr& expr);
  Stmt mutate(const Stmt& stmt);
  // Mutates each statement in turn; override to add or drop statements of a body.
  virtual StmtList mutate(const StmtList& stmts);

 protected:
#define ST_MUTATE_EXPR_DECL(name) virtual Expr mutate_##name(const name& node, const Expr& self);
  ST_FOR_EACH_EXPR_NODE(ST_MUTATE_EXPR_DECL)
#undef ST_MUTATE_EXPR_DECL
#define ST_MUTATE_STMT_DECL(name) virtual Stmt mutate_##name(const name& node, const Stmt& self);
  ST_FOR_EACH_STMT_NODE(ST_MUTATE_STMT_DECL)
#undef ST_MUTATE_STMT_DECL
};

// True when both lists hold the same nodes (pointer identity).
bool same_nodes(const StmtList& a, const StmtList& b);
bool same_nodes(const std::vector<Expr>& a, const std::vector<Expr>& b);

}  // namespace st::ast
