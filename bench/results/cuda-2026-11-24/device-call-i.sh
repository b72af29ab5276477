#!/usr/bin/env bash
# Device call I of session 9 (issue #6): call H found the radius-4 fp32 star's default at
# 385.7 GStencil/s where session 8 had 405-406. Side by side: session 8's tree (.carry/old,
# ca34cbf), this session's (.carry/nofix: 8-byte copies, shuffles in every plane) and the
# working tree (the shuffles only where a row starts off an 8-byte boundary).
export PATH=/usr/local/cuda/bin:$PATH; mkdir -p $OUT/i
( scripts/device-build.sh build-device > $OUT/i/build.log 2>&1 ) &
( cd .carry/old && scripts/device-build.sh build-old > $OUT/i/build-old.log 2>&1 ) &
( cd .carry/nofix && scripts/device-build.sh build-nofix > $OUT/i/build-nofix.log 2>&1 ) &
wait
FIX=$PWD/build-device/stenciltune OLD=$PWD/.carry/old/build-old/stenciltune NOFIX=$PWD/.carry/nofix/build-nofix/stenciltune
[[ -x $FIX && -x $OLD && -x $NOFIX ]] || { tail -5 $OUT/i/build*.log; exit 1; }
for s in laplacian jacobi2d5; do bench/precision.sh stencils/$s.f95 fp32 > /tmp/${s}_fp32.f95; done
v() { local T=$1 name=$2 src=$3 size=$4; shift 4; STENCILTUNE_NO_PROFILE=1 timeout 150 $T $src --target=cuda --size=$size --fresh -o /tmp/v-$name --search=exhaustive "$@" > $OUT/i/v-$name.log 2>&1; echo "$name rc=$? $(grep -E '^stenciltune: \[1\]' $OUT/i/v-$name.log | sed 's/.*: //')"; }
P() { echo "--param TX=$1 --param TY=$2 --param RY=$3 --param RX=$4 --param ZB=$5 --param STREAM=$6 --param SMEM=2 --param PIPE=$7 --param RO=$8 --param LB=$9 --param UNROLL=${10}"; }
C=512x512x512 Q=8192x8192
S25=$(P 32 8 4 4 128 1 2 1 1 1); L4=$(P 32 8 4 4 128 1 2 1 1 1); J4=$(P 128 1 1 4 8 1 2 1 1 1)
for round in 1 2; do
  v $OLD s25-old$round stencils/star25_sp.f95 $C $S25
  v $NOFIX s25-nofix$round stencils/star25_sp.f95 $C $S25
  v $FIX s25-fix$round stencils/star25_sp.f95 $C $S25
done
v $NOFIX lap-L4-nofix /tmp/laplacian_fp32.f95 $C $L4
v $FIX lap-L4-fix /tmp/laplacian_fp32.f95 $C $L4
v $NOFIX jac-J4-nofix /tmp/jacobi2d5_fp32.f95 $Q $J4
v $FIX jac-J4-fix /tmp/jacobi2d5_fp32.f95 $Q $J4
cd $OUT && tar czf i-logs.tgz i/*.log && rm -f i/v-*.log
