#!/usr/bin/env bash
# Device call B of session 8 (issue #6): Nsight Compute's full section set on one launch of
# the radius-4 fp32 star's default and best-found variants and of the 2-D Jacobi fp32
# default, to see what limits them (stall reasons, issue slots, memory pipes).
export PATH=/usr/local/cuda/bin:$PATH; mkdir -p $OUT/b
T=$PWD/build-device/stenciltune
[[ -x $T ]] || scripts/device-build.sh build-device > $OUT/b/build.log 2>&1 || { tail -20 $OUT/b/build.log; exit 1; }
bench/precision.sh stencils/jacobi2d5.f95 fp32 > /tmp/jacobi2d5_fp32.f95
prof() { local name=$1 src=$2 size=$3 pick=$4; shift 4; rm -rf /tmp/p-$name; mkdir -p /tmp/p-$name/tmp
  TMPDIR=/tmp/p-$name/tmp STENCILTUNE_KEEP_SCRATCH=1 STENCILTUNE_NO_PROFILE=1 timeout 120 $T $src --target=cuda --size=$size --fresh -o /tmp/p-$name/out --search=exhaustive "$@" > $OUT/b/v-$name.log 2>&1
  echo "$name rc=$? $(grep -E '^stenciltune: \[1\]' $OUT/b/v-$name.log | sed 's/.*: //')"
  cu=$(grep -l -F "Variant: $pick" /tmp/p-$name/tmp/stenciltune-*/cuda_v*.cu /tmp/p-$name/tmp/stenciltune-*/*/cuda_v*.cu 2>/dev/null | tail -1)
  [[ -n $cu ]] || { echo "no program"; ls -R /tmp/p-$name/tmp | head; return; }
  timeout 200 ncu --clock-control none -k regex:kernel0 --launch-skip 1 --launch-count 1 --set full --page details --print-units base "${cu%.cu}" check.verify=0 > $OUT/b/ncu-$name.txt 2> $OUT/b/ncu-$name.err
  grep -E "Duration|DRAM Throughput|Compute \(SM\) Throughput|Issue Slots Busy|Issued Ipc|Achieved Occupancy|Registers Per|No Eligible|Eligible Warps|Warp Cycles Per Issued|Memory Throughput|L1/TEX Hit|L2 Hit|Executed Instructions  " $OUT/b/ncu-$name.txt | head -30
}
D25="--param SMEM=2 --param STREAM=1 --param RX=4 --param TX=32 --param TY=8 --param RY=2 --param ZB=128 --param LB=2 --param PIPE=1 --param RO=0 --param UNROLL=1"
B25="--param SMEM=2 --param STREAM=1 --param RX=4 --param TX=32 --param TY=8 --param RY=4 --param ZB=128 --param LB=1 --param PIPE=2 --param RO=1 --param UNROLL=1"
prof s25-def stencils/star25_sp.f95 512x512x512 "TX=32 TY=8 RY=2 RX=4" $D25
prof s25-best stencils/star25_sp.f95 512x512x512 "TX=32 TY=8 RY=4 RX=4" $B25
prof jac-def /tmp/jacobi2d5_fp32.f95 8192x8192 "TX=512 TY=1 RY=1 ZB=8" --param TX=512 --param ZB=8 --param STREAM=0 --param SMEM=0 --param RO=0 --param LB=1 --param UNROLL=4 --param RX=1 --param PIPE=1
cd $OUT && tar czf b-logs.tgz b/*.log && rm -f b/v-*.log
