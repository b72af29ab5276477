#!/usr/bin/env bash
# On a GPU (issue 21, failures 2 and 3): the Himeno Jacobi sweep (stencils/corpus/himeno.f95),
# 13 grids read and 1 written in fp32, tunes for CUDA with a bound: the run measures the
# 13R1W mix on the device and caches it, the report's bytes, mix and GB/s count 56 bytes
# per point, and the library is packaged. A second run answers the mix from the cache.
# Skips (77) where there is no usable NVIDIA GPU.
# usage: himeno_bound.sh TOOL SOURCE_DIR BUILD_DIR
set -euo pipefail
tool=$1 src=$2 build=$3
source "$(dirname "$0")/common.sh"
work=$build/gpu_himeno_bound
rm -rf "$work"; mkdir -p "$work"
# Ceilings in a cache of this test's own, on arrays of 256 MiB.
export XDG_CACHE_HOME=$work/cache STENCILTUNE_ROOFLINE_ARRAY_BYTES=268435456 STENCILTUNE_ROOFLINE_FLOP_SECONDS=0.05
export STENCILTUNE_NO_PROFILE=1
for run in 1 2; do
  "$tool" "$src/stencils/corpus/himeno.f95" --target=cuda --size=96x80x72 --budget=60 -o "$work/out$run" -v \
    > "$work/run$run.out" 2> "$work/run$run.err" || { tail -n 30 "$work/run$run.err"; exit 1; }
  if grep -q 'no roofline bound' "$work/run$run.err"; then
    echo "run $run found no bound:"; grep 'no roofline bound' "$work/run$run.err"; exit 1
  fi
  [[ -s $work/out$run/libhimeno.a ]] || { echo "run $run packaged no library"; exit 1; }
  python3 "$src/tests/report/check_himeno.py" "$work/out$run" "$work"/cache/stenciltune/roofline-cuda-*.json
done
grep -q 'measuring mix:13x1' "$work/run1.err" || { echo "run 1 did not measure the 13R1W mix"; exit 1; }
if grep -q 'measuring mix:13x1' "$work/run2.err"; then echo "run 2 measured the 13R1W mix again"; exit 1; fi
echo "himeno on the GPU: bound from the 13R1W mix, measured once and cached"
