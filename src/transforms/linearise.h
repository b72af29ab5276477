// Index linearisation: every reference to a grid becomes a LinearRef, a 0-based
// column-major offset from the array's first element, so that a point's loads are
// `base + constant*stride` instead of one multiply-add per subscript.
#pragma once

#include <string>
#include <vector>

#include "ast/ast.h"
#include "transforms/fresh_names.h"

namespace st {

struct LinearArray {
  std::string name;
  std::vector<ast::DimBound> bounds;  // the declared shape; a null lower bound means 1
};

struct Linearisation {
  std::vector<LinearArray> arrays;  // the grids to linearise; other arrays keep subscripts
  NameSet taken;                    // names the strides and bases must not take
};

// Strides: one integer(8) temporary per dimension above the first and per distinct
// shape (arrays of one shape share them), assigned once in front of `stmts`:
//   st_u_s1 = nx+2;  st_u_s2 = st_u_s1*(ny+2)
// Bases: in each loop body that references a grid directly, one integer(8) temporary
// per shape and per set of loop variables the subscripts run along, assigned first
// in the body from the enclosing loops' variables:
//   st_u_base = i+(j+1)*st_u_s1+(k+1)*st_u_s2       (bounds -1:...)
// and u(i+1,j-2,k) becomes u(1+st_u_base+1-2*st_u_s1) (printed 1-based). A subscript
// that is not a loop variable plus a constant keeps its own term in the offset.
ast::StmtList linearise(const ast::StmtList& stmts, const Linearisation& linearisation);

}  // namespace st
