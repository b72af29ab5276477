// Common-subexpression elimination within straight-line code: the body of an innermost
// loop, which after register blocking holds all the points of a register block. A
// value computed (or loaded) more than once becomes a temporary, assigned just before
// the statement that first needs it.
#pragma once

#include "ast/ast.h"
#include "transforms/expr_type.h"
#include "transforms/fresh_names.h"

namespace st {

struct CseOptions {
  // Types of the names the code uses, for the temporaries' declarations.
  TypeEnv types;
  // Names the temporaries (st_cse_1, st_cse_2, ...) must not take.
  NameSet taken;
};

// Two occurrences are the same value when they are the same tree (equal subscripts in
// canonical integer form count as equal) and nothing they read is assigned between
// them: a store to an array ends the reuse of every earlier load of that array, so no
// load moves above a store. The temporary holds exactly the operations it replaces,
// in their order, so the results are bit for bit the same. Candidates are the real
// operations, intrinsic calls and array loads; integer index arithmetic is left alone.
ast::StmtList eliminate_common_subexpressions(const ast::StmtList& stmts, const CseOptions& options);

}  // namespace st
