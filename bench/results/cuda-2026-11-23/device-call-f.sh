#!/usr/bin/env bash
# Device call F of session 8 (issue #6): torch.compile of the cases call E re-tuned, timed
# as the tool times; then the GPU suite's ring runs with several points per thread (RX=2 on
# every suite stencil, RX=4 in 2-D) and the rings at odd sizes, on the final tree.
export PATH=/usr/local/cuda/bin:$PATH; mkdir -p $OUT/f
[[ -x build-device/stenciltune ]] || scripts/device-build.sh build-device > $OUT/f/build.log 2>&1 || { tail $OUT/f/build.log; exit 1; }
timeout 200 python3 bench/torch_compile.py $OUT/f/torch.json star25_sp:fp32 star25_sp:fp64 star13:fp32 star13:fp64 box27:fp32 box27:fp64 laplacian:fp32 laplacian:fp64 > $OUT/f/torch.log 2>&1; echo "torch rc=$?"; tail -n 3 $OUT/f/torch.log
ONLY='^(ringx2|ringx4|ring-odd)$' timeout 330 bash tests/gpu/cuda_suite.sh $PWD/build-device/stenciltune $PWD $PWD/build-device > $OUT/f/suite-rx.log 2>&1; echo "suite rc=$?"; tail -n 18 $OUT/f/suite-rx.log
