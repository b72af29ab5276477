#!/usr/bin/env bash
# Device call A of session 7 (issue #6): (1) bench/cuda_lab_2d.cu, copies with 4-, 8- and
# 16-byte accesses and the 5-point Jacobi with one or two points per thread; (2) side by
# side, the tree before this session's vector stores (.carry/old, commit 536be43) and the
# current tree on the wider stars' defaults; (3) the same defaults unrolled 2 and 4 times.
export PATH=/usr/local/cuda/bin:$PATH; mkdir -p $OUT/a
( scripts/device-build.sh build-device > $OUT/a/build.log 2>&1 ) &
( cd .carry/old && scripts/device-build.sh build-old > $OUT/a/build-old.log 2>&1 ) &
( nvcc -O3 -arch=sm_90 -std=c++17 -o /tmp/lab2d bench/cuda_lab_2d.cu > $OUT/a/lab2d-build.log 2>&1 ) &
wait
/tmp/lab2d 8192 > $OUT/a/lab2d.txt 2>&1; cat $OUT/a/lab2d.txt
NEW=$PWD/build-device/stenciltune OLD=$PWD/.carry/old/build-old/stenciltune
[[ -x $NEW && -x $OLD ]] || { tail -5 $OUT/a/build*.log; exit 1; }
for s in star13 box27 laplacian; do bench/precision.sh stencils/$s.f95 fp32 > /tmp/${s}_fp32.f95; done
bench/precision.sh stencils/star25_sp.f95 fp64 > /tmp/star25_fp64.f95
v() { local T=$1 name=$2 src=$3; shift 3; STENCILTUNE_NO_PROFILE=1 timeout 90 $T $src --target=cuda --size=512x512x512 --fresh -o /tmp/v-$name --search=exhaustive "$@" > $OUT/a/v-$name.log 2>&1; echo "$name rc=$? $(grep -E '^stenciltune: \[1\]' $OUT/a/v-$name.log | sed 's/.*: //')"; }
D25="--param SMEM=2 --param STREAM=1 --param RX=4 --param TX=32 --param TY=8 --param RY=2 --param ZB=128 --param LB=2 --param PIPE=1 --param RO=0"
D25d="--param SMEM=2 --param STREAM=1 --param RX=2 --param TX=32 --param TY=8 --param RY=2 --param ZB=128 --param LB=2 --param PIPE=1 --param RO=0"
v $OLD s25-old1 stencils/star25_sp.f95 $D25 --param UNROLL=1
v $NEW s25-new1 stencils/star25_sp.f95 $D25 --param UNROLL=1
v $OLD s25-old2 stencils/star25_sp.f95 $D25 --param UNROLL=1
v $NEW s25-new2 stencils/star25_sp.f95 $D25 --param UNROLL=1
v $NEW s25-u2 stencils/star25_sp.f95 $D25 --param UNROLL=2
v $NEW s25-u4 stencils/star25_sp.f95 $D25 --param UNROLL=4
v $OLD s25-u4-old stencils/star25_sp.f95 $D25 --param UNROLL=4
v $NEW s25-x2-64x4r4-u2 stencils/star25_sp.f95 --param SMEM=2 --param STREAM=1 --param RX=2 --param TX=64 --param TY=4 --param RY=4 --param ZB=256 --param LB=2 --param PIPE=1 --param RO=0 --param UNROLL=2
v $OLD s13f-old /tmp/star13_fp32.f95 $D25 --param UNROLL=1
v $NEW s13f-new /tmp/star13_fp32.f95 $D25 --param UNROLL=1
v $NEW s13f-u2 /tmp/star13_fp32.f95 $D25 --param UNROLL=2
v $NEW s13f-u4 /tmp/star13_fp32.f95 $D25 --param UNROLL=4
v $OLD s25d-old /tmp/star25_fp64.f95 $D25d --param UNROLL=1
v $NEW s25d-new /tmp/star25_fp64.f95 $D25d --param UNROLL=1
v $NEW s25d-u2 /tmp/star25_fp64.f95 $D25d --param UNROLL=2
v $NEW s25d-u4 /tmp/star25_fp64.f95 $D25d --param UNROLL=4
v $NEW b27f-x2 /tmp/box27_fp32.f95 --param SMEM=2 --param STREAM=0 --param RX=2 --param TX=32 --param TY=4 --param RY=8 --param ZB=32 --param LB=1 --param PIPE=1 --param RO=0 --param UNROLL=1
cd $OUT && tar czf a-logs.tgz a/*.log && rm -f a/v-*.log
