#!/usr/bin/env bash
# Issue 25: the overlapped mode with the interior on the pool's other threads beside the
# exchange (STENCILTUNE_MPI_PIECES=1) against blocking and the interior in pieces, strong
# scaling of an N^3 Laplacian (default 256) on each "GRID:THREADS" given (default 2x2x1:4
# 2x2x2:2 2x1x1:8), REPEATS rounds (default 3) of all of them in turn, the kernel's
# parameters fixed at the strategy's default for the block, every mode timed side by side
# in one run of the tool (bench/lab/mpi_scaling.sh); SET="CZ=16 CY=16" replaces those
# parameters of the default. Writes OUT/GRID-tT-I/ and prints each run's rows.
# Usage: bench/lab/mpi_beside.sh TOOL OUT [N] [REPEATS] [GRID:THREADS...]
set -uo pipefail
tool=$1 out=$2 n=${3:-256} repeats=${4:-3}
shift 4 || shift $#
configs=("$@")
((${#configs[@]})) || configs=(2x2x1:4 2x2x2:2 2x1x1:8)
here=$(cd "$(dirname "$0")/../.." && pwd)
mkdir -p "$out"
for ((i = 1; i <= repeats; ++i)); do
  for c in "${configs[@]}"; do
    grid=${c%%:*} threads=${c##*:}
    IFS=x read -r px py pz <<<"$grid"
    block=$((n / ${px:-1}))x$((n / ${py:-1}))x$((n / ${pz:-1}))
    dir=$out/$grid-t$threads
    if [[ ! -f $dir.params ]]; then
      "$tool" "$here/stencils/${STENCIL:-laplacian}.f95" --target=cpu --threads="$threads" --size="$block" --no-tune \
        -q -o "$dir-default" >"$dir-default.log" 2>&1 || { echo "packaging the default failed"; continue; }
      python3 -c 'import json, sys
v = json.load(open(sys.argv[1]))["kernels"][0]["variant"]
print(" ".join("--param %s=%d" % kv for kv in sorted(v.items()) if kv[0] != "THREADS"))' \
        "$dir-default/report.json" >"$dir.params"
    fi
    params=$(cat "$dir.params")
    for kv in ${SET:-}; do params=$(sed -E "s/--param ${kv%%=*}=[0-9]+/--param $kv/" <<<"$params"); done
    STRONG=1 THREADS=$threads PARAMS=$params bash "$here/bench/lab/mpi_scaling.sh" "$tool" "$dir-$i" "$n" \
      "$grid" >"$dir-$i.txt" 2>&1
    echo "$grid, $threads threads a rank, round $i: exit status $?"
    grep -E "^\| [0-9]" "$dir-$i.txt"
  done
done
