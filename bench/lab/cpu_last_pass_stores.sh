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
rm -rf "$out"
mkdir -p "$out/every"
params=()
for p in ${PARAMS:-BT=4 CY=64 CZ=128 SIMD=1 NT=1 VEC=32}; do params+=(--param "$p"); done
"$tool" "$here/stencils/timeloop/heat3d.f95" --target=cpu --no-tune --size="$n" "${params[@]}" -q -o "$out/lib" >/dev/null 2>&1
cp "$out"/lib/src/*.c "$out/every/"
grep -q 'st_a->ST_last)' "$out/every/heat3d_size1.c" || { echo "no ST_last in the printed pass" >&2; exit 1; }
sed -i 's/if (st_a->ST_last)/if (1)/' "$out/every/heat3d_size1.c"
for way in lib/src every; do
  (cd "$out/$way" && for f in *.c; do cc -O3 -march=native -fopenmp-simd -std=c99 -c "$f" -o "${f%.c}.o"; done &&
    ar rcs libway.a ./*.o)
  cc -O2 -I"$out/lib" "$here/bench/lab/heat3d_call_timer.c" "$out/$way/libway.a" -lhwloc -lnuma -lpthread -lm \
    -o "$out/run-${way%%/*}"
done
for ((r = 1; r <= rounds; ++r)); do
  echo "last-only $("$out/run-lib" "$n" "$steps")"
  echo "every-pass $("$out/run-every" "$n" "$steps")"
done
