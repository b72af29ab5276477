// A variant: the tuning parameters of one generated kernel, and the composition of
// passes that turns the user's subroutine into it. The strategy engines enumerate
// VariantParams; --param NAME=VALUE sets them by hand.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "analysis/stencil_info.h"
#include "analysis/symbols.h"
#include "ast/ast.h"

namespace st {

struct VariantParams {
  // Core block per grid dimension: CX (unit stride), CY, CZ; 0 = not blocked.
  // Register block per grid dimension: RX, RY, RZ; 1 = not unrolled.
  std::map<std::string, long long> values;
  bool simplify = true;      // SIMPLIFY=0|1: constant propagation and simplification
  bool cse = true;           // CSE=0|1: common subexpressions within a point and a register block
  bool linearise = false;    // LINEARISE=0|1: one base offset per point, precomputed strides
  bool reassociate = false;  // REASSOC=0|1: allow reassociating floating-point sums

  long long get(const std::string& name, long long fallback) const;
};

// Names accepted by --param, with what they mean (for --help and diagnostics).
const std::vector<std::pair<std::string, std::string>>& parameter_names();

// Reads NAME=VALUE strings (parse_param) and judges them against the nests of one
// subroutine. Malformed assignments, unknown names, names given twice, and values
// illegal for these nests (CZ on a 2-D stencil, a block below 1, RX above 8) are
// UserErrors that name the parameter.
VariantParams parse_params(const std::vector<std::string>& assignments, const StencilInfo& info);

// The subroutine with every nest transformed as `params` says: simplification,
// core blocking, register blocking, CSE, linearisation, in that order. The result
// computes what the input computes (up to reassociation, only when allowed).
ast::Subroutine apply_variant(const ast::Subroutine& sub, const SymbolTable& symbols, const StencilInfo& info,
                              const VariantParams& params);

}  // namespace st
