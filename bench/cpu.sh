#!/usr/bin/env bash
# The CPU benchmark of issue 4: tunes every suite stencil (3-D at 256^3, 2-D at 4096^2)
# with a fresh tuning database and writes bench/results/cpu-DATE.md from each run's
# report.json: the stages of the paper's Figure 4 measured in the same run (serial,
# OpenMP baseline, auto-parallel, +NUMA, +tuned), the roofline bound with the
# stencil's own stream mix, and what the search did. Not a test: the figures depend on
# the machine and on what else runs on it, so the load is recorded at start and end.
#
# usage: bench/cpu.sh [BUDGET_SECONDS] [STENCIL...]
#   BUDGET_SECONDS  search budget per stencil (default 60, the Laplacian's target)
#   STENCIL         names under stencils/ (default: the suite but laplacian_nest, which
#                   is laplacian.f95 again as a bare nest and would only repeat its row),
#                   e.g. corpus/himeno; or @FILE, the cases listed in FILE (one
#                   STENCIL[:PRECISION] a line, '#' comments; bench/corpus.cases lists the
#                   corpus). A :PRECISION is for bench/cuda.sh: the CPU runs each kernel as written.
# Environment: STENCILTUNE (default build/stenciltune), BENCH_OUT (default
# bench/results/cpu-DATE.md), BENCH_ROOFLINE=cached to keep the machine's cached
# ceilings (by default they are measured afresh first, so that the bound and the
# kernels are measured under the same load), BENCH_NOTE (a line for the results).
set -euo pipefail
cd "$(dirname "$0")/.."

budget=${1:-60}
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
tool=${STENCILTUNE:-build/stenciltune}
[[ -x $tool ]] || { echo "bench/cpu.sh: $tool not found; build first (scripts/bootstrap.sh)" >&2; exit 2; }
command -v jq >/dev/null || { echo "bench/cpu.sh: needs jq (apt-get install jq)" >&2; exit 2; }

day=$(date -u +%Y-%m-%d)
out=${BENCH_OUT:-bench/results/cpu-$day.md}
work=$(mktemp -d "${TMPDIR:-/tmp}/stenciltune-bench-XXXXXX")
trap 'rm -rf "$work"' EXIT

load() { cut -d' ' -f1-3 /proc/loadavg; }
start_load=$(load)
start_time=$(date -u +%H:%M:%S)
echo "bench/cpu.sh: ${#stencils[@]} stencils, ${budget} s of search each; load at start $start_load" >&2

roofline_note="the ceilings cached for this machine"
if [[ ${BENCH_ROOFLINE:-fresh} != cached ]]; then
  echo "bench/cpu.sh: measuring the roofline ceilings afresh" >&2
  r0=$(date +%s)
  "$tool" roofline --target=cpu --fresh >"$work/roofline.txt" 2>&1 ||
    { echo "bench/cpu.sh: stenciltune roofline failed:" >&2; tail -n 5 "$work/roofline.txt" >&2; exit 1; }
  roofline_note="ceilings measured afresh at the start of this run ($(($(date +%s) - r0)) s, load before: $start_load)"
fi

rows=()
for s in "${stencils[@]}"; do
  echo "bench/cpu.sh: $s" >&2
  t0=$(date +%s)
  run=$work/${s//\//-}
  if ! "$tool" "stencils/$s.f95" --target=cpu --fresh --budget="$budget" -o "$run" -q >"$run.log" 2>&1; then
    rows+=("| $s | failed: $(tail -n 1 "$run.log" | tr '|' '/') | | | | | | | | | | |")
    continue
  fi
  wall=$(($(date +%s) - t0))
  # One row per kernel (a stencil file may hold several nests).
  while IFS= read -r row; do rows+=("$row | $wall |"); done < <(jq -r '
    def g($n): (.stages | map(select(.stage == $n and .valid)) | first | .gstencils);
    def f: if . == null then "n/a" else (. * 1000 | round / 1000 | tostring) end;
    .kernels[] |
      (g("OpenMP")) as $omp | (g("+tuned")) as $tuned | (.bound_gstencils // .bound.tuned.gstencils) as $bound |
      "| \(.subroutine) | \(.size | map(tostring) | join("x")) | \(g("serial") | f) | \($omp | f) | \(g("auto-parallel") | f) | \(g("+NUMA") | f) | \($tuned | f) | \($bound | f) | " +
      (if $bound and $tuned then ((100 * $tuned / $bound) | round | tostring) + " %" else "n/a" end) + " | " +
      (if $omp and $tuned then ((100 * $tuned / $omp) | round / 100 | tostring) + "x" else "n/a" end) + " | " +
      "\(.search.seconds | round) | \(.search.tried) (\(.search.invalid) invalid) | `\(.variant | to_entries | map("\(.key)=\(.value)") | join(" "))`"
    ' "$run/report.json")
done
end_load=$(load)
end_time=$(date -u +%H:%M:%S)

first=$work/${stencils[0]//\//-}
machine=$(jq -r '.machine.summary? // .machine' "$first/report.json" 2>/dev/null || echo unknown)
compiler=$(jq -r '.compiler' "$first/report.json" 2>/dev/null || echo unknown)
mkdir -p "$(dirname "$out")"
{
  echo "# CPU benchmark, $day"
  echo
  echo "\`bench/cpu.sh $budget\` from $start_time to $end_time UTC on $machine ($compiler)."
  echo "Commit $(git rev-parse --short HEAD 2>/dev/null || echo unknown)$(git diff --quiet 2>/dev/null || echo ' with local changes')."
  echo
  echo "Load average (1, 5, 15 min) at start: $start_load; at end: $end_load."
  echo "${BENCH_NOTE:-}"
  echo
  echo "GStencil/s, each stage measured in the same run (median of 5 timed calls after a warm-up,"
  echo "every variant validated against the original compiled by gfortran -O0). Bound: the roofline"
  echo "bound with the stencil's own stream mix (the STREAM-mix kernel with streaming stores where"
  echo "the CPU has them; $roofline_note). +NUMA is n/a on a machine"
  echo "with one NUMA node (the strategy prunes NUMA first touch there). Search: seconds of search"
  echo "(the budget), variants tried; wall: seconds of the whole run (reference, search, stages)."
  echo
  echo "| stencil | size | serial | OpenMP | auto-parallel | +NUMA | tuned | bound | % of bound | tuned / OpenMP | search s | variants | tuned variant | wall s |"
  echo "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |"
  printf '%s\n' "${rows[@]}"
} >"$out.tmp"
mv "$out.tmp" "$out"
echo "bench/cpu.sh: wrote $out" >&2
