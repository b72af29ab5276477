#!/usr/bin/env bash
# Device call E of session 6 (issue #6): the 7-point fp64 (15 s search; its 90 s run of
# session 5 met the target), the multi-grid and the 2-D cases, 15 s searches, final tree.
export PATH=/usr/local/cuda/bin:$PATH; mkdir -p $OUT/e
scripts/device-build.sh build-device > $OUT/e/build.log 2>&1 || { tail $OUT/e/build.log; exit 1; }
STENCILTUNE_NO_PROFILE=1 BENCH_PROFILE=0 timeout 480 bench/cuda.sh $OUT/r 15 laplacian:fp64 divergence:fp64 divergence:fp32 gradient:fp64 gradient:fp32 jacobi2d5:fp64 jacobi2d5:fp32 box2d9:fp64 box2d9:fp32 vardiff:fp64 vardiff:fp32 > $OUT/e/bench.log 2>&1
python3 bench/cuda_table.py $OUT/r bench/results/cuda-2026-11-21-d/torch-session3.json $OUT/e/summary.json $OUT/e/table.md; cat $OUT/e/table.md
cd $OUT && tar czf r-e.tgz r && rm -rf r
