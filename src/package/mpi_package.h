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

#include <map>
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
  // For a package of the CUDA library: the compiler of the entries' GPU side and box
  // parts, and the architecture the library was built for (empty for the CPU's).
  std::string nvcc;
  std::string cuda_arch;
};
std::optional<MpiToolchain> find_mpi_toolchain();

// What the exchange of a subroutine moves: the grids read at non-zero offsets (each
// declared over the grid's dimensions, none of them written) with the ghost layers the
// stencil reads of each below and above its loop bounds along each dimension
// (grid_below[g][d]), the most of any grid (below[d], above[d]), and whether it reads
// diagonal neighbours (edges and corners are then exchanged too).
struct MpiHalo {
  int dims = 0;
  std::vector<std::string> grids;
  std::vector<std::vector<long long>> grid_below, grid_above;
  std::vector<long long> below, above;
  bool diagonal = false;
};

// A subroutine the MPI entry runs nest by nest over boxes of the block, with exchanges
// between them: a time loop (its steps counted by the call's arguments), or nests of
// which one reads around a grid an earlier one writes. For every grid the nests access
// (declared over the grid's dimensions) and every nest: how deep the nest reads it below
// and above its loop bounds along each dimension (`reads` false: not at all) and whether
// it writes it. `suffix_below[n][d]`: how far the nests after n in a
// step read below along d, which is how far past the block nest n must compute when the
// exchange comes only once a step; `step_below`: the whole step's.
struct MpiSequence {
  int dims = 0;
  std::vector<std::string> grids;
  struct Nest {
    int index = 0;
    std::vector<std::vector<long long>> below, above;  // [grid][dimension]
    std::vector<bool> reads, writes;                   // [grid]
    std::vector<long long> reach_below, reach_above;   // the deepest read of any grid
    bool diagonal = false;                             // reads diagonal neighbours
  };
  std::vector<Nest> nests;
  std::vector<std::vector<long long>> suffix_below, suffix_above;  // [nest][dimension]
  std::vector<long long> step_below, step_above;
};
// Whether nests run one by one may also exchange every H steps with redundant work past
// the block: not with a reduction (the work past the block would count points twice) or
// a grid of more dimensions than the nests' (which the deep exchange cannot move).
bool mpi_deep_halos(const StencilInfo& info, const SymbolTable& symbols);

// The reductions the MPI entry combines across ranks (MPI_Allreduce after the nest that
// computes them): the dummy that receives each, its operator and type, and its nest.
struct MpiReduction {
  std::string dummy;
  ReductionOp op = ReductionOp::Sum;
  ast::ScalarType type;
  int nest = 0;
};
std::vector<MpiReduction> mpi_reductions(const StencilInfo& info);

// Whether the MPI entry runs `info`'s nests one by one (MpiSequence) rather than as one
// call of the package's entry after one exchange.
bool mpi_sequenced(const StencilInfo& info);
MpiSequence mpi_sequence(const StencilInfo& info);

// Why a subroutine gets no MPI entry (a reduction that does not start from its
// operator's identity, nests over different bounds, nests outside a time loop, a grid read
// at offsets with more dimensions than the nests'), or nothing when it gets one.
std::optional<std::string> mpi_refusal(const StencilInfo& info, const SymbolTable& symbols);
MpiHalo mpi_halo(const StencilInfo& info);

// What an entry does where the environment does not say, per subroutine: the choices its
// timing made (build_and_check_mpi).
struct MpiDefaults {
  // The subroutines whose entries run overlapped where STENCILTUNE_MPI_MODE is unset;
  // blocking otherwise.
  std::set<std::string> overlapped;
  // The pieces the overlapped mode computes the interior in, where STENCILTUNE_MPI_PIECES
  // is unset (mpi_interior_pieces where not given).
  std::map<std::string, long> pieces;
  // For subroutines whose nests run one by one, the steps between deep exchanges where
  // STENCILTUNE_MPI_HALO_STEPS is unset (1 where not given).
  std::map<std::string, long> halo_steps;
};
constexpr long mpi_interior_pieces = 8;

// The texts of the MPI package (for the kernels mpi_refusal accepts), exposed for tests.
std::string mpi_entry_source(const PackageRequest& request, const MpiDefaults& defaults = {});
std::string mpi_header(const PackageRequest& request);
// NAME_mpi_device.cu, where a kernel's parts are the CUDA library's: the GPU side of its
// entry (runtime/mpi_device.cu) under the package's names.
std::string mpi_device_source(const PackageRequest& request);
// The symbol of the GPU helper `what` of package `package`'s MPI library ("" gives the
// prefix they share): ST_<PACKAGE>_MPI_DEV_what, upper case, which no Fortran name folds to.
std::string mpi_device_symbol(const std::string& package, const std::string& what);
std::string mpi_fortran_module(const PackageRequest& request);
std::string mpi_pkg_config(const PackageRequest& request);
std::string mpi_cmake_config(const PackageRequest& request);

struct MpiPackageResult {
  std::vector<std::string> files;                            // written, relative to out_dir
  std::vector<std::pair<std::string, std::string>> without;  // subroutine, why it has no MPI entry
  std::vector<std::string> with;                             // subroutines with an MPI entry
  std::vector<std::string> overlapped;                       // those of them with the overlapped mode
  std::vector<std::string> sequenced;                        // those whose nests run one by one
  std::vector<std::string> deep;                             // those of them with deep halos too
};

// Builds libNAME_mpi.a, NAME_mpi.h, NAME_mpi_mod.f90, NAME_mpi.pc and NAME_mpiConfig.cmake
// in request.out_dir, where write_package placed the package (each file written to a
// temporary name and renamed). Nothing is built when no kernel gets an entry. Throws
// EnvironmentError when a tool fails.
MpiPackageResult write_mpi_package(const PackageRequest& request, const MpiToolchain& mpi,
                                   const MpiDefaults& defaults = {});

}  // namespace st
