#!/usr/bin/env bash
# On the GPU machine, from the repository root, with the binaries of README.md in .carry/cl:
# check every configuration's sums against the sweeps (20 s at most a call: a pass whose
# neighbours never signal hangs), then time those that agreed beside the tool's passes.
set -u
d=.carry/cl
nvidia-smi --query-gpu=name,clocks.sm,clocks.mem --format=csv > $OUT/gpu.txt 2>&1
: > $OUT/check.txt
for size in "67 7" "45 5"; do
  for ch in 16 128; do
    ref=$(LAB_CFG=sweeps ST_LAB_CHUNK=$ch ST_LAB_SUM=1 $d/cp3d $size 2>&1 >/dev/null | sort -u | tr '\n' ' ')
    echo "ref $size chunk $ch: $ref" >> $OUT/check.txt
    for c in $(awk '$2=="cp3d"{print $1}' $d/cases.txt); do
      s=$(LAB_CFG=$c ST_LAB_CHUNK=$ch ST_LAB_SUM=1 timeout 20 $d/cp3d $size 2>&1 >/dev/null | sort -u | tr '\n' ' ')
      if [[ "$s" == "$ref" ]]; then echo "same $c $size $ch"; else echo "DIFF $c $size $ch: $s"; fi >> $OUT/check.txt
    done
  done
done
grep -c same $OUT/check.txt; grep DIFF $OUT/check.txt | head -30
bad=$(grep DIFF $OUT/check.txt | awk '{print $2}' | sort -u | tr '\n' '|')
awk -v bad="|$bad" '$2!="cp3d" || index(bad, "|" $1 "|") == 0' $d/cases.txt > $OUT/cases-timed.txt
ROUNDS=${ROUNDS:-2} bash bench/lab/temporal_lab.sh run $d $OUT/cases-timed.txt $OUT/t > $OUT/timing.txt 2>&1
cat $OUT/t/agree.txt $OUT/t/medians.txt
