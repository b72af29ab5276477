#!/usr/bin/env bash
# Device call E of session 12 (issue #6): rings for the two single-precision multi-grid
# stencils that keep global loads (vardiff fp32 at 59 % of its bound, divergence fp32 at
# 82 %), searched exhaustively over the tile's shape (TY, RY, RX) with the other parameters
# fixed, at 512^3, beside the tuned global-load variant of call B/C.
set -uo pipefail
export PATH=/usr/local/cuda/bin:$PATH
mkdir -p "$OUT/e"
t0=$(date +%s)
[[ -x build-device/stenciltune ]] || scripts/device-build.sh build-device > "$OUT/e/build.log" 2>&1 || { tail -20 "$OUT/e/build.log"; exit 1; }
echo "[$(($(date +%s) - t0)) s] built"
T=$PWD/build-device/stenciltune
for s in vardiff divergence; do bench/precision.sh stencils/$s.f95 fp32 > /tmp/${s}_fp32.f95; done
fam() {  # fam NAME STENCIL TIMEOUT PARAMS...
  local name=$1 s=$2 limit=$3; shift 3
  STENCILTUNE_NO_PROFILE=1 timeout "$limit" "$T" /tmp/${s}_fp32.f95 --target=cuda --size=512 --fresh --search=exhaustive \
    --max-variants=200 --budget=$((limit - 40)) -o /tmp/e-$name "$@" > "$OUT/e/$name.out" 2> "$OUT/e/$name.err"
  echo "== $name rc=$? ($(($(date +%s) - t0)) s)"; grep -E "baseline|default|tuned" "$OUT/e/$name.out"
  grep -E "GStencil/s\)$" "$OUT/e/$name.err" | sed -E 's/.*\] (.*): .* \((.*) GStencil.*/\2 \1/' | sort -rn | head -6
  grep -c "invalid" "$OUT/e/$name.err"
}
F="--param ZB=32 --param STREAM=1 --param SMEM=2 --param PIPE=2 --param RO=1 --param LB=1 --param UNROLL=1"
fam vardiff-128 vardiff 170 --param TX=128 $F
fam vardiff-64 vardiff 150 --param TX=64 $F
fam divergence-128 divergence 170 --param TX=128 $F
echo "[$(($(date +%s) - t0)) s] done"
