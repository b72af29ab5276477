#!/usr/bin/env bash
# Device call H of session 8 (issue #6): the new double-precision defaults (radius-2 and
# radius-4 stars, 27-point box: two points per thread) tuned with a 15 s search as the
# suite runs them; then the GPU tuning and library tests on the final tree.
export PATH=/usr/local/cuda/bin:$PATH; mkdir -p $OUT/h
scripts/device-build.sh build-device > $OUT/h/build.log 2>&1 || { tail $OUT/h/build.log; exit 1; }
STENCILTUNE_NO_PROFILE=1 BENCH_PROFILE=0 timeout 200 bench/cuda.sh $OUT/r 15 star25_sp:fp64 star13:fp64 box27:fp64 > $OUT/h/bench.log 2>&1
grep -A5 "==" $OUT/h/bench.log
timeout 200 ctest --test-dir build-device -R 'gpu_cuda_tune|gpu_library_cuda' > $OUT/h/tune-library.log 2>&1; echo "tune+library rc=$?"
grep -E 'Passed|Failed|tests passed' $OUT/h/tune-library.log
cd $OUT && tar czf r-h.tgz r && rm -rf r
