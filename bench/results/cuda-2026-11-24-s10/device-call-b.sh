#!/usr/bin/env bash
# Device call B of session 10 (issue #6), on the H200 that every earlier table ran on: the
# 27-point fp32 side by side (session 9's tuned variant, the same with plane sums, the new
# default), torch.compile of the two single-precision boxes, then the boxes re-tuned with
# plane sums in their space (the 27-point fp64 too, where the sums are in the space but not the default).
export PATH=/usr/local/cuda/bin:$PATH; mkdir -p $OUT/b
scripts/device-build.sh build-device > $OUT/b/build.log 2>&1 || { tail $OUT/b/build.log; exit 1; }
T=$PWD/build-device/stenciltune
nvidia-smi -L
bench/precision.sh stencils/box27.f95 fp32 > /tmp/box27_fp32.f95
v() { local name=$1 src=$2 size=$3; shift 3; STENCILTUNE_NO_PROFILE=1 timeout 120 $T $src --target=cuda --size=$size --fresh -o /tmp/v-$name --search=exhaustive "$@" > $OUT/b/v-$name.log 2>&1; echo "$name rc=$? $(grep -E '^stenciltune: \[1\]' $OUT/b/v-$name.log | sed 's/.*: //')"; }
P() { echo "--param TX=$1 --param TY=$2 --param RY=$3 --param RX=$4 --param ZB=$5 --param STREAM=$6 --param SMEM=2 --param PIPE=$7 --param RO=$8 --param LB=$9 --param UNROLL=${10} --param PSUM=${11}"; }
C=512x512x512
for round in 1; do
  v b32-tuned$round /tmp/box27_fp32.f95 $C $(P 64 4 8 1 16 0 1 0 1 2 0)
  v b32-tuned-ps$round /tmp/box27_fp32.f95 $C $(P 64 4 8 1 16 0 1 0 1 2 1)
  v b32-default$round /tmp/box27_fp32.f95 $C $(P 128 2 8 1 32 0 2 0 1 2 1)
done
timeout 120 python3 bench/torch_compile.py $OUT/b/torch.json box27:fp32 box2d9:fp32 > $OUT/b/torch.log 2>&1; echo "torch rc=$?"; tail -n 3 $OUT/b/torch.log | cut -c1-140
STENCILTUNE_NO_PROFILE=1 BENCH_PROFILE=0 timeout 110 bench/cuda.sh $OUT/r 60 box27:fp32 > $OUT/b/bench60.log 2>&1
STENCILTUNE_NO_PROFILE=1 BENCH_PROFILE=0 timeout 80 bench/cuda.sh $OUT/r 45 box2d9:fp32 > $OUT/b/bench45.log 2>&1
STENCILTUNE_NO_PROFILE=1 BENCH_PROFILE=0 timeout 70 bench/cuda.sh $OUT/r 30 box27:fp64 > $OUT/b/bench30.log 2>&1
grep -h -E "==|baseline|default|tuned" $OUT/b/bench60.log $OUT/b/bench45.log $OUT/b/bench30.log
cd $OUT && tar czf r-b.tgz r b/v-*.log && rm -rf r b/v-*.log
