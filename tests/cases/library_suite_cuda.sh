#!/usr/bin/env bash
# The CUDA library of every stencil of the suite (issue 7), built on a machine without a
# GPU: packaged with --target=cuda --no-tune --cuda-arch (no device probed), then each
# caller built only through what the package generates, by nvcc's libraries: a C program
# calling NAME.h's host-pointer prototype and a Fortran program calling the drop-in NAME_
# (tests/library/suite_callers.py), each linked through NAME.pc and again through a CMake
# project with find_package(NAME). Everything must compile and link. The Laplacian is
# also packaged at two sizes, and NAME_variant (host code: it runs without a GPU) must
# pick the nearest tuned size.
#
# Where a GPU is present (nvidia-smi -L), the library is built for its architecture and
# the programs run: the C programs against the untransformed C translation of the
# original (stenciltune --emit=c, proven equal to gfortran's by the differential test),
# the Fortran programs against the original compiled by gfortran where gfortran exists;
# a difference beyond the tolerance (relative to the largest magnitude of each array)
# fails.
# usage: library_suite_cuda.sh TOOL SOURCE_DIR BUILD_DIR
set -euo pipefail
tool=$1 src=$2 build=$3
if ! command -v nvcc >/dev/null && [[ -x /usr/local/cuda/bin/nvcc ]]; then export PATH=$PATH:/usr/local/cuda/bin; fi
command -v nvcc >/dev/null || { echo "SKIPPED: no nvcc (the CUDA Toolkit) on this machine"; exit 77; }
work=$build/library_suite_cuda
rm -rf "$work" && mkdir -p "$work/callers" "$work/ref" "$work/cmake" "$work/logs"
stencils=(laplacian divergence gradient box27 star13 star25_sp jacobi2d5 box2d9 vardiff laplacian_nest)

gpu=0 arch=sm_90
if command -v nvidia-smi >/dev/null && nvidia-smi -L 2>/dev/null | grep -q GPU; then
  gpu=1
  cap=$(nvidia-smi --query-gpu=compute_cap --format=csv,noheader | head -1 | tr -d ' .')
  arch=sm_$cap
fi
fortran=0
command -v gfortran >/dev/null && fortran=1
echo "building for $arch; GPU present: $gpu; gfortran: $fortran"

# Packaging: nvcc is slow, so two stenciltune runs at once (each runs its nvcc in parallel too).
package() {
  local name=$1 file=$src/stencils/$1.f95
  "$tool" "$file" --target=cuda --no-tune --cuda-arch="$arch" --size=64 -q -o "$work/out/$name" \
    >"$work/logs/$name.out" 2>"$work/logs/$name.err" || { echo "packaging $name failed:"; cat "$work/logs/$name.err"; return 1; }
}
export -f package
export tool src work arch
printf '%s\n' "${stencils[@]}" | xargs -P 2 -I{} bash -c 'package {}' || exit 1
"$tool" "$src/stencils/laplacian.f95" --target=cuda --no-tune --cuda-arch="$arch" --size=8 --size=64x48x32 -q \
  -o "$work/out/laplacian2" >"$work/logs/laplacian2.out" 2>"$work/logs/laplacian2.err" &
two_sizes=$!

for name in "${stencils[@]}"; do
  file=$src/stencils/$name.f95
  out=$work/out/$name
  for f in "lib$name.a" "$name.h" "${name}_mod.f90" "$name.pc" "${name}Config.cmake" "src/$name.cu" "src/${name}_size1.cu"; do
    [[ -f $out/$f ]] || { echo "FAIL: $name: the package has no $f:"; ls -R "$out"; exit 1; }
  done
  grep -q "without probing a device" "$out/$name.h" ||
    { echo "FAIL: $name.h does not say that the limits were not probed:"; head -30 "$out/$name.h"; exit 1; }
  grep -q "variant 1: 64x64" "$out/$name.h" || { echo "FAIL: $name.h does not list the size 64:"; head -40 "$out/$name.h"; exit 1; }
  "$tool" "$file" --emit=info >"$work/$name.info.json"
  python3 "$src/tests/library/suite_callers.py" "$work/$name.info.json" "$name" "$work/callers"
  symbol=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["subroutines"][0]["subroutine"].lower())' "$work/$name.info.json")

  # The C programs' reference: the untransformed C translation, its symbols renamed.
  "$tool" "$file" --emit=c >"$work/ref/c_$name.c"
  cc -O0 -ffp-contract=off -std=c99 -c "$work/ref/c_$name.c" -o "$work/ref/c_$name.o"
  objcopy --redefine-sym "${symbol}_=ref_${symbol}_" --redefine-sym "${symbol}=ref_${symbol}" "$work/ref/c_$name.o"
  # The Fortran programs' reference: the original, under another symbol. A bare nest is
  # not a program unit: its original is the subroutine stenciltune completes it to.
  if ((fortran)); then
    original=$file
    if python3 -c 'import json,sys; sys.exit(0 if json.load(open(sys.argv[1]))["subroutines"][0]["bare_nest"] else 1)' \
      "$work/$name.info.json"; then
      original=$work/ref/$name.f90
      "$tool" "$file" --emit=fortran >"$original"
    fi
    gfortran -O0 -c "$original" -o "$work/ref/f_$name.o" -J "$work/ref"
    objcopy --redefine-sym "${symbol}_=ref_${symbol}_" "$work/ref/f_$name.o"
  fi
done

# Through the pkg-config files: the C programs with cc, the Fortran programs with gfortran.
command -v pkg-config >/dev/null || { echo "FAIL: no pkg-config to read the generated NAME.pc with"; exit 1; }
pids=()
for name in "${stencils[@]}"; do
  (
    read -r -a cflags <<<"$(PKG_CONFIG_PATH=$work/out/$name pkg-config --cflags "$name")"
    read -r -a libs <<<"$(PKG_CONFIG_PATH=$work/out/$name pkg-config --libs "$name")"
    cc -O2 -std=c99 "${cflags[@]}" "$work/callers/c_$name.c" "$work/ref/c_$name.o" "${libs[@]}" -o "$work/pc_c_$name" \
      >"$work/logs/pc_c_$name.log" 2>&1 || { echo "FAIL: $name: the C caller does not build through $name.pc:"; cat "$work/logs/pc_c_$name.log"; exit 1; }
    if ((fortran)); then
      gfortran -O2 "$work/callers/f_$name.f90" "$work/ref/f_$name.o" "${libs[@]}" -o "$work/pc_f_$name" \
        >"$work/logs/pc_f_$name.log" 2>&1 || { echo "FAIL: $name: the Fortran caller does not link through $name.pc:"; cat "$work/logs/pc_f_$name.log"; exit 1; }
    fi
  ) &
  pids+=($!)
  if ((${#pids[@]} == 2)); then wait "${pids[0]}" || exit 1; pids=("${pids[1]}"); fi
done
for p in "${pids[@]}"; do wait "$p" || exit 1; done

# Through the CMake package files: one project that finds every library.
languages=C
((fortran)) && languages="C Fortran"
{
  echo "cmake_minimum_required(VERSION 3.16)"
  echo "project(library_suite_cuda_callers LANGUAGES $languages)"
  echo "foreach(name ${stencils[*]})"
  echo "  find_package(\${name} REQUIRED PATHS \"$work/out/\${name}\" NO_DEFAULT_PATH)"
  echo "  add_executable(c_\${name} \"$work/callers/c_\${name}.c\")"
  echo "  target_link_libraries(c_\${name} PRIVATE \${name}::\${name} \"$work/ref/c_\${name}.o\")"
  if ((fortran)); then
    echo "  add_executable(f_\${name} \"$work/callers/f_\${name}.f90\")"
    echo "  target_link_libraries(f_\${name} PRIVATE \${name}::\${name} \"$work/ref/f_\${name}.o\")"
  fi
  echo "endforeach()"
} >"$work/cmake/CMakeLists.txt"
cmake -S "$work/cmake" -B "$work/cmake/build" -G Ninja -DCMAKE_BUILD_TYPE=Release >"$work/cmake.log" 2>&1 ||
  { echo "FAIL: configuring the CMake callers:"; cat "$work/cmake.log"; exit 1; }
cmake --build "$work/cmake/build" -j 2 >>"$work/cmake.log" 2>&1 || { echo "FAIL: building the CMake callers:"; cat "$work/cmake.log"; exit 1; }

# --no-tune runs nothing, and the report says the library was not called.
python3 - "$work/out/laplacian" <<'PY'
import json, sys
r = json.load(open(sys.argv[1] + "/report.json"))
assert r["library_check"] == [] and r["library_not_checked"] == "--no-tune runs nothing", r
md = open(sys.argv[1] + "/report.md").read()
assert "liblaplacian.a was not called: --no-tune runs nothing." in md, md.split("## The library")[-1]
PY

# Two sizes: the header lists both, and NAME_variant picks the nearer (host code only).
wait "$two_sizes" || { echo "FAIL: packaging the Laplacian at two sizes:"; cat "$work/logs/laplacian2.err"; exit 1; }
grep -q "variant 1: 8x8x8" "$work/out/laplacian2/laplacian.h" && grep -q "variant 2: 64x48x32" "$work/out/laplacian2/laplacian.h" ||
  { echo "FAIL: laplacian.h does not list the sizes 8x8x8 and 64x48x32:"; head -60 "$work/out/laplacian2/laplacian.h"; exit 1; }
cat >"$work/variant.c" <<'C'
#include <stdio.h>
#include "laplacian.h"
int main(void) {
  static const int calls[][4] = {{8, 8, 8, 1}, {13, 11, 7, 1}, {16, 16, 16, 1}, {20, 20, 20, 2}, {64, 48, 32, 2}, {45, 33, 29, 2}, {500, 500, 500, 2}};
  int bad = 0;
  for (int i = 0; i < 7; ++i) {
    int got = laplacian_variant(calls[i][0], calls[i][1], calls[i][2]);
    if (got != calls[i][3]) {
      printf("FAIL: laplacian_variant(%d, %d, %d) = %d, expected %d\n", calls[i][0], calls[i][1], calls[i][2], got, calls[i][3]);
      bad = 1;
    }
  }
  return bad;
}
C
read -r -a cflags <<<"$(PKG_CONFIG_PATH=$work/out/laplacian2 pkg-config --cflags laplacian)"
read -r -a libs <<<"$(PKG_CONFIG_PATH=$work/out/laplacian2 pkg-config --libs laplacian)"
cc -std=c99 "${cflags[@]}" "$work/variant.c" "${libs[@]}" -o "$work/variant"
"$work/variant"
echo "ok: the two-size Laplacian picks variant 1 at 8^3, 13x11x7 and 16^3, variant 2 at 20^3, 45x33x29, 64x48x32 and 500^3"

if ((!gpu)); then
  echo "${#stencils[@]} CUDA libraries built for $arch without a GPU; C and Fortran callers compiled and linked through" \
    "pkg-config and CMake (not run: no GPU here)"
  exit 0
fi
for name in "${stencils[@]}"; do
  for program in "$work/pc_c_$name" "$work/cmake/build/c_$name"; do
    "$program" >"$program.log" 2>&1 || { echo "FAIL: $name: $program (C, host pointers) differs from the C translation:"; cat "$program.log"; exit 1; }
  done
  if ((fortran)); then
    for program in "$work/pc_f_$name" "$work/cmake/build/f_$name"; do
      "$program" >"$program.log" 2>&1 || { echo "FAIL: $name: $program (Fortran, drop-in) differs from the original:"; cat "$program.log"; exit 1; }
    done
  fi
done
echo "${#stencils[@]} CUDA libraries match: C callers against the C translation$( ((fortran)) && echo ", Fortran callers against the original")," \
  "each built through pkg-config and CMake"
