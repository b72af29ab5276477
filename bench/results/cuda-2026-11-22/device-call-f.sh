#!/usr/bin/env bash
# Device call F of session 7 (issue #6): the multi-grid and 2-D stencils tuned on the final
# tree, 15 s searches; then the suite's ring runs of the GPU tests.
export PATH=/usr/local/cuda/bin:$PATH; mkdir -p $OUT/f
scripts/device-build.sh build-device > $OUT/f/build.log 2>&1 || { tail $OUT/f/build.log; exit 1; }
T=$PWD/build-device/stenciltune
STENCILTUNE_NO_PROFILE=1 BENCH_PROFILE=0 timeout 330 bench/cuda.sh $OUT/r 15 divergence:fp64 divergence:fp32 gradient:fp64 gradient:fp32 jacobi2d5:fp64 jacobi2d5:fp32 box2d9:fp64 box2d9:fp32 vardiff:fp64 vardiff:fp32 > $OUT/f/bench.log 2>&1
python3 bench/cuda_table.py $OUT/r bench/results/cuda-2026-11-21-d/torch-session3.json $OUT/f/summary.json $OUT/f/table.md; cat $OUT/f/table.md
ONLY='^(ring)$' timeout 150 bash tests/gpu/cuda_suite.sh $T $PWD /tmp/suite1 > $OUT/f/suite-ring.log 2>&1; echo "suite ring rc=$?"; tail -n 1 $OUT/f/suite-ring.log
cd $OUT && tar czf r-f.tgz r && rm -rf r
