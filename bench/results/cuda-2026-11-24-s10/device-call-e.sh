#!/usr/bin/env bash
# Device call E of session 10 (issue #6), on the H200: PSUM=2 (each plane's sums added at
# once into the points that read them, one accumulator per plane in reach). The GPU suite's
# PSUM=2 runs (proof), then side by side in one binary: the 27-point fp32 default (PSUM=1)
# against PSUM=2 in the same shape and in shapes its fewer registers allow; the 27-point
# fp64 default against PSUM=2; box2d9 fp32's tuned variant against PSUM=2.
export PATH=/usr/local/cuda/bin:$PATH; mkdir -p $OUT/e
scripts/device-build.sh build-device > $OUT/e/build.log 2>&1 || { tail $OUT/e/build.log; exit 1; }
T=$PWD/build-device/stenciltune
nvidia-smi -L
ONLY='^psum2' timeout 220 bash tests/gpu/cuda_suite.sh $T $PWD $PWD/build-device > $OUT/e/suite.log 2>&1; echo "suite rc=$?"; tail -n 9 $OUT/e/suite.log
bench/precision.sh stencils/box27.f95 fp32 > /tmp/box27_fp32.f95
v() { local name=$1 src=$2 size=$3; shift 3; STENCILTUNE_NO_PROFILE=1 timeout 100 $T $src --target=cuda --size=$size --fresh -o /tmp/v-$name --search=exhaustive "$@" > $OUT/e/v-$name.log 2>&1; echo "$name rc=$? $(grep -E '^stenciltune: \[1\]' $OUT/e/v-$name.log | sed 's/.*: //')"; }
P() { echo "--param TX=$1 --param TY=$2 --param RY=$3 --param RX=$4 --param ZB=$5 --param STREAM=$6 --param SMEM=2 --param PIPE=$7 --param RO=$8 --param LB=$9 --param UNROLL=${10} --param PSUM=${11}"; }
C=512x512x512 Q=8192x8192
v b32-ps1 /tmp/box27_fp32.f95 $C $(P 128 2 8 1 32 0 2 0 2 4 1)
v b32-ps2 /tmp/box27_fp32.f95 $C $(P 128 2 8 1 32 0 2 0 2 4 2)
v b32-ps2-ty4 /tmp/box27_fp32.f95 $C $(P 128 4 8 1 32 0 2 0 2 4 2)
v b32-ps2-ty4-lb1 /tmp/box27_fp32.f95 $C $(P 128 4 8 1 32 0 2 0 1 4 2)
v b32-ps2-64x8 /tmp/box27_fp32.f95 $C $(P 64 8 8 1 32 0 2 0 2 4 2)
v b32-ps1-again /tmp/box27_fp32.f95 $C $(P 128 2 8 1 32 0 2 0 2 4 1)
v b64-default stencils/box27.f95 $C $(P 128 2 8 2 128 0 1 0 1 1 0)
v b64-ps2 stencils/box27.f95 $C $(P 128 2 8 2 128 0 1 0 1 1 2)
v b64-ps2-ry4 stencils/box27.f95 $C $(P 128 2 4 2 128 0 1 0 2 1 2)
v q32-tuned stencils/box2d9.f95 $Q $(P 128 1 1 4 8 0 2 1 1 1 0)
v q32-ps2 stencils/box2d9.f95 $Q $(P 128 1 1 4 8 0 2 1 1 1 2)
v q32-ps2-zb16 stencils/box2d9.f95 $Q $(P 128 1 1 4 16 0 2 1 1 1 2)
cd $OUT && tar czf e-logs.tgz e/v-*.log && rm -f e/v-*.log
