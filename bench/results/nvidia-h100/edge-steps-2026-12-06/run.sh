#!/usr/bin/env bash
# Device call 1: the lab's passes side by side, then the tool built and the runner on the two time loops.
cd "$(dirname "$0")/.."
set -x
nvidia-smi --query-gpu=name,clocks.sm,clocks.mem --format=csv > $OUT/gpu.txt 2>&1
cat > /tmp/cases.txt <<'C'
j_step j_step 8192 100
j_ring5_old j_ring5_old 8192 100
j_ring5 j_ring5 8192 100
j_shfl5_old j_shfl5_old 8192 100
j_shfl5 j_shfl5 8192 100
j_shfl5_lb3 j_shfl5_lb3 8192 100
j_shfl5_t64 j_shfl5_t64 8192 100
j_shfl5_t64_w1 j_shfl5_t64_w1 8192 100
j_shfl5_t64_w2 j_shfl5_t64_w2 8192 100
j_shfl6_t64 j_shfl6_t64 8192 100
j_shfl8_t64 j_shfl8_t64 8192 100
h_old h_old 512 100
h_new h_new 512 100
C
cp /tmp/cases.txt $OUT/cases.txt
ROUNDS=3 timeout 100 bash bench/lab/temporal_lab.sh run .carry/lab /tmp/cases.txt /tmp/lab > $OUT/lab.log 2>&1; mkdir -p $OUT/lab; cp /tmp/lab/*.txt $OUT/lab/
scripts/device-build.sh build-device > $OUT/build.log 2>&1 || { tail -30 $OUT/build.log; exit 1; }
BENCH_STEPS=100 BENCH_PROFILE=0 BENCH_PEERS=none timeout 120 bash bench/cuda.sh /tmp/runner 10 timeloop/jacobi2d_sp:fp32 > $OUT/runner-j.log 2>&1
for c in jacobi2d_copy timeloop_plane; do
  ONLY="^$c\$" timeout 130 bash tests/gpu/temporal_cuda.sh build-device/stenciltune $PWD /tmp/gt-$c > $OUT/gpu-$c.log 2>&1 &
done
wait
tail -n 4 $OUT/gpu-*.log
tail -n 8 $OUT/runner-j.log; cat $OUT/lab/medians.txt
find bench/results -name "2026*.json" -newer .carry/run1.sh -exec cp {} $OUT/ \;
