#!/usr/bin/env bash
# The MPI entry over the CUDA library (issue 25), built on a machine without a GPU:
# laplacian (one sweep), heat3d (a time loop, its nests run one by one) and himeno_step
# (a sweep with a reduction, then a copy) packaged with --target=cuda --no-tune
# --cuda-arch=sm_90 --ranks=2x2x1. Each package must hold libNAME_mpi.a with its GPU side
# (src/NAME_mpi_device.cu) and box parts compiled by nvcc; report.json must say the entry
# was built, not checked, and why; the MPI library must define no global symbol but its
# entries, its box parts and its ST_<PACKAGE>_MPI_DEV_ helpers (upper case: no Fortran
# name folds to them), besides the resident table it shares with the CUDA library
# (st_residents, one for the whole program). Callers built only through what the package generates must link:
# the C refusals program (tests/library/mpi_errors.c) through pkg-config laplacian_mpi,
# and the Fortran caller (tests/library/mpi_laplacian_caller.F90) through
# laplacian_mpi_mod and the same .pc, where mpif90 and its Fortran compiler exist. Where a GPU is present, the
# library is built for it and both callers run on 4 ranks sharing it: the Fortran caller
# gets the serial CUDA library's bits at 3 steps, and MPI_COMM_WORLD is refused on every
# rank. Skipped (77) without nvcc, mpicc, mpiexec or pkg-config.
# usage: mpi_cuda_entry.sh TOOL SOURCE_DIR BUILD_DIR
set -euo pipefail
tool=$1 src=$2 build=$3
if [[ $tool == */* && $tool != /* ]]; then tool=$PWD/$tool; fi
[[ $src == /* ]] || src=$PWD/$src
[[ $build == /* ]] || build=$PWD/$build
if ! command -v nvcc >/dev/null && [[ -x /usr/local/cuda/bin/nvcc ]]; then export PATH=$PATH:/usr/local/cuda/bin; fi
for t in nvcc mpicc mpiexec pkg-config; do
  command -v "$t" >/dev/null || { echo "skip: $t not found (the CUDA library's MPI entry needs it)"; exit 77; }
done
work=$build/mpi_cuda_entry
rm -rf "$work" && mkdir -p "$work"
cd "$work"
lib=$src/tests/library
start=$SECONDS
fail() { echo "FAIL: $*"; exit 1; }
show() { for f; do echo "--- $f:"; cat "$f"; done; }

gpu=0 arch=(--cuda-arch=sm_90)
if command -v nvidia-smi >/dev/null && nvidia-smi -L 2>/dev/null | grep -q GPU; then gpu=1 arch=(); fi
echo "GPU present: $gpu"

for stencil in laplacian timeloop/heat3d himeno/himeno_step; do
  name=$(basename "$stencil")
  "$tool" "$src/stencils/$stencil.f95" --target=cuda --no-tune "${arch[@]}" --size=24 --ranks=2x2x1 -q \
    -o "out_$name" >"$name.log" 2>&1 || { show "$name.log"; fail "packaging $name for CUDA with --ranks=2x2x1"; }
  for f in "lib${name}_mpi.a" "${name}_mpi.h" "${name}_mpi_mod.f90" "${name}_mpi.pc" "src/${name}_mpi_device.cu"; do
    [ -f "out_$name/$f" ] || { show "$name.log"; fail "packaging $name for CUDA with --ranks wrote no $f"; }
  done
  python3 - "out_$name/report.json" "$gpu" "$name" <<'PY' || fail "$name: report.json's MPI section is wrong"
import json, sys
mpi = json.load(open(sys.argv[1]))["mpi"]
gpu, name = sys.argv[2] == "1", sys.argv[3]
assert mpi.get("library") == f"lib{name}_mpi.a", mpi
if gpu:
    assert mpi["checks"] and all(c["valid"] for c in mpi["checks"]), mpi["checks"]
    assert "not_checked" not in mpi, mpi
else:
    assert not mpi["checks"], mpi["checks"]
    assert "no GPU was probed" in mpi["not_checked"], mpi
PY
  # Global symbols: the entries (NAME_mpi, NAME_mpi_exchange, NAME_mpi_times and their
  # Fortran twins), the box parts and their kernels' stubs, the GPU helpers.
  upper=$(echo "$name" | tr '[:lower:]-' '[:upper:]_')
  others=$(nm -g --defined-only -C "out_$name/lib${name}_mpi.a" | awk 'NF == 3 {print $3}' |
    grep -vE "^(${name}_mpi(_exchange|_times)?_?|${name}_mpi_box_size[0-9]+(_nest[0-9]+)?_device|ST_${upper}_MPI_DEV_[a-z_]+)$" |
    grep -vE "^(st_${name}_mpi_box_|__device_stub__|__cudaRegisterLinkedBinary|__nv_|__fatbinwrap|DW\.ref\.__gxx_personality_v0$|st_residents$)" || true)
  [ -z "$others" ] || fail "lib${name}_mpi.a defines global symbols a user's program could take: $others"
  echo "ok: $name: libNAME_mpi.a over the CUDA library, its GPU side and box parts built by nvcc$( ((gpu)) || echo ', not checked (no GPU)')"
done

# The callers, through the package's files only.
read -r -a flags <<<"$(PKG_CONFIG_PATH=$work/out_laplacian pkg-config --cflags --libs laplacian_mpi)"
mpicc -std=c99 -O1 -Wall -Wextra -DST_LAPLACIAN "$lib/mpi_errors.c" "${flags[@]}" -o errors >cbuild.log 2>&1 ||
  { show cbuild.log; fail "linking mpi_errors.c against the CUDA library's laplacian_mpi.pc"; }
fortran=0
if command -v mpif90 >/dev/null && mpif90 --version >/dev/null 2>&1; then
  fortran=1
  mkdir mod
  mpif90 -c out_laplacian/laplacian_mpi_mod.f90 -Jmod -o mod/laplacian_mpi_mod.o >fbuild.log 2>&1 &&
    mpif90 -O2 -Imod "$lib/mpi_laplacian_caller.F90" "${flags[@]}" -o f_caller >>fbuild.log 2>&1 ||
    { show fbuild.log; fail "linking the Fortran caller through laplacian_mpi_mod and the CUDA library's laplacian_mpi.pc"; }
fi
echo "ok: the C$( ((fortran)) && echo ' and Fortran') callers link against the CUDA library's MPI entry through pkg-config"

if ((gpu)); then
  launch=(mpiexec)
  if mpiexec --version 2>&1 | grep -qi -e 'open mpi' -e openrte -e open-mpi.org; then
    launch+=(--oversubscribe)
    if [ "$(id -u)" = 0 ]; then launch+=(--allow-run-as-root); fi
  fi
  rc=0
  timeout -k 5 120 "${launch[@]}" -n 3 ./errors not_cartesian >errors.out 2>errors.err || rc=$?
  [ "$rc" = 0 ] && [ "$(grep -c 'returned 1 (expected 1); arrays unchanged' errors.out)" = 3 ] ||
    { show errors.out errors.err; fail "laplacian_mpi over CUDA on MPI_COMM_WORLD is not refused on every rank (status $rc)"; }
  echo "ok: laplacian_mpi over CUDA refuses MPI_COMM_WORLD on 3 ranks, nothing written"
  if ((fortran)); then
    rc=0
    timeout -k 5 180 "${launch[@]}" -n 4 ./f_caller 2 2 13 9 5 >fortran.out 2>fortran.err || rc=$?
    [ "$rc" = 0 ] && grep -qx 'mpi_laplacian_caller: 4 ranks, grid of 585 points, 585 compared a step; points that differ at steps 1 2 3: 0 0 0; ghost points of unext written: 0' fortran.out ||
      { show fortran.out fortran.err; fail "laplacian_mpi over CUDA on 2x2x1 ranks does not give the serial CUDA library's bits (status $rc)"; }
    echo "ok: Fortran caller: laplacian_mpi over CUDA on 2x2x1 ranks sharing the GPU equals the serial library bit for bit at 3 steps"
  fi
fi
echo "ok: mpi_cuda_entry passed in $((SECONDS - start)) s"
