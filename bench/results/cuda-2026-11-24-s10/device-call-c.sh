#!/usr/bin/env bash
# Device call C of session 10 (issue #6), on the H200: the GPU tuning and library tests and
# the suite's plane-sum runs on the committed tree; Nsight Compute on the 27-point fp32
# default (plane sums) for what limits it now; and the variable-coefficient diffusion
# (two grids, kept on global loads by every search so far) from rings of large tiles,
# beside its tuned global-load variant.
export PATH=/usr/local/cuda/bin:$PATH; mkdir -p $OUT/c
scripts/device-build.sh build-device > $OUT/c/build.log 2>&1 || { tail $OUT/c/build.log; exit 1; }
T=$PWD/build-device/stenciltune
nvidia-smi -L
timeout 200 ctest --test-dir build-device -R 'gpu_cuda_tune|gpu_library_cuda' > $OUT/c/tune-library.log 2>&1; echo "tune+library rc=$?"
grep -E 'Passed|Failed|tests passed' $OUT/c/tune-library.log
ONLY='^psum' timeout 200 bash tests/gpu/cuda_suite.sh $T $PWD $PWD/build-device > $OUT/c/suite.log 2>&1; echo "suite rc=$?"; tail -n 9 $OUT/c/suite.log
BENCH_PROFILE=1 BENCH_PROFILE_STAGES="+tuned" STENCILTUNE_NO_PROFILE=1 timeout 100 bench/cuda.sh $OUT/r 5 box27:fp32 > $OUT/c/profile.log 2>&1; echo "profile rc=$?"; grep -E '==|tuned|profile' $OUT/c/profile.log
bench/precision.sh stencils/vardiff.f95 fp32 > /tmp/vd32.f95
v() { local name=$1 src=$2 size=$3; shift 3; STENCILTUNE_NO_PROFILE=1 timeout 100 $T $src --target=cuda --size=$size --fresh -o /tmp/v-$name --search=exhaustive "$@" > $OUT/c/v-$name.log 2>&1; echo "$name rc=$? $(grep -E '^stenciltune: \[1\]' $OUT/c/v-$name.log | sed 's/.*: //')"; }
P() { echo "--param TX=$1 --param TY=$2 --param RY=$3 --param RX=$4 --param ZB=$5 --param STREAM=$6 --param SMEM=$7 --param PIPE=$8 --param RO=$9 --param LB=${10} --param UNROLL=${11}"; }
C=512x512x512
v vd32-tuned /tmp/vd32.f95 $C $(P 32 4 1 1 16 0 0 1 0 1 2)
v vd32-ring-128x4 /tmp/vd32.f95 $C $(P 128 4 8 1 8 1 2 2 1 1 4)
v vd32-ring-128x2 /tmp/vd32.f95 $C $(P 128 2 8 1 16 1 2 2 1 1 1)
v vd32-ring-rx4 /tmp/vd32.f95 $C $(P 32 8 4 4 32 1 2 2 1 1 1)
v vd64-tuned stencils/vardiff.f95 $C $(P 32 4 1 1 8 0 0 1 0 1 1)
v vd64-ring-256x4 stencils/vardiff.f95 $C $(P 256 4 2 1 128 0 2 2 0 1 2)
v vd64-ring-128x2 stencils/vardiff.f95 $C $(P 128 2 4 1 32 1 2 2 1 1 1)
cd $OUT && tar czf r-c.tgz r c/v-*.log && rm -rf r c/v-*.log
