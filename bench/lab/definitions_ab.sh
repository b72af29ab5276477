#!/usr/bin/env bash
# Rodinia's hotspot time loop tuned twice by the tool, side by side on one machine: as
# the corpus writes it (stencils/corpus/hotspot_iterations.f95, twelve locals whose
# values the tool puts in place of their reads) and with the same coefficients passed as
# arguments (bench/lab/hotspot_iterations_args.f95). Prints each run's stage lines (the
# nests' and the time loop's GStencil/s) and keeps the reports under OUT.
# usage: definitions_ab.sh TOOL OUT TARGET SIZE STEPS BUDGET
set -euo pipefail
tool=$1 out=$2 target=$3 size=$4 steps=$5 budget=$6
src=$(cd "$(dirname "$0")/../.." && pwd)
mkdir -p "$out"
for form in stencils/corpus/hotspot_iterations bench/lab/hotspot_iterations_args; do
  name=$(basename "$form")
  "$tool" "$src/$form.f95" --target="$target" --size="$size" --steps="$steps" --budget="$budget" --fresh \
    -o "$out/$name" >"$out/$name.txt" 2>&1
  echo "== $name ($target, $size, $steps steps, budget $budget s)"
  grep -E "^$name +(serial|OpenMP|\+tuned|\+temporal)" "$out/$name.txt" || true
done
