// The plan of a loop with streaming stores, made before the C printer prints it: the
// strip and buffer sizes, the sub-strips that first prefetch the rows the stencil reads a
// few rows later, and the loop's body with its streamed assignments rewritten to store
// into L1 buffers (the buffers then go to memory through st_stream_*). The printer prints
// the strip and prefetch loops around that body; plan_streaming_stores decides whether a
// loop can stream at all.
#pragma once

#include <optional>
#include <set>
#include <string>
#include <vector>

#include "analysis/symbols.h"
#include "ast/ast.h"
#include "transforms/fresh_names.h"

namespace st {

// The L1 buffer of one streamed row.
struct StreamBuffer {
  std::string name;       // a fresh name: st_row1, st_row2, ...
  ast::ScalarType type;   // the element type of the row's array
  ast::Expr destination;  // the row's first element in a strip: array(strip + lowest, rest...)
};

struct StreamedLoop {
  long long step = 1;       // the loop's step
  long long per_strip = 1;  // iterations per strip: the strip's buffers fill at most 16 KiB
  long long span = 1;       // per_strip * step: the elements of a buffer
  std::string strip;        // the strip's first iteration
  std::string strip_end;    // and its last
  std::vector<StreamBuffer> buffers;
  // The loop's body, its streamed assignments storing to their buffers' elements
  // buffer[var - strip + offset] instead of to the array.
  ast::StmtList body;

  // Prefetching, when `prefetches` is not empty: each sub-strip of `sub_span` elements
  // first walks the loop variable over the lines of these elements (array(var, ...)),
  // `line` elements (a 64-byte line of the widest array) at a time.
  std::vector<ast::Expr> prefetches;
  long long prefetch_rows = 0;  // how many rows ahead they are
  long long sub_span = 0;
  long long line = 1;
  std::string sub;      // the sub-strip's first iteration
  std::string sub_end;  // and its last
};

// `loop` (innermost, over the unit-stride variable) reshaped to stream its stores to
// `streamed` arrays, prefetching `prefetch_rows` rows ahead (0: none); nothing when
// plan_streaming_stores refuses the loop. The names it makes are taken from `taken`.
std::optional<StreamedLoop> streamed_loop(const ast::Do& loop, const std::set<std::string>& streamed,
                                          const SymbolTable& symbols, long long prefetch_rows, NameSet& taken);

}  // namespace st
