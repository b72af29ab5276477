// The MPI entry's check (issue 25): one program, run under mpiexec on a rank grid, that
// computes a small global grid with the serial library on every rank, cuts it into the
// ranks' blocks (their ghost layers poisoned, except where a non-periodic edge keeps the
// caller's boundary values), calls NAME_mpi on the blocks and compares every point the
// blocks computed with the global result, bit for bit.
//
// Program arguments: PX PY PZ PERIODIC (the rank grid, its dimensions beyond the grid's
// 1; PERIODIC 1 wraps every dimension, the global grid's ghost layers then filled by
// wrapping before the serial call). It prints one line, "mpi check: N of M points
// differ" (rank 0), and exits 0 when none does.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "analysis/stencil_info.h"
#include "analysis/symbols.h"
#include "ast/ast.h"

namespace st {

struct MpiCheckOptions {
  std::string package;              // NAME of NAME.h and NAME_mpi.h
  std::vector<long long> interior;  // the global grid's points computed per dimension
  long long steps = 3;              // a time loop's steps, where its count is an argument
  long long ghost = 3;              // the value of an integer argument found in array bounds only
  // The entry runs the nests one by one (MpiSequence). The serial library cannot wrap
  // its grids between nests as a periodic exchange does, so on a periodic rank grid the
  // reference is the entry itself on one periodic rank, exchanging before every nest
  // and blocking, whatever mode and depth the ranks run.
  bool sequenced = false;
  // The timing's calls between NAME_resident_begin and NAME_resident_end: the CUDA
  // library's then run on device copies without transfers, as a solver keeps its arrays
  // on the GPU between calls (the CPU library's begin and end do nothing).
  bool resident = false;
  // Over the CUDA library: the prefix of the MPI library's GPU helpers (mpi_device_symbol
  // with ""). Each rank then takes a GPU of its node by its rank there (select), and the
  // timing waits for the serial library's kernels (sync) before it stops the clock.
  std::string device_helpers;
};

// Why a subroutine's MPI entry cannot be checked this way (a grid dimension whose loop
// count is not its size argument plus a constant, an integer argument that is no size,
// no time loop's step count and in no array bound only), or nothing. An argument found
// in array bounds only sets the ghost layers' depth (u(1-g:n+g)): the check gives it
// MpiCheckOptions::ghost, the same on the global grid and the blocks.
std::optional<std::string> mpi_check_refusal(const StencilInfo& info, const SymbolTable& symbols);

// The program's C source; mpi_check_refusal must have accepted the subroutine.
std::string generate_mpi_check(const ast::Subroutine& sub, const SymbolTable& symbols, const StencilInfo& info,
                               const MpiCheckOptions& options);

// The MPI entry's timing (--ranks with tuning): one program, run under mpiexec on a rank
// grid, every rank a block of `interior` points (weak scaling: the tuned size is a rank's
// block), filled with values in [0.5, 1.5). After a warm-up call, it times `repetitions`
// calls each of NAME_mpi (in the mode STENCILTUNE_MPI_MODE gives), NAME_mpi_exchange and
// the serial NAME on the block, every call started together (MPI_Barrier), and prints
// (rank 0) "mpi time: total=T exchange=E compute=C", each the slowest rank's median in
// seconds. Program arguments: PX PY PZ PERIODIC, as the check's.
std::string generate_mpi_timing(const ast::Subroutine& sub, const SymbolTable& symbols, const StencilInfo& info,
                                const MpiCheckOptions& options, int repetitions);

}  // namespace st
