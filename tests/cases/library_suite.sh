#!/usr/bin/env bash
# The library of every stencil of the suite (issue 7), packaged with --no-tune at 8
# points a side and called at another size, each caller built only through what the
# package generates: a Fortran program that calls the original subroutine (compiled
# here, its symbol renamed to ref_NAME_) and the drop-in NAME_ on the same random grids,
# linked through NAME.pc; and a C program that calls NAME.h's prototype, built by a CMake
# project through find_package(NAME) and target_link_libraries (which builds the Fortran
# callers once more). A difference beyond the tolerance (relative to the largest
# magnitude of each array) fails.
set -euo pipefail
tool=$1 src=$2 build=$3
work=$build/library_suite
rm -rf "$work" && mkdir -p "$work/callers" "$work/ref" "$work/cmake"
stencils=(laplacian divergence gradient box27 star13 star25_sp jacobi2d5 box2d9 vardiff laplacian_nest)

for name in "${stencils[@]}"; do
  file=$src/stencils/$name.f95
  out=$work/out/$name
  "$tool" "$file" --emit=info >"$work/$name.info.json"
  "$tool" "$file" --target=cpu --no-tune --size=8 -q -o "$out" >"$work/$name.out" 2>"$work/$name.err" ||
    { echo "packaging $name failed"; cat "$work/$name.out" "$work/$name.err"; exit 1; }
  python3 "$src/tests/library/suite_callers.py" "$work/$name.info.json" "$name" "$work/callers"

  # The original, under another symbol so that it links beside the library. A bare nest
  # is not a program unit: its original is the subroutine stenciltune completes it to.
  original=$file
  if python3 -c 'import json,sys; sys.exit(0 if json.load(open(sys.argv[1]))["subroutines"][0]["bare_nest"] else 1)' \
    "$work/$name.info.json"; then
    original=$work/ref/$name.f90
    "$tool" "$file" --emit=fortran >"$original"
  fi
  gfortran -O0 -c "$original" -o "$work/ref/ref_$name.o"
  objcopy --redefine-sym "${name}_=ref_${name}_" "$work/ref/ref_$name.o"
  nm "$work/ref/ref_$name.o" >"$work/ref/$name.symbols"
  grep -q " T ref_${name}_$" "$work/ref/$name.symbols" || { echo "no ref_${name}_ in the original's object"; exit 1; }

  # Fortran, through the pkg-config file only.
  read -r -a libs <<<"$(PKG_CONFIG_PATH=$out pkg-config --libs "$name")"
  gfortran -O2 "$work/callers/f_$name.f90" "$work/ref/ref_$name.o" "${libs[@]}" -o "$work/f_$name"
  "$work/f_$name" || { echo "$name: the drop-in symbol differs from the original"; exit 1; }
done

# C (and the Fortran callers again), through the CMake package files only: one project
# that finds every library.
cat >"$work/cmake/CMakeLists.txt" <<EOF
cmake_minimum_required(VERSION 3.16)
project(library_suite_callers LANGUAGES C Fortran)
foreach(name ${stencils[*]})
  find_package(\${name} REQUIRED PATHS "$work/out/\${name}" NO_DEFAULT_PATH)
  add_executable(c_\${name} "$work/callers/c_\${name}.c")
  target_link_libraries(c_\${name} PRIVATE \${name}::\${name} "$work/ref/ref_\${name}.o" gfortran)
  add_executable(f_\${name} "$work/callers/f_\${name}.f90")
  target_link_libraries(f_\${name} PRIVATE \${name}::\${name} "$work/ref/ref_\${name}.o")
endforeach()
EOF
cmake -S "$work/cmake" -B "$work/cmake/build" -G Ninja -DCMAKE_BUILD_TYPE=Release >"$work/cmake.log" 2>&1 ||
  { cat "$work/cmake.log"; exit 1; }
cmake --build "$work/cmake/build" -j 2 >>"$work/cmake.log" 2>&1 || { cat "$work/cmake.log"; exit 1; }
for name in "${stencils[@]}"; do
  "$work/cmake/build/c_$name" || { echo "$name: the C prototype differs from the original"; exit 1; }
  "$work/cmake/build/f_$name" || { echo "$name: the drop-in symbol, linked by CMake, differs from the original"; exit 1; }
done
echo "${#stencils[@]} libraries match their originals from Fortran (pkg-config and CMake) and C (CMake)"
