#!/usr/bin/env bash
# Himeno end to end on the CPU (issue 23): stencils/himeno/himeno_step.f95, the
# benchmark's whole Jacobi step (the sweep with its residual gosa, a reduction, then the
# copy p = wrk2), tuned at size S (129x65x65) for the CPU; the benchmark's own driver,
# unmodified, linked against the library in place of the original, prints the same
# residual and pressure field after 6 iterations as when linked against the original,
# and its residual is the same bits from run to run.
set -euo pipefail
tool=$1 src=$2 build=$3
work=$build/himeno_cpu_library
rm -rf "$work" && mkdir -p "$work"
out=$work/out
export XDG_CACHE_HOME=$work/cache STENCILTUNE_ROOFLINE_ARRAY_BYTES=8388608 STENCILTUNE_ROOFLINE_FLOP_SECONDS=0.02

"$tool" "$src/stencils/himeno/himeno_step.f95" --target=cpu --size=129x65x65 --budget=6 --max-variants=6 \
  -o "$out" >"$work/tune.out" 2>"$work/tune.err" || { cat "$work/tune.out" "$work/tune.err"; exit 1; }

python3 - "$out" <<'PY'
import json, sys
out = sys.argv[1]
report = json.load(open(out + "/report.json"))
kernels = report["kernels"]
assert [(k["subroutine"], k.get("nest")) for k in kernels] == [("himeno_step", 1), ("himeno_step", 2)], kernels
for k in kernels:
    assert any(s["stage"] == "+tuned" and s["valid"] for s in k["stages"]), k
# The sweep's report says how its residual is summed; the copy has none.
assert any("Reduction gosa (sum of real(4) values, accumulated in real(8)" in n for n in kernels[0]["notes"]), kernels[0]["notes"]
assert not any("Reduction" in n for n in kernels[1]["notes"]), kernels[1]["notes"]
assert [(c["subroutine"], c["valid"]) for c in report["library_check"]] == [("himeno_step", True)], report["library_check"]
header = open(out + "/himeno_step.h").read()
assert "Reduction gosa: the sum of real(4) values, accumulated in real(8) and rounded once, from 0.0;" in header, header
PY

# Four reductions in one nest: the OpenMP baseline's directive, with a clause for each,
# is continued over several lines, and every stage is measured.
"$tool" "$src/tests/inputs/reduction_ops.f95" --target=cpu --size=64x48 --max-variants=2 -o "$work/ops" \
  >"$work/ops.out" 2>"$work/ops.err" || { cat "$work/ops.err"; exit 1; }
python3 - "$work/ops/report.json" <<'PY'
import json, sys
stages = {s["stage"]: s["valid"] for s in json.load(open(sys.argv[1]))["kernels"][0]["stages"]}
assert stages.get("OpenMP") and stages.get("+tuned"), stages
PY

read -r -a libs <<<"$(PKG_CONFIG_PATH=$out pkg-config --libs himeno_step)"
cd "$work"
gfortran -O0 "$src/stencils/himeno/himeno_bench.f90" "$src/stencils/himeno/himeno_step.f95" -o original
gfortran -O2 "$src/stencils/himeno/himeno_bench.f90" "${libs[@]}" -o tuned
./original S 6 >original.txt
./tuned S 6 >tuned.txt
./tuned S 6 >tuned_again.txt
cat original.txt tuned.txt
python3 - <<'PY'
def read(name):
    return {line.split()[0]: line.split()[1] for line in open(name) if len(line.split()) == 2}
original, tuned, again = read("original.txt"), read("tuned.txt"), read("tuned_again.txt")
# The original sums its residual in single precision, one term after the other; the
# library in double, by blocks. The original's sum of 127x63x63 = 508,143 squares may
# round by up to n * eps / 2 (about 3 %); it is off by about 0.4 % at S, 6 iterations.
for key, tolerance in (("gosa", 1e-2), ("checksum", 1e-6)):
    a, b = float(original[key]), float(tuned[key])
    assert abs(a - b) <= tolerance * abs(a), f"{key}: original {a}, library {b}"
assert tuned["gosa"] == again["gosa"] and tuned["checksum"] == again["checksum"], (tuned, again)
PY
echo "Himeno's step tuned for the CPU: the benchmark's driver gets the original's residual and field from the library"
