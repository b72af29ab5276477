#!/usr/bin/env bash
# Device call C of session 9 (issue #6): the single-precision halo-1 stencils tuned on the
# tree with 8-byte ring copies, shifted vector stores and the 2-D ring default (the
# unchecked 8-byte copies of call B removed): 60 s searches for the 7-point, the Jacobi
# 5-point and vardiff, 30 s for the 27-point and box2d9.
export PATH=/usr/local/cuda/bin:$PATH; mkdir -p $OUT/c
scripts/device-build.sh build-device > $OUT/c/build.log 2>&1 || { tail $OUT/c/build.log; exit 1; }
STENCILTUNE_NO_PROFILE=1 BENCH_PROFILE=0 timeout 330 bench/cuda.sh $OUT/r 60 laplacian:fp32 jacobi2d5:fp32 vardiff:fp32 > $OUT/c/bench60.log 2>&1
STENCILTUNE_NO_PROFILE=1 BENCH_PROFILE=0 timeout 150 bench/cuda.sh $OUT/r 30 box27:fp32 box2d9:fp32 > $OUT/c/bench30.log 2>&1
grep -h -E "==|baseline|default|tuned" $OUT/c/bench60.log $OUT/c/bench30.log
cd $OUT && tar czf r-c.tgz r && rm -rf r
