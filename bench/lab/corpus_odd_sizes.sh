#!/usr/bin/env bash
# Lab: corpus kernels on the GPU at odd sizes with a short search (BUDGET, default 15 s): the stage lines.
set -uo pipefail
export PATH=/usr/local/cuda/bin:$PATH
[[ -x build-device/stenciltune ]] || scripts/device-build.sh build-device > "$OUT/build.log" 2>&1 || exit 1
for cs in "fdtd3d 376" "himeno 256x256x512" "mg_resid 376" "seismic8 376" "upwind 376"; do
  read -r k size <<< "$cs"
  w=/tmp/cb/$k; rm -rf "$w"; mkdir -p "$w"
  s=$(date +%s)
  STENCILTUNE_NO_PROFILE=1 timeout 150 build-device/stenciltune stencils/corpus/$k.f95 --target=cuda --size=$size --budget=${BUDGET:-15} -o "$w/out" > "$w/stdout" 2> "$w/stderr"
  echo "== $k $size exit $? in $(( $(date +%s) - s )) s"; grep -E "GStencil" "$w/stdout"
  grep -E "Table I|bytes|mix" "$w/out/report.md" | head -4
  cp "$w/out/report.json" "$OUT/$k.report.json" 2>/dev/null
done
