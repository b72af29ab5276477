// Streaming (non-temporal) stores for the C printer. An innermost loop over the unit
// stride that assigns whole rows of output arrays computes each row of a strip into a
// small buffer that stays in L1, then copies the buffer to memory with non-temporal
// stores (runtime/streaming_stores.h), so the written lines are never read for
// ownership. This file decides which assignments of a loop can go that way.
#pragma once

#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "analysis/affine.h"
#include "ast/ast.h"

namespace st {

// One row of an output array that an iteration writes: the elements
// array(i+lowest .. i+lowest+step-1, rest...) for the loop variable i.
struct StreamedRow {
  std::string array;
  std::vector<ast::Expr> rest;  // the indices after the unit-stride one (they do not involve i)
  long long lowest = 0;         // the smallest offset of i among the row's stores
};

struct StreamingPlan {
  long long step = 1;
  std::vector<StreamedRow> rows;
  // Each streamed assignment: its row and the offset of its element from the row's
  // lowest one in this iteration (0 .. step-1).
  std::map<const ast::StmtNode*, std::pair<size_t, long long>> stores;
};

// The plan for `loop` (innermost, over the unit-stride variable) and the arrays that
// may stream (written and never read by the nest), or nothing, with `why`, when the
// loop cannot stream: a step that is not a positive constant, a store whose first
// index is not the loop variable plus a constant, a row whose stores do not tile the
// iteration's `step` elements exactly, or a streamed array that the loop reads.
std::optional<StreamingPlan> plan_streaming_stores(const ast::Do& loop, const std::set<std::string>& arrays,
                                                   const IntegerValues& known, std::string* why = nullptr);

// The first element a strip of `row` writes when the strip starts at `start`:
// array(start+lowest, rest...).
ast::Expr streamed_row_start(const StreamedRow& row, const std::string& start);

}  // namespace st
