#!/usr/bin/env bash
# Tuning a time loop blocked over time (issue 24): for the ping-pong, copy-back and
# three-level forms and the general case (tests/inputs/timeloop_mixed.f95), `--param BT=3` makes the time loop's own job search blocked
# variants only, so the library packages one; the report has the time loop's section
# with its per-step stages, and the library, called through the original's symbol,
# agrees with the original compiled by gfortran after 0 to 13 steps at sizes no tile
# divides. Himeno's iterations cannot be blocked (a residual each step): the report says
# why and the library runs the nests step by step; so does a time loop from one argument
# to another (tests/inputs/timeloop_restart.f95).
set -euo pipefail
tool=$1 src=$2 build=$3
check_tool=$(dirname "$tool")/stenciltune-check
work=$build/temporal_tune
rm -rf "$work" && mkdir -p "$work"
export XDG_CACHE_HOME=$work/cache STENCILTUNE_ROOFLINE_ARRAY_BYTES=8388608 STENCILTUNE_ROOFLINE_FLOP_SECONDS=0.02

# file (under stencils/timeloop/, or a path from the source folder), tuned size, checked
# size, the step count's argument; timeloop_mixed's loop runs from 2 (nt - 1 steps) over
# grids with lower bounds of 0.
cases=(
  "heat3d 26x22x20 13x11x9 nt"
  "jacobi2d_copy 70x50 37x23 steps"
  "wave3d 20x18x16 11x13x9 nt"
  "tests/inputs/timeloop_mixed.f95 70x50 37x23 nt"
)
# Under the sanitizers (STENCILTUNE_SANITIZED=1, ci-hardening.sh), the ping-pong form alone.
if [[ -n ${STENCILTUNE_SANITIZED:-} ]]; then cases=("${cases[0]}"); fi
for c in "${cases[@]}"; do
  read -r name tuned checked steps <<<"$c"
  file=$src/stencils/timeloop/$name.f95
  [[ $name == */* ]] && file=$src/$name name=$(basename "$name" .f95)
  out=$work/$name
  "$tool" "$file" --target=cpu --size="$tuned" --budget=4 --max-variants=2 --param BT=3 -o "$out" \
    >"$work/$name.tune.out" 2>"$work/$name.tune.err" || { cat "$work/$name.tune.err"; exit 1; }
  python3 - "$out/report.json" "$name" <<'PY'
import json, sys
report, name = json.load(open(sys.argv[1])), sys.argv[2]
loops = [k for k in report["kernels"] if k.get("steps")]
assert len(loops) == 1 and loops[0]["subroutine"] == name and loops[0]["steps"] == 12, loops
stages = {s["stage"]: s for s in loops[0]["stages"]}
assert "+temporal" in stages and stages["+temporal"]["valid"], stages.keys()
assert loops[0]["variant"]["BT"] == 3, loops[0]["variant"]
checks = report["library_check"]
assert [(c["subroutine"], c["valid"]) for c in checks] == [(name, True)], checks
PY
  grep -q "^## $name time loop at " "$out/report.md" || { echo "FAIL: no time-loop section in $name's report"; exit 1; }
  grep -q "| seconds per step |" "$out/report.md" || { echo "FAIL: $name's time loop is not timed per step"; exit 1; }
  grep -q "The library runs the time loop 3 steps per pass over memory" "$out/report.md" ||
    { echo "FAIL: $name's report does not say the library blocks over time"; exit 1; }
  grep -q "BT=3" "$out/src/"*.c || { echo "FAIL: $name's packaged source is not the blocked variant"; exit 1; }
  # 1, 7 and 13 steps make an odd number of passes ending in one step: the entry runs
  # that step nest by nest (tests/unit/test_package.cpp counts the calls).
  grep -q "${name}_size1_steps(.*st_steps - st_peel)" "$out/src/$name.c" ||
    { echo "FAIL: $name's entry does not peel a last single step"; exit 1; }
  if ! "$check_tool" "$file" --variant="$out/lib$name.a" --link=-lhwloc --link=-lpthread --by-reference \
    --size="$checked" --arg="$steps=0,1,2,3,4,5,7,8,9,13" >"$work/$name.check" 2>&1; then
    echo "FAIL: $name's blocked library at $checked:"
    cat "$work/$name.check"
    exit 1
  fi
  echo "$name: the blocked library agrees with the original after 0 to 13 steps"
done

# Free to choose BT, the time loop's job also times each nest's winner applied to every
# nest, step by step (what the library runs unblocked): a blocked variant is packaged only
# where it beats them, and the +tuned stage is the fastest step-by-step variant of all.
"$tool" "$src/stencils/timeloop/heat3d.f95" --target=cpu --size=26x22x20 --budget=6 --max-variants=2 -v -v \
  -o "$work/free" >"$work/free.out" 2>"$work/free.err" || { cat "$work/free.err"; exit 1; }
grep -q '^\[stenciltune:harness\] BT=1 CHUNK=' "$work/free.err" ||
  { echo "FAIL: the time loop's job did not time a nest's winner step by step"; grep harness "$work/free.err"; exit 1; }
python3 - "$work/free/report.json" <<'PY'
import json, sys
report = json.load(open(sys.argv[1]))
loop = [k for k in report["kernels"] if k.get("steps")][0]
stages = {s["stage"]: s for s in loop["stages"]}
assert stages["+tuned"]["valid"] and "BT=1" in stages["+tuned"]["what"], stages.get("+tuned")
assert [c["valid"] for c in report["library_check"]] == [True], report["library_check"]
PY
echo "heat3d free: the nests' winners compete step by step in the time loop's final comparison"

# A time loop that cannot be blocked is tuned nest by nest, and the report says why.
"$tool" "$src/stencils/timeloop/himeno_jacobi.f95" --target=cpu --size=33x17x17 --budget=4 --max-variants=1 \
  -o "$work/himeno" >"$work/himeno.out" 2>"$work/himeno.err" || { cat "$work/himeno.err"; exit 1; }
grep -q "it is not blocked over time: nest 1 has a reduction, which is summed sweep by sweep" "$work/himeno/report.md" ||
  { echo "FAIL: himeno_jacobi's report does not say why its time loop is not blocked"; exit 1; }
if grep -q "time loop at" "$work/himeno/report.md"; then echo "FAIL: himeno_jacobi has a time-loop job"; exit 1; fi
echo "himeno_jacobi: stepped nest by nest, and the report says why"

# A time loop from one argument to another (a restart's it0 to it1): the tuner cannot set
# the steps it times, so it runs step by step, and the report says why.
"$tool" "$src/tests/inputs/timeloop_restart.f95" --target=cpu --size=33x17 --budget=4 --max-variants=1 \
  -o "$work/restart" >"$work/restart.out" 2>"$work/restart.err" || { cat "$work/restart.err"; exit 1; }
grep -q "it is not blocked over time: its bounds ('it0' to 'it1') are not a constant start" "$work/restart/report.md" ||
  { echo "FAIL: timeloop_restart's report does not say why its time loop is not blocked"; exit 1; }
if grep -q "time loop at" "$work/restart/report.md"; then echo "FAIL: timeloop_restart has a time-loop job"; exit 1; fi
echo "timeloop_restart: stepped nest by nest, and the report says why"
