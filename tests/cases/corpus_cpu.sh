#!/usr/bin/env bash
# The corpus of real kernels (stencils/corpus/, issue 21) on the CPU, as a user meets it:
# every kernel described (--emit=info), tuned with a short budget at a small size, its
# library checked by the tool against the original, and then linked by an unmodified
# Fortran program that calls the original subroutine by its name: the same program
# (written by tests/library/corpus_caller.py from the kernel's own declarations, at sizes
# other than the tuned one) is linked once with the kernel's source and once with the
# library through its pkg-config file, and every array they print must agree.
# With STENCILTUNE_SANITIZED set (scripts/ci-hardening.sh) only a subset runs: a 4-D
# coefficient field, a Fortran-77 file and a 2-D/3-D mix of two subroutines.
# usage: corpus_cpu.sh TOOL SOURCE_DIR BUILD_DIR
set -euo pipefail
tool=$1 src=$2 build=$3
command -v gfortran >/dev/null || { echo "SKIPPED: no gfortran"; exit 77; }
command -v pkg-config >/dev/null || { echo "SKIPPED: no pkg-config"; exit 77; }
work=$build/corpus_cpu
rm -rf "$work" && mkdir -p "$work"
# Quick roofline sizes, in a cache of this test's own (measured once, for every kernel).
export XDG_CACHE_HOME=$work/cache STENCILTUNE_ROOFLINE_ARRAY_BYTES=8388608 STENCILTUNE_ROOFLINE_FLOP_SECONDS=0.02

kernels=()
for f in "$src"/stencils/corpus/*.f95; do kernels+=("$(basename "$f" .f95)"); done
[[ ${#kernels[@]} -ge 12 ]] || { echo "FAIL: the corpus has ${#kernels[@]} kernels, fewer than 12"; exit 1; }
[[ -n ${STENCILTUNE_SANITIZED:-} ]] && kernels=(himeno heat3d_f77 ocean)

failed=()
fail() {  # KERNEL MESSAGE [FILE...]: records the failure and goes on with the next kernel
  local kernel=$1 message=$2
  shift 2
  echo "FAIL: $kernel: $message"
  for f in "$@"; do [[ -s $f ]] && tail -n 15 "$f"; done
  failed+=("$kernel")
}

for kernel in "${kernels[@]}"; do
  file=$src/stencils/corpus/$kernel.f95
  dir=$work/$kernel
  out=$dir/out
  mkdir -p "$dir"
  start=$SECONDS
  if ! "$tool" "$file" --emit=info >"$dir/info.json" 2>"$dir/info.err"; then
    fail "$kernel" "--emit=info failed" "$dir/info.err"
    continue
  fi
  if ! "$tool" "$file" --target=cpu --size=32 --budget=5 -o "$out" >"$dir/tune.out" 2>"$dir/tune.err"; then
    fail "$kernel" "tuning for the CPU exited non-zero" "$dir/tune.out" "$dir/tune.err"
    continue
  fi
  # The tool's own check of the library against the original, subroutine by subroutine.
  if ! python3 - "$out/report.json" "$dir/info.json" >"$dir/report-check.txt" 2>&1 <<'PY'; then
import json, sys
report, info = json.load(open(sys.argv[1])), json.load(open(sys.argv[2]))
subs = [s["subroutine"] for s in info["subroutines"]]
checks = report["library_check"]
assert [c["subroutine"] for c in checks] == subs, (checks, subs)
assert all(c["valid"] for c in checks), checks
nests = sum(len(s["nests"]) for s in info["subroutines"])
# A time loop blocked over time is a kernel of its own (with "steps"), beside its nests.
assert len([k for k in report["kernels"] if "steps" not in k]) == nests, (report["kernels"], nests)
time_loops = sum(1 for s in info["subroutines"] if "time_loop" in s)
assert len([k for k in report["kernels"] if "steps" in k]) <= time_loops, report["kernels"]
for k in report["kernels"]:
    assert any(s["stage"] == "+tuned" and s["valid"] for s in k["stages"]), k["stages"]
PY
    fail "$kernel" "the report's library check or stages" "$dir/report-check.txt"
    continue
  fi

  # The user's program, unchanged, linked with the original and with the library.
  name=$(sed -n 's/^Name: *//p' "$out"/*.pc | head -n 1)
  if ! subs=$(python3 "$src/tests/library/corpus_caller.py" write "$file" "$dir" 2>"$dir/caller.err"); then
    fail "$kernel" "no caller could be written" "$dir/caller.err"
    continue
  fi
  # heat3d_f77.f95 is written with REAL*8, which needs gfortran's default (GNU) standard.
  # A kernel kept in a module: the original's .mod files, and the package's copies of the
  # modules compiled in their place for the library's build of the same caller.
  mkdir -p "$dir/original_mods" "$dir/tuned_mods"
  gfortran -O0 -J "$dir/original_mods" -c "$file" -o "$dir/original.o" 2>"$dir/original.err" || { fail "$kernel" "gfortran refused the original" "$dir/original.err"; continue; }
  copies=()
  for copy in "$out"/*.module.f90; do
    [[ -f $copy ]] || continue
    object=$dir/tuned_mods/$(basename "$copy" .f90).o
    gfortran -O0 -J "$dir/tuned_mods" -c "$copy" -o "$object" 2>>"$dir/original.err" || { fail "$kernel" "the package's copy of a module does not compile" "$dir/original.err"; continue 2; }
    copies+=("$object")
  done
  read -r -a libs <<<"$(PKG_CONFIG_PATH=$out pkg-config --libs "$name")"
  for sub in $subs; do
    if ! gfortran -O0 -I "$dir/original_mods" "$dir/caller_$sub.f90" "$dir/original.o" -o "$dir/original_$sub" 2>"$dir/link.err" ||
      ! gfortran -O0 -I "$dir/tuned_mods" "$dir/caller_$sub.f90" "${copies[@]}" "${libs[@]}" -o "$dir/tuned_$sub" 2>>"$dir/link.err"; then
      fail "$kernel" "the caller of $sub does not link" "$dir/link.err"
      continue
    fi
    "$dir/original_$sub" >"$dir/original_$sub.txt"
    if ! "$dir/tuned_$sub" >"$dir/tuned_$sub.txt" 2>"$dir/tuned_$sub.err"; then
      fail "$kernel" "the caller of $sub linked with lib$name.a failed" "$dir/tuned_$sub.err"
      continue
    fi
    echo "$kernel: $sub from lib$name.a against the original:"
    python3 "$src/tests/library/corpus_caller.py" compare "$dir/original_$sub.txt" "$dir/tuned_$sub.txt" ||
      fail "$kernel" "$sub from lib$name.a differs from the original"
  done
  echo "$kernel: $((SECONDS - start)) s"
done

if ((${#failed[@]})); then
  echo "FAIL: ${#failed[@]} of ${#kernels[@]} corpus kernels: ${failed[*]}"
  exit 1
fi
echo "ok: ${#kernels[@]} corpus kernels tuned for the CPU, their libraries equal to the originals from an unmodified Fortran caller"
