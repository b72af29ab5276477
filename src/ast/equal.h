// Structural equality of AST nodes: the same tree of the same node kinds with the same
// names, operators and literal values, wherever the nodes came from (locations and
// the spelling of literals do not count). Passes use it to find repeated expressions
// and identical loop headers.
#pragma once

#include "ast/ast.h"

namespace st::ast {

bool equal(const Expr& a, const Expr& b);
bool equal(const Stmt& a, const Stmt& b);
bool equal(const StmtList& a, const StmtList& b);

}  // namespace st::ast
