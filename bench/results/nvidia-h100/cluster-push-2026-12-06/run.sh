#!/usr/bin/env bash
# On the GPU machine: SYNC=1 (st.async push) configurations first checked at one size with a
# short timeout; if any agrees, every configuration is checked at two sizes and two chunks,
# and those that agreed are timed beside the tool's passes.
set -u
d=.carry/cl
nvidia-smi --query-gpu=name,clocks.sm,clocks.mem --format=csv > $OUT/gpu.txt 2>&1
cat $OUT/gpu.txt
ref=$(LAB_CFG=sweeps ST_LAB_CHUNK=16 ST_LAB_SUM=1 $d/cp3d 67 7 2>&1 >/dev/null | sort -u | tr '\n' ' ')
echo "ref 67 7 chunk 16: $ref" > $OUT/first.txt
for c in $(awk '$2=="cp3d"{print $1}' $d/cases.txt | grep '_s1$' | head -3); do
  s=$(LAB_CFG=$c ST_LAB_CHUNK=16 ST_LAB_SUM=1 timeout 5 $d/cp3d 67 7 2>&1 >/dev/null | sort -u | tr '\n' ' '); rc=$?
  if [[ "$s" == "$ref" ]]; then echo "same $c"; else echo "DIFF $c (rc $rc): $s"; fi >> $OUT/first.txt
done
cat $OUT/first.txt
grep -q "^same" $OUT/first.txt || { echo "no SYNC=1 configuration agrees: stop"; exit 0; }
: > $OUT/check.txt
for size in "67 7" "45 5"; do
  for ch in 16 128; do
    ref=$(LAB_CFG=sweeps ST_LAB_CHUNK=$ch ST_LAB_SUM=1 $d/cp3d $size 2>&1 >/dev/null | sort -u | tr '\n' ' ')
    echo "ref $size chunk $ch: $ref" >> $OUT/check.txt
    for c in $(awk '$2=="cp3d"{print $1}' $d/cases.txt); do
      s=$(LAB_CFG=$c ST_LAB_CHUNK=$ch ST_LAB_SUM=1 timeout 5 $d/cp3d $size 2>&1 >/dev/null | sort -u | tr '\n' ' ')
      if [[ "$s" == "$ref" ]]; then echo "same $c $size $ch"; else echo "DIFF $c $size $ch: $s"; fi >> $OUT/check.txt
    done
  done
done
grep -c same $OUT/check.txt; grep DIFF $OUT/check.txt | head -30
bad=$(grep DIFF $OUT/check.txt | awk '{print $2}' | sort -u | tr '\n' '|')
awk -v bad="|$bad" '$2!="cp3d" || index(bad, "|" $1 "|") == 0' $d/cases.txt > $OUT/cases-timed.txt
ROUNDS=${ROUNDS:-3} bash bench/lab/temporal_lab.sh run $d $OUT/cases-timed.txt $OUT/t > $OUT/timing.txt 2>&1
cat $OUT/t/agree.txt $OUT/t/medians.txt
