#!/usr/bin/env bash
# Lab: the Himeno sweep with a 15 s budget on the GPU, and the budget test.
set -uo pipefail
export PATH=/usr/local/cuda/bin:$PATH
[[ -x build-device/stenciltune ]] || scripts/device-build.sh build-device > "$OUT/build.log" 2>&1 || { tail -20 "$OUT/build.log"; exit 1; }
w=/tmp/hm; rm -rf $w; mkdir -p $w
STENCILTUNE_NO_PROFILE=1 timeout 150 build-device/stenciltune stencils/corpus/himeno.f95 --target=cuda --size=256x256x512 --budget=15 -o $w/out > $w/stdout 2> $w/stderr
echo "himeno exit $?"; grep GStencil $w/stdout; grep -E "Final comparison" $w/out/report.md | cut -c1-600
cp $w/out/report.json $OUT/himeno.report.json
(cd build-device && timeout 200 ctest -L gpu -R 'gpu_budget_delivers_cuda' --output-on-failure) > $OUT/gpu.log 2>&1; echo "budget test rc=$?"
