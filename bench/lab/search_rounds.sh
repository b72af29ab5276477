#!/usr/bin/env bash
# Lab: how many variants a short CUDA search measures, and what it finds, on corpus
# kernels (bench/results/nvidia-h200/search-rounds-2026-11-25). Each run's standard error
# is kept with the seconds since its start on every line (bench/lab/stamp_stderr.py).
# usage (on the GPU machine, from the repository root, after scripts/device-build.sh):
#   OUT=DIR bash bench/lab/search_rounds.sh
set -uo pipefail
export PATH=/usr/local/cuda/bin:$PATH
run() {  # kernel size budget
  local c=$1 size=$2 budget=$3
  local w=/tmp/search_rounds/$c-$size; rm -rf "$w"; mkdir -p "$w"
  local s=$(date +%s)
  STENCILTUNE_NO_PROFILE=1 timeout $((budget + 150)) python3 bench/lab/stamp_stderr.py "$w/log" \
    build-device/stenciltune "stencils/corpus/$c.f95" --target=cuda --size="$size" --budget="$budget" -v -o "$w/out"
  echo "== $c $size budget $budget exit $? wall $(( $(date +%s) - s )) s"
  grep -E "default|\+tuned|baseline" "$w/log.out" | head -4
  grep -E "\[stenciltune:search\] (hill|random|exhaustive):|budget of" "$w/log.err" | cut -c1-200
  cp "$w/log.err" "$OUT/$c-$size.stderr"
}
run fdtd3d 376 15
run himeno 256x256x512 15
run seismic8 376 15
run mg_resid 376 15
run fdtd3d 368 15
run fdtd3d 400 15
run fdtd3d 376 60
