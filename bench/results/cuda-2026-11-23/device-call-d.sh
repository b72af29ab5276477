#!/usr/bin/env bash
# Device call D of session 8 (issue #6): as call C, with 8-byte vectors where the row's
# first point is 8- but not 16-byte aligned (the radius-2 fp32 star, halo of 2 floats),
# for the priming loads and the stores, against .carry/old (commit f93a05c).
export PATH=/usr/local/cuda/bin:$PATH; mkdir -p $OUT/d
( scripts/device-build.sh build-device > $OUT/d/build.log 2>&1 ) &
( cd .carry/old && scripts/device-build.sh build-old > $OUT/d/build-old.log 2>&1 ) &
wait
NEW=$PWD/build-device/stenciltune OLD=$PWD/.carry/old/build-old/stenciltune
[[ -x $NEW && -x $OLD ]] || { tail -5 $OUT/d/build*.log; exit 1; }
for c in star25_sp:fp64 star13:fp32; do s=${c%%:*} p=${c##*:}; bench/precision.sh stencils/$s.f95 $p > /tmp/${s}_$p.f95; done
v() { local T=$1 name=$2 src=$3; shift 3; STENCILTUNE_NO_PROFILE=1 timeout 120 $T $src --target=cuda --size=512x512x512 --fresh -o /tmp/v-$name --search=exhaustive "$@" > $OUT/d/v-$name.log 2>&1; echo "$name rc=$? $(grep -E '^stenciltune: \[1\]' $OUT/d/v-$name.log | sed 's/.*: //')"; }
D25="--param SMEM=2 --param STREAM=1 --param RX=4 --param TX=32 --param TY=8 --param RY=2 --param ZB=128 --param LB=2 --param PIPE=1 --param RO=0 --param UNROLL=1"
B25="--param SMEM=2 --param STREAM=1 --param RX=4 --param TX=32 --param TY=8 --param RY=4 --param ZB=128 --param LB=1 --param PIPE=2 --param RO=1 --param UNROLL=1"
D25d="--param SMEM=2 --param STREAM=1 --param RX=2 --param TX=32 --param TY=8 --param RY=2 --param ZB=128 --param LB=2 --param PIPE=1 --param RO=0 --param UNROLL=4"
for round in 1 2; do
  v $OLD s13f-def-old$round /tmp/star13_fp32.f95 $D25
  v $NEW s13f-def-new$round /tmp/star13_fp32.f95 $D25
  v $OLD s13f-best-old$round /tmp/star13_fp32.f95 $B25
  v $NEW s13f-best-new$round /tmp/star13_fp32.f95 $B25
done
v $NEW s25-best-new stencils/star25_sp.f95 $B25
v $NEW s25-def-new stencils/star25_sp.f95 $D25
v $OLD s25d-def-old /tmp/star25_sp_fp64.f95 $D25d
v $NEW s25d-def-new /tmp/star25_sp_fp64.f95 $D25d
cd $OUT && tar czf d-logs.tgz d/*.log && rm -f d/v-*.log
