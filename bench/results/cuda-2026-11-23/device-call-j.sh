#!/usr/bin/env bash
# Device call J of session 8 (issue #6): the GPU tuning and library tests on the final tree
# (after the clean-up commit).
export PATH=/usr/local/cuda/bin:$PATH; mkdir -p $OUT/j
scripts/device-build.sh build-device > $OUT/j/build.log 2>&1 || { tail $OUT/j/build.log; exit 1; }
git log --oneline -1 2>/dev/null  # (printed f93a05c: the device copy carries the working tree, not this checkout's .git history)
timeout 200 ctest --test-dir build-device -R 'gpu_cuda_tune|gpu_library_cuda' > $OUT/j/tune-library.log 2>&1; echo "tune+library rc=$?"
grep -E 'Passed|Failed|tests passed' $OUT/j/tune-library.log
