#!/usr/bin/env bash
# Device call B of session 9 (issue #6): the same single-precision halo-1 shapes with the
# unchecked 8-byte ring copies for blocks wholly inside (call A had them only checked),
# double-precision 2-D rings, and 20 s searches from the new 2-D single-precision default.
export PATH=/usr/local/cuda/bin:$PATH; mkdir -p $OUT/b
scripts/device-build.sh build-device > $OUT/b/build.log 2>&1
NEW=$PWD/build-device/stenciltune
[[ -x $NEW ]] || { tail -5 $OUT/b/build.log; exit 1; }
for s in laplacian box27 jacobi2d5 box2d9 divergence; do bench/precision.sh stencils/$s.f95 fp32 > /tmp/${s}_fp32.f95; done
v() { local T=$1 name=$2 src=$3 size=$4; shift 4; STENCILTUNE_NO_PROFILE=1 timeout 150 $T $src --target=cuda --size=$size --fresh -o /tmp/v-$name --search=exhaustive "$@" > $OUT/b/v-$name.log 2>&1; echo "$name rc=$? $(grep -E '^stenciltune: \[1\]' $OUT/b/v-$name.log | sed 's/.*: //')"; }
P() { echo "--param TX=$1 --param TY=$2 --param RY=$3 --param RX=$4 --param ZB=$5 --param STREAM=$6 --param SMEM=2 --param PIPE=$7 --param RO=$8 --param LB=$9 --param UNROLL=${10}"; }
C=512x512x512 Q=8192x8192
v $NEW lap-L4 /tmp/laplacian_fp32.f95 $C $(P 32 8 4 4 128 1 2 1 1 1)
v $NEW lap-L2 /tmp/laplacian_fp32.f95 $C $(P 64 4 4 2 128 1 2 1 1 1)
v $NEW lap-L4b /tmp/laplacian_fp32.f95 $C $(P 32 8 2 4 32 1 2 1 2 1)
v $NEW lap-L2b /tmp/laplacian_fp32.f95 $C $(P 64 4 8 2 16 1 2 0 2 4)
v $NEW box-B4 /tmp/box27_fp32.f95 $C $(P 32 8 4 4 32 0 1 1 1 1)
v $NEW box-B2 /tmp/box27_fp32.f95 $C $(P 64 4 8 2 32 0 1 0 1 1)
v $NEW jac-J4 /tmp/jacobi2d5_fp32.f95 $Q $(P 128 1 1 4 32 1 2 1 1 1)
v $NEW jac-J4z /tmp/jacobi2d5_fp32.f95 $Q $(P 256 1 1 4 64 1 2 1 1 1)
v $NEW b2d-X4 /tmp/box2d9_fp32.f95 $Q $(P 128 1 1 4 32 0 2 1 1 1)
v $NEW jac64-R2 stencils/jacobi2d5.f95 $Q $(P 128 1 1 2 32 1 2 1 1 1)
v $NEW b2d64-R2 stencils/box2d9.f95 $Q $(P 128 1 1 2 32 0 2 1 1 1)
v $NEW div-D2 /tmp/divergence_fp32.f95 $C $(P 64 4 2 2 32 0 1 0 1 1)
STENCILTUNE_NO_PROFILE=1 BENCH_PROFILE=0 bench/cuda.sh $OUT/b/r 20 jacobi2d5:fp32 box2d9:fp32 > $OUT/b/suite.log 2>&1; echo suite rc=$?
grep -h -E "tuned|GStencil" $OUT/b/suite.log | tail -8
cd $OUT && tar czf b-logs.tgz b/*.log && rm -f b/v-*.log
