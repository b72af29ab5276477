// Arithmetic simplification and constant propagation: `parameter` constants become
// literals of their own kind, literal arithmetic is folded where the folded value is
// exactly what the program computes, and operations that cannot change a value
// (x*1, x/1, x-0, -(-x), integer x+0 and x*0) are dropped. Integer arithmetic (indices,
// bounds) is exact and is put in canonical form; floating-point operations keep their
// order unless `reassociate` allows gathering constants.
#pragma once

#include <map>
#include <string>

#include "analysis/symbols.h"
#include "ast/ast.h"
#include "transforms/expr_type.h"

namespace st {

struct SimplifyOptions {
  // Name -> literal of the constant's own type (see parameter_constants).
  std::map<std::string, ast::Expr> constants;
  // Types of the names the code uses; temporaries and loop variables are added by the pass.
  TypeEnv types;
  // Allow gathering the constants of a floating-point sum or product (2*x*3 -> 6*x), and
  // dropping a real `+ 0.0`, which turns -0.0 into +0.0.
  bool reassociate = false;
};

// The `parameter` constants of a subroutine as literals: integers of default kind,
// and reals whose value folds exactly (evaluated in the parameter's declared kind as
// gfortran does, e.g. real(8), parameter :: x = 1.0/3.0 is the single-precision
// quotient widened). Constants that do not fold (intrinsics, **, integer(8)) stay names.
std::map<std::string, ast::Expr> parameter_constants(const SymbolTable& symbols);

ast::StmtList simplify(const ast::StmtList& stmts, const SimplifyOptions& options);
ast::Expr simplify(const ast::Expr& expr, const SimplifyOptions& options);

}  // namespace st
