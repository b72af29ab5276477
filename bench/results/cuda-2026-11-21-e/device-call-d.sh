#!/usr/bin/env bash
# Device call D of session 6 (issue #6): the wider stars, the box and the 7-point fp32 tuned
# on the final tree (new defaults with RX > 1 for the wider stars), the radius-4 fp32 with a
# 60 s search, the others 15 s.
export PATH=/usr/local/cuda/bin:$PATH; mkdir -p $OUT/d
scripts/device-build.sh build-device > $OUT/d/build.log 2>&1 || { tail $OUT/d/build.log; exit 1; }
STENCILTUNE_NO_PROFILE=1 BENCH_PROFILE=0 timeout 150 bench/cuda.sh $OUT/r 60 star25_sp:fp32 > $OUT/d/bench-s25.log 2>&1
STENCILTUNE_NO_PROFILE=1 BENCH_PROFILE=0 timeout 330 bench/cuda.sh $OUT/r 15 star25_sp:fp64 star13:fp32 star13:fp64 box27:fp32 box27:fp64 laplacian:fp32 > $OUT/d/bench.log 2>&1
python3 bench/cuda_table.py $OUT/r bench/results/cuda-2026-11-21-d/torch-session3.json $OUT/d/summary.json $OUT/d/table.md; cat $OUT/d/table.md
cd $OUT && tar czf r-d.tgz r && rm -rf r
