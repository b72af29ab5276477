#!/usr/bin/env bash
# Replays every input the front-end fuzzer once broke (tests/fuzz/regressions/) through
# the normal tool, stopping after the AST, the analysis and the C and Fortran emitters:
# each run must end with exit status 0 or 2 (a result or a diagnostic), never a crash,
# a hang, an internal error (3) or a sanitizer report.
# ctest passes $1 = stenciltune binary, $2 = source dir, $3 = build dir.
set -uo pipefail
tool=$1 src=$2 build=$3

work="$build/fuzz_regressions"
rm -rf "$work"
mkdir -p "$work"
shopt -s nullglob
inputs=("$src"/tests/fuzz/regressions/*)
if ((${#inputs[@]} == 0)); then
  echo "fuzz_regressions: no inputs in $src/tests/fuzz/regressions" >&2
  exit 1
fi

failures=0
for input in "${inputs[@]}"; do
  for stage in ast info c fortran; do
    status=0
    timeout 60 "$tool" "$input" --emit=$stage >"$work/out" 2>"$work/err" || status=$?
    problem=""
    if [[ $status -ne 0 && $status -ne 2 ]]; then
      problem="exit status $status"
    elif grep -qE "internal error|runtime error:|Sanitizer" "$work/err"; then
      problem="an internal error or sanitizer report"
    elif [[ $status -eq 2 ]] && ! grep -qE "(^|: )error: " "$work/err"; then
      problem="exit status 2 without a diagnostic"
    fi
    if [[ -n $problem ]]; then
      echo "FAIL $(basename "$input") --emit=$stage: $problem" >&2
      head -c 4000 "$work/err" >&2
      failures=$((failures + 1))
    fi
  done
done
echo "fuzz_regressions: ${#inputs[@]} inputs, $failures failures"
((failures == 0))
