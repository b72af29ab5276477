#!/usr/bin/env bash
# Device call A of session 9 (issue #6): single-precision rings whose rows are 8- but not
# 16-byte aligned (halo of one float, 514-float rows) copied 8 bytes at a time, not 4; and
# RX > 1 stores of rows whose first point is 4 bytes past an 8-byte boundary, shifted one
# element left through a warp shuffle so that they go out as aligned vectors. The new tree
# against .carry/old (commit ca34cbf), fixed variants, side by side.
export PATH=/usr/local/cuda/bin:$PATH; mkdir -p $OUT/a
( scripts/device-build.sh build-device > $OUT/a/build.log 2>&1 ) &
( cd .carry/old && scripts/device-build.sh build-old > $OUT/a/build-old.log 2>&1 ) &
wait
NEW=$PWD/build-device/stenciltune OLD=$PWD/.carry/old/build-old/stenciltune
[[ -x $NEW && -x $OLD ]] || { tail -5 $OUT/a/build*.log; exit 1; }
for s in laplacian box27 jacobi2d5 box2d9 divergence; do bench/precision.sh stencils/$s.f95 fp32 > /tmp/${s}_fp32.f95; done
v() { local T=$1 name=$2 src=$3 size=$4; shift 4; STENCILTUNE_NO_PROFILE=1 timeout 150 $T $src --target=cuda --size=$size --fresh -o /tmp/v-$name --search=exhaustive "$@" > $OUT/a/v-$name.log 2>&1; echo "$name rc=$? $(grep -E '^stenciltune: \[1\]' $OUT/a/v-$name.log | sed 's/.*: //')"; }
P() { echo "--param TX=$1 --param TY=$2 --param RY=$3 --param RX=$4 --param ZB=$5 --param STREAM=$6 --param SMEM=2 --param PIPE=$7 --param RO=$8 --param LB=$9 --param UNROLL=${10}"; }
C=512x512x512 Q=8192x8192
L1=$(P 128 4 8 1 16 1 2 0 2 4); L4=$(P 32 8 4 4 128 1 2 1 1 1); L2=$(P 64 4 4 2 128 1 2 1 1 1)
B1=$(P 64 4 8 1 32 0 1 0 1 1); B4=$(P 32 8 4 4 32 0 1 1 1 1); B2=$(P 64 4 8 2 32 0 1 0 1 1)
J4=$(P 128 1 1 4 32 1 2 1 1 1); J2=$(P 256 1 1 2 32 1 2 1 1 1); X4=$(P 128 1 1 4 32 0 2 1 1 1)
D4=$(P 32 8 4 4 32 0 1 1 1 1)
v $OLD lap-L1-old /tmp/laplacian_fp32.f95 $C $L1
v $NEW lap-L1-new /tmp/laplacian_fp32.f95 $C $L1
v $OLD lap-L4-old /tmp/laplacian_fp32.f95 $C $L4
v $NEW lap-L4-new /tmp/laplacian_fp32.f95 $C $L4
v $NEW lap-L2-new /tmp/laplacian_fp32.f95 $C $L2
v $OLD box-B1-old /tmp/box27_fp32.f95 $C $B1
v $NEW box-B1-new /tmp/box27_fp32.f95 $C $B1
v $NEW box-B4-new /tmp/box27_fp32.f95 $C $B4
v $NEW box-B2-new /tmp/box27_fp32.f95 $C $B2
v $OLD jac-J4-old /tmp/jacobi2d5_fp32.f95 $Q $J4
v $NEW jac-J4-new /tmp/jacobi2d5_fp32.f95 $Q $J4
v $NEW jac-J2-new /tmp/jacobi2d5_fp32.f95 $Q $J2
v $NEW b2d-X4-new /tmp/box2d9_fp32.f95 $Q $X4
v $NEW div-D4-new /tmp/divergence_fp32.f95 $C $D4
v $NEW lap-L1-new2 /tmp/laplacian_fp32.f95 $C $L1
v $OLD lap-L1-old2 /tmp/laplacian_fp32.f95 $C $L1
cd $OUT && tar czf a-logs.tgz a/*.log && rm -f a/v-*.log
