#!/usr/bin/env bash
# Device call C of session 8 (issue #6): the register queue primed by vector loads (one
# float4 / double2 per row and plane where the row's RX points are inside and aligned)
# against scalar priming (.carry/old, commit f93a05c), side by side, alternating.
export PATH=/usr/local/cuda/bin:$PATH; mkdir -p $OUT/c
( scripts/device-build.sh build-device > $OUT/c/build.log 2>&1 ) &
( cd .carry/old && scripts/device-build.sh build-old > $OUT/c/build-old.log 2>&1 ) &
wait
NEW=$PWD/build-device/stenciltune OLD=$PWD/.carry/old/build-old/stenciltune
[[ -x $NEW && -x $OLD ]] || { tail -5 $OUT/c/build*.log; exit 1; }
for c in star25_sp:fp64 star13:fp32; do s=${c%%:*} p=${c##*:}; bench/precision.sh stencils/$s.f95 $p > /tmp/${s}_$p.f95; done
v() { local T=$1 name=$2 src=$3; shift 3; STENCILTUNE_NO_PROFILE=1 timeout 120 $T $src --target=cuda --size=512x512x512 --fresh -o /tmp/v-$name --search=exhaustive "$@" > $OUT/c/v-$name.log 2>&1; echo "$name rc=$? $(grep -E '^stenciltune: \[1\]' $OUT/c/v-$name.log | sed 's/.*: //')"; }
D25="--param SMEM=2 --param STREAM=1 --param RX=4 --param TX=32 --param TY=8 --param RY=2 --param ZB=128 --param LB=2 --param PIPE=1 --param RO=0 --param UNROLL=1"
B25="--param SMEM=2 --param STREAM=1 --param RX=4 --param TX=32 --param TY=8 --param RY=4 --param ZB=128 --param LB=1 --param PIPE=2 --param RO=1 --param UNROLL=1"
D25d="--param SMEM=2 --param STREAM=1 --param RX=2 --param TX=32 --param TY=8 --param RY=2 --param ZB=128 --param LB=2 --param PIPE=1 --param RO=0 --param UNROLL=4"
for round in 1 2; do
  v $OLD s25-best-old$round stencils/star25_sp.f95 $B25
  v $NEW s25-best-new$round stencils/star25_sp.f95 $B25
  v $OLD s25-def-old$round stencils/star25_sp.f95 $D25
  v $NEW s25-def-new$round stencils/star25_sp.f95 $D25
done
v $NEW s25-best-zb64 stencils/star25_sp.f95 $B25 --param ZB=64
v $OLD s13f-def-old /tmp/star13_fp32.f95 $D25
v $NEW s13f-def-new /tmp/star13_fp32.f95 $D25
v $OLD s25d-def-old /tmp/star25_sp_fp64.f95 $D25d
v $NEW s25d-def-new /tmp/star25_sp_fp64.f95 $D25d
cd $OUT && tar czf c-logs.tgz c/*.log && rm -f c/v-*.log
