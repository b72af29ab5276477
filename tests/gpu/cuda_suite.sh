#!/usr/bin/env bash
# On a GPU: every suite stencil's CUDA variants proven on the device. Each stencil is tuned
# at a small size with a seeded random search (so shared memory, register queues, register
# blocking and unrolling all come up), and the radius-1, radius-4 and box stencils again
# with shared memory and RY=4 forced, and every stencil with the asynchronous ring forced (also
# with RX=2, and a 2-D one with RX=4; and single-precision ones whose rows are only 8-byte
# aligned; and the boxes with plane sums); every variant measured must have passed the check
# against the reference (no "wrong answer", no crash) or have been refused before running
# (spills, registers beyond the block's limit), and the run must succeed.
# Skips (77) where there is no usable NVIDIA GPU.
# usage: [ONLY=TAG_REGEX] cuda_suite.sh TOOL SOURCE_DIR BUILD_DIR
set -euo pipefail
tool=$1 src=$2 build=$3
source "$(dirname "$0")/common.sh"
work=$build/gpu_cuda_suite
rm -rf "$work"; mkdir -p "$work"
export STENCILTUNE_NO_PROFILE=1
runs=0
tune() {  # NAME TAG ARGS...
  local name=$1 tag=$2; shift 2
  [[ -z ${ONLY:-} || $tag =~ $ONLY ]] || return 0  # ONLY=REGEX: the runs whose tag matches (a part of the suite)
  local size=${SIZE:-48x40x36} file=${FILE:-$src/stencils/$name.f95}  # FILE: a stencil outside the suite
  grep -qiE '^ *do +k' "$file" || size=${SIZE2:-300x200}
  local out=$work/$name-$tag
  if [[ -n ${PREC:-} ]]; then  # PREC=fp32|fp64: the stencil in that precision
    bash "$src/bench/precision.sh" "$file" "$PREC" > "$out.f95"
    file=$out.f95
  fi
  if ! "$tool" "$file" --target=cuda --size=$size --fresh -o "$out" "$@" > "$out.out" 2> "$out.err"; then
    echo "FAIL: $name ($tag) exited non-zero:"; tail -n 20 "$out.err"; exit 1
  fi
  python3 - "$out/tuning.json" "$name $tag" <<'PY'
import json, sys
db = json.load(open(sys.argv[1]))
ms = [m for e in db["entries"] for m in e["measurements"]]
# A variant refused before it runs (it spills, or needs more registers than a block may
# have) is the strategy at work; anything that ran and failed is a generator bug.
refused = ("spills registers", "registers per block")
bad = [m for m in ms if not m["valid"] and not any(r in m.get("reason", "") for r in refused)]
assert ms, f"{sys.argv[2]}: nothing was measured"
if bad:
    for m in bad:
        print("FAIL:", sys.argv[2], m["params"], m.get("reason", ""))
    sys.exit(1)
print(f"ok: {sys.argv[2]}: {len(ms)} variants, {len(ms) - len([m for m in ms if not m['valid']])} proven, the rest refused before running")
PY
  runs=$((runs + 1))
}
for f in "$src"/stencils/*.f95; do
  tune "$(basename "$f" .f95)" random --search=random --max-variants=6
done
for name in laplacian star25_sp box27; do
  tune "$name" smem-ry4 --param SMEM=1 --param RY=4 --param TY=2 --search=random --max-variants=4
done
# The asynchronous ring of planes (with and without the queue, 1-3 planes in flight) on
# every suite stencil, 2-D ones included.
for f in "$src"/stencils/*.f95; do
  tune "$(basename "$f" .f95)" ring --param SMEM=2 --search=random --max-variants=4
done
# Two and four adjacent points per thread, read as vectors from the ring, on every suite
# stencil (the check size's odd rows leave the last column of a pair outside the grid).
for f in "$src"/stencils/*.f95; do
  tune "$(basename "$f" .f95)" ringx2 --param SMEM=2 --param RX=2 --search=random --max-variants=2
done
tune jacobi2d5 ringx4 --param SMEM=2 --param RX=4 --search=random --max-variants=2  # 128-point tiles: 2-D only at these sizes
# At these sizes the rings' rows are 16-byte aligned and go in 16-byte copies; at odd sizes
# they go one element at a time (the check size of a tuning run proves both).
for name in laplacian star25_sp box27 jacobi2d5; do
  SIZE=45x40x36 SIZE2=301x200 tune "$name" ring-odd --param SMEM=2 --search=random --max-variants=2
done
# Single precision with a halo of one float: at an even size the rows start 8- but not
# 16-byte aligned (8-byte copies) and each row's first point 4 bytes past an 8-byte
# boundary (with RX > 1 the stores go out shifted one element left, the left neighbour's
# last point through a warp shuffle); at an odd size the alignment changes row by row.
for x in 68 67; do
  PREC=fp32 SIZE=${x}x40x36 tune laplacian ring-fp32-$x --param SMEM=2 --param RX=2 --search=random --max-variants=2
done
for x in 300 301; do
  SIZE2=${x}x200 tune box2d9 ring-fp32-$x --param SMEM=2 --param RX=4 --search=random --max-variants=2
  SIZE2=${x}x200 PREC=fp32 tune jacobi2d5 ring-fp32-$x --param SMEM=2 --param RX=4 --param STREAM=1 --search=random --max-variants=2
done
# Plane sums (PSUM=1, the boxes): one and several points per thread, both precisions, at
# even sizes and at odd ones (rows of both alignments, the last pair of a row half outside).
for name in box27 box2d9; do
  for prec in fp64 fp32; do
    PREC=$prec tune "$name" psum-$prec --param SMEM=2 --param PSUM=1 --search=random --max-variants=3
    PREC=$prec SIZE=45x40x36 SIZE2=301x200 tune "$name" psum-odd-$prec --param SMEM=2 --param PSUM=1 --param RX=2 --search=random --max-variants=2
  done
done
# A centre column read at one plane only (a 5-point Laplacian in each plane): with RX > 1
# its one-entry queue comes from the ring, unprimed.
FILE=$src/tests/inputs/plane5.f95 tune plane5 centre-one --param SMEM=2 --param STREAM=1 --param RX=2 --search=random --max-variants=3
echo "ok: $runs runs, every variant of every suite stencil proven on the GPU"
