#!/usr/bin/env bash
# Device call E of session 5 (issue #6): on the final defaults (launch bounds, the radius-4
# ring), the tuning and library GPU tests, then six benchmark cases with 15 s searches.
export PATH=/usr/local/cuda/bin:$PATH; mkdir -p $OUT/e
scripts/device-build.sh build-device > $OUT/e/build.log 2>&1 || { tail $OUT/e/build.log; exit 1; }
timeout 150 ctest --test-dir build-device -R 'gpu_cuda_tune|gpu_library_cuda' > $OUT/e/tune-library.log 2>&1; echo "tune+library rc=$?"
grep -E 'Passed|Failed|tests passed' $OUT/e/tune-library.log
STENCILTUNE_NO_PROFILE=1 BENCH_PROFILE=0 timeout 400 bench/cuda.sh $OUT/r 15 star25_sp:fp32 star25_sp:fp64 star13:fp64 star13:fp32 box27:fp32 laplacian:fp32 > $OUT/e/bench.log 2>&1
python3 bench/cuda_table.py $OUT/r bench/results/cuda-2026-11-21-d/torch-session3.json $OUT/e/summary.json $OUT/e/table.md; cat $OUT/e/table.md
grep -hE ' default |baseline|tuned' $OUT/e/bench.log | head -24
cd $OUT && tar czf r.tgz r && rm -rf r
