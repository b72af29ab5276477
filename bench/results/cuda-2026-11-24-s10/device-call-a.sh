#!/usr/bin/env bash
# Device call A of session 10 (issue #6): plane sums (PSUM=1) for the boxes. The GPU suite's
# new plane-sum runs (proof on the device), then, side by side in one binary, each box's
# best variant so far against the same with plane sums and a few plane-sum shapes.
export PATH=/usr/local/cuda/bin:$PATH; mkdir -p $OUT/a
scripts/device-build.sh build-device > $OUT/a/build.log 2>&1 || { tail $OUT/a/build.log; exit 1; }
T=$PWD/build-device/stenciltune
ONLY='^psum' timeout 240 bash tests/gpu/cuda_suite.sh $T $PWD $PWD/build-device > $OUT/a/suite.log 2>&1; echo "suite rc=$?"; tail -n 9 $OUT/a/suite.log
for s in box27 box2d9; do bench/precision.sh stencils/$s.f95 fp32 > /tmp/${s}_fp32.f95; done
v() { local name=$1 src=$2 size=$3; shift 3; STENCILTUNE_NO_PROFILE=1 timeout 120 $T $src --target=cuda --size=$size --fresh -o /tmp/v-$name --search=exhaustive "$@" > $OUT/a/v-$name.log 2>&1; echo "$name rc=$? $(grep -E '^stenciltune: \[1\]' $OUT/a/v-$name.log | sed 's/.*: //')"; }
P() { echo "--param TX=$1 --param TY=$2 --param RY=$3 --param RX=$4 --param ZB=$5 --param STREAM=$6 --param SMEM=2 --param PIPE=$7 --param RO=$8 --param LB=$9 --param UNROLL=${10} --param PSUM=${11}"; }
C=512x512x512 Q=8192x8192
# box27 fp32: session 9's tuned variant (321.3), then with plane sums, then plane-sum shapes.
v b32-tuned /tmp/box27_fp32.f95 $C $(P 64 4 8 1 16 0 1 0 1 2 0)
v b32-tuned-ps /tmp/box27_fp32.f95 $C $(P 64 4 8 1 16 0 1 0 1 2 1)
v b32-ps-ry4 /tmp/box27_fp32.f95 $C $(P 64 4 4 1 16 0 1 0 1 2 1)
v b32-ps-128x2 /tmp/box27_fp32.f95 $C $(P 128 2 8 1 32 0 2 0 1 2 1)
v b32-ps-rx4 /tmp/box27_fp32.f95 $C $(P 32 8 2 4 32 0 2 0 1 1 1)
v b32-ps-rx2 /tmp/box27_fp32.f95 $C $(P 64 4 4 2 32 0 2 0 1 1 1)
# box27 fp64: the default (226.5 tuned), then plane sums.
v b64-default stencils/box27.f95 $C $(P 128 2 8 2 128 0 1 0 1 1 0)
v b64-ps-rx2 stencils/box27.f95 $C $(P 128 2 2 2 128 0 1 0 1 1 1)
v b64-ps-rx1 stencils/box27.f95 $C $(P 64 4 4 1 32 0 2 0 1 2 1)
# box2d9: the fp32 tuned variant (437.2) and the fp64 default, with and without plane sums.
v q32-tuned /tmp/box2d9_fp32.f95 $Q $(P 128 1 1 4 8 0 2 0 1 1 0)
v q32-tuned-ps /tmp/box2d9_fp32.f95 $Q $(P 128 1 1 4 8 0 2 0 0 1 1)
v q32-tuned-ps-lb2 /tmp/box2d9_fp32.f95 $Q $(P 128 1 1 4 8 0 2 0 2 1 1)
v q64-default stencils/box2d9.f95 $Q
v q64-ps-rx1 stencils/box2d9.f95 $Q $(P 256 1 1 1 32 0 2 0 1 1 1)
v q64-ps-rx2 stencils/box2d9.f95 $Q $(P 128 1 1 2 32 0 2 0 0 1 1)
cd $OUT && tar czf a-logs.tgz a/*.log && rm -f a/v-*.log
