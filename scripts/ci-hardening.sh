#!/usr/bin/env bash
# CI's hardening steps (issue 8), run by .ci/run after the test suite:
#   1. the front-end fuzzer (clang, libFuzzer, ASan, UBSan) for a bounded time, seeded
#      with the suite's stencils, the must-fail inputs and every past finding; any
#      crash, sanitizer report, leak, hang or non-UserError exception fails CI;
#   2. the tool and its tests built with AddressSanitizer and UndefinedBehaviorSanitizer
#      (-DSTENCILTUNE_SANITIZE=ON) and the ctest suite run clean; with
#      STENCILTUNE_SANITIZED=1 the slow tests run a bounded subset of their cases (the
#      corpus, the time loops' forms, the temporal and MPI parameter sets; the normal run
#      takes all of them), and the tests in ASAN_SKIP (a ctest regex) are
#      left to the normal run: by default mpi_suite and temporal_cuda_emulated, whose
#      minutes under the sanitizers go to mpiexec and g++ running generated code, while
#      the tool's paths they take run sanitized in mpi_grid_search, mpi_cuda_entry,
#      mpi_entry_callers and cuda_compile_time_loops. ASAN_SKIP= runs every test.
# Each has a build folder of its own. FUZZ_SECONDS (default 60) bounds the fuzzing;
# HARDENING_STEPS=fuzz or =sanitize runs one step only.
set -euo pipefail
cd "$(dirname "$0")/.."

fuzz_seconds=${FUZZ_SECONDS:-60}
steps=${HARDENING_STEPS:-fuzz sanitize}
fuzz_dir=${FUZZ_BUILD_DIR:-build-fuzz}
asan_dir=${ASAN_BUILD_DIR:-build-asan}
jobs=$(nproc)

step_start=0
begin() {
  step_start=$SECONDS
  echo "ci-hardening: $*"
}
finish() { echo "ci-hardening: $* ($((SECONDS - step_start)) s)"; }

run_fuzzer() {
  begin "building the front-end fuzzer in $fuzz_dir"
  cmake -S . -B "$fuzz_dir" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
        -DCMAKE_C_COMPILER=clang -DCMAKE_CXX_COMPILER=clang++ -DSTENCILTUNE_FUZZ=ON >/dev/null
  cmake --build "$fuzz_dir" --target fuzz_frontend -j "$jobs"
  finish "fuzzer built"

  local seeds="$fuzz_dir/seeds" corpus="$fuzz_dir/ci-corpus" artifacts="$fuzz_dir/artifacts"
  rm -rf "$seeds" "$corpus"
  mkdir -p "$seeds" "$corpus" "$artifacts"
  shopt -s nullglob
  local f
  for f in stencils/*.f95 tests/must_fail/*.f95 tests/accept/*.f95 tests/inputs/module_*.f90 tests/fuzz/regressions/*; do
    cp "$f" "$seeds/$(basename "$(dirname "$f")")_$(basename "$f")"
  done
  shopt -u nullglob

  # Every past finding once more under the fuzzer's own sanitizers.
  begin "replaying tests/fuzz/regressions under the fuzzer"
  if compgen -G "tests/fuzz/regressions/*" >/dev/null; then
    "$fuzz_dir/fuzz_frontend" -runs=1 tests/fuzz/regressions/* >"$fuzz_dir/replay.log" 2>&1 ||
      { tail -n 60 "$fuzz_dir/replay.log"; echo "ci-hardening: a past finding fails again" >&2; exit 1; }
  fi
  finish "regressions replayed"

  begin "fuzzing the front end for ${fuzz_seconds} s"
  local status=0
  "$fuzz_dir/fuzz_frontend" "$corpus" "$seeds" -dict=tests/fuzz/fortran.dict \
      -max_total_time="$fuzz_seconds" -timeout=10 -rss_limit_mb=2048 \
      -artifact_prefix="$artifacts/" -print_final_stats=1 >"$fuzz_dir/fuzz.log" 2>&1 || status=$?
  grep -E "^#[0-9]+[[:space:]]+DONE|^stat::(number_of_executed_units|average_exec_per_sec|new_units_added)" "$fuzz_dir/fuzz.log" || true
  if ((status != 0)); then
    tail -n 80 "$fuzz_dir/fuzz.log"
    echo "ci-hardening: the fuzzer found a problem (exit $status); the input is in $artifacts/." >&2
    echo "  Reproduce: $fuzz_dir/fuzz_frontend FILE; minimise: $fuzz_dir/fuzz_frontend -minimize_crash=1 -runs=10000 FILE;" >&2
    echo "  after the fix, add it to tests/fuzz/regressions/." >&2
    exit 1
  fi
  finish "fuzzing clean"
}

run_sanitized_suite() {
  begin "building the tool and its tests with ASan and UBSan in $asan_dir"
  # -O1 with line tables only: the sanitizers' reports keep file and line, and the build
  # takes about half the time of -O2 -g on CI's two cores.
  cmake -S . -B "$asan_dir" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DSTENCILTUNE_SANITIZE=ON \
        -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -g1 -DNDEBUG" -DCMAKE_C_FLAGS_RELWITHDEBINFO="-O1 -g1 -DNDEBUG" >/dev/null
  cmake --build "$asan_dir" -j "$jobs"
  finish "sanitized build done"
  local skip=${ASAN_SKIP-^(mpi_suite|temporal_cuda_emulated)\$}
  begin "running the test suite under ASan and UBSan${skip:+ (all but $skip)}"
  STENCILTUNE_SANITIZED=1 \
  ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1} \
  UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1} \
    ctest --test-dir "$asan_dir" --output-on-failure -j 2 ${skip:+-E "$skip"}
  finish "sanitized test suite clean"
}

total_start=$SECONDS
for step in $steps; do
  case $step in
    fuzz) run_fuzzer ;;
    sanitize) run_sanitized_suite ;;
    *) echo "ci-hardening: unknown step '$step' (fuzz, sanitize)" >&2; exit 2 ;;
  esac
done
echo "ci-hardening: all steps passed in $((SECONDS - total_start)) s"
