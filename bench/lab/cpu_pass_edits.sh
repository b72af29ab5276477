#!/usr/bin/env bash
# heat3d's CPU library at N^3 packaged untimed with the strategy's default (issue 24),
# then once as printed and once for each hand edit of its time loop's C
# (bench/lab/pass_edits_heat3d.py: EDIT, or EDIT+EDIT...), each compiled as the library's
# sources are; one call of STEPS steps timed ROUNDS rounds, the libraries in turn each
# round (bench/lab/heat3d_call_timer.c). Each line: "NAME ms_per_step sum u SUM v SUM",
# NAME "printed" or the edit; edits marked "bound" there change the sums.
# Usage: bench/lab/cpu_pass_edits.sh TOOL OUT N STEPS ROUNDS EDIT...
set -euo pipefail
tool=$1 out=$2 n=$3 steps=$4 rounds=$5
shift 5
here=$(cd "$(dirname "$0")/../.." && pwd)
# shellcheck source=bench/lab/heat3d_lab.sh
. "$here/bench/lab/heat3d_lab.sh"
rm -rf "$out"
mkdir -p "$out"
heat3d_package "$tool" "$out/package" "$n"
names=(printed "$@")
for name in "${names[@]}"; do
  mkdir -p "$out/$name"
  cp -r "$out/package/src" "$out/$name/src"
  [[ $name == printed ]] || python3 "$here/bench/lab/pass_edits_heat3d.py" "$out/$name/src/heat3d_size1.c" "$name"
  heat3d_build "$out/$name/src" "$out/package" "$out/$name/run"
done
for ((r = 1; r <= rounds; ++r)); do
  for name in "${names[@]}"; do echo "$name $("$out/$name/run" "$n" "$steps")"; done
done
