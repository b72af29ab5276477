// Replacing a loop variable by an expression, as unrolling does for each copy of a
// loop body (j becomes j+1, j+2, ...). Subscripts, loop bounds and integer temporaries
// that change are put in their canonical integer form, so that u(i,j+1-1,k) reads
// u(i,j,k) and compares equal to it.
#pragma once

#include <string>

#include "ast/ast.h"

namespace st {

ast::Expr substitute(const ast::Expr& expr, const std::string& name, const ast::Expr& value);
ast::StmtList substitute(const ast::StmtList& stmts, const std::string& name, const ast::Expr& value);

// Every reference to scalar `from` renamed `to`, the left-hand sides of its updates too,
// and nothing else changed (a reduction's variable made the generator's accumulator).
ast::Stmt rename_scalar(const ast::Stmt& stmt, const std::string& from, const std::string& to);

}  // namespace st
