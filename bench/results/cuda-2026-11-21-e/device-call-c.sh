#!/usr/bin/env bash
# Device call C of session 6 (issue #6): side by side in one run, the tree before this
# session's copies without bounds checks (.carry/old, commit cc1f284, built alongside)
# and the current tree, on the same fixed variants (each proven and timed by the tool,
# alternating old/new twice); then candidate defaults with RX > 1 for the wider stars.
export PATH=/usr/local/cuda/bin:$PATH; mkdir -p $OUT/c
( scripts/device-build.sh build-device > $OUT/c/build.log 2>&1 ) &
( cd .carry/old && scripts/device-build.sh build-old > $OUT/c/build-old.log 2>&1 ) &
wait
NEW=$PWD/build-device/stenciltune OLD=$PWD/.carry/old/build-old/stenciltune
[[ -x $NEW && -x $OLD ]] || { tail -5 $OUT/c/build*.log; exit 1; }
for s in laplacian star13 box27; do bench/precision.sh stencils/$s.f95 fp32 > /tmp/${s}_fp32.f95; done
bench/precision.sh stencils/star25_sp.f95 fp64 > /tmp/star25_fp64.f95
F="--param PIPE=1 --param RO=0 --param UNROLL=1"
v() { local T=$1 name=$2 src=$3; shift 3; STENCILTUNE_NO_PROFILE=1 timeout 120 $T $src --target=cuda --size=512x512x512 --fresh -o /tmp/v-$name --search=exhaustive "$@" > $OUT/c/v-$name.log 2>&1; echo "$name rc=$? $(grep -E '^stenciltune: \[1\]' $OUT/c/v-$name.log | sed 's/.*: //')"; }
ab() { local base=$1; shift; v $OLD $base-old1 "$@"; v $NEW $base-new1 "$@"; v $OLD $base-old2 "$@"; v $NEW $base-new2 "$@"; }
ab s13f /tmp/star13_fp32.f95 --param SMEM=2 --param STREAM=1 --param RX=1 --param TX=64 --param TY=4 --param RY=4 --param ZB=64 --param LB=1 --param PIPE=2 --param RO=0 --param UNROLL=1
ab s25 stencils/star25_sp.f95 --param SMEM=2 --param STREAM=1 --param RX=1 --param TX=128 --param TY=4 --param RY=8 --param ZB=128 --param LB=1 $F
ab lapd stencils/laplacian.f95 --param SMEM=2 --param STREAM=0 --param RX=1 --param TX=256 --param TY=4 --param RY=2 --param ZB=128 --param LB=1 --param PIPE=2 --param RO=0 --param UNROLL=2
ab b27d stencils/box27.f95 --param SMEM=2 --param STREAM=0 --param RX=1 --param TX=64 --param TY=4 --param RY=8 --param ZB=16 --param LB=1 --param PIPE=2 --param RO=0 --param UNROLL=1
ab s25x2 stencils/star25_sp.f95 --param SMEM=2 --param STREAM=1 --param RX=2 --param TX=64 --param TY=4 --param RY=4 --param ZB=256 --param LB=2 $F
v $NEW s25-x4-32x8r2-z256 stencils/star25_sp.f95 --param SMEM=2 --param STREAM=1 --param RX=4 --param TX=32 --param TY=8 --param RY=2 --param ZB=256 --param LB=2 $F
v $NEW s25-x4-32x8r2-z128 stencils/star25_sp.f95 --param SMEM=2 --param STREAM=1 --param RX=4 --param TX=32 --param TY=8 --param RY=2 --param ZB=128 --param LB=2 $F
v $NEW s13f-x2-64x4r4-z128 /tmp/star13_fp32.f95 --param SMEM=2 --param STREAM=1 --param RX=2 --param TX=64 --param TY=4 --param RY=4 --param ZB=128 --param LB=2 $F
v $NEW s13f-x4-32x8r2-z128 /tmp/star13_fp32.f95 --param SMEM=2 --param STREAM=1 --param RX=4 --param TX=32 --param TY=8 --param RY=2 --param ZB=128 --param LB=2 $F
v $NEW s13d-x2-64x4r2 stencils/star13.f95 --param SMEM=2 --param STREAM=1 --param RX=2 --param TX=64 --param TY=4 --param RY=2 --param ZB=128 --param LB=2 $F
v $NEW s25d-s5 /tmp/star25_fp64.f95 --param SMEM=2 --param STREAM=1 --param RX=1 --param TX=32 --param TY=16 --param RY=4 --param ZB=128 --param LB=1 $F
v $NEW s25d-x2-64x4r2 /tmp/star25_fp64.f95 --param SMEM=2 --param STREAM=1 --param RX=2 --param TX=64 --param TY=4 --param RY=2 --param ZB=256 --param LB=2 $F
v $NEW s25d-x2-32x8r2 /tmp/star25_fp64.f95 --param SMEM=2 --param STREAM=1 --param RX=2 --param TX=32 --param TY=8 --param RY=2 --param ZB=256 --param LB=2 $F
cd $OUT && tar czf c-logs.tgz c/*.log && rm -f c/v-*.log
