#!/usr/bin/env bash
# Device call F of session 9 (issue #6): on the final tree, the GPU suite's runs with
# several points per thread from the ring (RX=2 on every suite stencil, RX=4 in 2-D), the
# rings at odd sizes, and the new single-precision halo-1 runs (8-byte copies, shifted
# stores) at even and odd sizes: every variant measured proven against the reference.
export PATH=/usr/local/cuda/bin:$PATH; mkdir -p $OUT/f
scripts/device-build.sh build-device > $OUT/f/build.log 2>&1 || { tail $OUT/f/build.log; exit 1; }
ONLY='^(ring-fp32-.*|ringx2|ringx4|ring-odd)$' timeout 500 bash tests/gpu/cuda_suite.sh $PWD/build-device/stenciltune $PWD $PWD/build-device > $OUT/f/suite-rx.log 2>&1; echo "suite rc=$?"; tail -n 24 $OUT/f/suite-rx.log
