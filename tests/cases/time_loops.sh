#!/usr/bin/env bash
# Time loops (issue 24): each form a solver writes (stencils/timeloop/: two grids that
# ping-pong, a copy back, a wave equation's rotation of three time levels, Himeno's
# iterations with their residual; tests/inputs/timeloop_locals.f95: a coefficient and
# bounds given to locals before the loop; tests/inputs/timeloop_conversions.f95: dble,
# sngl and real(x, kind=dp) around and in the nests; tests/inputs/timeloop_array_syntax.f95:
# the sweep and the copy back in array syntax; timeloop_array_reductions.f95: sum(...) and
# maxval(...) of sections; timeloop_fixed_width.f95: a width given by a parameter;
# timeloop_clock.f95: time = time + dt and a step counter beside the nests;
# timeloop_labelled.f95: Fortran 77's labelled loops, sharing their ends, in a time loop
# that counts down; timeloop_calls.f95: the time loop calls its sweep, a subroutine of
# the file, twice a step; timeloop_calls_residual.f95: Himeno's sweep with its residual
# and the copy back, both called) is tuned for
# the CPU and packaged; the library, called through the original's symbol, agrees with the original compiled by
# gfortran after 0, 1, 2, 3, 4, 5, 8 and 9 steps at sizes no block divides, and the
# CUDA library of each compiles for sm_90 where nvcc is installed.
set -euo pipefail
tool=$1 src=$2 build=$3
check_tool=$(dirname "$tool")/stenciltune-check
work=$build/time_loops
rm -rf "$work" && mkdir -p "$work"
export XDG_CACHE_HOME=$work/cache STENCILTUNE_ROOFLINE_ARRAY_BYTES=8388608 STENCILTUNE_ROOFLINE_FLOP_SECONDS=0.02

# name, tuned size, checked size, the step count's argument
cases=(
  "heat3d 24x20x18 13x11x9 nt"
  "jacobi2d_copy 64x48 37x23 steps"
  "wave3d 20x18x16 11x13x9 nt"
  "himeno_jacobi 33x17x17 19x11x13 nn"
  "tests/inputs/timeloop_locals 64x48 37x23 nt"
  "tests/inputs/timeloop_conversions 64x48 37x23 nt"
  "tests/inputs/timeloop_array_syntax 64x48 37x23 nt"
  "tests/inputs/timeloop_array_reductions 64x48 37x23 nt"
  "tests/inputs/timeloop_fixed_width 64x48 64x23 nt"
  "tests/inputs/timeloop_clock 64x48 37x23 nt"
  "tests/inputs/timeloop_labelled 64x48 37x23 nsteps"
  "tests/inputs/timeloop_calls 64x48 37x23 nt"
  "tests/inputs/timeloop_calls_residual 24x24x24 13x13x13 nt"
)
# Under the sanitizers (STENCILTUNE_SANITIZED=1, ci-hardening.sh) one case of each form:
# ping-pong, copy back, three time levels, Himeno's residual and scalar statements.
if [[ -n ${STENCILTUNE_SANITIZED:-} ]]; then cases=("${cases[0]}" "${cases[1]}" "${cases[2]}" "${cases[3]}" "${cases[9]}"); fi
for c in "${cases[@]}"; do
  read -r name tuned checked steps <<<"$c"
  file=$src/stencils/timeloop/$name.f95
  case $name in */*) file=$src/$name.f95 name=$(basename "$name") ;; esac
  out=$work/$name
  "$tool" "$file" --target=cpu --size="$tuned" --budget=4 --max-variants=2 -o "$out" \
    >"$work/$name.tune.out" 2>"$work/$name.tune.err" || { cat "$work/$name.tune.err"; exit 1; }
  python3 - "$out/report.json" "$name" <<'PY'
import json, sys
report = json.load(open(sys.argv[1]))
checks = report["library_check"]
# A file's other subroutines (a sweep the time loop calls) are packaged and checked too.
assert [c["subroutine"] for c in checks][:1] == [sys.argv[2]] and all(c["valid"] for c in checks), checks
PY
  if ! "$check_tool" "$file" --variant="$out/lib$name.a" --link=-lhwloc --link=-lpthread --by-reference \
    --size="$checked" --arg="$steps=0,1,2,3,4,5,8,9" >"$work/$name.check" 2>&1; then
    echo "FAIL: $name at $checked:"
    cat "$work/$name.check"
    exit 1
  fi
  if command -v nvcc >/dev/null; then
    "$tool" "$file" --target=cuda --no-tune --cuda-arch=sm_90 --size="$tuned" -o "$work/$name.cuda" \
      >"$work/$name.cuda.out" 2>&1 || { cat "$work/$name.cuda.out"; exit 1; }
    grep -q "for (ptrdiff_t st_step = " "$work/$name.cuda/src/$name.cu" || { echo "FAIL: $name.cu has no time loop"; exit 1; }
  fi
  echo "$name: the library agrees with the original after 0 to 9 steps"
done

# Without gfortran (the GPU machine has none) the library is checked against the C
# translation of the whole original, its statements on scalars included.
nofortran=$work/bin-nofortran
mkdir -p "$nofortran"
for p in /usr/bin/*; do
  [[ $(basename "$p") =~ ^(gfortran.*|.*-gfortran.*|f95|f77)$ ]] || ln -s "$p" "$nofortran/"
done
env PATH="$nofortran" "$tool" "$src/tests/inputs/timeloop_clock.f95" --target=cpu --size=64x48 --budget=4 \
  --max-variants=2 -q -o "$work/clock_nofortran" >"$work/clock_nofortran.log" 2>&1 ||
  { cat "$work/clock_nofortran.log"; exit 1; }
python3 - "$work/clock_nofortran/report.json" <<'PY'
import json, sys
report = json.load(open(sys.argv[1]))
assert all("C translation" in k["reference"] for k in report["kernels"]), [k["reference"] for k in report["kernels"]]
assert report["library_check"] and all(c["valid"] for c in report["library_check"]), report["library_check"]
PY
echo "timeloop_clock: without gfortran the library agrees with the C translation of the original"

# The statements on scalars beside the nests run on every rank after them: the MPI entry
# of timeloop_clock matches the serial library on the global grid, clock and counter included.
if command -v mpicc >/dev/null && command -v mpiexec >/dev/null; then
  "$tool" "$src/tests/inputs/timeloop_clock.f95" --target=cpu --no-tune --ranks=2 --size=40x30 -q \
    -o "$work/clock_mpi" >"$work/clock_mpi.log" 2>&1 || { cat "$work/clock_mpi.log"; exit 1; }
  python3 - "$work/clock_mpi/report.json" <<'PY'
import json, sys
checks = json.load(open(sys.argv[1]))["mpi"]["checks"]
assert checks and all(c["valid"] for c in checks), checks
PY
  echo "timeloop_clock: the MPI entry agrees with the serial library, clock and counter included"
fi
