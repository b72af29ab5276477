# shellcheck shell=bash
# Shared by the CPU lab scripts that time heat3d's library (cpu_pass_shuffled.sh,
# cpu_last_pass_stores.sh, cpu_params_ab.sh); sourced, not run, after setting `here` to
# the checkout.
: "${here:?set here to the checkout before sourcing heat3d_lab.sh}"

# heat3d_package TOOL DIR N PARAM...: stencils/timeloop/heat3d.f95 packaged untimed at N^3
# with the parameters (PARAM=VALUE words) into DIR.
heat3d_package() {
  local tool=$1 dir=$2 n=$3 p
  shift 3
  local params=()
  for p in "$@"; do params+=(--param "$p"); done
  "$tool" "$here/stencils/timeloop/heat3d.f95" --target=cpu --no-tune --size="$n" "${params[@]}" -q -o "$dir" \
    >/dev/null 2>&1 || { echo "packaging heat3d with $* failed" >&2; return 1; }
}

# heat3d_build SRC LIB OUT: the C sources in SRC compiled as the tuner compiles them,
# linked with heat3d_call_timer.c (headers from the package LIB) into the program OUT.
heat3d_build() {
  local src=$1 lib=$2 out=$3 f
  (cd "$src" && for f in *.c; do cc -O3 -march=native -fopenmp-simd -std=c99 -c "$f" -o "${f%.c}.o"; done &&
    ar rcs liblab.a ./*.o)
  cc -O2 -I"$lib" "$here/bench/lab/heat3d_call_timer.c" "$src/liblab.a" -lhwloc -lnuma -lpthread -lm -o "$out"
}
