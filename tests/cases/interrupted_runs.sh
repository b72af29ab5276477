#!/usr/bin/env bash
# Interrupted runs (issue 8, item 4). Every variant sleeps a second on its first call
# (stenciltune-faults' "slow"), so that a signal lands in the middle of the search.
#  - SIGKILL: tuning.json still parses, the output folder holds no half-written file
#    under a final name, no harness outlives the tuner, and the next run answers every
#    finished variant from tuning.json (none is measured twice) and removes the killed
#    run's scratch folder.
#  - SIGINT: exit status 130 with a message, what was measured is kept (and nothing
#    cut short is recorded), the scratch folder is removed, the next run resumes.
#  - A second run into a folder in use is refused with a clear message.
set -euo pipefail
tool=$1 src=$2 build=$3
faulty=$build/stenciltune-faults
work=$build/interrupted_runs
rm -rf "$work" && mkdir -p "$work"
# No roofline bound (an unusable setting), so that the search cannot stop early.
export XDG_CACHE_HOME=$work/cache STENCILTUNE_ROOFLINE_ARRAY_BYTES=no-bound
export STENCILTUNE_FAULTS='slow@*'
run=("$src/stencils/laplacian.f95" --target=cpu --size=16 --search=exhaustive --max-variants=6)
fail() { echo "FAIL: $*"; for f in "$work"/*.err; do echo "--- $f"; cat "$f"; done; exit 1; }
count_records() {  # records, distinct points, invalid records
  python3 -c '
import json, sys
ms = [m for e in json.load(open(sys.argv[1]))["entries"] for m in e["measurements"]]
print(len(ms), len({json.dumps(m["params"], sort_keys=True) for m in ms}), sum(not m["valid"] for m in ms))' "$1"
}
wait_for_records() {  # until tuning.json in $1 holds at least $2 records (60 s at most)
  for _ in $(seq 600); do
    if [[ -f $1/tuning.json ]] && (($(count_records "$1/tuning.json" | cut -d' ' -f1) >= $2)); then return 0; fi
    sleep 0.1
  done
  fail "tuning.json in $1 never reached $2 records"
}

# ---- SIGKILL in the middle of the search ----
out=$work/killed
mkdir -p "$work/tmp-killed"
TMPDIR=$work/tmp-killed "$faulty" "${run[@]}" -o "$out" >"$work/killed.out" 2>"$work/killed.err" &
pid=$!
wait_for_records "$out" 2
kill -KILL "$pid"
wait "$pid" 2>/dev/null || true
read -r kept distinct invalid <<<"$(count_records "$out/tuning.json")" || fail "tuning.json does not parse after SIGKILL"
((kept >= 2 && kept < 6)) || fail "the kill did not land in the middle: $kept records"
for f in "$out"/* "$out"/.[!.]*; do
  case $(basename "$f") in
    tuning.json | .stenciltune.lock | tuning.json.tmp-*) ;;
    *) fail "after SIGKILL the output folder holds $(basename "$f")" ;;
  esac
done
sleep 1
# A variant's program dies with the tuner (it asks for SIGKILL at its parent's death).
survivors=$(pgrep -af "$work/tmp-killed" | awk '{n = $2; sub(".*/", "", n); if (n !~ /^(cc|gcc|cc1|as|ld|collect2|nvcc|cicc|ptxas)$/) print}' || true)
[[ -z $survivors ]] || fail "a variant outlived the killed tuner: $survivors"
# A compiler it had started is not killed (a known residual of SIGKILL): it finishes
# its one file on its own, so nothing is left running a minute later.
for _ in $(seq 600); do pgrep -f "$work/tmp-killed" >/dev/null || break; sleep 0.1; done
if pgrep -f "$work/tmp-killed" >/dev/null; then fail "still running a minute after the kill: $(pgrep -af "$work/tmp-killed")"; fi
[[ -n $(ls -A "$work/tmp-killed") ]] || fail "SIGKILL left no scratch folder: the kill came too late to test its removal"
TMPDIR=$work/tmp-killed "$faulty" "${run[@]}" -o "$out" >"$work/resumed.out" 2>"$work/resumed.err" || fail "the run after SIGKILL failed"
[[ -z $(ls -A "$work/tmp-killed") ]] || fail "the killed run's scratch folder is still there: $(ls "$work/tmp-killed")"
answered=$(grep -c 'from tuning.json' "$work/resumed.err" || true)
[[ $answered -eq $kept ]] || fail "after SIGKILL: $kept records kept, $answered answered from tuning.json"
read -r total distinct invalid <<<"$(count_records "$out/tuning.json")"
[[ $total -eq 6 && $distinct -eq 6 && $invalid -eq 0 ]] ||
  fail "after resuming: $total records of $distinct points ($invalid invalid): a variant was measured twice"
[[ -s $out/liblaplacian.a ]] || fail "the resumed run packaged no library"
if ls "$out" | grep -q '\.tmp-'; then fail "a killed run's temporary file is still there"; fi
lost_to_kill=$((total - distinct)) kept_k=$kept

# ---- SIGINT in the middle; a second run into the same folder meanwhile ----
out=$work/interrupted
mkdir -p "$work/tmp-interrupted"
TMPDIR=$work/tmp-interrupted "$faulty" "${run[@]}" -o "$out" >"$work/interrupted.out" 2>"$work/interrupted.err" &
pid=$!
wait_for_records "$out" 2
status=0
"$tool" "${run[@]}" -o "$out" >"$work/second.out" 2>"$work/second.err" || status=$?
[[ $status -eq 2 ]] || fail "a second run into a folder in use exited $status, not 2"
grep -q "another stenciltune run (process $pid) is using the output folder $out" "$work/second.err" ||
  fail "the second run does not say why it was refused"
kill -INT "$pid"
status=0
wait "$pid" || status=$?
[[ $status -eq 130 ]] || fail "after SIGINT the tuner exited $status, not 130"
grep -q 'stopped by SIGINT; every measurement that finished is kept in tuning.json' "$work/interrupted.err" ||
  fail "no message after SIGINT"
read -r kept distinct invalid <<<"$(count_records "$out/tuning.json")"
((kept >= 2 && kept < 6 && invalid == 0)) || fail "after SIGINT: $kept records, $invalid invalid (a cut-short run was recorded)"
[[ -z $(ls -A "$work/tmp-interrupted") ]] || fail "SIGINT left the scratch folder $(ls "$work/tmp-interrupted")"
[[ ! -e $out/liblaplacian.a && ! -e $out/report.json ]] || fail "an interrupted search packaged a library"
"$faulty" "${run[@]}" -o "$out" >"$work/after_sigint.out" 2>"$work/after_sigint.err" || fail "the run after SIGINT failed"
answered=$(grep -c 'from tuning.json' "$work/after_sigint.err" || true)
read -r total distinct invalid <<<"$(count_records "$out/tuning.json")"
[[ $answered -eq $kept && $total -eq 6 && $distinct -eq 6 ]] ||
  fail "after SIGINT: $kept kept, $answered answered, $total records of $distinct points"
echo "SIGKILL: $kept_k kept, 0 measured twice (lost to the kill: $lost_to_kill); SIGINT: exit 130, $kept kept, resumed"
