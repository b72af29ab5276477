// A subroutine that computes a box of its points: what the MPI entry's overlapped mode
// calls to compute a block's interior while the ghost layers travel, then its shell.
#pragma once

#include <string>
#include <vector>

#include "analysis/stencil_info.h"
#include "ast/ast.h"

namespace st {

struct BoxedSubroutine {
  ast::Subroutine sub;
  // The integer dummies added after the original's, per grid dimension: the box's first
  // and last index along it.
  std::vector<std::string> lower, upper;
};

// `sub` with, per grid dimension, two more integer dummies (named apart from every name of
// `sub`), and every loop of a nest along that dimension (`info`'s grid variables) running
// from the first to the second instead of its own bounds. The caller keeps the box within
// the original's bounds; the step stays (the MPI entry takes nests of step 1 only).
BoxedSubroutine with_box_bounds(const ast::Subroutine& sub, const StencilInfo& info);

}  // namespace st
