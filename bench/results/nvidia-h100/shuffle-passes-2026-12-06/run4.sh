#!/usr/bin/env bash
# one lease: the shuffle passes timed beside the ring's, profiled, the GPU tests of the
# 2-D time loops, and the runner on jacobi2d_sp
cd "$(dirname "$0")/../.."
L=.carry/lab
T0=$SECONDS
nvidia-smi --query-gpu=name --format=csv > $OUT/gpu.txt
for r in 1 2 3; do for b in j_bt1 j_bt5 j_s5 j_s5pf2 j_s5_fastonly; do echo "$b $r $($L/$b 8192 100 2>&1)"; done; done > $OUT/times.txt
timeout 60 $L/sp2d 8192 100 3 shfl_RX4_BT5_W4_PF2_auto shfl_RX4_BT5_W4_PF1_auto > $OUT/sp2d.txt 2>&1
cat $OUT/gpu.txt $OUT/times.txt $OUT/sp2d.txt
echo "lab done at $((SECONDS-T0)) s"
NCU=$(command -v ncu || ls /usr/local/cuda*/bin/ncu 2>/dev/null | head -1)
S="--section SpeedOfLight --section LaunchStats --section Occupancy --section WarpStateStats --section SchedulerStats"
timeout 60 $NCU $S -k regex:pass5 -s 2 -c 1 $L/j_s5pf2 8192 10 > $OUT/ncu_js5pf2.txt 2>&1
timeout 60 $NCU $S -k regex:shuffle_pass -s 4 -c 1 $L/sp2d 8192 10 1 shfl_RX4_BT5_W4_PF2_auto > $OUT/ncu_sp.txt 2>&1
grep -E "Duration|Grid Size|Block Size|Registers Per|Achieved Occupancy|Theoretical Occ|Compute \(SM\) Thr|Memory Thr|Warp Cycles Per Issued|Issued Warp|No Eligible" $OUT/ncu_js5pf2.txt $OUT/ncu_sp.txt
echo "ncu done at $((SECONDS-T0)) s"
timeout 240 scripts/device-build.sh build-device > $OUT/build.log 2>&1 || { echo build failed; tail -20 $OUT/build.log; exit 1; }
echo "build done at $((SECONDS-T0)) s"
ONLY='jacobi2d_copy|timeloop_plane' timeout 150 ctest --test-dir build-device -R 'gpu_temporal_cuda$' --output-on-failure > $OUT/gpu_temporal_cuda-2d.txt 2>&1; echo "gpu test rc=$?"
tail -15 $OUT/gpu_temporal_cuda-2d.txt
echo "tests done at $((SECONDS-T0)) s"
left=$((570 - (SECONDS-T0)))
if ((left > 120)); then
  BENCH_STEPS=100 BENCH_PROFILE=0 BENCH_PEERS=none timeout $left bench/cuda.sh $OUT/bench 10 timeloop/jacobi2d_sp:fp32 > $OUT/bench-cuda.txt 2>&1; echo "bench rc=$?"
  tail -30 $OUT/bench-cuda.txt
fi
echo "all done at $((SECONDS-T0)) s"
