#!/usr/bin/env bash
# The CPU's blocked passes of heat3d with and without storing v (a grid no step reads
# before writing it) in every pass (issue 24). Packages heat3d at N^3 with PARAMS
# (default "BT=4 CY=64 CZ=128 SIMD=1 NT=1 VEC=32", untimed) and builds its sources twice:
# as printed (v stored in the call's last pass only) and with every pass taken for the
# last (`st_a->ST_last` read as 1: every pass stores v, as before the change). Times each
# library's whole call of STEPS steps, ROUNDS rounds, the two in turn. Each line:
# "way ms_per_step sum u SUM v SUM"; the sums of the two ways must be equal.
# Usage: bench/lab/cpu_last_pass_stores.sh TOOL OUT [N] [STEPS] [ROUNDS]
set -euo pipefail
tool=$1 out=$2 n=${3:-256} steps=${4:-24} rounds=${5:-5}
here=$(cd "$(dirname "$0")/../.." && pwd)
# shellcheck source=bench/lab/heat3d_lab.sh
. "$here/bench/lab/heat3d_lab.sh"
rm -rf "$out"
mkdir -p "$out/every"
# shellcheck disable=SC2086  # PARAMS is a list of words
heat3d_package "$tool" "$out/lib" "$n" ${PARAMS:-BT=4 CY=64 CZ=128 SIMD=1 NT=1 VEC=32}
cp "$out"/lib/src/*.c "$out/every/"
grep -q 'st_a->ST_last)' "$out/every/heat3d_size1.c" || { echo "no ST_last in the printed pass" >&2; exit 1; }
sed -i 's/if (st_a->ST_last)/if (1)/' "$out/every/heat3d_size1.c"
heat3d_build "$out/lib/src" "$out/lib" "$out/run-lib"
heat3d_build "$out/every" "$out/lib" "$out/run-every"
for ((r = 1; r <= rounds; ++r)); do
  echo "last-only $("$out/run-lib" "$n" "$steps")"
  echo "every-pass $("$out/run-every" "$n" "$steps")"
done
