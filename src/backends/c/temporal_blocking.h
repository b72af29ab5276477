// Temporal blocking on the CPU (BT > 1): a time loop's steps run BT at a time per pass
// over memory. Each pass cuts the grid into tiles: chunks of planes along the slowest
// dimension (CZ planes in 3-D, CY rows in 2-D) and, in 3-D, CY rows of the next one. A
// thread streams through its tile plane by plane, and every nest application of the
// pass's BT steps follows the one before it a few planes behind (a wave front), so
// that the intermediate time levels live in rings of a few planes per thread, in
// cache; the inputs of the pass are read once from memory and its results written
// once. Tiles overlap by what the later applications read (computed backwards from the
// core of each tile), so tiles are independent and the pass writes a second copy of the
// grids it updates (swapped each pass; the last result lands in the caller's arrays).
// The planes of one application are computed by a function the C printer prints from
// the nest with its slowest loop taken out and its grids read through plane pointers.
#pragma once

#include <optional>
#include <string>

#include "analysis/stencil_info.h"
#include "analysis/symbols.h"
#include "ast/ast.h"
#include "backends/c/pthreads_backend.h"

namespace st {

// Why the time loop of `sub` cannot be blocked over time, or nothing when it can: `sub`
// holds only its time loop; every nest in it is 2-D or 3-D like the others, has no
// reduction, unit steps and its loop over the slowest dimension outermost; the grids
// the time loop writes are indexed by the loop variables alone, each along its own
// dimension, and are declared with the same bounds.
std::optional<std::string> temporal_blocking_refusal(const ast::Subroutine& sub, const StencilInfo& info);

// The C source of the blocked variant (variant.steps_per_pass > 1), with the entries
// emit_pthreads defines (NAME, NAME_first_touch, and NAME_ unless options say not).
// Throws UserError with the refusal's reason when the time loop cannot be blocked.
std::string emit_temporal(const ast::Subroutine& sub, const SymbolTable& symbols, const StencilInfo& info,
                          const CpuVariant& variant, const PthreadsEmitOptions& options);

}  // namespace st
