// Names for what the passes introduce (block loop variables, temporaries, strides),
// chosen so that they cannot clash with a name the user or an earlier pass chose.
#pragma once

#include <set>
#include <string>

#include "ast/ast.h"

namespace st {

using NameSet = std::set<std::string>;

// Every name `stmts` mentions: variables, arrays, loop variables, temporaries.
NameSet names_used(const ast::StmtList& stmts);
// Every variable and array `expr` reads.
NameSet names_used(const ast::Expr& expr);

// `base` when it is free, else base_2, base_3, ...; the name returned is added to `taken`.
// With `max_length`, base is cut short where the suffix would make the name longer
// (63 keeps it a Fortran name).
std::string fresh_name(const std::string& base, NameSet& taken, size_t max_length = std::string::npos);

}  // namespace st
