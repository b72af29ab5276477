#!/usr/bin/env bash
# The CPU benchmark: tunes each case with a fresh tuning database and writes one JSON result
# of the run, bench/results/<machine-kind>/<date>-<commit>.json (bench/result.py reads each
# case's report.json: the stages measured in the same run (serial, OpenMP baseline,
# auto-parallel, +NUMA, +tuned), the roofline bound with the stencil's own stream mix, and
# what the search did), then prints the run's table. `python3 bench/latest.py` puts the
# newest result of each machine kind into bench/results/LATEST.md. Not a test: the figures
# depend on the machine and on what else runs on it, so the load is recorded at start and end.
#
# usage: bench/cpu.sh [--size=S]... [--results=DIR] [BUDGET_SECONDS] [CASE...]
#   --size=S        problem size for every case, as stenciltune's --size (default: the tool's,
#                   256^3 for 3-D nests and 4096^2 for 2-D); may be given several times
#   --steps=N       the steps per timed call of a time loop tuned whole (stenciltune's --steps;
#                   bench/timeloop.cases: --steps=100)
#   --results=DIR   where the JSON result goes (default bench/results, or $BENCH_RESULTS)
#   BUDGET_SECONDS  search budget per case (default 60, the Laplacian's target)
#   CASE            a name under stencils/ (default: the suite but laplacian_nest, which is
#                   laplacian.f95 again as a bare nest and would only repeat its row), e.g.
#                   corpus/himeno; or @FILE, the cases listed in FILE (one STENCIL[:PRECISION]
#                   a line, '#' comments; bench/corpus.cases lists the corpus). A :PRECISION
#                   is for bench/cuda.sh: the CPU runs each kernel as written.
# Environment: STENCILTUNE (default build/stenciltune), BENCH_ROOFLINE=cached to keep the
# machine's cached ceilings (by default they are measured afresh first, so that the bound and
# the kernels are measured under the same load), BENCH_NOTE (a line for the result),
# BENCH_KIND (the machine-kind folder, instead of one named after the CPU), BENCH_PEERS=none to
# skip the peer: where BENCH_PYTHON (default .venv-bench/bin/python3 where it exists, else
# python3) imports pystencils, bench/pystencils_peer.py times pystencils' OpenMP C kernel of
# each suite case at the size the tool tuned it for, right after the cases, and the result
# has its GStencil/s and +tuned/pystencils (else the column says n/a, and the result why);
# where it imports devito, bench/devito_peer.py times Devito's autotuned OpenMP operator of
# each time loop among the cases (bench/timeloop.cases) at the size and steps the tool timed
# it (BENCH_DEVITO_TIMEOUT, default 1800 s), and the time loop's row has its GStencil/s per
# step and +temporal/devito.
# Exit status: 0 every case tuned; 1 a case failed (the result says which); 2 usage.
set -euo pipefail
cd "$(dirname "$0")/.."

# The command as it would be typed again, with the settings that change what is measured.
command_line="bench/cpu.sh $*"
[[ ${BENCH_ROOFLINE:-fresh} == cached ]] && command_line="BENCH_ROOFLINE=cached $command_line"
[[ -n ${BENCH_PEERS:-} ]] && command_line="BENCH_PEERS=$BENCH_PEERS $command_line"
sizes=()
results=${BENCH_RESULTS:-bench/results}
while (($#)) && [[ $1 == --* ]]; do
  case $1 in
    --size=*|--steps=*) sizes+=("$1") ;;
    --results=*) results=${1#--results=} ;;
    *) echo "bench/cpu.sh: unknown option $1 (see the usage at the top of bench/cpu.sh)" >&2; exit 2 ;;
  esac
  shift
done
budget=${1:-60}
[[ $budget =~ ^[0-9]+$ ]] || { echo "bench/cpu.sh: the budget must be whole seconds, not '$budget'" >&2; exit 2; }
shift || true
if (($#)); then
  stencils=()
  for arg in "$@"; do
    if [[ $arg == @* ]]; then
      while read -r line; do stencils+=("${line%%:*}"); done < <(sed -e 's/#.*//' -e '/^[[:space:]]*$/d' "${arg#@}")
    else
      stencils+=("${arg%%:*}")
    fi
  done
else
  stencils=(laplacian divergence gradient box27 star13 star25_sp jacobi2d5 box2d9 vardiff)
fi
# A list made for both targets names a stencil once per precision; the CPU runs it once.
mapfile -t stencils < <(printf '%s\n' "${stencils[@]}" | awk '!seen[$0]++')
tool=${STENCILTUNE:-build/stenciltune}
# The peer's Python: the bench venv where it was made (bench/README.md), else python3.
python=${BENCH_PYTHON:-python3}
[[ -z ${BENCH_PYTHON:-} && -x .venv-bench/bin/python3 ]] && python=.venv-bench/bin/python3
[[ -x $tool ]] || { echo "bench/cpu.sh: $tool not found; build first (scripts/bootstrap.sh)" >&2; exit 2; }
for s in "${stencils[@]}"; do
  [[ -f stencils/$s.f95 ]] || { echo "bench/cpu.sh: no stencils/$s.f95" >&2; exit 2; }
done

work=$(mktemp -d "${TMPDIR:-/tmp}/stenciltune-bench-XXXXXX")
trap 'rm -rf "$work"' EXIT

load() { cut -d' ' -f1-3 /proc/loadavg; }
now() { date -u +%Y-%m-%dT%H:%M:%SZ; }
start_load=$(load)
start_time=$(now)
echo "bench/cpu.sh: ${#stencils[@]} stencils, ${budget} s of search each; load at start $start_load" >&2

roofline_note="the ceilings cached for this machine"
if [[ ${BENCH_ROOFLINE:-fresh} != cached ]]; then
  echo "bench/cpu.sh: measuring the roofline ceilings afresh" >&2
  r0=$(date +%s)
  "$tool" roofline --target=cpu --fresh >"$work/roofline.txt" 2>&1 ||
    { echo "bench/cpu.sh: stenciltune roofline failed:" >&2; tail -n 5 "$work/roofline.txt" >&2; exit 1; }
  roofline_note="ceilings measured afresh at the start of this run ($(($(date +%s) - r0)) s, load before: $start_load)"
fi

dirs=()
for s in "${stencils[@]}"; do
  echo "bench/cpu.sh: $s" >&2
  run=$work/${s//\//-}
  mkdir -p "$run"
  t0=$(date +%s.%N)
  status=0
  "$tool" "stencils/$s.f95" --target=cpu --fresh --budget="$budget" "${sizes[@]}" -o "$run/out" -q >"$run/log" 2>&1 || status=$?
  wall=$(awk "BEGIN{print $(date +%s.%N) - $t0}")
  python3 -c 'import json, sys
print(json.dumps({"case": sys.argv[1], "status": int(sys.argv[2]), "wall_seconds": float(sys.argv[3]), "error": sys.argv[4]}))' \
    "$s" "$status" "$wall" "$( ((status == 0)) || grep -m 1 'error' "$run/log" || tail -n 1 "$run/log")" >"$run/run.json"
  dirs+=("$run")
done

# pystencils on the same cases, at the sizes the tool tuned them for, right after them.
peer_args=()
if [[ ${BENCH_PEERS:-all} == none ]]; then
  peer_args=(--peer-note="pystencils=skipped (BENCH_PEERS=none)")
elif ! "$python" -c 'import pystencils' 2>/dev/null; then
  peer_args=(--peer-note="pystencils=not installed for $python; bench/README.md says how")
else
  mapfile -t peer_cases < <("$python" bench/pystencils_peer.py --list | python3 -c '
import json, os, sys
suite = set(sys.stdin.read().split())
for d in sys.argv[1:]:
    path = os.path.join(d, "out", "report.json")
    if not os.path.exists(path):
        continue
    for k in json.load(open(path))["kernels"]:
        if k["subroutine"] in suite and k.get("size"):
            print("%s:%s:%s" % (k["subroutine"], k["precision"], "x".join(map(str, k["size"]))))' "${dirs[@]}" | awk '!seen[$0]++')
  if ((${#peer_cases[@]} == 0)); then
    peer_args=(--peer-note="pystencils=no suite stencil among the cases")
  else
    echo "bench/cpu.sh: pystencils: ${peer_cases[*]}" >&2
    timeout "${BENCH_PYSTENCILS_TIMEOUT:-900}" "$python" bench/pystencils_peer.py --target=cpu "$work/pystencils.json" "${peer_cases[@]}" \
      >"$work/pystencils.log" 2>&1 || echo "bench/cpu.sh: pystencils: $(grep -h '"error"' "$work/pystencils.log" | head -3; tail -n 2 "$work/pystencils.log")" >&2
    if [[ -s $work/pystencils.json ]]; then
      peer_args=(--pystencils="$work/pystencils.json")
    else
      peer_args=(--peer-note="pystencils=failed: $(tail -n 1 "$work/pystencils.log")")
    fi
  fi
fi

# Devito on the time loops among the cases (a time loop tuned whole: its row has steps), at
# the size and steps the tool timed them, right after them. Without a time loop among the
# cases the result does not name Devito.
devito_cases=()
mapfile -t devito_cases < <(python3 -c '
import json, os, sys
for d in sys.argv[1:]:
    path = os.path.join(d, "out", "report.json")
    if not os.path.exists(path):
        continue
    for k in json.load(open(path))["kernels"]:
        if k.get("steps") and k.get("size"):
            print("%s:%s:%s:%s" % (k["subroutine"], k["precision"], "x".join(map(str, k["size"])), k["steps"]))' "${dirs[@]}" | awk '!seen[$0]++')
if ((${#devito_cases[@]})); then
  if [[ ${BENCH_PEERS:-all} == none ]]; then
    peer_args+=(--peer-note="devito=skipped (BENCH_PEERS=none)")
  elif ! "$python" -c 'import devito' 2>/dev/null; then
    peer_args+=(--peer-note="devito=not installed for $python; bench/README.md says how")
  else
    known=$("$python" bench/devito_peer.py --list)
    mapfile -t devito_cases < <(printf '%s\n' "${devito_cases[@]}" | awk -F: 'NR == FNR { known[$0]; next } $1 in known' <(echo "$known") -)
    if ((${#devito_cases[@]} == 0)); then
      peer_args+=(--peer-note="devito=no time loop it has among the cases")
    else
      echo "bench/cpu.sh: devito: ${devito_cases[*]}" >&2
      timeout "${BENCH_DEVITO_TIMEOUT:-1800}" "$python" bench/devito_peer.py "$work/devito.json" "${devito_cases[@]}" \
        >"$work/devito.log" 2>&1 || echo "bench/cpu.sh: devito: $(grep -h '"error"' "$work/devito.log" | head -3; tail -n 2 "$work/devito.log")" >&2
      if [[ -s $work/devito.json ]]; then
        peer_args+=(--devito="$work/devito.json")
      else
        peer_args+=(--peer-note="devito=failed: $(tail -n 1 "$work/devito.log")")
      fi
    fi
  fi
fi

python3 bench/result.py --target=cpu --results="$results" --command="$command_line" \
  --start="$start_time" --end="$(now)" --start-load="$start_load" --end-load="$(load)" \
  --budget="$budget" --roofline="$roofline_note" --note="${BENCH_NOTE:-}" --kind="${BENCH_KIND:-}" "${peer_args[@]}" "${dirs[@]}"
