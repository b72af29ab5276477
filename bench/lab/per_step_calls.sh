#!/usr/bin/env bash
# On the GPU machine (issue 24, part 7): the time per step that a caller with its own time
# loop sees from the Laplacian's CUDA library, kernels alone, host arrays copied at every
# call (pageable, then pinned staging) and resident mode, at each size, as medians of
# RUNS runs of bench/lab/per_step_calls.c. Writes OUT/per_step_calls.json.
# Usage: bench/lab/per_step_calls.sh TOOL OUT [SIZE...]   (SIZE: NXxNYxNZ, default 256x256x256)
set -euo pipefail
tool=$1 out=$2
shift 2
sizes=("${@:-256x256x256}")
runs=${RUNS:-5} steps=${STEPS:-100}
here=$(cd "$(dirname "$0")/../.." && pwd)
mkdir -p "$out"
cap=$(nvidia-smi --query-gpu=compute_cap --format=csv,noheader | head -1 | tr -d .)
json="$out/per_step_calls.json"
echo "{\"device\": \"$(nvidia-smi --query-gpu=name --format=csv,noheader | head -1)\", \"steps\": $steps, \"runs\": $runs, \"sizes\": {" >"$json"
first=1
for size in "${sizes[@]}"; do
  lib=$out/lib_$size
  "$tool" "$here/stencils/laplacian.f95" --target=cuda --size="${size%%x*}" --budget="${BUDGET:-20}" -q -o "$lib" >"$out/tune_$size.log" 2>&1
  read -r -a flags <<<"$(PKG_CONFIG_PATH=$lib pkg-config --cflags --libs laplacian)"
  cuda_include=$(dirname "$(dirname "$(command -v nvcc)")")/include
  cc -std=c99 -O2 -I"$cuda_include" "$here/bench/lab/per_step_calls.c" "${flags[@]}" -o "$out/per_step_calls"
  IFS=x read -r nx ny nz <<<"$size"
  : >"$out/runs_$size.txt"
  for r in $(seq "$runs"); do
    "$out/per_step_calls" "$nx" "$ny" "$nz" "$steps" | sed 's/^/pinned /' >>"$out/runs_$size.txt"
    STENCILTUNE_PAGEABLE=1 "$out/per_step_calls" "$nx" "$ny" "$nz" "$steps" | grep '^host' | sed 's/^/pageable /' >>"$out/runs_$size.txt"
  done
  [[ $first == 1 ]] || echo "," >>"$json"
  first=0
  python3 - "$out/runs_$size.txt" "$size" >>"$json" <<'PY'
import json, statistics, sys
rows = [l.split() for l in open(sys.argv[1])]
def med(copy, way):
    return statistics.median(float(r[2]) for r in rows if r[0] == copy and r[1] == way)
kernel = med("pinned", "kernel")
figures = {"kernel_s": kernel, "pageable_s": med("pageable", "host"), "pinned_s": med("pinned", "host"),
           "resident_s": med("pinned", "resident")}
figures["resident_over_kernel"] = figures["resident_s"] / kernel
figures["pinned_over_pageable_speedup"] = figures["pageable_s"] / figures["pinned_s"]
print(f'"{sys.argv[2]}": {json.dumps(figures)}', end="")
PY
done
echo "}}" >>"$json"
cat "$json"
