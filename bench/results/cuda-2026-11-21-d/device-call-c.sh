#!/usr/bin/env bash
# Device call C of session 5 (issue #6): the GPU tests on the tree with RX and the ring's
# 16-byte copies (the suite in two halves at once, on separate work folders, then the
# tuning and library tests), and three fixed radius-4 fp32 variants at 512^3.
export PATH=/usr/local/cuda/bin:$PATH; mkdir -p $OUT/c
scripts/device-build.sh build-device > $OUT/c/build.log 2>&1 || { tail $OUT/c/build.log; exit 1; }
T=$PWD/build-device/stenciltune
( ONLY='^(random|smem-ry4|ringx4|ring-odd)$' timeout 400 bash tests/gpu/cuda_suite.sh $T $PWD /tmp/suite1 > $OUT/c/suite1.log 2>&1; echo "suite part 1 rc=$?" >> $OUT/c/suite1.log ) &
( ONLY='^(ring|ringx2)$' timeout 400 bash tests/gpu/cuda_suite.sh $T $PWD /tmp/suite2 > $OUT/c/suite2.log 2>&1; echo "suite part 2 rc=$?" >> $OUT/c/suite2.log ) &
wait
tail -2 $OUT/c/suite1.log $OUT/c/suite2.log
timeout 150 ctest --test-dir build-device -R 'gpu_cuda_tune|gpu_library_cuda' > $OUT/c/tune-library.log 2>&1; echo "tune+library rc=$?"
grep -E 'Passed|Failed|tests passed' $OUT/c/tune-library.log
v() { STENCILTUNE_NO_PROFILE=1 timeout 90 $T stencils/star25_sp.f95 --target=cuda --size=512x512x512 --fresh -o /tmp/v-$1 --search=exhaustive "${@:2}" > $OUT/c/v-$1.log 2>&1; echo "$1 rc=$?"; grep -iE 'GStencil|best|default' $OUT/c/v-$1.log | head -4; }
v ringx2a --param SMEM=2 --param STREAM=1 --param RX=2 --param TX=64 --param TY=4 --param RY=4 --param ZB=128 --param PIPE=1 --param RO=0 --param LB=0 --param UNROLL=1
v ringx2b --param SMEM=2 --param STREAM=1 --param RX=2 --param TX=32 --param TY=8 --param RY=4 --param ZB=64 --param PIPE=1 --param RO=0 --param LB=0 --param UNROLL=1
v smem1 --param SMEM=1 --param STREAM=1 --param RX=1 --param TX=64 --param TY=4 --param RY=4 --param ZB=64 --param PIPE=1 --param RO=0 --param LB=0 --param UNROLL=2
