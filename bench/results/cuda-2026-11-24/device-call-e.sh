#!/usr/bin/env bash
# Device call E of session 9 (issue #6): torch.compile of the single-precision cases this
# session's changes reach (8-byte ring copies, shifted vector stores, new defaults), timed
# as the tool times; then the 2-D cases (new default) and the other fp32 cases with rings
# in their space re-tuned on the final tree.
export PATH=/usr/local/cuda/bin:$PATH; mkdir -p $OUT/e
scripts/device-build.sh build-device > $OUT/e/build.log 2>&1 || { tail $OUT/e/build.log; exit 1; }
timeout 200 python3 bench/torch_compile.py $OUT/e/torch.json laplacian:fp32 box27:fp32 jacobi2d5:fp32 box2d9:fp32 vardiff:fp32 gradient:fp32 divergence:fp32 > $OUT/e/torch.log 2>&1; echo "torch rc=$?"; tail -n 7 $OUT/e/torch.log | cut -c1-140
STENCILTUNE_NO_PROFILE=1 BENCH_PROFILE=0 timeout 100 bench/cuda.sh $OUT/r 60 jacobi2d5:fp32 > $OUT/e/bench60.log 2>&1
STENCILTUNE_NO_PROFILE=1 BENCH_PROFILE=0 timeout 170 bench/cuda.sh $OUT/r 30 box2d9:fp32 gradient:fp32 divergence:fp32 > $OUT/e/bench30.log 2>&1
grep -h -E "==|baseline|default|tuned" $OUT/e/bench60.log $OUT/e/bench30.log
cd $OUT && tar czf r-e.tgz r && rm -rf r
