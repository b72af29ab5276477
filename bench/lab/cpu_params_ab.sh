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
# shellcheck source=bench/lab/heat3d_lab.sh
. "$here/bench/lab/heat3d_lab.sh"
rm -rf "$out"
mkdir -p "$out"
names=()
for set in "$@"; do
  name=${set// /,}
  names+=("$name")
  # shellcheck disable=SC2086  # a set is a list of words
  heat3d_package "$tool" "$out/$name" "$n" $set
  heat3d_build "$out/$name/src" "$out/$name" "$out/$name/run"
done
for ((r = 1; r <= rounds; ++r)); do
  for name in "${names[@]}"; do echo "$name $("$out/$name/run" "$n" "$steps")"; done
done
