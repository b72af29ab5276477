#!/usr/bin/env bash
# Device call B of session 7 (issue #6): single-precision stencils from the ring with
# several points per thread (RX > 1: 16-byte copies in, vector reads, and now vector
# stores), each beside the variant the last suite run chose for it (plain 4-byte loads
# for the 2-D stencils and the divergence), all proven and timed by the tool; and the
# double-precision radius-4 star's default unrolled 4 times over 64 or 128 planes.
export PATH=/usr/local/cuda/bin:$PATH; mkdir -p $OUT/b
[[ -x build-device/stenciltune ]] || scripts/device-build.sh build-device > $OUT/b/build.log 2>&1
NEW=$PWD/build-device/stenciltune
for s in star13 box27 laplacian divergence jacobi2d5 box2d9; do bench/precision.sh stencils/$s.f95 fp32 > /tmp/${s}_fp32.f95; done
bench/precision.sh stencils/star25_sp.f95 fp64 > /tmp/star25_fp64.f95
v() { local name=$1 size=$2 src=$3; shift 3; STENCILTUNE_NO_PROFILE=1 timeout 90 $NEW $src --target=cuda --size=$size --fresh -o /tmp/v-$name --search=exhaustive "$@" > $OUT/b/v-$name.log 2>&1; echo "$name rc=$? $(grep -E '^stenciltune: \[1\]' $OUT/b/v-$name.log | sed 's/.*: //')"; }
P2="--param TY=1 --param RY=1 --param RO=0 --param LB=1 --param UNROLL=1"
v j5f-ref 8192x8192 /tmp/jacobi2d5_fp32.f95 --param SMEM=0 --param STREAM=0 --param RX=1 --param TX=256 --param ZB=8 --param PIPE=1 --param TY=1 --param RY=1 --param RO=0 --param LB=1 --param UNROLL=4
v j5f-r2 8192x8192 /tmp/jacobi2d5_fp32.f95 --param SMEM=2 --param STREAM=1 --param RX=2 --param TX=256 --param ZB=32 --param PIPE=2 $P2
v j5f-r4 8192x8192 /tmp/jacobi2d5_fp32.f95 --param SMEM=2 --param STREAM=1 --param RX=4 --param TX=128 --param ZB=32 --param PIPE=2 $P2
v j5f-r4z16 8192x8192 /tmp/jacobi2d5_fp32.f95 --param SMEM=2 --param STREAM=1 --param RX=4 --param TX=256 --param ZB=16 --param PIPE=2 $P2
v b9f-ref 8192x8192 /tmp/box2d9_fp32.f95 --param SMEM=0 --param STREAM=1 --param RX=1 --param TX=512 --param ZB=8 --param PIPE=1 --param TY=1 --param RY=1 --param RO=0 --param LB=1 --param UNROLL=4
v b9f-r4 8192x8192 /tmp/box2d9_fp32.f95 --param SMEM=2 --param STREAM=0 --param RX=4 --param TX=128 --param ZB=32 --param PIPE=2 $P2
v b9f-r2 8192x8192 /tmp/box2d9_fp32.f95 --param SMEM=2 --param STREAM=0 --param RX=2 --param TX=256 --param ZB=32 --param PIPE=2 $P2
v lapf-ref 512x512x512 /tmp/laplacian_fp32.f95 --param SMEM=2 --param STREAM=1 --param RX=1 --param TX=128 --param TY=4 --param RY=8 --param ZB=16 --param PIPE=2 --param RO=0 --param LB=2 --param UNROLL=4
v lapf-x2 512x512x512 /tmp/laplacian_fp32.f95 --param SMEM=2 --param STREAM=1 --param RX=2 --param TX=64 --param TY=4 --param RY=4 --param ZB=32 --param PIPE=2 --param RO=0 --param LB=1 --param UNROLL=1
v lapf-x4 512x512x512 /tmp/laplacian_fp32.f95 --param SMEM=2 --param STREAM=1 --param RX=4 --param TX=32 --param TY=8 --param RY=2 --param ZB=32 --param PIPE=2 --param RO=0 --param LB=2 --param UNROLL=1
v divf-ref 512x512x512 /tmp/divergence_fp32.f95 --param SMEM=0 --param STREAM=0 --param RX=1 --param TX=64 --param TY=8 --param RY=1 --param ZB=8 --param PIPE=1 --param RO=0 --param LB=1 --param UNROLL=1
v divf-x4 512x512x512 /tmp/divergence_fp32.f95 --param SMEM=2 --param STREAM=0 --param RX=4 --param TX=32 --param TY=8 --param RY=2 --param ZB=32 --param PIPE=1 --param RO=0 --param LB=1 --param UNROLL=1
v divf-x2 512x512x512 /tmp/divergence_fp32.f95 --param SMEM=2 --param STREAM=0 --param RX=2 --param TX=64 --param TY=4 --param RY=2 --param ZB=32 --param PIPE=1 --param RO=0 --param LB=1 --param UNROLL=1
v b27f-x2r4 512x512x512 /tmp/box27_fp32.f95 --param SMEM=2 --param STREAM=0 --param RX=2 --param TX=32 --param TY=8 --param RY=4 --param ZB=32 --param PIPE=1 --param RO=0 --param LB=1 --param UNROLL=1
v s25d-u4z64 512x512x512 /tmp/star25_fp64.f95 --param SMEM=2 --param STREAM=1 --param RX=2 --param TX=32 --param TY=8 --param RY=2 --param ZB=64 --param LB=2 --param PIPE=1 --param RO=0 --param UNROLL=4
v s25d-u4 512x512x512 /tmp/star25_fp64.f95 --param SMEM=2 --param STREAM=1 --param RX=2 --param TX=32 --param TY=8 --param RY=2 --param ZB=128 --param LB=2 --param PIPE=1 --param RO=0 --param UNROLL=4
v s13d-x2u4 512x512x512 stencils/star13.f95 --param SMEM=2 --param STREAM=1 --param RX=2 --param TX=32 --param TY=8 --param RY=2 --param ZB=128 --param LB=2 --param PIPE=1 --param RO=0 --param UNROLL=4
v s13d-ref 512x512x512 stencils/star13.f95 --param SMEM=2 --param STREAM=1 --param RX=1 --param TX=128 --param TY=4 --param RY=4 --param ZB=64 --param LB=1 --param PIPE=2 --param RO=0 --param UNROLL=1
cd $OUT && tar czf b-logs.tgz b/*.log && rm -f b/v-*.log
