#!/usr/bin/env bash
# Device call D of session 7 (issue #6): does the timing include the host's launch gap? Side by side,
# the tree that synchronises after each timed launch (.carry/old, commit b48b771) and the
# tree that queues them back to back, on the same fixed variants (each proven and
# timed by the tool in its own child process, alternating old/new twice).
export PATH=/usr/local/cuda/bin:$PATH; mkdir -p $OUT/d
( scripts/device-build.sh build-device > $OUT/d/build.log 2>&1 ) &
( cd .carry/old && scripts/device-build.sh build-old > $OUT/d/build-old.log 2>&1 ) &
( nvcc -O3 -arch=sm_90 -std=c++17 -o /tmp/lab2d bench/cuda_lab_2d.cu > $OUT/d/lab2d-build.log 2>&1 ) &
wait
/tmp/lab2d 8192 > $OUT/d/lab2d.txt 2>&1; cat $OUT/d/lab2d.txt
NEW=$PWD/build-device/stenciltune OLD=$PWD/.carry/old/build-old/stenciltune
[[ -x $NEW && -x $OLD ]] || { for f in $OUT/d/build*.log; do tail -n 5 $f; done; exit 1; }
for s in jacobi2d5 divergence; do bench/precision.sh stencils/$s.f95 fp32 > /tmp/${s}_fp32.f95; done
v() { local T=$1 name=$2 size=$3 src=$4; shift 4; STENCILTUNE_NO_PROFILE=1 timeout 90 $T $src --target=cuda --size=$size --fresh -o /tmp/v-$name --search=exhaustive "$@" > $OUT/d/v-$name.log 2>&1; echo "$name rc=$? $(grep -E '^stenciltune: \[1\]' $OUT/d/v-$name.log | sed 's/.*: //')"; }
ab() { local base=$1; shift; v $OLD $base-old1 "$@"; v $NEW $base-new1 "$@"; v $OLD $base-old2 "$@"; v $NEW $base-new2 "$@"; }
ab j5f 8192x8192 /tmp/jacobi2d5_fp32.f95 --param SMEM=0 --param STREAM=0 --param RX=1 --param TX=256 --param ZB=8 --param PIPE=1 --param TY=1 --param RY=1 --param RO=0 --param LB=1 --param UNROLL=4
ab lapd 512x512x512 stencils/laplacian.f95 --param SMEM=2 --param STREAM=0 --param RX=1 --param TX=256 --param TY=4 --param RY=2 --param ZB=128 --param LB=1 --param PIPE=2 --param RO=0 --param UNROLL=2
ab s25 512x512x512 stencils/star25_sp.f95 --param SMEM=2 --param STREAM=1 --param RX=4 --param TX=32 --param TY=8 --param RY=2 --param ZB=128 --param LB=2 --param PIPE=1 --param RO=0 --param UNROLL=1
ab divf 512x512x512 /tmp/divergence_fp32.f95 --param SMEM=0 --param STREAM=0 --param RX=1 --param TX=64 --param TY=8 --param RY=1 --param ZB=8 --param PIPE=1 --param RO=0 --param LB=1 --param UNROLL=1
cd $OUT && tar czf d-logs.tgz d/*.log && rm -f d/v-*.log
