// A bare loop nest (the form of the paper's Figure 1) made into a subroutine: the
// arrays are double precision and share one shape, the loop bounds widened by the
// offsets of every access; names in loop bounds are integer sizes; other scalars read
// are double precision coefficients; scalars assigned in the nest are local temporaries.
#pragma once

#include "ast/ast.h"

namespace st {

// Returns `sub` unchanged unless it is a bare nest; then a subroutine named after the
// file (`laplacian_nest.f95` -> laplacian_nest) with arguments in the order: sizes
// (in the order of the dimensions they bound), scalar coefficients, arrays read, arrays
// written. Names the user declared keep their declarations.
ast::Subroutine complete_bare_nest(const ast::Subroutine& sub);

}  // namespace st
