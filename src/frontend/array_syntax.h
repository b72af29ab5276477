// Fortran's array assignments, as solvers write a copy-back or a whole sweep without
// loops (`u = v`, `v(1:n) = 0.5d0*(u(0:n-1) + u(2:n+1))`, `u(:, 1) = 0`), turned into
// the loop nests that compute the same, so that every later stage sees nests alone.
#pragma once

#include "ast/ast.h"
#include "frontend/parse_driver.h"

namespace st {

// A subscript range `lo:hi` of an array reference while the subroutine is parsed: a
// Call of this name with the two bounds, either of them
// the text leaves it out (a VarRef of the same name). lower_array_syntax removes every one.
inline constexpr const char* section_call_name = ":";
ast::Expr make_section(ast::Expr lower, ast::Expr upper, const SourceRange& loc);

// Makes the body of `sub` (its declarations folded) one with each assignment to an array section
// or a whole array made a loop nest: one loop per section dimension, the first
// innermost, over the left-hand side's range; a section on the right is read at the
// loop variable plus the difference of its lower bound and the left-hand side's, a
// whole array as its declared range. Fortran evaluates the whole right-hand side before
// it stores; the loops compute the same only where the array written is read at the
// element it writes, and anything else is refused, as is a section anywhere but a
// subscript of an array in such an assignment. Loop variables get names the subroutine
// does not use (i, j, k, then i_2, ...), declared as default integers.
void lower_array_syntax(ParseDriver& drv, ast::Subroutine& sub);

// The reductions of an array Fortran has as intrinsics, which lower_array_syntax makes
// reduction nests of where a scalar is given their value: sum, product, maxval, minval.
bool is_array_reduction(const std::string& name);

}  // namespace st
