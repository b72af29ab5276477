#!/usr/bin/env bash
# The CUDA benchmark of issue #6, run on the GPU machine from the repository root:
#   bench/cuda.sh OUTDIR BUDGET_SECONDS CASE...     CASE = stencil:precision, e.g. laplacian:fp64
# Builds the tool (scripts/device-build.sh), then tunes each case at 512^3 (2-D: 8192^2)
# with `stenciltune --target=cuda --budget=BUDGET` and keeps each output folder (report.json
# holds the baseline generator, the default, the tuned variant and the bound) and the
# wall time of the whole run in OUTDIR/NAME_PREC/. bench/torch_compile.py measures the
# torch.compile comparison; bench/cuda_table.py writes the table.
set -uo pipefail
out=$1 budget=$2
shift 2
build=${BUILD:-build-device}
[[ -x $build/stenciltune ]] || scripts/device-build.sh "$build" > "$out.build.log" 2>&1 || { cat "$out.build.log"; exit 1; }
mkdir -p "$out"
for case in "$@"; do
  stencil=${case%%:*} prec=${case##*:}
  src=stencils/$stencil.f95
  work="$out/$stencil-$prec"
  mkdir -p "$work"
  native=fp64
  grep -qiE 'real\((kind=)?4\)|^ *real *[,:]' "$src" && native=fp32
  if [[ $prec == "$native" ]]; then cp "$src" "$work/$stencil.f95"; else bench/precision.sh "$src" "$prec" > "$work/$stencil.f95"; fi
  dims=$(grep -ciE '^ *do +k' "$work/$stencil.f95" || true)
  size=512; [[ $dims == 0 ]] && size=8192
  start=$(date +%s.%N)
  "$build/stenciltune" "$work/$stencil.f95" --target=cuda --size=$size --budget="$budget" -o "$work/out" > "$work/stdout.log" 2> "$work/stderr.log"
  status=$?
  end=$(date +%s.%N)
  echo "{\"case\": \"$case\", \"status\": $status, \"size\": $size, \"wall_seconds\": $(awk "BEGIN{print $end - $start}")}" > "$work/run.json"
  echo "== $case: exit $status, $(awk "BEGIN{print $end - $start}") s"; tail -4 "$work/stdout.log"
done
