#!/usr/bin/env bash
# Device call D of session 5 (issue #6): the benchmark cases the session's changes touch,
# on the final tree (RX, 16-byte ring copies, LB=2): the radius-4 fp32 star with a 60 s
# search, the 7-point fp64 with 90 s (the issue allows 120 s), the 27-point fp64 with 50 s.
export PATH=/usr/local/cuda/bin:$PATH; mkdir -p $OUT/d
scripts/device-build.sh build-device > $OUT/d/build.log 2>&1 || { tail $OUT/d/build.log; exit 1; }
BENCH_PROFILE_STAGES=+tuned timeout 170 bench/cuda.sh $OUT/r 60 star25_sp:fp32 > $OUT/d/bench-star25.log 2>&1
BENCH_PROFILE_STAGES=+tuned timeout 200 bench/cuda.sh $OUT/r 90 laplacian:fp64 > $OUT/d/bench-lap.log 2>&1
BENCH_PROFILE_STAGES=+tuned timeout 150 bench/cuda.sh $OUT/r 50 box27:fp64 > $OUT/d/bench-box.log 2>&1
python3 bench/cuda_table.py $OUT/r bench/results/cuda-2026-11-21-d/torch-session3.json $OUT/d/summary.json $OUT/d/table.md; cat $OUT/d/table.md
grep -hE 'default|baseline|tuned' $OUT/d/bench-*.log | head -20
cd $OUT && tar czf r.tgz r && rm -rf r
