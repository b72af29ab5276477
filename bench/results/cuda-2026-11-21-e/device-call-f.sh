#!/usr/bin/env bash
# Device call F of session 6 (issue #6): every GPU test on the final tree (the suite in two
# halves at once on separate work folders, then the tuning and library tests).
export PATH=/usr/local/cuda/bin:$PATH; mkdir -p $OUT/f
scripts/device-build.sh build-device > $OUT/f/build.log 2>&1 || { tail $OUT/f/build.log; exit 1; }
T=$PWD/build-device/stenciltune
( ONLY='^(random|smem-ry4|ringx4|ring-odd)$' timeout 420 bash tests/gpu/cuda_suite.sh $T $PWD /tmp/suite1 > $OUT/f/suite1.log 2>&1; echo "suite part 1 rc=$?" >> $OUT/f/suite1.log ) &
( ONLY='^(ring|ringx2)$' timeout 420 bash tests/gpu/cuda_suite.sh $T $PWD /tmp/suite2 > $OUT/f/suite2.log 2>&1; echo "suite part 2 rc=$?" >> $OUT/f/suite2.log ) &
wait
tail -n 2 $OUT/f/suite1.log; tail -n 2 $OUT/f/suite2.log; grep -h FAIL $OUT/f/suite*.log | head
timeout 130 ctest --test-dir build-device -R 'gpu_cuda_tune|gpu_library_cuda' > $OUT/f/tune-library.log 2>&1; echo "tune+library rc=$?"
grep -E 'Passed|Failed|tests passed' $OUT/f/tune-library.log
