// The CUDA backend: one kernel per stencil nest, the launches that run them in order,
// and the entry points of the library (host pointers, device pointers, and the
// gfortran-mangled drop-in). Adjacent threads take adjacent points of the unit-stride
// (first Fortran) dimension; a thread block of TX x TY threads covers a tile of the
// plane and walks ZB points along the slowest grid dimension; in 3-D each thread may
// compute RY consecutive points of the second dimension and RX adjacent points of the first
// (register blocking; from a ring, the RX points' shared cells are read as vectors). Beyond the paper's
// global-memory generator (all options 0), a variant may keep the centre column of each
// grid in a register queue as it streams (STREAM, the 2.5D method), read the in-plane
// neighbours from shared-memory planes with their halos (SMEM), load through the
// read-only cache (RO), declare launch bounds (LB) and unroll the streaming loop
// (UNROLL), or copy planes asynchronously into a shared-memory ring (SMEM=2, PIPE planes
// in flight, one barrier per plane), from which a box's cells may be summed once per plane
// (PSUM). Every variant computes the same points as the original, at any size.
#pragma once

#include <map>
#include <string>

#include "analysis/stencil_info.h"
#include "analysis/symbols.h"
#include "ast/ast.h"

namespace st {

struct CudaVariant {
  int tx = 32;  // threads along the unit-stride dimension (a warp at least, for coalescing)
  int ty = 4;   // threads along the second dimension (3-D nests; 1 otherwise)
  int ry = 1;   // consecutive points each thread computes along the second dimension (3-D)
  int rx = 1;   // adjacent points each thread computes along the unit-stride dimension
  int zb = 1;   // points each thread walks along the slowest dimension (2-D and 3-D)
  bool stream = false;       // register queue for the centre column (needs zb > 1 to pay)
  // Shared memory: 0 none; 1 the in-plane neighbours from shared planes the block fills
  // from registers it prefetched a plane ahead (with stream); 2 a ring of planes filled by
  // asynchronous copies (cp.async) with `pipe` planes in flight, from which every read of
  // the grid is served but the centre column's queue (stream) or every read (no stream).
  int shared_memory = 0;
  int pipe = 1;  // planes in flight in the ring (SMEM=2)
  bool read_only = true;     // __ldg for the other reads
  int launch_bounds = 1;  // 0 none, 1 __launch_bounds__(threads), N > 1 also N blocks per multiprocessor
  int unroll = 1;  // #pragma unroll on the streaming loop
  // Plane sums (with the ring): a linear body's ring cells, grouped by their factors, are
  // summed once per plane as the plane enters the ring and the sums kept in registers
  // while the stream passes (the 27-point box: 9 shared reads and 6 additions a point
  // per plane instead of 27 and 26).
  bool plane_sums = false;

  int threads() const { return tx * ty; }
  int tile_x() const { return tx * rx; }  // points of the unit-stride dimension a block covers
  int tile_y() const { return ty * ry; }  // points of the second dimension a block covers
};

// The parameter names of the CUDA space: TX TY RX RY ZB STREAM SMEM PIPE RO LB UNROLL, and
// PSUM where plane sums can pay (cuda_plane_sums_pay).
CudaVariant cuda_variant_of(const std::map<std::string, long long>& point);
std::map<std::string, long long> point_of(const CudaVariant& v);

struct CudaEmitOptions {
  // The host entry's name (default: the subroutine's); the others derive from it:
  // NAME_host (returns a CUDA error code), NAME_device (device pointers), NAME_
  // (gfortran's convention) unless fortran_entry is false.
  std::string function_name;
  bool fortran_entry = true;
  // Also print st_time_NAME(reps, ...), which the harness calls to time the kernels
  // alone with CUDA events (and the copies, separately).
  bool timing_entry = false;
  // Also print NAME_first_touch (zeroes the host arrays; the CPU library's initialiser,
  // kept so that callers of either library compile unchanged) and NAME_variant (0: the
  // library holds one variant), for the package.
  bool library_entries = false;
  // What to print: All, a file on its own; Device, the kernels and NAME_device only (a
  // part of a library variant); Host, the host entries only (NAME_host, NAME, NAME_, and
  // with library_entries NAME_first_touch) around a NAME_device defined elsewhere (the
  // library's entry, which picks the variant and defines NAME_variant).
  enum class Entries { All, Device, Host };
  Entries entries = Entries::All;
  std::string comment;
};

// Throws UserError when the subroutine cannot run on CUDA (a scalar argument it
// assigns, statements outside the nests, a loop step other than 1).
std::string emit_cuda(const ast::Subroutine& sub, const SymbolTable& symbols, const StencilInfo& info,
                      const CudaVariant& variant, const CudaEmitOptions& options);

// Whether plane sums (PSUM) can save reads in `nest`: one assignment, and a grid read at an
// in-plane neighbour from two planes or more (a box; a star reads its in-plane neighbours
// from one plane only, and its centre column has the register queue).
bool cuda_plane_sums_pay(const NestInfo& nest);

// Bytes of shared memory the variant's kernels use, the largest of any nest (static for
// SMEM=1, dynamic for SMEM=2's ring).
long long cuda_shared_bytes(const StencilInfo& info, const CudaVariant& variant);

// The declarations of the library's CUDA entry points, for NAME.h.
std::string cuda_prototypes(const ast::Subroutine& sub, const SymbolTable& symbols, const std::string& name);

}  // namespace st
