// The MPI entry (libNAME_mpi.a): for each subroutine of a package, NAME_mpi(comm, <the
// original's arguments>) on a rank's block of a global grid, its ghost layers filled
// from the neighbours of the caller's Cartesian communicator before the package's own
// tuned entry computes the block. The exchange is the runtime in
// package/runtime/mpi_halo.c, printed into the library's one source file as static
// functions; the library defines no symbol but its entries.
//
// Built with the MPI C compiler wrapper (mpicc) found at run time, beside the package
// that write_package placed in the same folder (the MPI library calls it).
#pragma once

#include <optional>
#include <set>
#include <string>
#include <vector>

#include "analysis/stencil_info.h"
#include "package/package.h"

namespace st {

// The MPI compiler wrapper and launcher: MPICC and MPIEXEC from the environment, else
// mpicc and mpiexec on the PATH, else those CMake's FindMPI found when the tool was
// built. Empty when there is none.
struct MpiToolchain {
  std::string mpicc;
  std::string mpiexec;
};
std::optional<MpiToolchain> find_mpi_toolchain();

// What the exchange of a subroutine moves: the grids read at non-zero offsets (each
// declared over the grid's dimensions, none of them written), the ghost layers the
// stencil reads below and above its loop bounds along each dimension, and whether it
// reads diagonal neighbours (edges and corners are then exchanged too).
struct MpiHalo {
  int dims = 0;
  std::vector<std::string> grids;
  std::vector<long long> below, above;
  bool diagonal = false;
};

// Why a subroutine gets no MPI entry (a time loop, a reduction, nests over different
// bounds, a grid read at an offset that a nest writes), or nothing when it gets one.
std::optional<std::string> mpi_refusal(const StencilInfo& info, const SymbolTable& symbols);
MpiHalo mpi_halo(const StencilInfo& info);

// The texts of the MPI package (for the kernels mpi_refusal accepts), exposed for tests.
// `overlapped`: the subroutines whose entries run overlapped where STENCILTUNE_MPI_MODE
// is unset (the mode their timing chose); blocking otherwise.
std::string mpi_entry_source(const PackageRequest& request, const std::set<std::string>& overlapped = {});
std::string mpi_header(const PackageRequest& request);
std::string mpi_fortran_module(const PackageRequest& request);
std::string mpi_pkg_config(const PackageRequest& request);
std::string mpi_cmake_config(const PackageRequest& request);

struct MpiPackageResult {
  std::vector<std::string> files;                            // written, relative to out_dir
  std::vector<std::pair<std::string, std::string>> without;  // subroutine, why it has no MPI entry
  std::vector<std::string> with;                             // subroutines with an MPI entry
  std::vector<std::string> overlapped;                       // those of them with the overlapped mode
};

// Builds libNAME_mpi.a, NAME_mpi.h, NAME_mpi_mod.f90, NAME_mpi.pc and NAME_mpiConfig.cmake
// in request.out_dir, where write_package placed the package (each file written to a
// temporary name and renamed). Nothing is built when no kernel gets an entry. Throws
// EnvironmentError when a tool fails.
MpiPackageResult write_mpi_package(const PackageRequest& request, const MpiToolchain& mpi,
                                   const std::set<std::string>& overlapped = {});

}  // namespace st
