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
//
// The generator by file: cuda_variant (the variant and its parameters), nest_plan (what
// each kernel streams, queues and keeps in shared memory), kernel_printer (the kernel
// skeleton and its reads), register_sums (RX > 1: sums accumulated a ring row at a
// time), plane_sums (PSUM), ring_loads (the ring's and the shared planes' fills),
// host_entries (the launches and the library's entry points around the kernels).
#pragma once

#include <map>
#include <string>

#include "analysis/stencil_info.h"
#include "analysis/symbols.h"
#include "ast/ast.h"
#include "backends/cuda/cuda_variant.h"

namespace st {

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
  // The package's host entries: arrays copied through their pinned registrations
  // (cudaHostRegister, kept between calls; STENCILTUNE_PAGEABLE=1 turns it off), and
  // resident mode: NAME_resident_begin, NAME_resident_sync and NAME_resident_end (and
  // their gfortran symbols with fortran_entry), between which host-pointer calls on the
  // arrays handed to begin run on device copies without transfers.
  bool resident_entries = false;
  // With resident_entries: a static function with NAME_host's parameters, declared before
  // it and defined by the caller after it (the package's split over several GPUs,
  // package/gpu_slabs.h), which NAME_host calls first where no array is resident; it
  // returns -1 where it does not take the call, else NAME_host's result.
  std::string split_entry;
  // With split_entry: a static function with NAME_host's parameters, defined with it, that
  // returns 1 where a call with these arguments splits: NAME_resident_begin then leaves the
  // arrays to the split's slabs to load and keep (each GPU its planes) instead of making a
  // device copy on the current GPU.
  std::string split_probe;
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

// The library's pinned staging of host arrays and its resident table (the "pageable" and
// "staging" sections of runtime/host_entries.cuh), for other CUDA text of a package that
// copies the caller's arrays as the library does (the MPI entry's GPU side).
std::string cuda_staging_runtime();

// The declarations of the library's CUDA entry points, for NAME.h.
std::string cuda_prototypes(const ast::Subroutine& sub, const SymbolTable& symbols, const std::string& name);

}  // namespace st
