#!/usr/bin/env bash
# Device call A of session 8 (issue #6): the streaming loop unrolled as many times as the
# register queue is deep (UNROLL = 9 for the radius-4 star, 5 for radius 2, 3 for radius 1),
# so that every shift of the queue becomes a renaming, against the current defaults. Fixed
# variants, each proven and timed by the tool, alternating.
export PATH=/usr/local/cuda/bin:$PATH; mkdir -p $OUT/a
scripts/device-build.sh build-device > $OUT/a/build.log 2>&1 || { tail -20 $OUT/a/build.log; exit 1; }
T=$PWD/build-device/stenciltune
for c in star25_sp:fp64 star13:fp32 laplacian:fp32; do s=${c%%:*} p=${c##*:}; bench/precision.sh stencils/$s.f95 $p > /tmp/${s}_$p.f95; done
v() { local name=$1 src=$2; shift 2; STENCILTUNE_NO_PROFILE=1 timeout 120 $T $src --target=cuda --size=512x512x512 --fresh -o /tmp/v-$name --search=exhaustive "$@" > $OUT/a/v-$name.log 2>&1; echo "$name rc=$? $(grep -E '^stenciltune: \[1\]' $OUT/a/v-$name.log | sed 's/.*: //')"; }
D25="--param SMEM=2 --param STREAM=1 --param RX=4 --param TX=32 --param TY=8 --param RY=2 --param ZB=128 --param LB=2"
B25="--param SMEM=2 --param STREAM=1 --param RX=4 --param TX=32 --param TY=8 --param RY=4 --param ZB=128 --param LB=1 --param PIPE=2 --param RO=1"
v s25-def-u1 stencils/star25_sp.f95 $D25 --param PIPE=1 --param RO=0 --param UNROLL=1
v s25-ro-u9 stencils/star25_sp.f95 $D25 --param PIPE=1 --param RO=1 --param UNROLL=9
v s25-ro-u1 stencils/star25_sp.f95 $D25 --param PIPE=1 --param RO=1 --param UNROLL=1
v s25-ro-p2-u9 stencils/star25_sp.f95 $D25 --param PIPE=2 --param RO=1 --param UNROLL=9
v s25-best-u1 stencils/star25_sp.f95 $B25 --param UNROLL=1
v s25-best-u9 stencils/star25_sp.f95 $B25 --param UNROLL=9
v s25-def-u1b stencils/star25_sp.f95 $D25 --param PIPE=1 --param RO=0 --param UNROLL=1
v s25-ro-u9b stencils/star25_sp.f95 $D25 --param PIPE=1 --param RO=1 --param UNROLL=9
v s25-best-u9b stencils/star25_sp.f95 $B25 --param UNROLL=9
D25d="--param SMEM=2 --param STREAM=1 --param RX=2 --param TX=32 --param TY=8 --param RY=2 --param ZB=128 --param LB=2 --param PIPE=1"
v s25d-def-u4 /tmp/star25_sp_fp64.f95 $D25d --param RO=0 --param UNROLL=4
v s25d-ro-u9 /tmp/star25_sp_fp64.f95 $D25d --param RO=1 --param UNROLL=9
v s13f-def-u1 /tmp/star13_fp32.f95 $D25 --param PIPE=1 --param RO=0 --param UNROLL=1
v s13f-def-u5 /tmp/star13_fp32.f95 $D25 --param PIPE=1 --param RO=0 --param UNROLL=5
DL="--param SMEM=2 --param STREAM=1 --param TX=128 --param TY=4 --param RY=8 --param ZB=16 --param LB=2 --param PIPE=2 --param RO=0 --param RX=1"
v lapf-def-u4 /tmp/laplacian_fp32.f95 $DL --param UNROLL=4
v lapf-def-u3 /tmp/laplacian_fp32.f95 $DL --param UNROLL=3
cd $OUT && tar czf a-logs.tgz a/*.log && rm -f a/v-*.log
