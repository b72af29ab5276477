#!/usr/bin/env bash
# Lab: what a 60 s search finds (every variant it measured, by rate) for corpus kernels whose
# default was far from the bound; the variants at the top became the defaults of their class.
set -uo pipefail
export PATH=/usr/local/cuda/bin:$PATH
t0=$(date +%s)
[[ -x build-device/stenciltune ]] || scripts/device-build.sh build-device > "$OUT/build.log" 2>&1 || { tail -30 "$OUT/build.log"; exit 1; }
echo "built in $(( $(date +%s) - t0 )) s"; nvidia-smi -L
run() {  # case size budget [extra]
  local c=$1 size=$2 budget=$3; shift 3
  local w=/tmp/ex/$c-$size; rm -rf $w; mkdir -p $w
  local s=$(date +%s)
  STENCILTUNE_NO_PROFILE=1 timeout $((budget+150)) build-device/stenciltune stencils/corpus/$c.f95 --target=cuda --size=$size --budget=$budget -v "$@" -o $w/out > $w/stdout 2> $w/stderr
  local rc=$?
  echo "== $c $size budget $budget exit $rc wall $(( $(date +%s) - s )) s"
  grep -E "GStencil/s|of bound" $w/stdout | head -8
  grep -E "^\[stenciltune:search\] (hill|auto|random|final)|stopped" $w/stderr | cut -c1-300 | head -6
  grep -E "^stenciltune: \[[0-9]+\]" $w/stderr | sort -t, -k1 | awk -F': ' '{print}' | sort -k2 -t']' | head -0
  echo "-- variants by rate:"; grep -E "^stenciltune: \[[0-9]+\]" $w/stderr | sed -E 's/^stenciltune: //' | awk '{for(i=1;i<=NF;i++) if($i=="GStencil/s,") print $(i-1), $0}' | sort -gr | head -8 | cut -c1-230
  echo "-- refused:"; grep -ciE "refused|spill" $w/stderr
  grep -E "ptxas|registers" $w/stderr | head -3 | cut -c1-200
  cp $w/stderr $OUT/$c-$size.stderr; cp $w/out/report.json $OUT/$c-$size.report.json 2>/dev/null
}
run himeno 256x256x512 ${B:-60}
run seismic8 376x376x376 ${B:-60}
run fdtd3d 376x376x376 ${B:-60}
echo "total $(( $(date +%s) - t0 )) s"
