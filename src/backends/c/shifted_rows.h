// A plane kernel's unit-stride loop with its neighbours along that stride taken from
// registers (SHUF=1, the CPU's blocked passes): each row an assignment reads is loaded
// a vector at a time, and the elements beside each point come from two neighbouring
// vectors by a shuffle (GCC's vector extensions) instead of loads that start between
// vector boundaries and cross cache lines. The points before the first whole vector
// and after the last run the loop as printed. Each lane computes what the printed loop
// computes, in the same order, so the results are the same bits.
#pragma once

#include <optional>
#include <string>

#include "analysis/symbols.h"
#include "ast/ast.h"
#include "backends/c/c_backend.h"

namespace st {

// The C text of `loop` (an innermost loop over the unit-stride index `loop.var`) in that
// form, with vectors of `vector_bytes`, or nothing where the loop does not fit it: its
// body must be assignments to array elements of one real kind, each of arithmetic (+ - *
// /, unary minus) over elements of other arrays of that kind, scalars of that kind and
// literals, every element at `loop.var + c` along the first dimension (|c| at most a
// vector's lanes) and independent of `loop.var` along the others. `symbols` are the
// printed subroutine's (for the arrays' bounds and kinds); `depth` the loop's indent.
std::optional<std::string> shifted_rows_loop(const ast::Do& loop, int depth, CPrintContext& ctx,
                                             const SymbolTable& symbols, int vector_bytes);

}  // namespace st
