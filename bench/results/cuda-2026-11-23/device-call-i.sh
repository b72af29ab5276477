#!/usr/bin/env bash
# Device call I of session 8 (issue #6): the report's baseline was not the paper's
# generator where the tuned variant had several points per thread (it kept the tuned
# RX and PIPE); fixed, the cases whose tuned variant has RX > 1 are re-run as the suite
# runs them (the radius-4 fp32 star with a 60 s search), then the GPU tuning test.
export PATH=/usr/local/cuda/bin:$PATH; mkdir -p $OUT/i
scripts/device-build.sh build-device > $OUT/i/build.log 2>&1 || { tail $OUT/i/build.log; exit 1; }
STENCILTUNE_NO_PROFILE=1 BENCH_PROFILE=0 timeout 130 bench/cuda.sh $OUT/r 60 star25_sp:fp32 > $OUT/i/bench-s25.log 2>&1
STENCILTUNE_NO_PROFILE=1 BENCH_PROFILE=0 timeout 200 bench/cuda.sh $OUT/r 15 star25_sp:fp64 star13:fp32 star13:fp64 box27:fp64 > $OUT/i/bench.log 2>&1
grep -h -A5 "==" $OUT/i/bench-s25.log $OUT/i/bench.log | grep -E "==|baseline|default|tuned"
timeout 100 ctest --test-dir build-device -R 'gpu_cuda_tune' > $OUT/i/tune.log 2>&1; echo "tune rc=$?"
grep -E 'Passed|Failed|tests passed|ok: report' $OUT/i/tune.log build-device/gpu_cuda_tune/*.out 2>/dev/null | head
cd $OUT && tar czf r-i.tgz r && rm -rf r
