#!/usr/bin/env bash
# Hostile variants (issue 8, item 3; issue 4's "deliberately wrong variant"): through
# the test-only stenciltune-faults, chosen variants crash (SIGSEGV), hang past the time
# limit, or change one point of their output by 0.1 %. The tuner records each with its
# reason in tuning.json and in its progress lines, goes on, chooses and packages a
# valid variant; when every variant is hostile it exits 1 and counts the reasons.
set -euo pipefail
tool=$1 src=$2 build=$3
faulty=$build/stenciltune-faults
work=$build/hostile_variants
rm -rf "$work" && mkdir -p "$work"
# A roofline setting the tuner cannot use leaves it without a bound (a warning), so
# that the search cannot stop early at the bound and every planned variant is tried.
export XDG_CACHE_HOME=$work/cache STENCILTUNE_ROOFLINE_ARRAY_BYTES=no-bound
export STENCILTUNE_FAULT_TIME_LIMIT=3
fail() { echo "FAIL: $*"; for f in "$work"/*.err; do echo "--- $f"; cat "$f"; done; exit 1; }
records() {  # valid reason-kind per record of tuning.json, one per line
  python3 -c '
import json, sys
for e in json.load(open(sys.argv[1]))["entries"]:
    for m in e["measurements"]:
        print(json.dumps(m["params"], sort_keys=True), m["valid"], m.get("reason", "").split(":")[0] or "-")' "$1"
}
# The default (RZ=2 SIMD=1, left alone) is measured first; then the exhaustive order at
# 16^3 varies SIMD fastest, then RZ, then RY: its variants 1 and 4 are left alone, 3 and
# 7 crash, 5 hangs, 2 and 6 give a wrong answer.
run=(--target=cpu --size=16 --search=exhaustive --max-variants=8 --param NT=0)  # NT fixed: the order below
export STENCILTUNE_FAULTS='crash@RZ=2,SIMD=0;hang@RY=2,RZ=1,SIMD=0;wrong@SIMD=1,RZ=1'

out=$work/mixed
status=0
"$faulty" "$src/stencils/laplacian.f95" "${run[@]}" -o "$out" >"$work/mixed.out" 2>"$work/mixed.err" || status=$?
[[ $status -eq 0 ]] || fail "the tuner exited $status with three valid variants among eight"
grep -q 'invalid (crash: killed by signal 11' "$work/mixed.err" || fail "no crash in the progress lines"
grep -q 'invalid (hang: timed out after' "$work/mixed.err" || fail "no hang in the progress lines"
grep -q 'invalid (wrong answer: check: unext .* wrong=1 ' "$work/mixed.err" || fail "no single wrong point in the progress lines"
records "$out/tuning.json" >"$work/mixed.records"
[[ $(wc -l <"$work/mixed.records") -eq 8 ]] || fail "tuning.json holds $(wc -l <"$work/mixed.records") records, not 8"
for want in "False crash 2" "False hang 1" "False wrong answer 2" "True - 3"; do
  got=$(grep -c " ${want% *}\$" "$work/mixed.records" || true)
  [[ $got -eq ${want##* } ]] || fail "tuning.json: $got records '${want% *}', expected ${want##* }"
done
# The winner is one of the three honest variants, and tuning.json says it was valid.
chosen=$(python3 -c 'import json,sys; print(json.dumps(json.load(open(sys.argv[1]))["kernels"][0]["variant"], sort_keys=True))' "$out/report.json")
grep -qF "$chosen True -" "$work/mixed.records" || fail "the chosen variant $chosen is not a valid record"
python3 - "$chosen" <<'PY' || fail "the chosen variant $chosen is a hostile one"
import json, sys
p = json.loads(sys.argv[1])
hostile = (p["RZ"] == 2 and p["SIMD"] == 0) or (p["RY"] == 2 and p["RZ"] == 1 and p["SIMD"] == 0) or (p["SIMD"] == 1 and p["RZ"] == 1)
sys.exit(1 if hostile else 0)
PY
# The packaged library is that variant and computes what the original does.
text=$(python3 -c 'import json,sys; print(" ".join(f"{k}={v}" for k, v in sorted(json.loads(sys.argv[1]).items())))' "$chosen")
grep -qF "($text)" "$out"/src/*.c || fail "the packaged source (src/) is not the chosen variant $text"
cd "$work"
gfortran -O0 "$src/tests/library/legacy_laplacian_driver.f90" "$src/stencils/laplacian.f95" -o original
gfortran -O2 "$src/tests/library/legacy_laplacian_driver.f90" "$out/liblaplacian.a" -lhwloc -pthread -lm -o tuned
./original >original.txt
./tuned >tuned.txt
awk 'NR == FNR { want[FNR] = $1; next }
     { d = $1 - want[FNR]; if (d < 0) d = -d; m = want[FNR] < 0 ? -want[FNR] : want[FNR]; if (d > 1e-13 * (m + 1)) bad++ }
     END { if (FNR < 1000 || bad) { print bad + 0 " points differ"; exit 1 } }' original.txt tuned.txt ||
  fail "the packaged library does not compute what the original does"

# Every variant hostile: exit 1, the reasons counted, no library, every record kept.
export STENCILTUNE_FAULTS='crash@RZ=2;hang@RY=2,RZ=1,SIMD=0;wrong@*'
out=$work/hostile
status=0
# The default (RZ=2) crashes, then exhaustive variants 1 to 5, and, since none is valid,
# 16 more past --max-variants to find one.
"$faulty" "$src/stencils/laplacian.f95" --target=cpu --size=16 --search=exhaustive --max-variants=6 --param NT=0 -o "$out" \
  >"$work/hostile.out" 2>"$work/hostile.err" || status=$?
[[ $status -eq 1 ]] || fail "with no valid variant the tuner exited $status, not 1"
grep -q 'no valid variant among 22 tried (11 crash, 3 hang, 8 wrong answer)' "$work/hostile.err" ||
  fail "the reasons are not counted"
[[ ! -e $out/liblaplacian.a && ! -e $out/report.json ]] || fail "a library was packaged with no valid variant"
[[ $(records "$out/tuning.json" | grep -c ' False ') -eq 22 ]] || fail "tuning.json does not hold the 22 invalid records"
echo "crash, hang and wrong answer recorded and survived; the valid winner packaged; all-hostile exits 1"
