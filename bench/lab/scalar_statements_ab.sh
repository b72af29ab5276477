#!/usr/bin/env bash
# A time loop with statements on scalars beside its nests (tests/inputs/timeloop_clock.f95:
# a clock, a step counter, a result after the loop) tuned by the tool twice, one run after
# the other on one machine: as written, and a copy without the five statements. Prints
# each run's stage lines; the reports land in OUT/clock and OUT/noclock.
# usage: scalar_statements_ab.sh TOOL OUT TARGET SIZE STEPS BUDGET
set -euo pipefail
tool=$1 out=$2 target=$3 size=$4 steps=$5 budget=$6
src=$(cd "$(dirname "$0")/../.." && pwd)
mkdir -p "$out/input"
sed '/time = time + dt/d; /elapsed = /d; /nsteps = nsteps/d; /tend = /d' "$src/tests/inputs/timeloop_clock.f95" \
  >"$out/input/timeloop_clock.f95"
for tag in clock noclock; do
  file=$src/tests/inputs/timeloop_clock.f95
  [[ $tag == noclock ]] && file=$out/input/timeloop_clock.f95
  rc=0
  "$tool" "$file" --target="$target" --size="$size" --steps="$steps" --budget="$budget" -o "$out/$tag" \
    >"$out/$tag.txt" 2>&1 || rc=$?
  echo "$tag: exit $rc"
  grep -E "\+tuned|\+temporal|DOES NOT" "$out/$tag.txt" | tail -3
done
