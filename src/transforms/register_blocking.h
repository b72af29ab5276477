// Register blocking: unroll-and-jam of the grid loops, so that RX*RY*RZ neighbouring
// points are computed in one body and share their loads (which CSE then merges).
// Assumes, as loop blocking does, that the points of the nest are independent.
#pragma once

#include <string>
#include <vector>

#include "ast/ast.h"
#include "transforms/fresh_names.h"

namespace st {

struct RegisterBlock {
  // The loop variable of each grid dimension, dimension 0 (unit stride) first.
  std::vector<std::string> grid_vars;
  // Unroll factor per grid dimension; 0 or 1 (or a dimension left out) means none.
  std::vector<long long> factors;
  // Names the renamed temporaries of the copies must not take.
  NameSet taken;
};

// Each grid loop with a constant positive step s and factor R > 1,
//   do j = lo, hi, s;  BODY(j)
// becomes a main loop over whole register blocks and a remainder loop:
//   do j = lo, hi-(R-1)*s, R*s;  jam(BODY(j), BODY(j+s), ..., BODY(j+(R-1)*s))
//   do j = lo + ((hi-lo+s)/(R*s))*(R*s), hi, s;  BODY(j)
// Fortran's trip count makes both loops empty where they should be, for any extent
// (also one smaller than R or empty). Jamming fuses the copies' inner loops where
// every copy has the same loop at the same place, and otherwise puts the copies one
// after the other (so the innermost loop's copies are simply replicated statements).
// Temporaries (Let) of the copies after the first are renamed. A loop whose trip count
// is a known constant loses the main or remainder loop that would never run.
ast::StmtList register_block(const ast::StmtList& stmts, const RegisterBlock& block);

}  // namespace st
