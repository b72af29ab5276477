// Core blocking: strip-mining the loops of a nest over the grid and moving the block
// loops outermost (z, y, x blocks), so that a block of CX*CY*CZ points is swept while
// it stays in cache. Assumes what the analysis proves for a legal stencil nest: every
// point is computed independently of the others, so any order of the points is correct.
#pragma once

#include <string>
#include <vector>

#include "analysis/affine.h"
#include "ast/ast.h"
#include "transforms/fresh_names.h"

namespace st {

struct LoopBlocking {
  // The loop variable of each grid dimension, dimension 0 (the unit-stride first
  // Fortran index) first.
  std::vector<std::string> grid_vars;
  // Block size in points per grid dimension; 0 (or a dimension left out) means not
  // blocked, and so does a size that covers a loop's whole extent when it is constant.
  std::vector<long long> sizes;
  // Integer constants, to tell a constant extent.
  IntegerValues known;
  // Names the block loop variables must not take (every name of the subroutine).
  NameSet taken;
};

// Each perfectly nested chain of grid loops with constant positive steps
//   do k = 1, nz; do j = 1, ny; do i = 1, nx; BODY
// becomes, with CZ=4, CY=8 and x not blocked,
//   do st_kk = 1, nz, 4; do st_jj = 1, ny, 8;
//     do k = st_kk, min(st_kk+3, nz); do j = st_jj, min(st_jj+7, ny); do i = 1, nx; BODY
// The last block of a dimension the size does not divide is cut short by min().
ast::StmtList block_loops(const ast::StmtList& stmts, const LoopBlocking& blocking);

}  // namespace st
