#!/usr/bin/env bash
# Several stencil nests in one input file (issue 7): tests/library/heat_kernels.f95 holds
# two subroutines, the first with a 2-D nest and a 3-D nest that reads what it wrote. Each nest is tuned on its
# own (its own space, search, tuning.json key and report section) and all of them go
# into one library, libheat_kernels.a; an unmodified Fortran program linked with it in
# place of heat_kernels.f95 (through heat_kernels.pc) prints what the original prints.
set -euo pipefail
tool=$1 src=$2 build=$3
work=$build/library_nests
rm -rf "$work" && mkdir -p "$work"
out=$work/out
export XDG_CACHE_HOME=$work/cache STENCILTUNE_ROOFLINE_ARRAY_BYTES=8388608 STENCILTUNE_ROOFLINE_FLOP_SECONDS=0.02

"$tool" "$src/tests/library/heat_kernels.f95" --target=cpu --size=12 --budget=20 --max-variants=2 -o "$out" \
  >"$work/tune.out" 2>"$work/tune.err" || { cat "$work/tune.out" "$work/tune.err"; exit 1; }

python3 - "$out" <<'PY'
import json, sys
out = sys.argv[1]
entries = json.load(open(out + "/tuning.json"))["entries"]
keys = sorted((e["key"]["stencil"], e["key"]["size"]) for e in entries)
assert len(keys) == 3 and sorted(k[1] for k in keys) == ["12x12", "12x12", "12x12x12"], keys
kernels = json.load(open(out + "/report.json"))["kernels"]
got = [(k["subroutine"], k.get("nest"), k["size"]) for k in kernels]
assert got == [("heat_step", 1, [12, 12]), ("heat_step", 2, [12, 12, 12]), ("smooth2d", None, [12, 12])], got
for k in kernels:
    assert any(s["stage"] == "+tuned" and s["valid"] for s in k["stages"]), k
# Each nest its own space: the 2-D nest's winner has no CZ, the 3-D nest's has one.
assert "CZ" not in kernels[0]["variant"] and "CZ" in kernels[1]["variant"], [k["variant"] for k in kernels]
# The library as a whole (the two nests' parts in order) checked against the original.
checks = json.load(open(out + "/report.json"))["library_check"]
assert [(c["subroutine"], c["valid"]) for c in checks] == [("heat_step", True), ("smooth2d", True)], checks
md = open(out + "/report.md").read()
for title in ("## heat_step nest 1 at 12x12\n", "## heat_step nest 2 at 12x12x12", "## smooth2d at 12x12"):
    assert title in md, f"no '{title}' in report.md"
header = open(out + "/heat_kernels.h").read()
for line in ("nest 1: cpu", "nest 2: cpu", "[heat_step_size1_nest1]", "[heat_step_size1_nest2]", "[smooth2d_size1]",
             "void heat_step(", "void smooth2d(", "void heat_step_(", "void smooth2d_("):
    assert line in header, f"no '{line}' in heat_kernels.h"
PY
nm "$out/libheat_kernels.a" >"$work/symbols.txt"
for symbol in heat_step heat_step_ smooth2d smooth2d_ heat_step_size1_nest1 heat_step_size1_nest2 smooth2d_size1; do
  grep -q " T $symbol$" "$work/symbols.txt" || { echo "libheat_kernels.a does not define $symbol"; exit 1; }
done

read -r -a libs <<<"$(PKG_CONFIG_PATH=$out pkg-config --libs heat_kernels)"
cd "$work"
gfortran -O0 "$src/tests/library/legacy_heat_driver.f90" "$src/tests/library/heat_kernels.f95" -o original
gfortran -O2 "$src/tests/library/legacy_heat_driver.f90" "${libs[@]}" -o tuned
./original >original.txt
./tuned >tuned.txt
[[ $(wc -l <original.txt) -gt 5000 ]]
awk 'NR == FNR { want[FNR] = $1; next }
     { d = $1 - want[FNR]; if (d < 0) d = -d; m = want[FNR] < 0 ? -want[FNR] : want[FNR];
       if (d > 1e-13 * (m + 1)) { bad++; if (bad < 4) print "line " FNR ": " $1 " vs " want[FNR] } }
     END { if (FNR == 0 || bad) { print bad + 0 " values differ"; exit 1 } }' original.txt tuned.txt
echo "both subroutines, three nests tuned apart, match the original from one library"
