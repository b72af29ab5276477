#include "backends/c/streamed_loop.h"

#include <algorithm>

#include "backends/c/streaming_stores.h"
#include "frontend/diagnostics.h"

namespace st {

namespace {

// The element type of an array the loop streams or prefetches.
ast::ScalarType element_type(const SymbolTable& symbols, const std::string& array) {
  const Symbol* s = symbols.find(array);
  if (s == nullptr) throw InternalError("streamed array '" + array + "' is not in the symbol table");
  return s->type;
}

// buffer[var - strip + offset]: where an iteration's store goes in its row's buffer.
ast::Expr buffer_element(const std::string& buffer, const std::string& var, const std::string& strip,
                         long long offset) {
  internal_assert(offset >= 0) << "a streamed store before its row's first element";
  ast::Expr index = ast::Binary::make(ast::BinaryOp::Sub, ast::VarRef::make(var), ast::VarRef::make(strip));
  if (offset > 0) index = ast::Binary::make(ast::BinaryOp::Add, index, ast::IntLit::make(offset));
  return ast::LinearRef::make(buffer, index);
}

}  // namespace

std::optional<StreamedLoop> streamed_loop(const ast::Do& loop, const std::set<std::string>& streamed,
                                          const SymbolTable& symbols, long long prefetch_rows, NameSet& taken) {
  const IntegerValues& known = symbols.integer_constants();
  std::optional<StreamingPlan> plan = plan_streaming_stores(loop, streamed, known);
  if (!plan) return std::nullopt;

  StreamedLoop s;
  s.step = plan->step;
  long long row_bytes = 0;
  for (const StreamedRow& row : plan->rows) row_bytes += element_type(symbols, row.array).kind;
  s.per_strip = std::max(1LL, 16384 / std::max(1LL, row_bytes * s.step));
  s.span = s.per_strip * s.step;
  s.strip = fresh_name("st_strip", taken);
  s.strip_end = fresh_name("st_strip_end", taken);
  for (size_t r = 0; r < plan->rows.size(); ++r) {
    const StreamedRow& row = plan->rows[r];
    s.buffers.push_back({fresh_name("st_row" + std::to_string(r + 1), taken), element_type(symbols, row.array),
                         streamed_row_start(row, s.strip)});
  }

  // The hardware prefetcher does not follow the short rows of a blocked sweep across
  // planes, so each sub-strip of about 64 iterations asks for the rows it will read
  // prefetch_rows rows later.
  if (prefetch_rows > 0) s.prefetches = plan_prefetches(loop, *plan, streamed, known, prefetch_rows);
  if (!s.prefetches.empty()) {
    s.prefetch_rows = prefetch_rows;
    s.sub_span = std::max(1LL, 64 / s.step) * s.step;
    long long widest = 1;
    for (const ast::Expr& e : s.prefetches) {
      widest = std::max<long long>(widest, element_type(symbols, ast::as<ast::ArrayRef>(e)->name).kind);
    }
    s.line = std::max(1LL, 64 / widest);
    s.sub = fresh_name("st_sub", taken);
    s.sub_end = fresh_name("st_sub_end", taken);
  }

  for (const ast::Stmt& stmt : loop.body) {
    auto store = plan->stores.find(stmt.get());
    if (store == plan->stores.end()) {
      s.body.push_back(stmt);
      continue;
    }
    const auto& [row, offset] = store->second;
    const auto* assign = ast::as<ast::Assign>(stmt);
    if (assign == nullptr) throw InternalError("a streamed store that is not an assignment");
    s.body.push_back(
        ast::Assign::make(buffer_element(s.buffers[row].name, loop.var, s.strip, offset), assign->rhs, assign->loc));
  }
  return s;
}

}  // namespace st
