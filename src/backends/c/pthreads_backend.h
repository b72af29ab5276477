// The pthreads generator: the four-level decomposition of DESIGN.md. The grid is cut
// into core blocks (CX, CY, CZ); teams of TEAM threads that share a cache take chunks
// of CHUNK consecutive core blocks round robin; the threads of a team split each core
// block into thread blocks (TBX, TBY, TBZ); each thread block is swept by a
// register-blocked (RX, RY, RZ) serial kernel that the C backend prints. The file it prints holds the
// runtime (runtime/thread_pool.c), so it compiles and links on its own with -lhwloc
// -pthread.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "analysis/stencil_info.h"
#include "analysis/symbols.h"
#include "ast/ast.h"
#include "transforms/variant.h"

namespace st {

struct CpuVariant {
  // Transforms of the serial block kernel: RX RY RZ, CSE, LINEARISE, SIMPLIFY, REASSOC.
  // Core blocks (CX CY CZ) in `transform.values` are taken by the decomposition
  // instead of being strip-mined inside one function.
  VariantParams transform;
  int threads = 1;
  int chunk = 1;      // consecutive core blocks a thread takes at a time
  bool simd = false;  // `#pragma omp simd` on the unit-stride loop (-fopenmp-simd)
  // VEC: the vector width in bytes that SIMD=1 asks GCC for where the target has
  // AVX-512 (32: 256-bit vectors, which some cores run faster); 0: the widest.
  int vector_bytes = 0;
  bool numa = true;        // first touch by the computing threads (used by the harness and the init entry)
  bool streaming = false;  // NT: streaming (non-temporal) stores to the grids the nest only writes
  bool dynamic = false;    // SCHED=1: threads take the next chunk from a shared counter, not round robin
  // TEAM: consecutive threads of the pool (pinned to PUs that share a cache) that
  // compute one core block together, each taking the team's thread blocks round robin.
  // 1: a thread computes its core blocks alone (no thread blocks).
  int team = 1;
  // TBX TBY TBZ: the thread block along each grid dimension; 0 leaves that dimension
  // whole. With a team and every entry 0, the core block is cut into TEAM slabs along
  // its slowest blocked dimension.
  long long thread_block[3] = {0, 0, 0};
  // REDUCE=1: a reduction's loops are vectorised, each SIMD lane summing its own terms
  // (the same bits run to run and for any thread count, other bits than REDUCE=0's;
  // the partials are per core block either way). REDUCE=0, the
  // default: each core block (each team member's share of it) adds its terms in the
  // loop's order, and the blocks' partials are combined in block order after the
  // barrier: the same bits whatever the thread count (a pool of at least TEAM threads),
  // schedule or SIMD setting.
  bool fast_reductions = false;
  // BT: the steps of the time loop run per pass over memory (backends/c/temporal_blocking.h);
  // 1 runs them one by one, each nest over the whole grid.
  int steps_per_pass = 1;
  // SHUF=1 (BT > 1): the passes' plane kernels take the points beside each along the unit
  // stride from neighbouring vectors by shuffles (backends/c/shifted_rows.h), not from
  // loads that straddle vectors; vectors of VEC bytes (32 where VEC is not set).
  bool shifted_rows = false;
  // PF=1 (BT > 1, 3-D): while a tile's applications compute a plane of the wave front,
  // they prefetch, a few cache lines a row, the input planes that the next plane's
  // first reads of the pass's input need (backends/c/temporal_blocking.h): those reads
  // come from memory, and without it the first application waits on them while the
  // others leave memory idle.
  bool prefetch_planes = false;
  // SKEW=1 (BT > 1, 3-D): the tiles' rows are skewed instead of overlapped: each
  // application computes the tile's rows shifted up by its halo, once, and takes the few
  // rows below them that later applications read from the tile before (the same thread
  // walks a chunk's tiles in order), which saved them a plane at a time
  // (backends/c/temporal_blocking.h). Only the chunks along the streamed dimension overlap.
  bool skewed_tiles = false;

  // The parameters as a string, "CX=64 CY=8 ... THREADS=2", for logs and reports.
  std::string describe() const;
};

// The pragma that sets the vector width of the kernels printed after it (SIMD=1, VEC),
// or nothing.
std::string vector_width_pragma(const CpuVariant& variant);

// A CPU variant from a point of the CPU space (strategy/cpu_strategy.h's parameter
// names), and back. A name the point lacks takes CpuVariant's default; SIMPLIFY and
// REASSOC are not tuned, so they are neither read nor written.
CpuVariant cpu_variant_of(const std::map<std::string, long long>& point);
std::map<std::string, long long> point_of(const CpuVariant& variant);

struct PthreadsEmitOptions {
  // The C function's name; empty: the subroutine's. NAME_ (gfortran's convention) and
  // NAME_first_touch are defined beside it.
  std::string function_name;
  bool fortran_entry = true;
  std::string comment;  // put at the top of the file
  // Also define `int NAME_beside(void (*fn)(void *), void *ctx)`: in the next call of
  // NAME on this thread the pool's other threads start computing while the calling
  // thread runs fn(ctx) (once, before NAME returns), then joins them (st_pool_beside);
  // it returns 0, and does nothing, for a variant of one thread. The MPI entry's
  // exchange beside its interior.
  bool beside_entry = false;
};

// The C source of the parallel variant of `sub`, which passed analyse() as `info`.
std::string emit_pthreads(const ast::Subroutine& sub, const SymbolTable& symbols, const StencilInfo& info,
                          const CpuVariant& variant, const PthreadsEmitOptions& options = {});

}  // namespace st
