#!/usr/bin/env bash
# On a GPU (issue 24, part 7): a caller that keeps the time loop in its own code and calls
# the CUDA library once per sweep (tests/library/resident_laplacian.c, the Laplacian
# ping-ponging between u and unext, a sync halfway, a call on an array never made resident),
# built against the library packaged with --no-tune for this GPU. Run without the resident
# region, with it, and through gfortran's symbols (as an unchanged Fortran program calls
# them), each with pinned staging and with STENCILTUNE_PAGEABLE=1: all give the same bits,
# and they match the untransformed C translation of the original run on the CPU. The
# Fortran callers (unchanged, and through laplacian_mod) run too where gfortran exists. A
# call whose array overlaps a resident one without being it fails with
# cudaErrorInvalidValue. The same callers, and heat3d's time loop called in pieces
# (tests/library/resident_heat3d.c), run split over slabs of one GPU and over every GPU
# (issue 26) with the same bits. Then, at 256^3, the same bits from the loop without the
# region (pinned and pageable) and with it, whose times it prints (not a timed assertion);
# and a short tune whose report gives the time
# per call an unchanged caller sees beside the kernels'. Prints the device's
# cudaDevAttrPageableMemoryAccess. Skips (77) where there is no usable NVIDIA GPU.
# usage: resident_cuda.sh TOOL SOURCE_DIR BUILD_DIR
set -euo pipefail
tool=$1 src=$2 build=$3
source "$(dirname "$0")/common.sh"
work=$build/gpu_resident_cuda
rm -rf "$work" && mkdir -p "$work"
cd "$work"
caller=$src/tests/library/resident_laplacian
cap=$(nvidia-smi --query-gpu=compute_cap --format=csv,noheader | head -1 | tr -d ' .')

cat >attribute.cu <<'CU'
#include <cuda_runtime.h>
#include <stdio.h>
int main(void) {
  int device = 0, pageable = -1, uses_host_tables = -1;
  if (cudaGetDevice(&device) != cudaSuccess) return 1;
  cudaDeviceGetAttribute(&pageable, cudaDevAttrPageableMemoryAccess, device);
  cudaDeviceGetAttribute(&uses_host_tables, cudaDevAttrPageableMemoryAccessUsesHostPageTables, device);
  printf("cudaDevAttrPageableMemoryAccess=%d cudaDevAttrPageableMemoryAccessUsesHostPageTables=%d\n", pageable,
         uses_host_tables);
  return 0;
}
CU
nvcc -arch="sm_$cap" attribute.cu -o attribute
echo "device: $(nvidia-smi --query-gpu=name --format=csv,noheader | head -1), sm_$cap; $(./attribute)"

"$tool" "$src/stencils/laplacian.f95" --target=cuda --no-tune --cuda-arch="sm_$cap" --size=64 -q -o out \
  >package.log 2>&1 || { echo "FAIL: packaging the CUDA library:"; cat package.log; exit 1; }
read -r -a flags <<<"$(PKG_CONFIG_PATH=$work/out pkg-config --cflags --libs laplacian)"
cc -std=c99 -O2 -Wall -Wextra -Werror "$caller.c" "${flags[@]}" -o c_cuda
"$tool" "$src/stencils/laplacian.f95" --emit=c >ref_laplacian.c
cc -std=c99 -O0 -ffp-contract=off -DST_REFERENCE "$caller.c" ref_laplacian.c -o c_ref

compare() {  # compare A B: every double within 1e-12 of the largest magnitude
  python3 - "$1" "$2" <<'PY'
import struct, sys
a, b = (open(f, "rb").read() for f in sys.argv[1:3])
assert len(a) == len(b) and len(a) % 8 == 0, f"{sys.argv[1]} and {sys.argv[2]} differ in length"
x = struct.unpack(f"{len(a)//8}d", a); y = struct.unpack(f"{len(b)//8}d", b)
scale = max(1.0, max(abs(v) for v in x))
worst = max(abs(x[i] - y[i]) for i in range(len(x))) / scale
assert worst <= 1e-12, f"{sys.argv[1]} vs {sys.argv[2]}: worst relative difference {worst:.3e}"
print(f"ok: {sys.argv[2]} matches {sys.argv[1]}: worst relative difference {worst:.3e}")
PY
}

size=(40 24 16) steps=7
./c_ref plain "${size[@]}" "$steps" ref.bin >/dev/null
for mode in plain resident byref; do
  ./c_cuda "$mode" "${size[@]}" "$steps" "$mode.bin" >/dev/null
  STENCILTUNE_PAGEABLE=1 ./c_cuda "$mode" "${size[@]}" "$steps" "$mode.pageable.bin" >/dev/null
done
for other in resident byref plain.pageable resident.pageable byref.pageable; do
  cmp plain.bin "$other.bin" || { echo "FAIL: $other gives other bits than the plain calls"; exit 1; }
done
echo "ok: plain, resident and by-reference calls, pinned and pageable, give the same bits"
compare ref.bin plain.bin

if command -v gfortran >/dev/null; then
  read -r -a libs <<<"$(PKG_CONFIG_PATH=$work/out pkg-config --libs laplacian)"
  gfortran -cpp -O2 "$caller.F90" "${libs[@]}" -o f_cuda
  gfortran -cpp -O2 -DST_MODULE -Jout out/laplacian_mod.f90 "$caller.F90" "${libs[@]}" -o f_cuda_mod
  ./f_cuda resident "${size[@]}" "$steps" f_resident.bin >/dev/null
  ./f_cuda plain "${size[@]}" "$steps" f_plain.bin >/dev/null
  ./f_cuda_mod resident "${size[@]}" "$steps" f_mod.bin >/dev/null
  for f in f_resident f_plain f_mod; do
    cmp plain.bin "$f.bin" || { echo "FAIL: the Fortran caller ($f) gives other bits than the C caller"; exit 1; }
  done
  echo "ok: the Fortran callers (unchanged, and through laplacian_mod) give the same bits"
else
  echo "note: no gfortran here: the Fortran calls were made through gfortran's symbols from C (byref)"
fi

# A call whose array overlaps a resident one without being it cannot see its values.
cat >overlap.c <<'C'
#include <stdio.h>
#include <stdlib.h>
#include "laplacian.h"
int main(void) {
  const int n = 10;
  size_t count = (size_t)(n + 2) * (n + 2) * (n + 2);
  double *u = calloc(count + 1, sizeof *u), *v = calloc(count + 1, sizeof *v);
  laplacian_resident_begin(n, n, n, 0.1, 0.1, u, v);
  int inside = laplacian_host(n, n, n, 0.1, 0.1, u, v);
  int overlapping = laplacian_host(n, n, n, 0.1, 0.1, u + 1, v);
  laplacian_resident_end(n, n, n, 0.1, 0.1, u, v);
  int after = laplacian_host(n, n, n, 0.1, 0.1, u + 1, v);
  printf("inside=%d overlapping=%d after=%d\n", inside, overlapping, after);
  return !(inside == 0 && overlapping == 1 /* cudaErrorInvalidValue */ && after == 0);
}
C
cc -std=c99 -O2 overlap.c "${flags[@]}" -o overlap
./overlap || { echo "FAIL: an overlapping array in the resident region was not refused"; exit 1; }
echo "ok: an array overlapping a resident one is refused (cudaErrorInvalidValue) inside the region only"

# Several GPUs (issue 26): the calls split into slabs, 2 and 4 of device 0 and, where the
# machine has several GPUs, one on each; each slab keeps its planes between resident calls.
# The Laplacian's caller above, and heat3d's time loop in pieces (blocked over time, BT=3:
# 5 calls of 1, 3, 4 and 7 steps, a sync halfway, and in `switch` the arrays handed over to
# one GPU after it), give the same bits as their plain calls on one GPU.
layouts=(0,0 0,0,0,0)
((gpus > 1)) && layouts+=("$(seq -s, 0 $((gpus - 1)))")
"$tool" "$src/stencils/timeloop/heat3d.f95" --target=cuda --no-tune --cuda-arch="sm_$cap" --size=64 --param BT=3 \
  --param TY=16 --param ZB=16 -q -o heat >heat.package.log 2>&1 ||
  { echo "FAIL: packaging heat3d:"; cat heat.package.log; exit 1; }
read -r -a heat_flags <<<"$(PKG_CONFIG_PATH=$work/heat pkg-config --cflags --libs heat3d)"
cc -std=c99 -O2 -Wall -Wextra -Werror "$src/tests/library/resident_heat3d.c" "${heat_flags[@]}" -o h_cuda
# 3 steps a call: one pass, after which the slabs' second copies hold the grids; 4: two;
# 1 and 7: an odd number of passes ending in one step, which runs nest by nest.
for nt in 1 3 4 7; do ./h_cuda plain 33 29 37 "$nt" 5 "heat.plain.$nt.bin" >/dev/null; done
STENCILTUNE_DEVICES=0 ./h_cuda alternate 33 29 37 6 5 heat.one.alternate.bin >/dev/null
for devices in "${layouts[@]}"; do
  for mode in plain resident byref; do
    STENCILTUNE_DEVICES=$devices ./c_cuda "$mode" "${size[@]}" "$steps" "split.$mode.bin" >/dev/null
    cmp plain.bin "split.$mode.bin" ||
      { echo "FAIL: the Laplacian's $mode calls on slabs $devices give other bits than on one GPU"; exit 1; }
  done
  for nt in 1 3 4 7; do
    for mode in plain resident switch; do
      STENCILTUNE_DEVICES=$devices ./h_cuda "$mode" 33 29 37 "$nt" 5 "heat.split.$mode.bin" >/dev/null
      cmp "heat.plain.$nt.bin" "heat.split.$mode.bin" ||
        { echo "FAIL: heat3d's $mode calls of $nt steps on slabs $devices give other bits than on one GPU"; exit 1; }
    done
  done
  # Resident calls of 1 step (nest by nest) and of 6 (two passes of 3) in turn, after a
  # plain call on other arrays of other values.
  STENCILTUNE_DEVICES=$devices ./h_cuda alternate 33 29 37 6 5 heat.split.alternate.bin >/dev/null
  cmp heat.one.alternate.bin heat.split.alternate.bin ||
    { echo "FAIL: heat3d's calls of 1 and 6 steps in turn on slabs $devices give other bits than on one GPU"; exit 1; }
done
echo "ok: resident calls split over slabs (${layouts[*]}) give the same bits as on one GPU: the Laplacian's ping-pong, heat3d's blocked time loop in pieces, an array handed over to one GPU"

# Time: 256^3, 20 steps (40 calls).
big=(256 256 256) big_steps=20
plain=$(./c_cuda plain "${big[@]}" "$big_steps" big_plain.bin | awk '{print $(NF-1)}')
pageable=$(STENCILTUNE_PAGEABLE=1 ./c_cuda plain "${big[@]}" "$big_steps" big_pageable.bin | awk '{print $(NF-1)}')
resident=$(./c_cuda resident "${big[@]}" "$big_steps" big_resident.bin | awk '{print $(NF-1)}')
cmp big_plain.bin big_resident.bin && cmp big_plain.bin big_pageable.bin ||
  { echo "FAIL: at 256^3 the modes give other bits"; exit 1; }
# Printed, not asserted: a process's first calls pay the contexts and the page-locking,
# and the machine is shared (bench/ measures the modes side by side).
echo "time of $big_steps steps (40 calls) at 256^3, set-up included: pageable ${pageable} s, pinned ${plain} s, resident ${resident} s"

# The report: the time per call an unchanged caller sees, beside the kernels'.
"$tool" "$src/stencils/laplacian.f95" --target=cuda --size=128 --max-variants=2 --budget=60 -q -o tuned \
  >tune.log 2>&1 || { echo "FAIL: tuning:"; cat tune.log; exit 1; }
grep -q "host arrays page-locked, as the library keeps them" tuned/report.md &&
  grep -q "Per call of the host-pointer entries (copies in, kernels, copies out): .* ms, against .* ms for the kernels alone" tuned/report.md ||
  { echo "FAIL: report.md does not give the per-call time with pinned copies:"; grep -n -i "cop" tuned/report.md; exit 1; }
echo "ok: $(grep -o 'Per call of the host-pointer entries[^.]*\.[0-9]* ms[^.]*\.[0-9]* ms' tuned/report.md | head -1)"
