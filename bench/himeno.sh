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
python3 - "$out" "$size" "$target" <<'PY'
import json, sys
out, size, target = sys.argv[1], sys.argv[2], sys.argv[3]
imax, jmax, kmax = (int(x) for x in size.split("x"))
points = (imax - 2) * (jmax - 2) * (kmax - 2)
def stage(k, name):
    s = [s for s in k["stages"] if s["stage"] == name and s["valid"]]
    return s[0]["seconds"] if s else None
step = json.load(open(f"{out}/himeno_step/report.json"))
sweep_alone = json.load(open(f"{out}/corpus_himeno/report.json"))["kernels"][0]
nests = []
for k in step["kernels"]:
    t = stage(k, "+tuned")
    bound = k["bound"]["tuned"]["gstencils"] if k.get("bound") else None
    nests.append({"nest": k.get("nest"), "variant": k["variant"], "seconds": t, "gstencils": k["points"] / t * 1e-9,
                  "bound_gstencils": bound, "of_bound": (k["points"] / t * 1e-9) / bound if bound else None,
                  "openmp_seconds": stage(k, "OpenMP"), "notes": [n for n in k["notes"] if n.startswith("Reduction")]})
t_step = sum(n["seconds"] for n in nests)
# The step's bound: each nest at its own bound, one after the other.
t_bound = sum(points / (n["bound_gstencils"] * 1e9) for n in nests if n["bound_gstencils"])
t_alone = stage(sweep_alone, "+tuned")
same = json.load(open(f"{out}/same_variant/report.json"))["kernels"][0]
t_same = stage(same, "+tuned")
summary = {
    "target": target, "machine": step["machine"], "step_args": __import__("os").environ.get("STEP_ARGS", ""), "size": [imax, jmax, kmax], "interior_points": points,
    "nests": nests, "step_seconds": t_step,
    "himeno_mflops": 34 * points / t_step * 1e-6, "gstencils": points / t_step * 1e-9,
    "step_of_bound": t_bound / t_step if t_bound else None,
    "sweep_without_residual_seconds": t_alone, "sweep_without_residual_variant": sweep_alone["variant"],
    "residual_cost": nests[0]["seconds"] / t_alone - 1 if t_alone else None,
    "same_variant_without_residual_seconds": t_same,
    "residual_cost_same_variant": nests[0]["seconds"] / t_same - 1 if t_same else None,
}
if all(n["openmp_seconds"] for n in nests):
    summary["openmp_step_seconds"] = sum(n["openmp_seconds"] for n in nests)
    summary["speedup_over_openmp"] = summary["openmp_step_seconds"] / t_step
json.dump(summary, open(f"{out}/summary.json", "w"), indent=2)
print(json.dumps({k: v for k, v in summary.items() if k != "nests"}, indent=2))
PY
