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

// The rows a streamed loop prefetches: for every array the loop reads (and does not
// stream) with the streamed rows' rank, the rows of it that enter the stencil with
// this iteration of the outer loops, `rows_ahead` iterations of the next loop out
// early. The newest planes are the read offsets in the last dimension that the
// previous iteration of the outermost loop did not read (the top `span` of them, span
// being how many planes the streamed rows cover: the register block); in a plane, the
// row after the highest one read, rows_ahead blocks on. Each is array(i, rest...) for
// the loop variable i, in a fixed order (by array, then plane). Empty when the
// subscripts are not the loop variables plus constants, or the arrays have rank 1.
std::vector<ast::Expr> plan_prefetches(const ast::Do& loop, const StreamingPlan& plan,
                                       const std::set<std::string>& streamed, const IntegerValues& known,
                                       long long rows_ahead);

// The first element a strip of `row` writes when the strip starts at `start`:
// array(start+lowest, rest...).
ast::Expr streamed_row_start(const StreamedRow& row, const std::string& start);

}  // namespace st
