#!/usr/bin/env bash
# The CPU target end to end (issues 4 and 7): tune a small Laplacian with a short
# budget, answer the second run from tuning.json, then link the library three ways
# through its generated pkg-config file: an unmodified Fortran program in place of
# the original file, a Fortran program through the interface module, and a C program
# through the header. Each must match.
set -euo pipefail
tool=$1 src=$2 build=$3
work=$build/tune_cpu_laplacian
rm -rf "$work" && mkdir -p "$work"
out=$work/out
# Quick roofline sizes, in a cache of this test's own.
export XDG_CACHE_HOME=$work/cache STENCILTUNE_ROOFLINE_ARRAY_BYTES=8388608 STENCILTUNE_ROOFLINE_FLOP_SECONDS=0.02

"$tool" "$src/stencils/laplacian.f95" --target=cpu --size=24 --budget=60 --max-variants=6 -o "$out" \
  >"$work/first.out" 2>"$work/first.err" || { cat "$work/first.out" "$work/first.err"; exit 1; }
for f in liblaplacian.a laplacian.h laplacian_mod.f90 laplacian.pc laplacianConfig.cmake report.md report.json tuning.json src/laplacian.c; do
  [[ -s $out/$f ]] || { echo "missing $out/$f"; cat "$work/first.err"; exit 1; }
done
grep -q '+tuned' "$out/report.md" || { echo "report.md has no tuned stage"; cat "$out/report.md"; exit 1; }
# The report (issue 5): the schema, the charts parse, render and do not overlap, and its
# bound uses the very ceilings the roofline measured and cached in this run.
python3 "$src/tests/report/check_report.py" "$out" "$src/src/report/report.schema.json" >"$work/check_report.out" ||
  { cat "$work/check_report.out"; exit 1; }
grep -q '^\*\*What limits the result:\*\* ' "$out/report.md" || { echo "report.md says nothing on the limit"; exit 1; }
grep -q '^| naive bytes | 24 |$' "$out/report.md" || { echo "report.md lacks the Laplacian's 24 naive bytes"; exit 1; }
python3 - "$out/report.json" "$work"/cache/stenciltune/roofline-cpu-*.json <<'PY' || exit 1
import json, sys
report, ceilings = json.load(open(sys.argv[1])), json.load(open(sys.argv[2]))
mix = {(b["streaming"]): b for b in ceilings["bandwidth"] if b["kernel"] == "mix" and (b["reads"], b["writes"]) == (1, 1)}
tuned = report["kernels"][0]["bound"]["tuned"]
want = (mix.get(True) or mix[False])["achieved"]["median"]
assert abs(tuned["bandwidth_gbs"] - want) <= 1e-9 * want, (tuned, want)
listed = {c["name"]: c["value"]["median"] for c in report["ceilings"]["list"]}
copy = [b for b in ceilings["bandwidth"] if b["kernel"] == "copy"][0]["achieved"]["median"]
assert abs(listed["copy, achieved"] - copy) <= 1e-9 * copy, (listed, copy)
PY
measured=$(grep -c ' ms$' "$work/first.err" || true)
[[ $measured -ge 1 ]] || { echo "the first run measured nothing"; cat "$work/first.err"; exit 1; }

# The same run again: every variant answered from tuning.json, none measured again.
"$tool" "$src/stencils/laplacian.f95" --target=cpu --size=24 --budget=60 --max-variants=6 -o "$out" \
  >"$work/second.out" 2>"$work/second.err" || { cat "$work/second.err"; exit 1; }
again=$(grep -c 'stenciltune: \[' "$work/second.err" || true)
answered=$(grep -c 'from tuning.json' "$work/second.err" || true)
[[ $again -ge 1 && $again -eq $answered ]] || { echo "second run: $again variants, $answered from tuning.json"; cat "$work/second.err"; exit 1; }

export PKG_CONFIG_PATH=$out
read -r -a libs <<<"$(pkg-config --libs laplacian)"
read -r -a cflags <<<"$(pkg-config --cflags laplacian)"
cd "$work"
gfortran -O0 "$src/tests/library/legacy_laplacian_driver.f90" "$src/stencils/laplacian.f95" -o original
gfortran -O2 "$src/tests/library/legacy_laplacian_driver.f90" "${libs[@]}" -o tuned
gfortran -O2 -c "$out/laplacian_mod.f90" -o laplacian_mod.o
gfortran -O2 "$src/tests/library/module_laplacian_driver.f90" laplacian_mod.o "${libs[@]}" -o through_module
cc -O2 -std=c99 "${cflags[@]}" "$src/tests/library/c_laplacian_driver.c" "${libs[@]}" -o from_c
./original >original.txt
./tuned >tuned.txt
./through_module >module.txt
compare() {
  awk 'NR == FNR { want[FNR] = $1; next }
       { d = $1 - want[FNR]; if (d < 0) d = -d; m = want[FNR] < 0 ? -want[FNR] : want[FNR];
         if (d > 1e-13 * (m + 1)) { bad++; if (bad < 4) print "point " FNR ": " $1 " vs " want[FNR] } }
       END { if (FNR == 0 || bad) { print bad + 0 " points differ"; exit 1 } }' "$1" "$2"
}
[[ $(wc -l <original.txt) -gt 1000 ]]
compare original.txt tuned.txt
compare original.txt module.txt
./from_c
echo "tuned library matches the original three ways"
