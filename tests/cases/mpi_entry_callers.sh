#!/usr/bin/env bash
# The MPI entries (--ranks) seen from callers built against the package alone:
#  1. A Fortran program (tests/library/mpi_laplacian_caller.F90), built with mpif90 through
#     `use laplacian_mpi_mod` and pkg-config laplacian_mpi, runs laplacian_mpi on 4 ranks
#     (a 2x2x1 non-periodic Cartesian communicator, the global 13x9x5 grid split unevenly,
#     the ghost layers between ranks full of garbage) and gets, bit for bit, what the serial
#     drop-in laplacian computes on the global grid, at each of 3 time steps (u and unext
#     swapping roles; step 2 on the exchange kept from step 1, step 3 on a duplicated
#     communicator); step 1 leaves the ghost layers of unext as they were.
#  2. The C entries refuse (tests/library/mpi_errors.c, built with mpicc through NAME_mpi.h):
#     (a) MPI_COMM_WORLD (no topology) -> LAPLACIAN_MPI_NOT_CARTESIAN on every rank;
#     (b) a 3-D Cartesian communicator for the 2-D jacobi2d5 -> JACOBI2D5_MPI_TOO_MANY_DIMENSIONS;
#     (c) star25_sp (radius 4) on 2 ranks along x, one block 2 points thick ->
#         STAR25_SP_MPI_BLOCK_TOO_THIN on both, the thin rank saying why, the other that it stops.
#     Each rank returns the code, prints its one line on standard error, and no byte of any
#     array changes.
#  3. A rank that dies (exit(3), abort()) instead of calling the entry while the other calls
#     it: mpiexec exits non-zero within 60 seconds (a timeout is a hang).
# Skipped (77) without mpicc, mpif90, mpiexec or pkg-config.
# usage: mpi_entry_callers.sh TOOL SOURCE_DIR BUILD_DIR
set -euo pipefail
tool=$1 src=$2 build=$3
if [[ $tool == */* && $tool != /* ]]; then tool=$PWD/$tool; fi  # the script works in its own folder
[[ $src == /* ]] || src=$PWD/$src
[[ $build == /* ]] || build=$PWD/$build
for t in mpicc mpif90 mpiexec pkg-config; do
  command -v "$t" >/dev/null || { echo "skip: $t not found (the MPI entries' callers need it)"; exit 77; }
done
work=$build/mpi_entry_callers
rm -rf "$work" && mkdir -p "$work"
cd "$work"
lib=$src/tests/library
start=$SECONDS

fail() { echo "FAIL: $*"; exit 1; }
show() { for f; do echo "--- $f:"; cat "$f"; done; }

launch=(mpiexec)
if mpiexec --version 2>&1 | grep -qi -e 'open mpi' -e openrte -e open-mpi.org; then
  launch+=(--oversubscribe)
  if [ "$(id -u)" = 0 ]; then launch+=(--allow-run-as-root); fi
fi
# run_ranks N LOG PROGRAM ARGS...: runs PROGRAM on N ranks, stdout to LOG.out and stderr to
# LOG.err, at most 60 seconds; sets $rc to mpiexec's status (124: it ran out of time).
run_ranks() {
  local n=$1 log=$2
  shift 2
  rc=0
  timeout -k 5 60 "${launch[@]}" -n "$n" "$@" >"$log.out" 2>"$log.err" || rc=$?
}

# The three packages, each with its MPI library (the tool checks it on 2 ranks itself).
for stencil in laplacian jacobi2d5 star25_sp; do
  "$tool" "$src/stencils/$stencil.f95" --target=cpu --no-tune --ranks=2 -q -o "out_$stencil" >"$stencil.log" 2>&1 ||
    { show "$stencil.log"; fail "packaging $stencil with --ranks=2"; }
  for f in "lib${stencil}_mpi.a" "${stencil}_mpi.h" "${stencil}_mpi_mod.f90" "${stencil}_mpi.pc" "${stencil}_mpiConfig.cmake"; do
    [ -f "out_$stencil/$f" ] || { show "$stencil.log"; fail "packaging $stencil with --ranks=2 wrote no $f"; }
  done
done

# 1. The Fortran caller against laplacian_mpi_mod.f90 and laplacian_mpi.pc only.
read -r -a lap_flags <<<"$(PKG_CONFIG_PATH=$work/out_laplacian pkg-config --cflags --libs laplacian_mpi)"
mkdir mod
mpif90 -c out_laplacian/laplacian_mpi_mod.f90 -Jmod -o mod/laplacian_mpi_mod.o >fbuild.log 2>&1 &&
  mpif90 -O2 -Imod "$lib/mpi_laplacian_caller.F90" "${lap_flags[@]}" -o f_caller >>fbuild.log 2>&1 ||
  { show fbuild.log; fail "building the Fortran caller through laplacian_mpi_mod and pkg-config laplacian_mpi"; }
run_ranks 4 fortran ./f_caller 2 2 13 9 5
[ "$rc" = 0 ] && grep -qx 'mpi_laplacian_caller: 4 ranks, grid of 585 points, 585 compared a step; points that differ at steps 1 2 3: 0 0 0; ghost points of unext written: 0' fortran.out ||
  { show fortran.out fortran.err; fail "laplacian_mpi on 2x2x1 ranks (global 13x9x5) does not give the serial laplacian's bits (mpiexec status $rc)"; }
grep -qx 'mpi_laplacian_caller: laplacian_mpi_times: 3 calls on every rank, every phase timed: T' fortran.out ||
  { show fortran.out fortran.err; fail "laplacian_mpi_times does not count the 3 calls with their phases"; }
echo "ok: Fortran caller: laplacian_mpi on 2x2x1 ranks, 13x9x5 split unevenly, equals the serial laplacian bit for bit at 3 steps; laplacian_mpi_times counts them"

# 2. The refusals of the C entries.
# refused NAME N CODE LOG [RANK:PATTERN]...: every rank of the run printed "rank R: returned
# CODE (expected CODE); arrays unchanged", and on standard error exactly the one line of
# NAME_mpi that its PATTERN (an extended regular expression of the whole line) describes.
refused() {
  local name=$1 n=$2 code=$3 log=$4
  shift 4
  for ((r = 0; r < n; r++)); do
    grep -qx "rank $r: returned $code (expected $code); arrays unchanged" "$log.out" ||
      { show "$log.out" "$log.err"; fail "$name: rank $r did not return $code with its arrays unchanged (mpiexec status $rc)"; }
  done
  [ "$rc" = 0 ] || { show "$log.out" "$log.err"; fail "$name: mpiexec exited with $rc"; }
  [ "$(grep -c "^${name}:" "$log.err")" = "$n" ] ||
    { show "$log.err"; fail "$name: not exactly one message a rank on standard error"; }
  for expect in "$@"; do
    [ "$(grep -cxE "${expect#*:}" "$log.err")" = 1 ] ||
      { show "$log.err"; fail "$name: rank ${expect%%:*} did not say: ${expect#*:}"; }
  done
}
build_errors() {  # build_errors STENCIL MACRO: mpi_errors.c against STENCIL_mpi.h and its .pc
  local flags
  read -r -a flags <<<"$(PKG_CONFIG_PATH=$work/out_$1 pkg-config --cflags --libs "$1_mpi")"
  mpicc -std=c99 -O1 -Wall -Wextra -D"$2" "$lib/mpi_errors.c" "${flags[@]}" -o "errors_$1" >"cbuild_$1.log" 2>&1 ||
    { show "cbuild_$1.log"; fail "building mpi_errors.c against $1_mpi.h"; }
}
build_errors laplacian ST_LAPLACIAN
build_errors jacobi2d5 ST_JACOBI2D5
build_errors star25_sp ST_STAR25_SP

run_ranks 3 not_cartesian ./errors_laplacian not_cartesian
why='the communicator has no Cartesian topology \(make one with MPI_Cart_create\); nothing was computed'
refused laplacian_mpi 3 1 not_cartesian \
  "0:laplacian_mpi: error on rank 0: $why" "1:laplacian_mpi: error on rank 1: $why" "2:laplacian_mpi: error on rank 2: $why"
echo "ok: laplacian_mpi(MPI_COMM_WORLD, ...) returns LAPLACIAN_MPI_NOT_CARTESIAN on 3 ranks, each says so, nothing written"

run_ranks 2 too_many ./errors_jacobi2d5 too_many_dimensions
why="the communicator's Cartesian topology has 3 dimensions, the grid 2; nothing was computed"
refused jacobi2d5_mpi 2 2 too_many "0:jacobi2d5_mpi: error on rank 0: $why" "1:jacobi2d5_mpi: error on rank 1: $why"
echo "ok: jacobi2d5_mpi on a 3-D Cartesian communicator returns JACOBI2D5_MPI_TOO_MANY_DIMENSIONS on 2 ranks, nothing written"

run_ranks 2 too_thin ./errors_star25_sp block_too_thin
refused star25_sp_mpi 2 4 too_thin \
  "1:star25_sp_mpi: error on rank 1: the block computes 2 points along dimension 1, fewer than the 4 ghost layers it sends; nothing was computed" \
  "0:star25_sp_mpi: rank 0 stops: rank 1 found an error; nothing was computed"
echo "ok: star25_sp_mpi with a block 2 points thick returns STAR25_SP_MPI_BLOCK_TOO_THIN on 2 ranks (rank 0 stops), nothing written"

# 3. A rank lost before the exchange: the job ends, with a failure, instead of hanging.
for mode in dies_exit dies_abort; do
  run_ranks 2 "$mode" ./errors_laplacian "$mode"
  grep -q "rank 1 dies ($mode)" "$mode.err" || { show "$mode.out" "$mode.err"; fail "$mode: rank 1 never ran (mpiexec status $rc)"; }
  case $rc in
    0) show "$mode.out" "$mode.err"; fail "$mode: mpiexec exited 0 although rank 1 died" ;;
    124 | 137) show "$mode.out" "$mode.err"; fail "$mode: mpiexec still ran after 60 seconds: the other rank hangs in laplacian_mpi" ;;
  esac
  echo "ok: rank 1 dying ($mode) while rank 0 calls laplacian_mpi ends mpiexec with status $rc"
done
echo "ok: mpi_entry_callers passed in $((SECONDS - start)) s"
