#!/usr/bin/env bash
# Issue 25: the MPI entry as two builds of the tool make it (say, before and after a change
# to the exchange's runtime), timed alternately by bench/lab/mpi_scaling.sh in one session,
# the kernel's parameters fixed at the strategy's default for the block (from TOOL_A's
# --no-tune), so that only what differs between the builds differs between the runs.
# Strong scaling of an N^3 grid (default 256) on GRID (default 2x2x1), THREADS threads a
# rank (default 4), REPEATS rounds (default 3) of A then B, into OUT/a-I and OUT/b-I;
# prints each run's rows.
# Usage: bench/lab/mpi_tools_ab.sh TOOL_A TOOL_B OUT [N] [GRID] [REPEATS]
set -uo pipefail
tool_a=$1 tool_b=$2 out=$3 n=${4:-256} grid=${5:-2x2x1} repeats=${6:-3}
here=$(cd "$(dirname "$0")/../.." && pwd)
threads=${THREADS:-4}
mkdir -p "$out"
IFS=x read -r px py pz <<<"$grid"
block=$((n / ${px:-1}))x$((n / ${py:-1}))x$((n / ${pz:-1}))
"$tool_a" "$here/stencils/${STENCIL:-laplacian}.f95" --target=cpu --threads="$threads" --size="$block" --no-tune \
  -q -o "$out/default" >"$out/default.log" 2>&1 || { echo "packaging the default failed"; cat "$out/default.log"; exit 1; }
params=$(python3 -c 'import json, sys
v = json.load(open(sys.argv[1]))["kernels"][0]["variant"]
print(" ".join("--param %s=%d" % kv for kv in sorted(v.items()) if kv[0] != "THREADS"))' "$out/default/report.json")
echo "parameters: $params"
for ((i = 1; i <= repeats; ++i)); do
  for way in a b; do
    tool=$tool_a
    [[ $way == b ]] && tool=$tool_b
    STRONG=1 THREADS=$threads PARAMS=$params bash "$here/bench/lab/mpi_scaling.sh" "$tool" "$out/$way-$i" "$n" "$grid" \
      >"$out/$way-$i.txt" 2>&1
    echo "$way $i: exit status $?"
    grep -E "^\| [0-9]" "$out/$way-$i.txt"
  done
done
