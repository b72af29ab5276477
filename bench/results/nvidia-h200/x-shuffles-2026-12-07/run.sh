#!/usr/bin/env bash
cd "$(dirname "$0")/../.."
nvidia-smi --query-gpu=name --format=csv > $OUT/gpu.txt
for b in cur_s sh_s cur_3264 sh_3264 cur_1k sh_1k; do
  for n in 67 45 131; do
    echo "$b $n: $(ST_LAB_SUM=1 timeout 20 .carry/lb/$b $n 7 2>&1 >/dev/null | grep sum | sort -u | tr '\n' ' ')" >> $OUT/check.txt
  done
done
cat $OUT/check.txt
ROUNDS=3 timeout 300 bash bench/lab/temporal_lab.sh run .carry/lb .carry/lb/cases2.txt $OUT/lab
