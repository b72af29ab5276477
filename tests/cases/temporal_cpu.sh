#!/usr/bin/env bash
# Temporal blocking on the CPU (issue 24): every time-loop form of stencils/timeloop/
# that can be blocked (two grids that ping-pong, a copy back, three rotated time levels),
# tests/inputs/timeloop_two_grids.f95 (one nest writing two grids over ranges that
# leave parts of the interior out) and tests/inputs/timeloop_carried*.f95 (a grid every
# pass stores beside one only the last pass stores), with and without plane kernels that
# shuffle vectors (SHUF=1, at rows wide enough for whole vectors; tests/mpi/heat2d_deep.f95
# for bounds given by named constants), with passes that prefetch their input planes
# (PF=1, 3-D) and with skewed tiles (SKEW=1, 3-D: tile heights down to the rows taken from
# the tile before, last tiles joined to the one before, a thread's chunks uneven), tests/inputs/timeloop_clock.f95 (a clock and a step
# counter kept beside the nests, which the printed entry runs after them),
# tests/inputs/timeloop_implicit.f95 (every name typed implicitly), is printed as a pthreads variant with BT = 1 to 4
# steps per pass, under thread counts, stream chunks and tile rows that divide nothing,
# with and without non-temporal stores to the pass's output (NT), and proven against the
# original compiled by gfortran after step counts below, at and past BT (a multiple of
# it, one more, one less) at sizes no tile divides. Himeno's iterations (a residual
# summed every step) are refused with the reason.
set -euo pipefail
tool=$1 src=$2 build=$3
check_tool=$(dirname "$tool")/stenciltune-check
work=$build/temporal_cpu
rm -rf "$work" && mkdir -p "$work"

# name, checked size, the step count's argument, parameters beyond BT (one set per line)
cases=(
  "heat3d 13x11x9 nt THREADS=2 CZ=3 CY=4"
  "heat3d 13x11x9 nt THREADS=3 CZ=2 CY=5 SIMD=1"
  "heat3d 17x5x12 nt THREADS=1 CZ=64"
  "jacobi2d_copy 37x23 steps THREADS=2 CY=5"
  "jacobi2d_copy 9x40 steps THREADS=3 CY=3 SIMD=1"
  "wave3d 11x13x9 nt THREADS=2 CZ=4 CY=3"
  "wave3d 11x13x9 nt THREADS=1 CZ=2"
  "heat3d 13x11x9 nt THREADS=2 CZ=3 CY=4 NT=1 SIMD=1 VEC=32 ARCH=native"
  "timeloop_two_grids 13x11x9 nt THREADS=3 CZ=2 CY=3 NT=1 SIMD=1 ARCH=native"
  "timeloop_two_grids 13x11x9 nt THREADS=2 CZ=4 CY=4"
  "jacobi2d_copy 37x23 steps THREADS=2 CY=5 NT=1"
  "wave3d 11x13x9 nt THREADS=3 CZ=4 CY=3 NT=1"
  "timeloop_carried 13x11x9 nt THREADS=2 CZ=3 CY=4 NT=1"
  "timeloop_carried2d 37x23 steps THREADS=2 CY=5"
  "heat3d 37x11x9 nt THREADS=2 CZ=3 CY=4 SIMD=1 SHUF=1 VEC=64"
  "heat3d 37x11x9 nt THREADS=3 CZ=2 CY=5 SIMD=1 SHUF=1 VEC=32 NT=1 ARCH=native"
  "jacobi2d_copy 45x23 steps THREADS=2 CY=5 SIMD=1 SHUF=1 VEC=32"
  "jacobi2d_sp 70x13 nt THREADS=2 CY=4 SIMD=1 SHUF=1 VEC=64 ARCH=native"
  "wave3d 35x13x9 nt THREADS=2 CZ=4 CY=3 SIMD=1 SHUF=1"
  "timeloop_two_grids 29x11x9 nt THREADS=2 CZ=4 CY=4 SIMD=1 SHUF=1 VEC=64"
  "timeloop_carried 41x11x9 nt THREADS=2 CZ=3 CY=4 SIMD=1 SHUF=1 VEC=32"
  "heat2d_deep 29x13 nt THREADS=2 CY=4 SIMD=1 SHUF=1 VEC=32"
  "timeloop_clock 37x23 nt THREADS=2 CY=5"
  "timeloop_clock 45x23 nt THREADS=3 CY=4 SIMD=1 SHUF=1 VEC=32"
  "timeloop_implicit 37x23 ksteps THREADS=2 CY=5"
  "timeloop_implicit 45x23 ksteps THREADS=3 CY=4 SIMD=1 SHUF=1 VEC=32"
  "heat3d 37x11x9 nt THREADS=2 CZ=3 CY=4 SIMD=1 SHUF=1 NT=1 PF=1"
  "wave3d 35x13x9 nt THREADS=3 CZ=4 CY=3 SIMD=1 PF=1"
  "timeloop_carried 13x11x9 nt THREADS=2 CZ=3 CY=4 PF=1"
  "timeloop_two_grids 13x11x9 nt THREADS=2 CZ=2 CY=3 PF=1"
  "heat3d 13x17x9 nt THREADS=3 CZ=2 CY=3 SIMD=1 SKEW=1"
  "heat3d 37x23x12 nt THREADS=2 CZ=5 CY=5 SIMD=1 SHUF=1 NT=1 PF=1 SKEW=1"
  "heat3d 17x5x12 nt THREADS=1 CZ=64 CY=2 SKEW=1"
  "wave3d 35x19x9 nt THREADS=3 CZ=4 CY=4 SIMD=1 PF=1 SKEW=1"
  "timeloop_two_grids 13x21x9 nt THREADS=2 CZ=4 CY=4 SKEW=1"
  "timeloop_carried 41x19x9 nt THREADS=2 CZ=3 CY=5 SIMD=1 SHUF=1 VEC=32 NT=1 SKEW=1"
)
# Under the sanitizers (STENCILTUNE_SANITIZED=1, ci-hardening.sh), one parameter set per form.
if [[ -n ${STENCILTUNE_SANITIZED:-} ]]; then cases=("${cases[0]}" "${cases[3]}" "${cases[5]}"); fi
checks=0
for c in "${cases[@]}"; do
  read -r name size steps params <<<"$c"
  file=$src/stencils/timeloop/$name.f95
  [[ -f $src/tests/inputs/$name.f95 ]] && file=$src/tests/inputs/$name.f95
  [[ -f $src/tests/mpi/$name.f95 ]] && file=$src/tests/mpi/$name.f95
  # ARCH=native: compiled for this machine's vectors (the tuner's flags: AVX-512's
  # streaming stores and vector width), where the compiler knows it.
  cflags=()
  if [[ " $params " == *" ARCH=native "* ]]; then
    params=${params/ ARCH=native/}
    if cc -march=native -E -x c /dev/null >/dev/null 2>&1; then cflags=(-march=native); fi
  fi
  param_args=()
  for p in $params; do param_args+=(--param "$p"); done
  for bt in 1 2 3 4; do
    tag=$name.$bt.${params// /_}
    "$tool" "$file" --target=cpu --emit=c --param BT=$bt "${param_args[@]}" >"$work/$tag.c" 2>"$work/$tag.err" ||
      { echo "FAIL: $name BT=$bt $params does not print:"; cat "$work/$tag.err"; exit 1; }
    # SHUF=1: the plane kernels of a blocked variant take the shuffled vectors' form.
    if [[ " $params " == *" SHUF=1 "* && $bt -gt 1 ]] && ! grep -q "/\* SHUF=1: " "$work/$tag.c"; then
      echo "FAIL: $name BT=$bt $params prints no plane kernel with shuffled vectors"
      exit 1
    fi
    # SKEW=1: a blocked variant's tiles take rows from the tile before.
    if [[ " $params " == *" SKEW=1 "* && $bt -gt 1 ]] && ! grep -q "st_edge_" "$work/$tag.c"; then
      echo "FAIL: $name BT=$bt $params prints overlapped tiles, not skewed ones"
      exit 1
    fi
    # PF=1: a blocked variant's plane kernels advance the prefetch a row at a time.
    if [[ " $params " == *" PF=1 "* && $bt -gt 1 ]] && ! grep -q "_pf_row(st_pf);" "$work/$tag.c"; then
      echo "FAIL: $name BT=$bt $params prints no prefetch of the input planes"
      exit 1
    fi
    cc -O3 "${cflags[@]}" -fopenmp-simd -std=c99 -Wall -Werror -Wno-unused-function -c "$work/$tag.c" -o "$work/$tag.o" 2>"$work/$tag.cc" ||
      { echo "FAIL: $name BT=$bt $params does not compile:"; head -40 "$work/$tag.cc"; exit 1; }
    # The step counts, checked with one build of the check program.
    nts=$(printf '%s\n' 0 1 2 3 $((bt - 1)) $bt $((bt + 1)) $((2 * bt)) $((3 * bt + 1)) | sort -nu | paste -sd,)
    if ! "$check_tool" "$file" --variant="$work/$tag.o" --link=-lhwloc --link=-lpthread --link=-lm \
      --size="$size" --arg="$steps=$nts" >"$work/$tag.check" 2>&1; then
      echo "FAIL: $name BT=$bt $params at $size (steps $nts):"
      cat "$work/$tag.check"
      exit 1
    fi
    checks=$((checks + $(grep -c "^check: PASS" "$work/$tag.check")))
  done
  echo "$name ($params): BT=1..4 agree with the original"
done

# The points no nest writes are copied into a pass's output only in a call's first pass
# (the others' outputs hold them already): a caller that changes its boundary values
# between two calls gets the second call's boundaries, not the ones the second copy kept
# from the first call (the check program's calls all start from the same values).
cat >"$work/calls_main.c" <<'C'
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
void heat3d(int32_t nx, int32_t ny, int32_t nz, int32_t nt, double alpha, double *u, double *v);
enum { NX = 13, NY = 11, NZ = 9, N = NX * NY * NZ };
static void fill(double *u, double *v, int seed) {
  for (int p = 0; p < N; ++p) u[p] = (double)((p * 7 + seed) % 23) / 23, v[p] = (double)((p * 5 + 3 * seed) % 19) / 19;
}
static void reference(int nt, double alpha, double *u, double *v) {
  for (int t = 0; t < nt; ++t)
    for (int pass = 0; pass < 2; ++pass) {
      const double *a = pass ? v : u;
      double *b = pass ? u : v;
      for (int k = 1; k < NZ - 1; ++k)
        for (int j = 1; j < NY - 1; ++j)
          for (int i = 1; i < NX - 1; ++i) {
            const int p = i + NX * (j + NY * k);
            b[p] = a[p] + alpha * (a[p - 1] + a[p + 1] + a[p - NX] + a[p + NX] + a[p - NX * NY] + a[p + NX * NY] - 6.0 * a[p]);
          }
    }
}
int main(void) {
  static double u[N], v[N], ru[N], rv[N];
  int bad = 0;
  for (int call = 0; call < 3; ++call) {
    const int nt = 5 + call;
    fill(u, v, 11 * call + 1);
    memcpy(ru, u, sizeof u);
    memcpy(rv, v, sizeof v);
    heat3d(NX, NY, NZ, nt, 0.1, u, v);
    reference(nt, 0.1, ru, rv);
    for (int p = 0; p < N; ++p) bad += fabs(u[p] - ru[p]) > 1e-12 || fabs(v[p] - rv[p]) > 1e-12;
  }
  printf("%d points differ from the reference after three calls\n", bad);
  return bad != 0;
}
C
for set in "BT=2 SKEW=1 CY=4" "BT=3 SKEW=0 CY=3" "BT=4 SKEW=1 CY=5 SIMD=1 SHUF=1 NT=1"; do
  param_args=()
  for p in $set; do param_args+=(--param "$p"); done
  "$tool" "$src/stencils/timeloop/heat3d.f95" --target=cpu --emit=c --param THREADS=2 --param CZ=3 "${param_args[@]}" \
    >"$work/calls.c"
  grep -q "if (st_a->ST_first) st_copy_outside" "$work/calls.c" ||
    { echo "FAIL: heat3d ($set) copies its boundary into every pass's output"; exit 1; }
  cc -O2 -std=c99 "$work/calls.c" "$work/calls_main.c" -lhwloc -lpthread -lm -o "$work/calls"
  "$work/calls" || { echo "FAIL: heat3d ($set) keeps an earlier call's boundary values"; exit 1; }
done
echo "calls with new boundary values each get them, BT=2..4"

# First touch: the pool's threads zero every point of the grids the loop writes (each the
# points of its tiles), whatever the tiles.
"$tool" "$src/stencils/timeloop/heat3d.f95" --target=cpu --emit=c --param BT=2 --param THREADS=3 --param CZ=3 \
  --param CY=4 >"$work/touch.c"
cat >"$work/touch_main.c" <<'C'
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
void heat3d_first_touch(int32_t nx, int32_t ny, int32_t nz, int32_t nt, double alpha, double *u, double *v);
int main(void) {
  const int nx = 13, ny = 11, nz = 9;
  const size_t n = (size_t)nx * ny * nz;
  double *u = malloc(n * sizeof *u), *v = malloc(n * sizeof *v);
  for (size_t i = 0; i < n; ++i) u[i] = v[i] = 1;
  heat3d_first_touch(nx, ny, nz, 3, 0.1, u, v);
  size_t left = 0;
  for (size_t i = 0; i < n; ++i) left += (u[i] != 0) + (v[i] != 0);
  printf("%zu points not zeroed\n", left);
  return left != 0;
}
C
cc -O2 -std=c99 "$work/touch.c" "$work/touch_main.c" -lhwloc -lpthread -lm -o "$work/touch"
"$work/touch" || { echo "FAIL: the blocked variant's first touch left points unzeroed"; exit 1; }

# ... and asks for huge pages for every grid of several MiB before touching it, as the
# step-by-step library's does (madvise wrapped at link time: what it was asked, not what
# the kernel granted).
cat >"$work/huge_main.c" <<'C'
#define _DEFAULT_SOURCE
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/mman.h>
void heat3d_first_touch(int32_t nx, int32_t ny, int32_t nz, int32_t nt, double alpha, double *u, double *v);
int __real_madvise(void *addr, size_t length, int advice);
static uintptr_t lo[8], hi[8];
static int calls;
int __wrap_madvise(void *addr, size_t length, int advice) {
  if (advice == MADV_HUGEPAGE && calls < 8) lo[calls] = (uintptr_t)addr, hi[calls++] = (uintptr_t)addr + length;
  return __real_madvise(addr, length, advice);
}
static int advised(const double *p, size_t n) {
  for (int c = 0; c < calls; ++c)
    if (lo[c] <= (uintptr_t)p + 4096 && hi[c] + 4096 >= (uintptr_t)(p + n)) return 1;
  return 0;
}
int main(void) {
  const int n = 96;
  const size_t pts = (size_t)n * n * n;
  double *u = malloc(pts * sizeof *u), *v = malloc(pts * sizeof *v);
  heat3d_first_touch(n, n, n, 3, 0.1, u, v);
  printf("%d hints; u %s, v %s\n", calls, advised(u, pts) ? "advised" : "not advised", advised(v, pts) ? "advised" : "not advised");
  return !(advised(u, pts) && advised(v, pts));
}
C
cc -O2 -std=c99 "$work/touch.c" "$work/huge_main.c" -Wl,--wrap=madvise -lhwloc -lpthread -lm -o "$work/huge"
"$work/huge" || { echo "FAIL: the blocked variant's first touch does not ask for huge pages for every grid"; exit 1; }

# A variant that sums in another order (as a GPU kernel may) rounds differently at every
# step; the check's tolerance must follow the values each step leaves, not the initial
# ones (the magnitude pass refreshes them per step): jacobi2d_copy's 5-point average summed
# pairwise passes after 1 to 9 steps (with the initial values it failed after 2).
"$tool" "$src/stencils/timeloop/jacobi2d_copy.f95" --emit=c >"$work/pairwise.c"
python3 - "$work/pairwise.c" <<'PY'
import sys
path = sys.argv[1]
text = open(path).read()
old = "0.25f * (u[(i - 1) + j * u_s1] + u[(i + 1) + j * u_s1]\n            + u[i + (j - 1) * u_s1] + u[i + (j + 1) * u_s1])"
new = "0.25f * ((u[(i - 1) + j * u_s1] + u[i + (j - 1) * u_s1]) + (u[(i + 1) + j * u_s1] + u[i + (j + 1) * u_s1]))"
assert old in text, "the serial C of jacobi2d_copy no longer prints its sum as this test expects"
open(path, "w").write(text.replace(old, new))
PY
cc -O2 -std=c99 -c "$work/pairwise.c" -o "$work/pairwise.o"
"$check_tool" "$src/stencils/timeloop/jacobi2d_copy.f95" --variant="$work/pairwise.o" --size=37x23 \
  --arg=steps=1,2,3,5,9 >"$work/pairwise.check" 2>&1 ||
  { echo "FAIL: a pairwise sum is refused:"; cat "$work/pairwise.check"; exit 1; }
[[ $(grep -c "^check: PASS" "$work/pairwise.check") == 5 ]] || { echo "FAIL: not 5 checks:"; cat "$work/pairwise.check"; exit 1; }
echo "a sum in another order passes after 1 to 9 steps"

# A grid named like the printer's own locals (vardiff's coefficient grid 'a') is not hidden
# by them: heat3d with u renamed a prints, compiles and agrees after 3 steps.
sed -e 's/\bu\b/a/g' "$src/stencils/timeloop/heat3d.f95" >"$work/heat3d_a.f95"
"$tool" "$work/heat3d_a.f95" --target=cpu --emit=c --param BT=2 >"$work/heat3d_a.c"
cc -O1 -std=c99 -Wall -Werror -Wno-unused-function -c "$work/heat3d_a.c" -o "$work/heat3d_a.o" 2>"$work/heat3d_a.cc" ||
  { echo "FAIL: a grid named 'a' does not compile:"; head -20 "$work/heat3d_a.cc"; exit 1; }
"$check_tool" "$work/heat3d_a.f95" --variant="$work/heat3d_a.o" --link=-lhwloc --link=-lpthread --link=-lm \
  --size=13x11x9 --arg=nt=3 >"$work/heat3d_a.check" 2>&1 || { echo "FAIL: a grid named 'a':"; cat "$work/heat3d_a.check"; exit 1; }
echo "a grid named 'a' is not hidden by the blocked variant's locals"

# What cannot be blocked says why, at the time loop, with exit status 2.
set +e
"$tool" "$src/stencils/timeloop/himeno_jacobi.f95" --target=cpu --emit=c --param BT=2 >/dev/null 2>"$work/himeno.err"
status=$?
set -e
[ "$status" -eq 2 ] || { echo "FAIL: BT=2 on himeno_jacobi exits $status, expected 2"; cat "$work/himeno.err"; exit 1; }
grep -q "error: BT=2 cannot block 'himeno_jacobi' over time: nest 1 has a reduction" "$work/himeno.err" ||
  { echo "FAIL: himeno_jacobi's refusal:"; cat "$work/himeno.err"; exit 1; }
echo "temporal blocking: $checks checks passed; a reduction is refused"

# A subroutine whose name C would read as its own or ours (main, st_*) is printed as
# U_NAME; the check program calls it by that name, unasked.
for sub in main st_pass; do
  sed -e "s/\bheat3d\b/$sub/g" "$src/stencils/timeloop/heat3d.f95" >"$work/$sub.f95"
  "$tool" "$work/$sub.f95" --target=cpu --emit=c --param BT=2 >"$work/$sub.c"
  grep -q "^void U_$sub(" "$work/$sub.c" || { echo "FAIL: subroutine $sub is not printed as U_$sub"; exit 1; }
  cc -O1 -std=c99 -Wall -Werror -Wno-unused-function -c "$work/$sub.c" -o "$work/$sub.o"
  "$check_tool" "$work/$sub.f95" --variant="$work/$sub.o" --link=-lhwloc --link=-lpthread --link=-lm \
    --size=13x11x9 --arg=nt=3 >"$work/$sub.check" 2>&1 || { echo "FAIL: subroutine $sub:"; cat "$work/$sub.check"; exit 1; }
done
echo "subroutines named main and st_pass are checked by their C names"

# A file of several subroutines (time loops, one of them twice under two names, and a
# single sweep) prints as one C file that compiles: the runtime and helpers every
# subroutine's code carries are compiled once. Each subroutine agrees with its original.
sed -e 's/\bheat3d\b/heat3d_again/g' "$src/stencils/timeloop/heat3d.f95" >"$work/heat3d_again.f95"
cat "$src/stencils/timeloop/heat3d.f95" "$work/heat3d_again.f95" "$src/stencils/timeloop/jacobi2d_sp.f95" \
  >"$work/loops.f95"
cat "$src/stencils/timeloop/heat3d.f95" "$src/stencils/laplacian.f95" >"$work/mixed.f95"
several=(
  "loops BT=2 SIMD=1 NT=1 THREADS=2 CY=5"
  "loops BT=3 SIMD=1 SHUF=1 THREADS=2"
  "mixed SIMD=1 NT=1 THREADS=2"
)
for c in "${several[@]}"; do
  read -r file params <<<"$c"
  param_args=()
  for p in $params; do param_args+=(--param "$p"); done
  "$tool" "$work/$file.f95" --target=cpu --emit=c "${param_args[@]}" >"$work/$file.c"
  cc -O1 -std=c99 -Wall -Werror -Wno-unused-function -fopenmp-simd -c "$work/$file.c" -o "$work/$file.o" \
    2>"$work/$file.cc" || { echo "FAIL: $file ($params) does not compile as one file:"; head -20 "$work/$file.cc"; exit 1; }
  for sub in heat3d heat3d_again jacobi2d_sp laplacian; do
    grep -q "^subroutine $sub(" "$work/$file.f95" || continue
    size=13x11x9 steps=(--arg=nt=3)
    [[ $sub == jacobi2d_sp ]] && size=37x23
    [[ $sub == laplacian ]] && steps=()
    "$check_tool" "$work/$file.f95" --subroutine=$sub --variant="$work/$file.o" --reference=c --link=-lhwloc \
      --link=-lpthread --link=-lm --size=$size "${steps[@]}" >"$work/$file.check" 2>&1 ||
      { echo "FAIL: $sub of $file ($params):"; cat "$work/$file.check"; exit 1; }
  done
done
echo "several subroutines in one file print as one C file, and each agrees with its original"
