// Temporal blocking on the CUDA target (BT > 1), the AN5D scheme: a pass runs up to BT
// steps of the time loop in one kernel. A block owns a tile of the plane (TX*RX points
// along the unit-stride dimension, TY*RY along the second in 3-D) whose core it
// computes, the rest a halo that shrinks application by application, and streams
// through ZB planes of the slowest dimension, widened by what later applications read.
// Each application of a nest (temporal_schedule.h) follows the versions it reads a few
// planes behind; the versions live in shared-memory rings of a few planes (with
// STREAM=1, the reads at a thread's own point in a register queue per version), so the pass
// reads its inputs once from memory and writes each result once, into a second copy of
// the grids (the copies swap each pass; the last result lands in the caller's arrays).
// Points a nest does not write keep the value of the version before. The kernel's
// body is the nest's, printed by the C printer with the stores taken into registers and
// the reads of the grids the time loop writes taken from the rings.
#pragma once

#include <map>
#include <string>

#include "analysis/stencil_info.h"
#include "analysis/symbols.h"
#include "ast/ast.h"
#include "backends/cuda/cuda_variant.h"

namespace st::cuda {

// The kernels of the passes of 1 .. v.bt steps, with the second copies' buffers, as
// NAME_device's file holds them. Throws UserError (at the time loop) with the reason
// when the time loop cannot be blocked, or when the tile has no core left.
std::string temporal_kernels(const ast::Subroutine& sub, const SymbolTable& symbols, const StencilInfo& info,
                             const CudaVariant& v, const std::string& name);

// The body of NAME_steps_device: the first st_steps steps of the time loop, the passes
// launched BT steps at a time (the last with the steps left), `names` the C spelling of
// each dummy in the entry.
std::string temporal_launches(const ast::Subroutine& sub, const SymbolTable& symbols, const StencilInfo& info,
                              const CudaVariant& v, const std::string& name,
                              const std::map<std::string, std::string>& names);

// The time loop's step count, a C expression of the entry's dummies (spelt by `names`).
std::string temporal_step_count(const StencilInfo& info, const std::map<std::string, std::string>& names);

// The body of NAME_pass_device, its return included: one pass of st_steps (1 .. v.bt) steps over the planes
// [st_zfirst, st_zlast] of the slowest dimension, the others whole; the grids the time
// loop writes read from the arrays given and written, on those planes, into the
// copies st_to*. The split over several GPUs runs it on each slab (package/gpu_slabs.h).
std::string temporal_pass_entry(const ast::Subroutine& sub, const SymbolTable& symbols, const StencilInfo& info,
                                const CudaVariant& v, const std::string& name,
                                const std::map<std::string, std::string>& names);

// NAME_pass_device's parameters after the subroutine's: ", T *st_to0, ..., int st_steps,
// ptrdiff_t st_zfirst, ptrdiff_t st_zlast", a copy per grid the time loop writes, in the
// order of temporal_schedule's `written`.
std::string temporal_pass_parameters(const ast::Subroutine& sub, const SymbolTable& symbols, const StencilInfo& info,
                                     const CudaVariant& v);

}  // namespace st::cuda
