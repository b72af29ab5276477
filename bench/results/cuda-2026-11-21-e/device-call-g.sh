#!/usr/bin/env bash
# Device call G of session 6 (issue #6): the 7-point fp64 with its new default (every read
# from the ring, 128 planes, PIPE=2, UNROLL=2), 15 s search; then the GPU tuning and library
# tests and the suite's ring runs on that tree.
export PATH=/usr/local/cuda/bin:$PATH; mkdir -p $OUT/g
scripts/device-build.sh build-device > $OUT/g/build.log 2>&1 || { tail $OUT/g/build.log; exit 1; }
T=$PWD/build-device/stenciltune
STENCILTUNE_NO_PROFILE=1 BENCH_PROFILE=0 timeout 120 bench/cuda.sh $OUT/r 15 laplacian:fp64 > $OUT/g/bench.log 2>&1
python3 bench/cuda_table.py $OUT/r bench/results/cuda-2026-11-21-d/torch-session3.json $OUT/g/summary.json $OUT/g/table.md; cat $OUT/g/table.md
grep -hE ' default |baseline|tuned' $OUT/g/bench.log | head
timeout 150 ctest --test-dir build-device -R 'gpu_cuda_tune|gpu_library_cuda' > $OUT/g/tune-library.log 2>&1; echo "tune+library rc=$?"
grep -E 'Passed|Failed|tests passed' $OUT/g/tune-library.log
ONLY='^(ring)$' timeout 280 bash tests/gpu/cuda_suite.sh $T $PWD /tmp/suite1 > $OUT/g/suite-ring.log 2>&1; echo "suite ring rc=$?"; tail -n 1 $OUT/g/suite-ring.log
cd $OUT && tar czf r-g.tgz r && rm -rf r
