#!/usr/bin/env bash
# Device call A of session 6 (issue #6): RX > 1 variants now accumulate each point's sum
# one ring row at a time. Fixed variants at 512^3, each proven and timed by the tool, side
# by side with the defaults; then the GPU suite's RX runs (every stencil, RX=2 and RX=4,
# random variants proven against the C translation).
export PATH=/usr/local/cuda/bin:$PATH; mkdir -p $OUT/a
scripts/device-build.sh build-device > $OUT/a/build.log 2>&1 || { tail $OUT/a/build.log; exit 1; }
T=$PWD/build-device/stenciltune
for s in laplacian star13 box27; do bench/precision.sh stencils/$s.f95 fp32 > /tmp/${s}_fp32.f95; done
F="--param PIPE=1 --param RO=0 --param UNROLL=1"
v() { name=$1 src=$2; shift 2; STENCILTUNE_NO_PROFILE=1 timeout 120 $T $src --target=cuda --size=512x512x512 --fresh -o /tmp/v-$name --search=exhaustive "$@" > $OUT/a/v-$name.log 2>&1; echo "$name rc=$? $(grep -E '^stenciltune: \[1\]' $OUT/a/v-$name.log | sed 's/.*: //')"; }
S25=stencils/star25_sp.f95
v s25-default $S25 --param SMEM=2 --param STREAM=1 --param RX=1 --param TX=128 --param TY=4 --param RY=8 --param ZB=128 --param LB=1 $F
v s25-x2-64x4r4-z256 $S25 --param SMEM=2 --param STREAM=1 --param RX=2 --param TX=64 --param TY=4 --param RY=4 --param ZB=256 --param LB=1 $F
v s25-x2-64x4r4-z128 $S25 --param SMEM=2 --param STREAM=1 --param RX=2 --param TX=64 --param TY=4 --param RY=4 --param ZB=128 --param LB=1 $F
v s25-x2-64x4r4-lb2 $S25 --param SMEM=2 --param STREAM=1 --param RX=2 --param TX=64 --param TY=4 --param RY=4 --param ZB=256 --param LB=2 $F
v s25-x2-32x8r4 $S25 --param SMEM=2 --param STREAM=1 --param RX=2 --param TX=32 --param TY=8 --param RY=4 --param ZB=256 --param LB=1 $F
v s25-x2-64x8r2 $S25 --param SMEM=2 --param STREAM=1 --param RX=2 --param TX=64 --param TY=8 --param RY=2 --param ZB=256 --param LB=1 $F
v s25-x2-32x4r8 $S25 --param SMEM=2 --param STREAM=1 --param RX=2 --param TX=32 --param TY=4 --param RY=8 --param ZB=256 --param LB=1 $F
v s25-x4-32x4r2 $S25 --param SMEM=2 --param STREAM=1 --param RX=4 --param TX=32 --param TY=4 --param RY=2 --param ZB=256 --param LB=1 $F
v s25-x4-32x8r2 $S25 --param SMEM=2 --param STREAM=1 --param RX=4 --param TX=32 --param TY=8 --param RY=2 --param ZB=256 --param LB=1 $F
v s13f-tuned-s5 /tmp/star13_fp32.f95 --param SMEM=2 --param STREAM=1 --param RX=1 --param TX=64 --param TY=4 --param RY=4 --param ZB=64 --param LB=1 --param PIPE=2 --param RO=0 --param UNROLL=1
v s13f-x2-64x4r4 /tmp/star13_fp32.f95 --param SMEM=2 --param STREAM=1 --param RX=2 --param TX=64 --param TY=4 --param RY=4 --param ZB=128 --param LB=1 $F
v lapf-default /tmp/laplacian_fp32.f95 --param SMEM=2 --param STREAM=1 --param RX=1 --param TX=128 --param TY=4 --param RY=8 --param ZB=16 --param LB=2 --param PIPE=2 --param RO=0 --param UNROLL=4
v lapf-x2-64x4r4 /tmp/laplacian_fp32.f95 --param SMEM=2 --param STREAM=1 --param RX=2 --param TX=64 --param TY=4 --param RY=4 --param ZB=32 --param LB=1 --param PIPE=2 --param RO=0 --param UNROLL=1
v b27f-x2-32x4r8 /tmp/box27_fp32.f95 --param SMEM=2 --param STREAM=0 --param RX=2 --param TX=32 --param TY=4 --param RY=8 --param ZB=32 --param LB=1 $F
v b27d-x2-32x4r8 stencils/box27.f95 --param SMEM=2 --param STREAM=0 --param RX=2 --param TX=32 --param TY=4 --param RY=8 --param ZB=32 --param LB=1 $F
( ONLY='^(ringx2)$' timeout 300 bash tests/gpu/cuda_suite.sh $T $PWD /tmp/suite1 > $OUT/a/suite-ringx2.log 2>&1; echo "suite ringx2 rc=$?" >> $OUT/a/suite-ringx2.log ) &
( ONLY='^(ringx4)$' timeout 300 bash tests/gpu/cuda_suite.sh $T $PWD /tmp/suite2 > $OUT/a/suite-ringx4.log 2>&1; echo "suite ringx4 rc=$?" >> $OUT/a/suite-ringx4.log ) &
wait
tail -n 2 $OUT/a/suite-ringx2.log $OUT/a/suite-ringx4.log; grep -h FAIL $OUT/a/suite*.log | head
