#!/usr/bin/env bash
# Device call E of session 8 (issue #6): the one-grid 3-D stencils tuned on the final tree
# (vector priming, 8-byte vectors, the new fp32 wider-star default): the radius-4 fp32 star
# with a 60 s search, the others 15 s; then the GPU tuning and library tests.
export PATH=/usr/local/cuda/bin:$PATH; mkdir -p $OUT/e
scripts/device-build.sh build-device > $OUT/e/build.log 2>&1 || { tail $OUT/e/build.log; exit 1; }
STENCILTUNE_NO_PROFILE=1 BENCH_PROFILE=0 timeout 130 bench/cuda.sh $OUT/r 60 star25_sp:fp32 > $OUT/e/bench-s25.log 2>&1
STENCILTUNE_NO_PROFILE=1 BENCH_PROFILE=0 timeout 250 bench/cuda.sh $OUT/r 15 star25_sp:fp64 star13:fp32 star13:fp64 box27:fp32 box27:fp64 laplacian:fp32 laplacian:fp64 > $OUT/e/bench.log 2>&1
grep -h "==" $OUT/e/bench-s25.log $OUT/e/bench.log
timeout 160 ctest --test-dir build-device -R 'gpu_cuda_tune|gpu_library_cuda' > $OUT/e/tune-library.log 2>&1; echo "tune+library rc=$?"
grep -E 'Passed|Failed|tests passed' $OUT/e/tune-library.log
cd $OUT && tar czf r-e.tgz r && rm -rf r
