#!/usr/bin/env bash
# The style checks that .ci/run runs: clang-format in check mode on every C and C++ source
# of the tool and its tests, and clang-tidy (the checks in .clang-tidy) on the tool's
# sources, with the compile commands of a configured build folder.
#
# Left out of clang-format: the embedded runtime files (src/**/runtime/), text that the
# generators print into the user's code byte for byte, and the goldens of that output
# (tests/golden/, checked by tests/cases/golden_codegen.sh).
#
# usage: scripts/lint.sh [--fix] [BUILD_DIR]
#   --fix      rewrite the files clang-format would change, instead of failing
#   BUILD_DIR  a configured build folder with compile_commands.json (default build)
# Exit status: 0 clean, 1 a check failed, 2 usage or a missing tool.
set -uo pipefail
cd "$(dirname "$0")/.."

fix=0
build=build
for arg in "$@"; do
  case $arg in
    --fix) fix=1 ;;
    -*) echo "usage: scripts/lint.sh [--fix] [BUILD_DIR]" >&2; exit 2 ;;
    *) build=$arg ;;
  esac
done
for tool in clang-format clang-tidy; do
  command -v "$tool" >/dev/null || { echo "lint: $tool is missing (apt-get install clang-format clang-tidy)" >&2; exit 2; }
done

mapfile -t sources < <(git ls-files '*.c' '*.h' '*.cpp' '*.hpp' | grep -vE '(^|/)runtime/|^tests/(inputs|library|golden)/|^bench/' )
failed=0

# 1. Formatting.
if [[ $fix == 1 ]]; then
  clang-format -i "${sources[@]}"
else
  unformatted=()
  for f in "${sources[@]}"; do
    clang-format --dry-run --Werror "$f" >/dev/null 2>&1 || unformatted+=("$f")
  done
  if (( ${#unformatted[@]} )); then
    echo "lint: ${#unformatted[@]} file(s) not formatted as .clang-format says (scripts/lint.sh --fix rewrites them):"
    printf '  %s\n' "${unformatted[@]}"
    failed=1
  else
    echo "lint: clang-format: ${#sources[@]} files formatted"
  fi
fi

# 2. clang-tidy on the tool's own sources (not the tests), with the build's flags.
if [[ ! -f $build/compile_commands.json ]]; then
  echo "lint: no $build/compile_commands.json (configure the build first: scripts/bootstrap.sh)" >&2
  exit 2
fi
mapfile -t tidy_sources < <(printf '%s\n' "${sources[@]}" | grep -E '^src/.*\.cpp$')
log=$(mktemp)
trap 'rm -f "$log"' EXIT
# run-clang-tidy colours its output even into a file: the colour codes are taken out.
run-clang-tidy -quiet -p "$build" -j "$(nproc)" "${tidy_sources[@]/#/$PWD/}" 2>&1 | sed 's/\x1b\[[0-9;]*m//g' >"$log"
warnings=$(grep -cE ': (warning|error): ' "$log")
if [[ $warnings -gt 0 ]]; then
  echo "lint: clang-tidy: $warnings finding(s):"
  grep -E ': (warning|error): ' "$log" | sort -u | head -100
  failed=1
else
  echo "lint: clang-tidy: ${#tidy_sources[@]} sources clean"
fi
exit $failed
