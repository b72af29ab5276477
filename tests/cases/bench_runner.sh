#!/usr/bin/env bash
# The CPU benchmark runner as a tool (issue 22, part 3): bench/cpu.sh on one tiny case (the
# 5-point Jacobi at 48^2, 3 s of search) writes one JSON result into the folder it is given,
# under a machine-kind folder, with the run's commit, command, tools, date and load, and per
# case the stages, the bound, the % of bound, the search's seconds and variants and the
# tuned variant; bench/latest.py renders that run's table into LATEST.md, keeps an older
# result of the same kind below it as an earlier result, and names the markdown reports.
# A case the tool fails on is a row with the tool's error and makes the run exit 1; a case
# that is not under stencils/ is refused before anything runs. The pystencils peer: where
# the runner's Python imports pystencils (bench/README.md), the case has pystencils'
# GStencil/s at the same size and +tuned over it, in the JSON and in LATEST.md's row; where
# it does not, the result says why and both columns read n/a (tests/cases/pystencils_peer.sh
# checks the peer's own numerical check). The Devito peer's figure lands on a time loop's row,
# over +temporal.
set -euo pipefail
tool=$1 src=$2 build=$3
work=$(realpath -m "$build/bench_runner")
rm -rf "$work" && mkdir -p "$work/results"
# Small roofline arrays and a private cache: the ceilings are measured afresh, as the
# runner does by default, in a second, and no tuning database of the user's is touched.
export XDG_CACHE_HOME=$work/cache STENCILTUNE_ROOFLINE_ARRAY_BYTES=8388608 STENCILTUNE_ROOFLINE_FLOP_SECONDS=0.02
export STENCILTUNE
STENCILTUNE=$(realpath "$tool")
unset BENCH_ROOFLINE BENCH_KIND BENCH_NOTE BENCH_RESULTS BENCH_PEERS
# The peer's Python as bench/cpu.sh picks it.
python=${BENCH_PYTHON:-python3}
[[ -z ${BENCH_PYTHON:-} && -x $src/.venv-bench/bin/python3 ]] && python=$src/.venv-bench/bin/python3
peer=no
"$python" -c 'import pystencils' 2>/dev/null && peer=yes
echo "pystencils peer: $peer ($python)"
fail() { echo "FAIL: $*"; cat "$work/run.out" "$work/run.err" 2>/dev/null; exit 1; }

status=0
bash "$src/bench/cpu.sh" --size=48x48 --results="$work/results" 3 jacobi2d5 >"$work/run.out" 2>"$work/run.err" || status=$?
((status == 0)) || fail "bench/cpu.sh exited $status"
mapfile -t found < <(find "$work/results" -name '*.json')
((${#found[@]} == 1)) || fail "expected one JSON result, found ${#found[@]}: ${found[*]}"
result=${found[0]}
kind=$(basename "$(dirname "$result")")
[[ $kind == cpu-* ]] || fail "machine-kind folder '$kind' does not name a CPU"
grep -q '^| jacobi2d5 | fp64 | 48x48 |' "$work/run.out" || fail "the runner did not print the run's table"

python3 - "$result" "$kind" "$("$tool" --version)" "$peer" <<'EOF' || fail "the JSON result is wrong"
import json, re, sys
path, kind, version, peer = sys.argv[1:5]
r = json.load(open(path))
def check(cond, what):
    if not cond:
        sys.exit(f"{path}: {what}")
check(r["bench_result_version"] == 1, "version")
check(r["target"] == "cpu" and r["machine_kind"] == kind, "target or machine kind")
check(re.fullmatch(r"[0-9a-f]{7,40}", r["commit"]), f"commit {r['commit']!r}")
check(r["command"] == "bench/cpu.sh --size=48x48 --results=%s 3 jacobi2d5" % path.rsplit("/", 2)[0], f"command {r['command']!r}")
check(version.endswith(r["tools"]["stenciltune"]) and r["tools"]["compiler"], f"tools {r['tools']}")
check(re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ", r["date"]) and r["start"] <= r["end"] == r["date"], "dates")
check(len(r["load"]["start"]) == 3 and len(r["load"]["end"]) == 3, "load")
check(r["budget_seconds"] == 3 and "afresh" in r["roofline"], "budget or roofline")
check(len(r["cases"]) == 1, "one case")
c = r["cases"][0]
check(c["stencil"] == "jacobi2d5" and c["subroutine"] == "jacobi2d5" and c["status"] == 0, "case")
check(c["size"] == [48, 48] and c["precision"] == "fp64", "size or precision")
check({"serial", "OpenMP", "auto-parallel", "+tuned"} <= set(c["stages"]), f"stages {list(c['stages'])}")
check(all(v is None or v > 0 for v in c["stages"].values()) and c["stages"]["+tuned"] > 0, "GStencil/s")
check(c["bound"] > 0 and abs(c["percent_of_bound"] - 100 * c["stages"]["+tuned"] / c["bound"]) < 1e-9, "% of bound")
if peer == "yes":
    check(set(c["peers"]) == {"pystencils"} and c["peers"]["pystencils"] > 0, f"peers {c['peers']}")
    check(abs(c["tuned_over_peer"]["pystencils"] - c["stages"]["+tuned"] / c["peers"]["pystencils"]) < 1e-12, "ratio")
    check(r["peers"]["pystencils"]["version"] == r["tools"]["pystencils"] and "threads" in r["peers"]["pystencils"]["ran"],
          f"peer {r['peers']} tools {r['tools']}")
else:
    check(c["peers"] == {} and c["tuned_over_peer"] == {}, f"peers {c['peers']} without pystencils")
    check(r["peers"]["pystencils"]["note"].startswith("not installed"), f"peer {r['peers']}")
check(0 < c["tuning_seconds"] <= c["wall_seconds"], "tuning and wall seconds")
check(c["variants"]["tried"] >= 1 and c["variants"]["invalid"] >= 0, "variants")
check({"CX", "CY", "THREADS"} <= set(c["variant"]), f"tuned variant {c['variant']}")
# Another part of the same run (a case list split over calls): the same commit, other
# cases, an older date. It belongs to the latest section, not to the earlier results.
part = json.loads(json.dumps(r))
part["cases"][0]["stencil"] = "heat_part"
# Short of the bound, with counters: the page says what limits it, in the report's words.
part["cases"][0].update(percent_of_bound=50.0, limit="LIMIT-FROM-THE-REPORT", counters={"dram_bytes_per_point": 16})
# (the same date: the file's name, which sorts first, keeps it the older of the two)
part["command"] = "bench/cpu.sh 3 a-second-part"
json.dump(part, open(path.rsplit("/", 1)[0] + "/20010101T000000Z-part.json", "w"))
# An older result of the same kind, for the page's "earlier results".
r["date"] = r["start"] = r["end"] = "2000-01-01T00:00:00Z"
r["command"] = "bench/cpu.sh 60 an-older-run"
json.dump(r, open(path.rsplit("/", 1)[0] + "/20000101T000000Z-0000000.json", "w"))
EOF
echo "# CPU benchmark, a report from before the JSON results" >"$work/results/cpu-2000-01-01.md"

python3 "$src/bench/latest.py" "$work/results" 2>"$work/latest.err" || fail "bench/latest.py failed: $(cat "$work/latest.err")"
page=$work/results/LATEST.md
grep -qx "## $kind" "$page" || fail "LATEST.md has no section for $kind"
section=$(sed -n "/^## $kind\$/,/^## /p" "$page")
grep -qF 'Command: `bench/cpu.sh --size=48x48' <<<"$section" || fail "the latest result's command is missing"
grep -q '^| case | prec | size | serial | OpenMP | auto-parallel | .*+tuned | pystencils | +tuned/pystencils | bound | % of bound |' <<<"$section" ||
  fail "the table's header is missing"
grep -q '^| jacobi2d5 | fp64 | 48x48 | [0-9.]* |' <<<"$section" || fail "the case's row is missing"
# The pystencils cells sit after +tuned's and before the bound's, which ends in " %".
if [[ $peer == yes ]]; then
  grep -qE '^\| jacobi2d5 \|.* [0-9.]+ \| [0-9.]+ \| [0-9.]+x \| [0-9.]+ \| [0-9]+ % \|' <<<"$section" ||
    fail "the row has no pystencils figure"
  grep -q '^Peers: pystencils ([0-9][0-9.]*, ' <<<"$section" || fail "the page does not say which pystencils ran"
else
  grep -qE '^\| jacobi2d5 \|.* [0-9.]+ \| n/a \| n/a \| [0-9.]+ \| [0-9]+ % \|' <<<"$section" ||
    fail "the row's pystencils columns do not read n/a"
  grep -q '^Peers: pystencils (not installed' <<<"$section" || fail "the page does not say why pystencils has no figure"
fi
grep -q 'an-older-run' <<<"$section" && fail "the older result is shown as the latest"
grep -q 'a-second-part' <<<"$section" || fail "the other part of the latest run is not in its section"
grep -q "^- $kind: .*a-second-part" "$page" && fail "the other part of the latest run is listed as earlier"
grep -qE -- '^- heat_part[^,]* fp64 at 48x48, 50 % \(from counters\): LIMIT-FROM-THE-REPORT$' <<<"$section" ||
  fail "the page does not say what limits a kernel short of its bound"
grep -q "^- $kind: .*2000-01-01.*an-older-run" "$page" || fail "the older result is not listed as earlier"
grep -qF -- '- `cpu-2000-01-01.md`: CPU benchmark, a report from before the JSON results' "$page" ||
  fail "the markdown report is not listed"

# The report's "compared" rows (the variants that lost the final comparison): the result
# keeps the fastest of them as the runner-up, whatever their order.
python3 - "$src/bench" <<'EOF3' || fail "the runner-up is not the fastest compared row"
import sys
sys.path.insert(0, sys.argv[1])
from result import kernel_rows
stages = [{"stage": "+tuned", "gstencils": 3.0}, {"stage": "compared", "gstencils": 1.0},
          {"stage": "compared", "gstencils": 2.5}, {"stage": "compared", "gstencils": 0.5},
          {"stage": "compared", "gstencils": 9.0, "valid": False}]
row = kernel_rows({"case": "x", "status": 0}, {"kernels": [{"subroutine": "x", "stages": stages}]}, {})[0]
assert row["stages"] == {"+tuned": 3.0, "runner-up": 2.5}, row["stages"]
EOF3

# The Devito peer of the time loops: its figure goes on the row of the time loop tuned whole
# (not on its nests'), compared with +temporal, with the options that won; the table's
# column reads "+temporal/devito" and the time loop's line names the options.
python3 - "$src/bench" <<'EOF4' || fail "the Devito peer's figure is not on the time loop's row"
import sys
sys.path.insert(0, sys.argv[1])
import latest
from result import kernel_rows
k = {"subroutine": "heat3d", "precision": "fp64", "size": [8, 8, 8]}
report = {"kernels": [dict(k, nest=1, stages=[{"stage": "+tuned", "gstencils": 2.0}]),
                      dict(k, steps=4, stages=[{"stage": "+tuned", "gstencils": 1.0}, {"stage": "+temporal", "gstencils": 3.0}])]}
entry = {"stencil": "heat3d", "precision": "fp64", "size": [8, 8, 8], "gstencils": 1.5,
         "options": {"variant": "advanced", "tuned": {"x0_blk0_size": 8}}}
peers = {"devito": {("heat3d", "fp64", (8, 8, 8)): entry}}
nest, loop = kernel_rows({"case": "timeloop/heat3d", "status": 0}, report, peers)
assert nest["peers"] == {} and "temporal_over_peer" not in nest, nest
assert loop["peers"] == {"devito": 1.5} and loop["temporal_over_peer"] == {"devito": 2.0}, loop
assert loop["tuned_over_peer"] == {} and loop["peer_options"]["devito"]["variant"] == "advanced", loop
result = {"cases": [nest, loop], "peers": {"devito": {"version": "4.8"}}}
table = latest.table(result)
assert "| devito | +temporal/devito |" in table and "| 1.500 | 2.00x |" in table, table
line = "\n".join(latest.time_loops(result))
assert "2.00x +temporal/devito; devito's fastest options: `advanced` (autotuned `x0_blk0_size=8`)" in line, line
EOF4

# A case the tool fails on is a row of the result, with the tool's error, and exit 1.
printf '#!/bin/sh\necho "stencils/box2d9.f95:1:1: error: refused by the test" >&2\nexit 1\n' >"$work/failing-tool"
chmod +x "$work/failing-tool"
status=0
STENCILTUNE=$work/failing-tool BENCH_ROOFLINE=cached BENCH_KIND=failing \
  bash "$src/bench/cpu.sh" --results="$work/failed" 3 box2d9 >"$work/failed.out" 2>"$work/failed.err" || status=$?
((status == 1)) || fail "a failed case gave exit $status"
python3 - "$work/failed" <<'EOF2' || fail "the failed case's result is wrong"
import glob, json, sys
r = json.load(open(glob.glob(sys.argv[1] + "/failing/*.json")[0]))
c = r["cases"]
assert r["command"].startswith("BENCH_ROOFLINE=cached bench/cpu.sh "), r["command"]
assert len(c) == 1 and c[0]["stencil"] == "box2d9" and c[0]["status"] == 1 and "stages" not in c[0], c
assert c[0]["error"] == "stencils/box2d9.f95:1:1: error: refused by the test", c[0]["error"]
EOF2
grep -q '^| box2d9 | .*failed (exit 1): stencils/box2d9.f95:1:1: error: refused by the test |$' "$work/failed.out" ||
  fail "the failed case's row is missing"

status=0
bash "$src/bench/cpu.sh" --results="$work/results" 3 no_such_stencil >"$work/bad.out" 2>"$work/bad.err" || status=$?
((status == 2)) && grep -q 'no stencils/no_such_stencil.f95' "$work/bad.err" || fail "an unknown case gave exit $status"
echo PASS
