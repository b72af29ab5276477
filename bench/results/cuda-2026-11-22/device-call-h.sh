#!/usr/bin/env bash
# Device call H of session 7 (issue #6): the suite's ring runs of the GPU tests on the final
# tree, whole (call F's 150 s limit stopped them after 8 of 10 stencils, all 8 ok).
export PATH=/usr/local/cuda/bin:$PATH; mkdir -p $OUT/h
[[ -x build-device/stenciltune ]] || scripts/device-build.sh build-device > $OUT/h/build.log 2>&1 || { tail $OUT/h/build.log; exit 1; }
ONLY='^(ring)$' timeout 420 bash tests/gpu/cuda_suite.sh $PWD/build-device/stenciltune $PWD /tmp/suite2 > $OUT/h/suite-ring.log 2>&1; echo "suite ring rc=$?"; grep -E '^(ok|FAIL|fail)' $OUT/h/suite-ring.log; tail -n 1 $OUT/h/suite-ring.log
