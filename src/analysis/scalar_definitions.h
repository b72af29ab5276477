// Scalars a solver computes once before its nests: `r = alpha * dt / (dx * dx)` or
// `nxm = nx - 1` at the top of the subroutine (or at the top of its time loop), read by
// the nests as a coefficient or a loop bound. Each such local is given its value once,
// from literals, parameters and scalar arguments that nothing in the subroutine writes,
// so every read of it is that value: the pass puts the value in place of each read and
// drops the statement, and the nests that read it become nests of arguments alone,
// which every later stage already takes. Where gfortran compiles the user's file (the
// tool's reference by default) the variants are still checked against the original,
// statements and all; a reference printed by the tool (a nest tuned alone, the C
// reference without gfortran) is printed from the rewritten subroutine.
#pragma once

#include <vector>

#include "analysis/symbols.h"
#include "ast/ast.h"

namespace st {

struct ScalarDefinition {
  std::string name;
  ast::Expr value;  // with the definitions before it in place, of the local's type
  SourceRange loc;  // the statement
};

struct InlinedDefinitions {
  ast::Subroutine sub;
  std::vector<ScalarDefinition> definitions;  // in the order of the statements
};

// Substitutes every definition of `sub`: a local that a nest needs (reads, or reads
// through another definition). A statement that assigns such a local scalar assigned
// nowhere else, at the top level or in a time loop's body, and that cannot be
// substituted (its value reads an array, a name the subroutine writes, or has another
// type than the local and is not a literal; or the local is read before it) is a
// UserError that says which; any other statement is left for the analysis to judge.
InlinedDefinitions inline_scalar_definitions(const ast::Subroutine& sub, const SymbolTable& symbols);

}  // namespace st
