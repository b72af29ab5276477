#!/usr/bin/env bash
# A solver kept in a module (tests/inputs/module_heat.f90: parameters, a time loop that
# calls the module's sweep twice a step) goes in unchanged and its caller stays as it is:
# the file is tuned for the CPU and packaged, the caller's program (`use heat_mod`) is
# built once with the original module compiled by gfortran and once with the library's
# copy of the module (heat_mod.module.f90) and the library, and both write the same grids
# after 0, 1, 2, 3 and 8 steps on a 37x29 grid that no block divides. No .mod file is
# left beside the user's file. Then a file of two modules, one using the other.
# Arguments: $1 the stenciltune binary, $2 the source folder, $3 the build folder.
set -euo pipefail

stenciltune=$(realpath "$1")
source_dir=$(realpath "$2")
work=$(realpath "$3")/modules
rm -rf "$work"
mkdir -p "$work/user" "$work/original" "$work/tuned"
cp "$source_dir/tests/inputs/module_heat.f90" "$work/user/heat_mod.f90"

cat >"$work/main.f90" <<'FORTRAN'
program main
  use heat_mod
  implicit none
  integer, parameter :: nx = 37, ny = 29
  real(dp) :: u(nx, ny), v(nx, ny)
  integer :: i, j, nt
  character(len=16) :: arg
  call get_command_argument(1, arg)
  read (arg, *) nt
  do j = 1, ny
    do i = 1, nx
      u(i, j) = sin(0.3_dp * i) * cos(0.2_dp * j) + sixth
      v(i, j) = 0.5_dp * cos(0.1_dp * i * j)
    end do
  end do
  call relax(nx, ny, nt, 0.4_dp, u, v)
  open (unit=10, file='grids.txt', status='replace')
  write (10, '(es25.17)') u, v
  close (10)
end program main
FORTRAN

cd "$work/user"
"$stenciltune" heat_mod.f90 --target=cpu --size=67x53 --budget=10 -o "$work/out" >"$work/tune.log" 2>&1 ||
  { cat "$work/tune.log"; echo "FAIL: tuning the module's solver"; exit 1; }
if ls "$work/user"/*.mod >/dev/null 2>&1; then echo "FAIL: a .mod file was left beside the user's file"; exit 1; fi
test -f "$work/out/heat_mod.module.f90" || { echo "FAIL: no copy of the module in the package"; exit 1; }
grep -q "^module heat_mod$" "$work/out/heat_mod.module.f90" || { echo "FAIL: the copy is not module heat_mod"; exit 1; }
grep -q "heat_mod.module.f90 is a copy of the input's module" "$work/out/report.md" ||
  { echo "FAIL: report.md does not name the module's copy"; exit 1; }
python3 -c 'import json, sys; r = json.load(open(sys.argv[1])); sys.exit(0 if r.get("module_copies") == ["heat_mod.module.f90"] else "FAIL: report.json module_copies")' "$work/out/report.json"

# The CUDA library (compiled for sm_90 where nvcc is, not run) holds the copy too.
if command -v nvcc >/dev/null 2>&1; then
  "$stenciltune" heat_mod.f90 --target=cuda --no-tune --cuda-arch=sm_90 -o "$work/out_cuda" >"$work/cuda.log" 2>&1 ||
    { cat "$work/cuda.log"; echo "FAIL: packaging the module's solver for CUDA"; exit 1; }
  cmp -s <(sed 1,4d "$work/out/heat_mod.module.f90") <(sed 1,4d "$work/out_cuda/heat_mod.module.f90") ||
    { echo "FAIL: the CUDA package's copy of the module differs from the CPU package's"; exit 1; }
fi

cd "$work/original"
gfortran -O0 -c "$work/user/heat_mod.f90" -o heat_mod.o
gfortran -O0 -c "$work/main.f90" -o main.o
gfortran main.o heat_mod.o -o main

cd "$work/tuned"
gfortran -O2 -Wall -Werror -c "$work/out/heat_mod.module.f90" -o heat_mod.o
gfortran -O0 -c "$work/main.f90" -o main.o
gfortran main.o heat_mod.o -L"$work/out" -lheat_mod -lhwloc -lpthread -lm -o main

for nt in 0 1 2 3 8; do
  (cd "$work/original" && ./main "$nt")
  (cd "$work/tuned" && ./main "$nt")
  python3 - "$work/original/grids.txt" "$work/tuned/grids.txt" "$nt" <<'PY'
import sys
a = [float(x) for x in open(sys.argv[1]).read().split()]
b = [float(x) for x in open(sys.argv[2]).read().split()]
assert len(a) == len(b) == 2 * 37 * 29, (len(a), len(b))
worst = max(abs(x - y) / max(1.0, abs(x)) for x, y in zip(a, b))
if worst > 1e-12:
    sys.exit(f"FAIL: after {sys.argv[3]} steps the library's grids differ from the original's by {worst:.3g}")
print(f"{sys.argv[3]} steps: the library through the module's copy agrees with the original (worst {worst:.2g})")
PY
done
# Two modules: kinds and constants in one, the solver in another that uses it (and its
# sweep uses it again, `only:`); the caller uses both. The copies compile in the file's
# order and the library agrees with the original after 0, 1, 4 and 7 steps.
mkdir -p "$work/uses/user" "$work/uses/original" "$work/uses/tuned"
cp "$source_dir/tests/inputs/module_uses.f90" "$work/uses/user/solver.f90"
cat >"$work/uses/main.f90" <<'FORTRAN'
program main
  use kinds, only: dp
  use solver
  implicit none
  integer, parameter :: nx = 31, ny = 23
  real(dp) :: u(nx, ny), v(nx, ny)
  integer :: i, j, nt
  character(len=16) :: arg
  call get_command_argument(1, arg)
  read (arg, *) nt
  do j = 1, ny
    do i = 1, nx
      u(i, j) = sin(0.3_dp * i) * cos(0.2_dp * j) + four
      v(i, j) = quarter * cos(0.1_dp * i * j)
    end do
  end do
  call smooth(nx, ny, nt, u, v)
  open (unit=10, file='grids.txt', status='replace')
  write (10, '(es25.17)') u, v
  close (10)
end program main
FORTRAN
cd "$work/uses/user"
"$stenciltune" solver.f90 --target=cpu --size=67x53 --budget=5 -o "$work/uses/out" >"$work/uses/tune.log" 2>&1 ||
  { cat "$work/uses/tune.log"; echo "FAIL: tuning the solver that uses a module"; exit 1; }
grep -q "^  use kinds$" "$work/uses/out/solver.module.f90" || { echo "FAIL: the solver's copy does not use kinds"; exit 1; }
cd "$work/uses/original"
gfortran -O0 -c "$work/uses/user/solver.f90" -o solver.o
gfortran -O0 -c "$work/uses/main.f90" -o main.o
gfortran main.o solver.o -o main
cd "$work/uses/tuned"
gfortran -O2 -Wall -Werror -c "$work/uses/out/kinds.module.f90" -o kinds.o
gfortran -O2 -Wall -Werror -c "$work/uses/out/solver.module.f90" -o solver.o
gfortran -O0 -c "$work/uses/main.f90" -o main.o
gfortran main.o solver.o kinds.o -L"$work/uses/out" -lsolver -lhwloc -lpthread -lm -o main
for nt in 0 1 4 7; do
  (cd "$work/uses/original" && ./main "$nt")
  (cd "$work/uses/tuned" && ./main "$nt")
  cmp -s "$work/uses/original/grids.txt" "$work/uses/tuned/grids.txt" ||
    { echo "FAIL: after $nt steps the library's grids differ from the original's (two modules)"; exit 1; }
  echo "$nt steps: the library through the copies of two modules gives the original's bits"
done
echo "PASS: modules"
