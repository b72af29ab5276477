#!/usr/bin/env bash
cd "$(dirname "$0")/../.."
nvidia-smi --query-gpu=name --format=csv > $OUT/gpu.txt
for b in cur_s nb_s cur_64 nb_64 cur_1k nb_1k cur_3264 nb_3264; do
  for n in 67 45; do for ch in 16 128; do
    echo "$b $n $ch: $(ST_LAB_CHUNK=$ch ST_LAB_SUM=1 timeout 20 .carry/lb/$b $n 7 2>&1 >/dev/null | grep sum | sort -u | tr '\n' ' ')" >> $OUT/check.txt
  done; done
done
cat $OUT/check.txt
ROUNDS=3 timeout 400 bash bench/lab/temporal_lab.sh run .carry/lb .carry/lb/cases.txt $OUT/lab
