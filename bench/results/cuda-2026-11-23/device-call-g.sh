#!/usr/bin/env bash
# Device call G of session 8 (issue #6): the double-precision stars closest to 85 % of the
# bound with several points per thread (now primed with vector loads), fixed variants
# beside the variants the searches of call E chose; then 60 s searches of the radius-2
# fp64 star and the 27-point fp64 box.
export PATH=/usr/local/cuda/bin:$PATH; mkdir -p $OUT/g
scripts/device-build.sh build-device > $OUT/g/build.log 2>&1 || { tail $OUT/g/build.log; exit 1; }
T=$PWD/build-device/stenciltune
for c in star25_sp:fp64 star13:fp64; do s=${c%%:*} p=${c##*:}; bench/precision.sh stencils/$s.f95 $p > /tmp/${s}_$p.f95; done
cp stencils/star13.f95 /tmp/star13_fp64.f95
v() { local name=$1 src=$2; shift 2; STENCILTUNE_NO_PROFILE=1 timeout 120 $T $src --target=cuda --size=512x512x512 --fresh -o /tmp/v-$name --search=exhaustive "$@" > $OUT/g/v-$name.log 2>&1; echo "$name rc=$? $(grep -E '^stenciltune: \[1\]' $OUT/g/v-$name.log | sed 's/.*: //')"; }
C="--param SMEM=2 --param STREAM=1"
v s13d-chosen /tmp/star13_fp64.f95 $C --param RX=1 --param TX=128 --param TY=4 --param RY=4 --param ZB=64 --param LB=1 --param PIPE=2 --param UNROLL=1 --param RO=0
v s13d-x2-r2 /tmp/star13_fp64.f95 $C --param RX=2 --param TX=32 --param TY=8 --param RY=2 --param ZB=128 --param LB=2 --param PIPE=1 --param UNROLL=4 --param RO=0
v s13d-x2-r4 /tmp/star13_fp64.f95 $C --param RX=2 --param TX=32 --param TY=8 --param RY=4 --param ZB=128 --param LB=1 --param PIPE=2 --param UNROLL=1 --param RO=1
v s13d-x2-r4u4 /tmp/star13_fp64.f95 $C --param RX=2 --param TX=32 --param TY=8 --param RY=4 --param ZB=128 --param LB=1 --param PIPE=2 --param UNROLL=4 --param RO=1
v s13d-x2-64 /tmp/star13_fp64.f95 $C --param RX=2 --param TX=64 --param TY=4 --param RY=4 --param ZB=64 --param LB=1 --param PIPE=2 --param UNROLL=1 --param RO=1
v s25d-chosen /tmp/star25_sp_fp64.f95 $C --param RX=2 --param TX=32 --param TY=8 --param RY=2 --param ZB=128 --param LB=2 --param PIPE=1 --param UNROLL=4 --param RO=0
v s25d-x2-r4 /tmp/star25_sp_fp64.f95 $C --param RX=2 --param TX=32 --param TY=8 --param RY=4 --param ZB=128 --param LB=1 --param PIPE=2 --param UNROLL=1 --param RO=1
v s25d-x2-64u2 /tmp/star25_sp_fp64.f95 $C --param RX=2 --param TX=64 --param TY=4 --param RY=4 --param ZB=128 --param LB=1 --param PIPE=2 --param UNROLL=2 --param RO=1
STENCILTUNE_NO_PROFILE=1 BENCH_PROFILE=0 timeout 250 bench/cuda.sh $OUT/r 60 star13:fp64 box27:fp64 > $OUT/g/bench.log 2>&1
grep -A4 "==" $OUT/g/bench.log
cd $OUT && tar czf g-logs.tgz g/*.log r && rm -rf g/v-*.log r
