#!/usr/bin/env bash
# Device call C of session 7 (issue #6): does the timing start on cold clocks? Side by side,
# the tree with one warm-up launch (.carry/old, commit b48b771) and the tree whose timer
# first launches the kernels for at least 25 ms, on the same fixed variants (each proven and
# timed by the tool in its own child process, alternating old/new twice).
export PATH=/usr/local/cuda/bin:$PATH; mkdir -p $OUT/c
( scripts/device-build.sh build-device > $OUT/c/build.log 2>&1 ) &
( cd .carry/old && scripts/device-build.sh build-old > $OUT/c/build-old.log 2>&1 ) &
wait
NEW=$PWD/build-device/stenciltune OLD=$PWD/.carry/old/build-old/stenciltune
[[ -x $NEW && -x $OLD ]] || { for f in $OUT/c/build*.log; do tail -n 5 $f; done; exit 1; }
for s in jacobi2d5 divergence; do bench/precision.sh stencils/$s.f95 fp32 > /tmp/${s}_fp32.f95; done
v() { local T=$1 name=$2 size=$3 src=$4; shift 4; STENCILTUNE_NO_PROFILE=1 timeout 90 $T $src --target=cuda --size=$size --fresh -o /tmp/v-$name --search=exhaustive "$@" > $OUT/c/v-$name.log 2>&1; echo "$name rc=$? $(grep -E '^stenciltune: \[1\]' $OUT/c/v-$name.log | sed 's/.*: //')"; }
ab() { local base=$1; shift; v $OLD $base-old1 "$@"; v $NEW $base-new1 "$@"; v $OLD $base-old2 "$@"; v $NEW $base-new2 "$@"; }
ab j5f 8192x8192 /tmp/jacobi2d5_fp32.f95 --param SMEM=0 --param STREAM=0 --param RX=1 --param TX=256 --param ZB=8 --param PIPE=1 --param TY=1 --param RY=1 --param RO=0 --param LB=1 --param UNROLL=4
ab lapd 512x512x512 stencils/laplacian.f95 --param SMEM=2 --param STREAM=0 --param RX=1 --param TX=256 --param TY=4 --param RY=2 --param ZB=128 --param LB=1 --param PIPE=2 --param RO=0 --param UNROLL=2
ab s25 512x512x512 stencils/star25_sp.f95 --param SMEM=2 --param STREAM=1 --param RX=4 --param TX=32 --param TY=8 --param RY=2 --param ZB=128 --param LB=2 --param PIPE=1 --param RO=0 --param UNROLL=1
ab divf 512x512x512 /tmp/divergence_fp32.f95 --param SMEM=0 --param STREAM=0 --param RX=1 --param TX=64 --param TY=8 --param RY=1 --param ZB=8 --param PIPE=1 --param RO=0 --param LB=1 --param UNROLL=1
cd $OUT && tar czf c-logs.tgz c/*.log && rm -f c/v-*.log
