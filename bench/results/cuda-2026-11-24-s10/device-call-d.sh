#!/usr/bin/env bash
# Device call D of session 10 (issue #6), on the H200: the GPU tuning and library tests on
# the tree with the new defaults; the variable-coefficient diffusion fp64 re-tuned from its
# new default (a ring per grid); in single precision, the fp64 winner's ring shape and two
# others beside the global-load variant every search has kept.
export PATH=/usr/local/cuda/bin:$PATH; mkdir -p $OUT/d
scripts/device-build.sh build-device > $OUT/d/build.log 2>&1 || { tail $OUT/d/build.log; exit 1; }
T=$PWD/build-device/stenciltune
nvidia-smi -L
timeout 200 ctest --test-dir build-device -R 'gpu_cuda_tune|gpu_library_cuda' > $OUT/d/tune-library.log 2>&1; echo "tune+library rc=$?"
grep -E 'Passed|Failed|tests passed' $OUT/d/tune-library.log
STENCILTUNE_NO_PROFILE=1 BENCH_PROFILE=0 timeout 110 bench/cuda.sh $OUT/r 60 vardiff:fp64 > $OUT/d/bench60.log 2>&1
grep -h -E "==|baseline|default|tuned" $OUT/d/bench60.log
bench/precision.sh stencils/vardiff.f95 fp32 > /tmp/vd32.f95
v() { local name=$1 src=$2 size=$3; shift 3; STENCILTUNE_NO_PROFILE=1 timeout 100 $T $src --target=cuda --size=$size --fresh -o /tmp/v-$name --search=exhaustive "$@" > $OUT/d/v-$name.log 2>&1; echo "$name rc=$? $(grep -E '^stenciltune: \[1\]' $OUT/d/v-$name.log | sed 's/.*: //')"; }
P() { echo "--param TX=$1 --param TY=$2 --param RY=$3 --param RX=$4 --param ZB=$5 --param STREAM=$6 --param SMEM=$7 --param PIPE=$8 --param RO=$9 --param LB=${10} --param UNROLL=${11}"; }
C=512x512x512
v vd32-tuned /tmp/vd32.f95 $C $(P 32 4 1 1 16 0 0 1 0 1 2)
v vd32-ring-128x2-ry4 /tmp/vd32.f95 $C $(P 128 2 4 1 32 1 2 2 1 0 1)
v vd32-ring-128x2-ry4-lb2 /tmp/vd32.f95 $C $(P 128 2 4 1 32 1 2 2 1 2 1)
v vd32-ring-64x4-ry4 /tmp/vd32.f95 $C $(P 64 4 4 1 32 1 2 2 1 0 1)
cd $OUT && tar czf r-d.tgz r d/v-*.log && rm -rf r d/v-*.log
