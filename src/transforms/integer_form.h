// The canonical form of integer expressions (subscripts, loop bounds, offsets). Integer
// arithmetic is exact, so `(i+1)-1` may always become `i`; passes that make index
// arithmetic put it in this form, and so equal subscripts also look equal.
#pragma once

#include <optional>

#include "analysis/affine.h"
#include "ast/ast.h"

namespace st {

// The affine form of an integer expression, or nothing when it is not affine or folds
// a constant outside the default integer's range (legal in integer(8) arithmetic; a
// pass then just leaves the expression as it is, where to_affine would report it).
std::optional<Affine> affine_form(const ast::Expr& expr, const IntegerValues& known = {});

// `expr` with every affine part written as Affine::str() spells it (names in order,
// the constant last); non-affine operations (a product of names, a division that is not
// exact, min, max) are kept with their operands in this form. The same node comes
// back when nothing changes. Only for expressions whose names are all integers.
ast::Expr normalise_integer(const ast::Expr& expr);

}  // namespace st
