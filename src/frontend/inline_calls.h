// Calls of the file's own subroutines. A solver's time loop usually calls its sweep
// (`call sweep(n, u, v)`, then `call sweep(n, v, u)`); the analysis reads nests, so each
// call is replaced by the called subroutine's statements, its dummy arguments renamed to
// the call's actual arguments and its locals declared in the caller (renamed where the
// caller has the name already). The called subroutine stays a subroutine of the file too.
// A call whose statements could not do exactly what the call does is refused with a
// diagnostic at the argument that says why (the cases: "Calls" in docs/input-language.md).
#pragma once

#include "ast/ast.h"

namespace st {

// Every CallStmt of `unit` replaced; throws UserError where a call cannot be inlined.
void inline_calls(ast::Unit& unit);

}  // namespace st
