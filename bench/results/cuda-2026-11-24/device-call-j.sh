#!/usr/bin/env bash
# Device call J of session 9 (issue #6): after call I, the shifted stores are printed only
# where the nest's first point is an odd number of elements into the row (a halo of one),
# so the radius-4 fp32 star has no shuffles. Side by side: session 8's tree (.carry/old),
# the working tree (T1), and T1 without the 8-byte ring copies (.carry/t2).
export PATH=/usr/local/cuda/bin:$PATH; mkdir -p $OUT/j
( scripts/device-build.sh build-device > $OUT/j/build.log 2>&1 ) &
( cd .carry/old && scripts/device-build.sh build-old > $OUT/j/build-old.log 2>&1 ) &
( cd .carry/t2 && scripts/device-build.sh build-t2 > $OUT/j/build-t2.log 2>&1 ) &
wait
T1=$PWD/build-device/stenciltune OLD=$PWD/.carry/old/build-old/stenciltune T2=$PWD/.carry/t2/build-t2/stenciltune
[[ -x $T1 && -x $OLD && -x $T2 ]] || { tail -5 $OUT/j/build*.log; exit 1; }
for s in laplacian jacobi2d5; do bench/precision.sh stencils/$s.f95 fp32 > /tmp/${s}_fp32.f95; done
v() { local T=$1 name=$2 src=$3 size=$4; shift 4; STENCILTUNE_NO_PROFILE=1 timeout 150 $T $src --target=cuda --size=$size --fresh -o /tmp/v-$name --search=exhaustive "$@" > $OUT/j/v-$name.log 2>&1; echo "$name rc=$? $(grep -E '^stenciltune: \[1\]' $OUT/j/v-$name.log | sed 's/.*: //')"; }
P() { echo "--param TX=$1 --param TY=$2 --param RY=$3 --param RX=$4 --param ZB=$5 --param STREAM=$6 --param SMEM=2 --param PIPE=$7 --param RO=$8 --param LB=$9 --param UNROLL=${10}"; }
C=512x512x512 Q=8192x8192
S25=$(P 32 8 4 4 128 1 2 1 1 1); L1=$(P 128 4 8 1 8 1 2 1 2 4); J4=$(P 128 1 1 4 8 1 2 1 1 1)
for round in 1 2; do
  v $OLD s25-old$round stencils/star25_sp.f95 $C $S25
  v $T1 s25-t1-$round stencils/star25_sp.f95 $C $S25
  v $T2 s25-t2-$round stencils/star25_sp.f95 $C $S25
done
v $T1 lap-L1-t1 /tmp/laplacian_fp32.f95 $C $L1
v $T2 lap-L1-t2 /tmp/laplacian_fp32.f95 $C $L1
v $T1 jac-J4-t1 /tmp/jacobi2d5_fp32.f95 $Q $J4
v $T2 jac-J4-t2 /tmp/jacobi2d5_fp32.f95 $Q $J4
cd $OUT && tar czf j-logs.tgz j/*.log && rm -f j/v-*.log
