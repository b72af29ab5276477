#!/usr/bin/env bash
# heat3d's CPU library at N^3 packaged untimed with each of several parameter sets (issue
# 24), its sources compiled as the library's are, and one call of STEPS steps timed
# ROUNDS rounds, the sets in turn each round (bench/lab/heat3d_call_timer.c). Each line:
# "SET ms_per_step sum u SUM v SUM", SET the set's parameters joined by commas; sets that
# compute alike give equal sums.
# Usage: bench/lab/cpu_params_ab.sh TOOL OUT N STEPS ROUNDS "PARAMS" "PARAMS"...
set -euo pipefail
tool=$1 out=$2 n=$3 steps=$4 rounds=$5
shift 5
here=$(cd "$(dirname "$0")/../.." && pwd)
rm -rf "$out"
mkdir -p "$out"
names=()
for set in "$@"; do
  name=${set// /,}
  names+=("$name")
  params=()
  for p in $set; do params+=(--param "$p"); done
  "$tool" "$here/stencils/timeloop/heat3d.f95" --target=cpu --no-tune --size="$n" "${params[@]}" -q \
    -o "$out/$name" >/dev/null 2>&1
  (cd "$out/$name/src" && for f in *.c; do cc -O3 -march=native -fopenmp-simd -std=c99 -c "$f" -o "${f%.c}.o"; done &&
    ar rcs libset.a ./*.o)
  cc -O2 -I"$out/$name" "$here/bench/lab/heat3d_call_timer.c" "$out/$name/src/libset.a" -lhwloc -lnuma -lpthread -lm \
    -o "$out/$name/run"
done
for ((r = 1; r <= rounds; ++r)); do
  for name in "${names[@]}"; do echo "$name $("$out/$name/run" "$n" "$steps")"; done
done
