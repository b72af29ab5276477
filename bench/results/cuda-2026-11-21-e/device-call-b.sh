#!/usr/bin/env bash
# Device call B of session 6 (issue #6): the ring's copies for blocks wholly inside the grid
# go without bounds checks (each thread one chunk column, stepping down the rows). Fixed
# variants at 512^3, proven (now also at a size holding a whole tile) and timed by the tool;
# then the GPU suite's ring runs in two halves at once.
export PATH=/usr/local/cuda/bin:$PATH; mkdir -p $OUT/b
scripts/device-build.sh build-device > $OUT/b/build.log 2>&1 || { tail $OUT/b/build.log; exit 1; }
T=$PWD/build-device/stenciltune
for s in laplacian star13 box27; do bench/precision.sh stencils/$s.f95 fp32 > /tmp/${s}_fp32.f95; done
F="--param PIPE=1 --param RO=0 --param UNROLL=1"
v() { name=$1 src=$2; shift 2; STENCILTUNE_NO_PROFILE=1 timeout 120 $T $src --target=cuda --size=512x512x512 --fresh -o /tmp/v-$name --search=exhaustive "$@" > $OUT/b/v-$name.log 2>&1; echo "$name rc=$? $(grep -E '^stenciltune: \[1\]' $OUT/b/v-$name.log | sed 's/.*: //')"; }
S25=stencils/star25_sp.f95
v s25-default $S25 --param SMEM=2 --param STREAM=1 --param RX=1 --param TX=128 --param TY=4 --param RY=8 --param ZB=128 --param LB=1 $F
v s25-x2-64x4r4-lb1 $S25 --param SMEM=2 --param STREAM=1 --param RX=2 --param TX=64 --param TY=4 --param RY=4 --param ZB=256 --param LB=1 $F
v s25-x2-64x4r4-lb2 $S25 --param SMEM=2 --param STREAM=1 --param RX=2 --param TX=64 --param TY=4 --param RY=4 --param ZB=256 --param LB=2 $F
v s25-x2-32x8r4-lb2 $S25 --param SMEM=2 --param STREAM=1 --param RX=2 --param TX=32 --param TY=8 --param RY=4 --param ZB=256 --param LB=2 $F
v s25-x4-32x8r2-lb2 $S25 --param SMEM=2 --param STREAM=1 --param RX=4 --param TX=32 --param TY=8 --param RY=2 --param ZB=256 --param LB=2 $F
v s25-x2-64x4r2 $S25 --param SMEM=2 --param STREAM=1 --param RX=2 --param TX=64 --param TY=4 --param RY=2 --param ZB=256 --param LB=1 $F
v lapd-tuned-s5 stencils/laplacian.f95 --param SMEM=2 --param STREAM=0 --param RX=1 --param TX=256 --param TY=4 --param RY=2 --param ZB=128 --param LB=1 --param PIPE=2 --param RO=0 --param UNROLL=2
v b27d-default stencils/box27.f95 --param SMEM=2 --param STREAM=0 --param RX=1 --param TX=64 --param TY=4 --param RY=8 --param ZB=16 --param LB=1 --param PIPE=2 --param RO=0 --param UNROLL=1
v s13d-tuned-s5 stencils/star13.f95 --param SMEM=2 --param STREAM=1 --param RX=1 --param TX=128 --param TY=4 --param RY=4 --param ZB=64 --param LB=1 --param PIPE=2 --param RO=0 --param UNROLL=1
v s13f-tuned-s5 /tmp/star13_fp32.f95 --param SMEM=2 --param STREAM=1 --param RX=1 --param TX=64 --param TY=4 --param RY=4 --param ZB=64 --param LB=1 --param PIPE=2 --param RO=0 --param UNROLL=1
v s13f-x2-64x4r4-lb2 /tmp/star13_fp32.f95 --param SMEM=2 --param STREAM=1 --param RX=2 --param TX=64 --param TY=4 --param RY=4 --param ZB=128 --param LB=2 $F
v lapf-default /tmp/laplacian_fp32.f95 --param SMEM=2 --param STREAM=1 --param RX=1 --param TX=128 --param TY=4 --param RY=8 --param ZB=16 --param LB=2 --param PIPE=2 --param RO=0 --param UNROLL=4
( ONLY='^(ring|ringx4)$' timeout 280 bash tests/gpu/cuda_suite.sh $T $PWD /tmp/suite1 > $OUT/b/suite-1.log 2>&1; echo "suite ring,ringx4 rc=$?" >> $OUT/b/suite-1.log ) &
( ONLY='^(ringx2|ring-odd)$' timeout 280 bash tests/gpu/cuda_suite.sh $T $PWD /tmp/suite2 > $OUT/b/suite-2.log 2>&1; echo "suite ringx2,ring-odd rc=$?" >> $OUT/b/suite-2.log ) &
wait
tail -n 2 $OUT/b/suite-1.log $OUT/b/suite-2.log; grep -h FAIL $OUT/b/suite*.log | head
grep -h "rings also" $OUT/b/v-s25-x2-64x4r4-lb1.log
