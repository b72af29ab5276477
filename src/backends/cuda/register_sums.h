// The accumulated form of a body (RX > 1, PSUM): its one assignment as a sum of terms,
// each register-only factors times one ring cell or one register-only value.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "analysis/symbols.h"
#include "ast/ast.h"

namespace st::cuda {

// ---- RX > 1: the points' sums accumulated one ring row at a time ----
//
// A body that is one assignment of a linear combination of ring cells (plus terms that
// read only registers: queue entries, coefficients) is printed as one accumulator per
// point: each ring row's vectors are read once and added into every point that needs
// them, then go dead, instead of staying live until the last point that reads them is
// printed. The sums are reassociated (c*(a+b) becomes c*a + c*b, added in row order);
// the check's tolerance, scaled by the terms' magnitudes, allows that.
enum class ReadKind { Ring, Register, Other };
struct LinearTerm {
  std::vector<ast::Expr> factors;  // multiplied together (none: 1)
  bool negative = false;
  ast::Expr value;  // a ring cell (ring) or a register-only expression
  bool ring = false;
};
// The body's one assignment, its terms and the C type the sums are taken in, where the
// accumulated form applies.
struct AccumulatedForm {
  const ast::Assign* assign = nullptr;
  std::vector<LinearTerm> terms;
  std::string type;
};

// Where the kernel printer serves a read from: a ring cell, a register (a queue entry, a
// hoisted coefficient), or anything else.
using ReadKindOf = std::function<ReadKind(const ast::ArrayRef&)>;

// The reshaping step before the points are printed (RX > 1, PSUM): `body` as its
// accumulated form, where it is one assignment of a real linear combination of ring
// cells and register-only terms with at least one ring cell; none otherwise.
std::optional<AccumulatedForm> accumulated_form(const ast::StmtList& body, const SymbolTable& symbols,
                                                const ReadKindOf& kind_of);

}  // namespace st::cuda
