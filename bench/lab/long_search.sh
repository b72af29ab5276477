#!/usr/bin/env bash
# Lab: what a 60 s search finds (each search's eight fastest variants) for corpus kernels
# whose default was far from the bound; the variants at the top became the defaults of
# their class (docs/cuda-defaults.md). Run on the GPU machine from the repository root;
# B=SECONDS changes the budget, LAB_TMP the scratch folder.
set -uo pipefail
export PATH=/usr/local/cuda/bin:$PATH
t0=$(date +%s)
tmp=${LAB_TMP:-/tmp/long_search}
[[ -x build-device/stenciltune ]] || scripts/device-build.sh build-device > "$OUT/build.log" 2>&1 || { tail -30 "$OUT/build.log"; exit 1; }
echo "built in $(( $(date +%s) - t0 )) s"; nvidia-smi -L
run() {  # case size budget
  local c=$1 size=$2 budget=$3
  local w=$tmp/$c-$size; rm -rf "$w"; mkdir -p "$w"
  local s=$(date +%s)
  STENCILTUNE_NO_PROFILE=1 timeout $((budget + 150)) build-device/stenciltune "stencils/corpus/$c.f95" --target=cuda \
    --size="$size" --budget="$budget" -v -o "$w/out" > "$w/stdout" 2> "$w/stderr"
  echo "== $c $size budget $budget exit $? wall $(( $(date +%s) - s )) s"
  grep -E "GStencil/s|of bound" "$w/stdout" | head -8
  grep -E "^\[stenciltune:search\] (hill|auto|random|final)|stopped" "$w/stderr" | cut -c1-300 | head -6
  echo "-- variants by rate:"
  grep -E "^stenciltune: \[[0-9]+\]" "$w/stderr" | sed -E 's/^stenciltune: //' |
    awk '{for (i = 1; i <= NF; i++) if ($i == "GStencil/s,") print $(i-1), $0}' | sort -gr | head -8 | cut -c1-230
  cp "$w/stderr" "$OUT/$c-$size.stderr"
}
run himeno 256x256x512 "${B:-60}"
run seismic8 376x376x376 "${B:-60}"
run fdtd3d 376x376x376 "${B:-60}"
echo "total $(( $(date +%s) - t0 )) s"
