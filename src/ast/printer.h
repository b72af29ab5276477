// Printing the AST: back to free-form Fortran 95, and as an indented tree with source
// locations (what --emit=ast shows).
#pragma once

#include <string>

#include "ast/ast.h"

namespace st::ast {

// Fortran text of an expression, with the parentheses needed to keep its tree (and so
// its order of floating-point evaluation) when parsed again.
std::string to_fortran(const Expr& expr);
// Fortran text of statements, each line indented by `indent` spaces.
std::string to_fortran(const StmtList& stmts, int indent);
std::string to_fortran(const Subroutine& sub);
// One declaration statement, without indentation, ending in a newline.
std::string to_fortran(const Declaration& decl);
std::string to_fortran(const Unit& unit);

// The tree with a "@line:col" location on every node.
std::string dump(const Unit& unit);
std::string dump(const Expr& expr);

}  // namespace st::ast
