// Calls of the file's own subroutines. A solver's time loop usually calls its sweep
// (`call sweep(n, u, v)`, then `call sweep(n, v, u)`); the analysis reads nests, so each
// call is replaced by the called subroutine's statements, its dummy arguments renamed to
// the call's actual arguments and its locals declared in the caller (renamed where the
// caller has the name already). The called subroutine stays a subroutine of the file too.
// A call that cannot be inlined exactly is refused with a diagnostic: a subroutine not in
// the file, a different number of arguments, an array whose shape or type is not the
// dummy's, an element or an expression where the dummy is an array or is written, an
// array passed twice and written, and recursion.
#pragma once

#include "ast/ast.h"

namespace st {

// Every CallStmt of `unit` replaced; throws UserError where a call cannot be inlined.
void inline_calls(ast::Unit& unit);

}  // namespace st
