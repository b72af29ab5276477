#!/usr/bin/env bash
# A budget always delivers and a final choice that noise cannot fool (issue 21, parts 2
# and 5), on the CPU. A budget too short for more than the default (1 s, then 0.1 s):
# exit 0, a library, the default among the measured variants of tuning.json, and the
# budget named on standard error and in report.md. Then a search of four variants: the
# default and the search's variants within 2x of its fastest are timed again side by
# side (a slower one is left out, unless it is the default; with none left beside the
# default, nothing is compared and the default is packaged), every one of them is in the
# report with the comparison's time, the packaged variant is the comparison's fastest,
# and tuning.json still holds every measurement of the search.
# TARGET=cuda runs the same on a GPU (tests/gpu/budget_delivers_cuda.sh).
set -euo pipefail
tool=$1 src=$2 build=$3
target=${TARGET:-cpu}
work=$build/budget_delivers_$target
rm -rf "$work" && mkdir -p "$work"
export XDG_CACHE_HOME=$work/cache STENCILTUNE_ROOFLINE_ARRAY_BYTES=8388608 STENCILTUNE_ROOFLINE_FLOP_SECONDS=0.02
fail() { echo "FAIL: $*"; for f in "$work"/*.err; do echo "--- $f"; cat "$f"; done; exit 1; }
stencil=$src/stencils/star13.f95
name=$(basename "$stencil" .f95)

# The strategy's default: what --no-tune packages.
"$tool" "$stencil" --target=$target --size=32 --no-tune -o "$work/default" >"$work/default.out" 2>"$work/default.err" ||
  fail "--no-tune failed"
default=$(python3 -c 'import json,sys; print(json.dumps(json.load(open(sys.argv[1]))["kernels"][0]["variant"], sort_keys=True))' \
  "$work/default/report.json")

for budget in 1 0.1; do
  out=$work/budget_$budget
  status=0
  "$tool" "$stencil" --target=$target --size=32 --budget=$budget -o "$out" >"$work/$budget.out" 2>"$work/$budget.err" ||
    status=$?
  [[ $status -eq 0 ]] || fail "--budget=$budget exited $status"
  [[ -s $out/lib$name.a ]] || fail "--budget=$budget packaged no library"
  grep -q "stenciltune: $name: the budget of .* stopped the search after .*; packaging the best variant measured" \
    "$work/$budget.err" || fail "--budget=$budget: standard error does not say the budget stopped the search"
  grep -q "^The budget of .* stopped the search after " "$out/report.md" || fail "--budget=$budget: report.md does not say so"
  # The strategy's default is the first record of tuning.json, and valid.
  python3 - "$default" "$out/tuning.json" <<'PY' || fail "--budget=$budget: the default is not the first valid record"
import json, sys
default = json.loads(sys.argv[1])
records = [m for e in json.load(open(sys.argv[2]))["entries"] for m in e["measurements"]]
assert records and records[0]["params"] == default and records[0]["valid"], (default, records[:1])
PY
done

# The final comparison: the default and three more variants measured by the search (and,
# for CUDA, the paper's baseline, which joins every comparison).
out=$work/compared
"$tool" "$stencil" --target=$target --size=32 --search=exhaustive --max-variants=4 -o "$out" >"$work/compared.out" \
  2>"$work/compared.err" || fail "the run with a final comparison failed"
python3 - "$out/report.json" "$out/report.md" "$out/tuning.json" "$default" "$target" <<'PY' ||
  fail "the final comparison is not what was packaged"
import json, sys
report, md, db = json.load(open(sys.argv[1])), open(sys.argv[2]).read(), json.load(open(sys.argv[3]))
kernel = report["kernels"][0]
# The search's four measurements are all in tuning.json (a stage's variant may follow
# them); the default and those within 2x of the fastest are compared, the others not.
records = [m for e in db["entries"] for m in e["measurements"]]
assert len(records) >= 4 and all(m["valid"] for m in records[:4]), records
assert records[0]["params"] == json.loads(sys.argv[4]), records[0]
least = min(m["seconds"] for m in records[:4])
expected = [records[0]] + [m for m in records[1:4] if m["seconds"] <= 2 * least]
left_out = [m for m in records[1:4] if m["seconds"] > 2 * least and m["params"] != records[0]["params"]]
if len({json.dumps(m["params"], sort_keys=True) for m in expected}) == 1 and sys.argv[5] == "cpu":
    # Every other variant more than 2x slower than the default: nothing to compare, and the
    # default, the fastest, is packaged.
    assert "\nNo final comparison: fewer than two valid variants" in md, md
    assert kernel["variant"] == records[0]["params"] and records[0]["seconds"] == least, (kernel["variant"], records)
    sys.exit(0)
compared = [s for s in kernel["stages"] if "final comparison" in s.get("details", {})]
tuned = [s for s in kernel["stages"] if s["stage"] == "+tuned"]
assert len(tuned) == 1 and tuned[0] in compared, kernel["stages"]
# The stages of the comparison: the winner and the variants it beat (a stage may show
# one variant twice: the default is also auto-parallel).
assert len(compared) >= len({json.dumps(m["params"], sort_keys=True) for m in expected}), (compared, expected)
fastest = min(s["seconds"] for s in compared)
assert tuned[0]["seconds"] == fastest, (tuned[0]["seconds"], fastest)
text = lambda p: " ".join(f"{k}={v}" for k, v in sorted(p.items()))
final = next((l for l in md.splitlines() if l.startswith("Final comparison: ")), None)
assert final and " timed again side by side in one process" in final, "report.md does not describe the final comparison"
for m in expected:
    assert text(m["params"]) + ": " in final, (text(m["params"]), final)
for m in left_out:
    assert text(m["params"]) + ": " not in final, ("more than 2x slower, yet compared", text(m["params"]), final)
assert text(records[0]["params"]) + ": " in next(part for part in final.split(";") if "(the default)" in part), final
assert text(kernel["variant"]) + ": " in final and "(fastest)" in final.split(text(kernel["variant"]) + ": ")[1].split(";")[0]
PY
echo "short budgets deliver the default; the packaged variant is the fastest of the final comparison"
