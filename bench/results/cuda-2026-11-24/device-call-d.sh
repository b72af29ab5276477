#!/usr/bin/env bash
# Device call D of session 9 (issue #6): the 7-point and 27-point fp32 tuned (30 s) on the
# tree with the new defaults and profiled by Nsight Compute (DRAM bytes against the
# compulsory ones, the busiest unit, occupancy), to say what limits them; then the GPU
# tuning and library tests.
export PATH=/usr/local/cuda/bin:$PATH; mkdir -p $OUT/d
scripts/device-build.sh build-device > $OUT/d/build.log 2>&1 || { tail $OUT/d/build.log; exit 1; }
BENCH_PROFILE=1 BENCH_PROFILE_STAGES=+tuned timeout 300 bench/cuda.sh $OUT/r 30 laplacian:fp32 box27:fp32 > $OUT/d/bench.log 2>&1
grep -h -E "==|baseline|default|tuned|profile" $OUT/d/bench.log
timeout 200 ctest --test-dir build-device -R 'gpu_cuda_tune|gpu_library_cuda' > $OUT/d/tune-library.log 2>&1; echo "tune+library rc=$?"
grep -E 'Passed|Failed|tests passed' $OUT/d/tune-library.log
cd $OUT && tar czf r-d.tgz r && rm -rf r
