#!/usr/bin/env bash
# Himeno's whole Jacobi step (stencils/himeno/himeno_step.f95: the sweep with its
# residual gosa, then the copy p = wrk2), tuned at one size for one target, beside the
# same sweep without the residual (stencils/corpus/himeno.f95), tuned at the same size
# in the same run. Writes both reports and summary.json: each nest's tuned time and its
# share of the bound, the step's time, Himeno's own figure (34 flops per interior point
# per iteration, as the benchmark counts them) and ours (GStencil/s), what the residual
# costs against the sweep without it (tuned on its own, and in the variant the step's
# sweep was given), and on the CPU the ratio to the report's OpenMP
# baseline (gfortran -fopenmp, '!$omp parallel do' with reduction(+:gosa), first touch).
# usage: [STEP_ARGS="--reduction=either"] bench/himeno.sh TOOL cpu|cuda IMAXxJMAXxKMAX BUDGET_SECONDS OUT_DIR
# (STEP_ARGS: more options for the step's tuning.)
set -euo pipefail
tool=$1 target=$2 size=$3 budget=$4 out=$5
src=$(cd "$(dirname "$0")/.." && pwd)
mkdir -p "$out"
for kernel in himeno_step:himeno/himeno_step corpus_himeno:corpus/himeno; do
  name=${kernel%%:*} file=$src/stencils/${kernel#*:}.f95
  extra=()
  [[ $name == himeno_step ]] && read -r -a extra <<<"${STEP_ARGS:-}"
  "$tool" "$file" --target="$target" --size="$size" --budget="$budget" --fresh "${extra[@]}" -o "$out/$name" \
    >"$out/$name.stdout" 2>"$out/$name.stderr" || { tail -n 20 "$out/$name.stderr"; exit 1; }
done
# The same sweep without the residual again, with the parameters the step's sweep was
# given: what the residual itself costs in that variant.
params=()
while read -r assignment; do params+=(--param "$assignment"); done < <(python3 - "$out/himeno_step/report.json" <<'PY'
import json, sys
for name, value in json.load(open(sys.argv[1]))["kernels"][0]["variant"].items():
    if name != "REDUCE":
        print(f"{name}={value}")
PY
)
"$tool" "$src/stencils/corpus/himeno.f95" --target="$target" --size="$size" --max-variants=1 --fresh "${params[@]}" \
  -o "$out/same_variant" >"$out/same_variant.stdout" 2>"$out/same_variant.stderr" ||
  { tail -n 20 "$out/same_variant.stderr"; exit 1; }
python3 "$src/bench/himeno_summary.py" "$out" "$size" "$target"
