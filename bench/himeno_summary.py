#!/usr/bin/env python3
"""The summary of a bench/himeno.sh run, from its three reports: each nest's tuned time
and its share of the bound, the step's time, Himeno's own figure (34 flops per interior
point per iteration) and GStencil/s, the residual's cost, and on the CPU the ratio to the
report's OpenMP baseline. Writes OUT_DIR/summary.json and prints it without the nests.
usage: bench/himeno_summary.py OUT_DIR IMAXxJMAXxKMAX cpu|cuda"""
import json, os, sys
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
    nests.append({"nest": k.get("nest"), "variant": k["variant"], "seconds": t, "gstencils": points / t * 1e-9,
                  "bound_gstencils": bound, "report_points": k["points"],  # the report's own points and bound
                  "of_bound": (k["points"] / t * 1e-9) / bound if bound else None,
                  "openmp_seconds": stage(k, "OpenMP"), "notes": [n for n in k["notes"] if n.startswith("Reduction")]})
t_step = sum(n["seconds"] for n in nests)
# The step's bound: each nest at its own bound, one after the other.
t_bound = sum(n["report_points"] / (n["bound_gstencils"] * 1e9) for n in nests if n["bound_gstencils"])
t_alone = stage(sweep_alone, "+tuned")
same = json.load(open(f"{out}/same_variant/report.json"))["kernels"][0]
t_same = stage(same, "+tuned")
summary = {
    "target": target, "machine": step["machine"], "step_args": os.environ.get("STEP_ARGS", ""),
    "size": [imax, jmax, kmax], "interior_points": points,
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
