#!/usr/bin/env bash
# Resident mode's entries in the CPU library (issue 24, part 7): the Laplacian packaged for
# the CPU declares NAME_resident_begin, _sync and _end in laplacian.h and laplacian_mod.f90
# and defines them and their gfortran symbols as calls that do nothing, so that a caller
# written for the CUDA library's resident mode links against the CPU library too. A C
# caller (tests/library/resident_laplacian.c: the time loop in the caller, u and unext
# ping-ponging, a sync halfway, a call on an array never made resident) is built through
# laplacian.pc and run without the region, with it, and through gfortran's symbols: the
# three give the same bits, which match the untransformed C translation of the original.
# Where gfortran exists, the Fortran caller (unchanged program, and through the module)
# gives the same bits too and matches the original compiled by gfortran. Where nvcc
# exists, the same callers link against the CUDA library (--no-tune --cuda-arch=sm_90).
# usage: resident_entries.sh TOOL SOURCE_DIR BUILD_DIR
set -euo pipefail
tool=$1 src=$2 build=$3
work=$build/resident_entries
rm -rf "$work" && mkdir -p "$work"
cd "$work"
caller=$src/tests/library/resident_laplacian
size=(12 10 8) steps=5

"$tool" "$src/stencils/laplacian.f95" --target=cpu --no-tune --size=16 -q -o out_cpu >cpu.log 2>&1 ||
  { echo "FAIL: packaging the CPU library:"; cat cpu.log; exit 1; }
for step in begin sync end; do
  grep -q "^void laplacian_resident_${step}(int32_t nx" out_cpu/laplacian.h ||
    { echo "FAIL: laplacian.h declares no laplacian_resident_$step:"; grep -n resident out_cpu/laplacian.h; exit 1; }
  grep -q "^void laplacian_resident_${step}_(" out_cpu/laplacian.h ||
    { echo "FAIL: laplacian.h declares no laplacian_resident_${step}_"; exit 1; }
  grep -q "subroutine laplacian_resident_${step}(nx, ny, nz, alpha, beta, u, unext) bind(C" out_cpu/laplacian_mod.f90 &&
    grep -q "name=\"laplacian_resident_${step}\")" out_cpu/laplacian_mod.f90 ||
    { echo "FAIL: laplacian_mod.f90 has no interface for laplacian_resident_$step"; exit 1; }
  # nm into a file: grep -q leaves at the first match, and nm, writing on into the closed
  # pipe, would fail the pipeline (pipefail) once its output outgrows the pipe's buffer.
  nm out_cpu/liblaplacian.a >cpu.symbols
  for symbol in "laplacian_resident_$step" "laplacian_resident_${step}_"; do
    grep -q " T $symbol\$" cpu.symbols || { echo "FAIL: liblaplacian.a does not define $symbol"; exit 1; }
  done
done
# sync and end copy into the arrays (intent(inout)); begin only reads them.
grep -A10 'subroutine laplacian_resident_end(' out_cpu/laplacian_mod.f90 | grep -q 'intent(inout) :: u(0:nx+1' ||
  { echo "FAIL: laplacian_resident_end's u is not intent(inout):"; grep -A10 'subroutine laplacian_resident_end(' out_cpu/laplacian_mod.f90; exit 1; }
grep -A10 'subroutine laplacian_resident_begin(' out_cpu/laplacian_mod.f90 | grep -q 'intent(in) :: unext(0:nx+1' ||
  { echo "FAIL: laplacian_resident_begin's unext is not intent(in)"; exit 1; }
echo "ok: the CPU library declares and defines the three resident entries and their gfortran symbols"

read -r -a cpu_flags <<<"$(PKG_CONFIG_PATH=$work/out_cpu pkg-config --cflags --libs laplacian)"
cc -std=c99 -O2 -Wall -Wextra -Werror "$caller.c" "${cpu_flags[@]}" -o c_cpu
"$tool" "$src/stencils/laplacian.f95" --emit=c >ref_laplacian.c
cc -std=c99 -O0 -ffp-contract=off -DST_REFERENCE "$caller.c" ref_laplacian.c -o c_ref
./c_ref plain "${size[@]}" "$steps" ref.bin >/dev/null
for mode in plain resident byref; do
  ./c_cpu "$mode" "${size[@]}" "$steps" "c_$mode.bin" >/dev/null
done
cmp c_plain.bin c_resident.bin && cmp c_plain.bin c_byref.bin ||
  { echo "FAIL: the CPU library gives other bits in the resident region"; exit 1; }

compare() {  # compare A B: every double within 1e-12 of the largest magnitude
  python3 - "$1" "$2" <<'PY'
import struct, sys
a, b = (open(f, "rb").read() for f in sys.argv[1:3])
assert len(a) == len(b) and len(a) % 8 == 0, f"{sys.argv[1]} and {sys.argv[2]} differ in length"
x = struct.unpack(f"{len(a)//8}d", a); y = struct.unpack(f"{len(b)//8}d", b)
scale = max(1.0, max(abs(v) for v in x))
bad = [i for i in range(len(x)) if abs(x[i] - y[i]) > 1e-12 * scale]
assert not bad, f"{sys.argv[1]} vs {sys.argv[2]}: {len(bad)} values differ, the first at {bad[0]}: {x[bad[0]]} vs {y[bad[0]]}"
PY
}
compare ref.bin c_plain.bin || { echo "FAIL: the C caller on the CPU library differs from the C translation"; exit 1; }
echo "ok: C caller on the CPU library: plain, resident and by reference give the same bits, equal to the reference"

if command -v gfortran >/dev/null; then
  read -r -a cpu_libs <<<"$(PKG_CONFIG_PATH=$work/out_cpu pkg-config --libs laplacian)"
  gfortran -cpp -O2 "$caller.F90" "${cpu_libs[@]}" -o f_cpu
  gfortran -cpp -O2 -DST_MODULE -Iout_cpu out_cpu/laplacian_mod.f90 "$caller.F90" "${cpu_libs[@]}" -o f_cpu_mod
  gfortran -cpp -O0 -DST_REFERENCE "$caller.F90" "$src/stencils/laplacian.f95" -o f_ref
  ./f_ref plain "${size[@]}" "$steps" f_ref.bin >/dev/null
  ./f_cpu resident "${size[@]}" "$steps" f_resident.bin >/dev/null
  ./f_cpu_mod resident "${size[@]}" "$steps" f_mod.bin >/dev/null
  cmp c_resident.bin f_resident.bin && cmp c_resident.bin f_mod.bin ||
    { echo "FAIL: the Fortran callers give other bits than the C caller"; exit 1; }
  compare f_ref.bin f_resident.bin || { echo "FAIL: the Fortran caller differs from the original"; exit 1; }
  echo "ok: Fortran callers (unchanged, and through laplacian_mod) link the resident entries and match the original"
else
  echo "note: no gfortran: the Fortran callers were not built"
fi

nvcc=$(command -v nvcc || true)
[[ -z $nvcc && -x /usr/local/cuda/bin/nvcc ]] && nvcc=/usr/local/cuda/bin/nvcc
if [[ -n $nvcc ]]; then
  PATH=$PATH:$(dirname "$nvcc") "$tool" "$src/stencils/laplacian.f95" --target=cuda --no-tune --cuda-arch=sm_90 \
    --size=16 -q -o out_cuda >cuda.log 2>&1 || { echo "FAIL: packaging the CUDA library:"; cat cuda.log; exit 1; }
  for step in begin sync end; do
    nm out_cuda/liblaplacian.a >cuda.symbols
    for symbol in "laplacian_resident_$step" "laplacian_resident_${step}_"; do
      grep -q " T $symbol\$" cuda.symbols || { echo "FAIL: the CUDA library does not define $symbol"; exit 1; }
    done
  done
  read -r -a cuda_flags <<<"$(PKG_CONFIG_PATH=$work/out_cuda pkg-config --cflags --libs laplacian)"
  cc -std=c99 -O2 -Wall -Wextra -Werror "$caller.c" "${cuda_flags[@]}" -o c_cuda
  if command -v gfortran >/dev/null; then
    read -r -a cuda_libs <<<"$(PKG_CONFIG_PATH=$work/out_cuda pkg-config --libs laplacian)"
    gfortran -cpp -O2 "$caller.F90" "${cuda_libs[@]}" -o f_cuda
    gfortran -cpp -O2 -DST_MODULE -Iout_cuda -Jout_cuda out_cuda/laplacian_mod.f90 "$caller.F90" "${cuda_libs[@]}" -o f_cuda_mod
  fi
  echo "ok: the same callers link against the CUDA library"
else
  echo "note: no nvcc: the callers were not linked against the CUDA library"
fi
