#!/usr/bin/env bash
# Device call K of session 9 (issue #6): on the final tree, the GPU tuning and library
# tests, and the GPU suite's single-precision halo-1 runs and rings at odd sizes.
export PATH=/usr/local/cuda/bin:$PATH; mkdir -p $OUT/k
scripts/device-build.sh build-device > $OUT/k/build.log 2>&1 || { tail $OUT/k/build.log; exit 1; }
timeout 200 ctest --test-dir build-device -R 'gpu_cuda_tune|gpu_library_cuda' > $OUT/k/tune-library.log 2>&1; echo "tune+library rc=$?"
grep -E 'Passed|Failed|tests passed' $OUT/k/tune-library.log
ONLY='^(ring-fp32-.*|ring-odd)$' timeout 250 bash tests/gpu/cuda_suite.sh $PWD/build-device/stenciltune $PWD $PWD/build-device > $OUT/k/suite.log 2>&1; echo "suite rc=$?"; tail -n 12 $OUT/k/suite.log
