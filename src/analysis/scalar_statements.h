// Statements on scalars that a solver's subroutine runs beside its nests and that the
// nests never see: `time = time + dt` or a step counter in the time loop, a scalar
// result computed from scalar arguments before or after it. Neither side reads what the
// other writes, so running every nest first and these afterwards, in their own order
// (the time loop around those of a step), gives the same values. The nests are then
// tuned, blocked over time and packaged as a subroutine without them, and the library's
// entries run them on the host after the nests (package/package_dispatch.h).
//
// An assignment to a scalar outside the nests is one of them when no nest reads or
// writes the scalar and it reads nothing a nest writes; everything else (a reduction's
// initial value or store, a statement that depends on one) stays in the subroutine for
// the analysis to judge.
#pragma once

#include <optional>
#include <set>
#include <string>
#include <vector>

#include "analysis/symbols.h"
#include "ast/ast.h"

namespace st {

struct ScalarStatements {
  // The subroutine without them. A dummy they assign that declares no intent is
  // declared intent(inout) here, so that every entry passes it by reference as the
  // original's callers do.
  ast::Subroutine nests;
  // Them alone in their places, as a subroutine of the scalar dummies: its body the
  // statements outside the time loop and the time loop (where there is one) holding
  // those of a step.
  ast::Subroutine program;
  std::vector<SourceRange> locs;  // each statement, in order
};

// Nothing when `sub` has none. Throws UserError for one that reads an array, assigns an
// intent(in) argument or the time loop's variable.
std::optional<ScalarStatements> split_scalar_statements(const ast::Subroutine& sub, const SymbolTable& symbols);

// The scalars `program` (a ScalarStatements::program) assigns.
std::set<std::string> assigned_scalars(const ast::Subroutine& program);

// `sub` (the nests' subroutine, or a variant of it) with `program`'s statements put
// back: those before the time loop first, a step's at the end of the time loop's body,
// those after it last (the same values, as above); for printing a whole subroutine.
ast::Subroutine with_scalar_statements(const ast::Subroutine& sub, const ast::Subroutine& program);

}  // namespace st
