#!/usr/bin/env bash
# Device call F of session 5 (issue #6): the 7-point fp64 with a 90 s search (the issue
# allows 120 s), the 7-point fp32 with its new default, and the multi-grid and 2-D cases
# with 15 s searches, on the final tree.
export PATH=/usr/local/cuda/bin:$PATH; mkdir -p $OUT/f
scripts/device-build.sh build-device > $OUT/f/build.log 2>&1 || { tail $OUT/f/build.log; exit 1; }
STENCILTUNE_NO_PROFILE=1 BENCH_PROFILE=0 timeout 200 bench/cuda.sh $OUT/r 90 laplacian:fp64 > $OUT/f/bench-lap.log 2>&1
STENCILTUNE_NO_PROFILE=1 BENCH_PROFILE=0 timeout 330 bench/cuda.sh $OUT/r 15 laplacian:fp32 divergence:fp64 divergence:fp32 gradient:fp64 jacobi2d5:fp64 vardiff:fp64 > $OUT/f/bench.log 2>&1
python3 bench/cuda_table.py $OUT/r bench/results/cuda-2026-11-21-d/torch-session3.json $OUT/f/summary.json $OUT/f/table.md; cat $OUT/f/table.md
grep -hE ' default |baseline|tuned' $OUT/f/bench-lap.log $OUT/f/bench.log | head -24
cd $OUT && tar czf r.tgz r && rm -rf r
