#!/usr/bin/env bash
# Device call F of session 10 (issue #6), on the H200, on the final tree: the GPU tuning and
# library tests, the suite's run of a stencil whose centre column is read at one plane only
# (RX=2, its one-entry queue unprimed: it did not compile before), and the plane-sum runs.
export PATH=/usr/local/cuda/bin:$PATH; mkdir -p $OUT/f
scripts/device-build.sh build-device > $OUT/f/build.log 2>&1 || { tail $OUT/f/build.log; exit 1; }
T=$PWD/build-device/stenciltune
nvidia-smi -L; git log --oneline -1 2>/dev/null || true
timeout 200 ctest --test-dir build-device -R 'gpu_cuda_tune|gpu_library_cuda' > $OUT/f/tune-library.log 2>&1; echo "tune+library rc=$?"
grep -E 'Passed|Failed|tests passed' $OUT/f/tune-library.log
ONLY='^(centre-one|psum.*)$' timeout 250 bash tests/gpu/cuda_suite.sh $T $PWD $PWD/build-device > $OUT/f/suite.log 2>&1; echo "suite rc=$?"; tail -n 10 $OUT/f/suite.log
