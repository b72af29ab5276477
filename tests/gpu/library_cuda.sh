#!/usr/bin/env bash
# On a GPU (issue 7, CUDA half): TUNES, with a short budget at small sizes, the Laplacian
# at two sizes and tests/library/heat_kernels.f95 (two subroutines, the first with a 2-D
# and a 3-D nest, each nest tuned on its own) for CUDA, then calls each library through
# its host-pointer API from C, built through the generated .pc, and checks that every call
# picks the expected variant (NAME_variant) and matches the untransformed C translation of
# the original (stenciltune --emit=c) at the sizes tuned and at sizes not tuned. Needs no
# gfortran. Skips (77) where there is no usable NVIDIA GPU.
# usage: library_cuda.sh TOOL SOURCE_DIR BUILD_DIR
set -euo pipefail
tool=$1 src=$2 build=$3
source "$(dirname "$0")/common.sh"
work=$build/gpu_library_cuda
rm -rf "$work" && mkdir -p "$work"
cd "$work"

tune() {  # tune NAME FILE ARGS...: tunes FILE into out_NAME
  local name=$1 file=$2
  shift 2
  "$tool" "$file" --target=cuda "$@" -o "out_$name" >"$name.out" 2>"$name.err" ||
    { echo "FAIL: tuning $name for CUDA ($*) failed:"; cat "$name.err"; exit 1; }
}
# Tuning measures this GPU: --cuda-arch naming another architecture is a usage error.
cap=$(nvidia-smi --query-gpu=compute_cap --format=csv,noheader | head -1 | tr -d ' .')
other=sm_80
[[ $cap == 80 ]] && other=sm_86
set +e
"$tool" "$src/stencils/laplacian.f95" --target=cuda --cuda-arch=$other --size=16 --max-variants=1 -o out_mismatch \
  >mismatch.out 2>mismatch.err
status=$?
set -e
[[ $status == 2 ]] && grep -q "but the GPU here" mismatch.err ||
  { echo "FAIL: --cuda-arch=$other on an sm_$cap GPU: exit status $status (expected 2 and 'but the GPU here'):"; cat mismatch.err; exit 1; }
echo "ok: --cuda-arch=$other on an sm_$cap GPU: $(grep "but the GPU here" mismatch.err)"

tune laplacian "$src/stencils/laplacian.f95" --size=32 --size=96x64x48 --max-variants=3 --budget=90
# 64 wide: a 2-D nest needs two warps along the unit-stride dimension (cuda_space).
tune heat_kernels "$src/tests/library/heat_kernels.f95" --size=64x40x24 --max-variants=2 --budget=90

python3 - <<'PY'
import json
def check(out, want, header_lines, library_checks):
    r = json.load(open(out + "/report.json"))
    got = [(k["subroutine"], k.get("nest"), k["size"]) for k in r["kernels"]]
    assert got == want, f"{out}: the report's kernels are {got}, expected {want}"
    # The tool ran the packaged library through NAME_ on the GPU at every tuned size.
    checks = [(c["subroutine"], c["variant"], c["valid"]) for c in r["library_check"]]
    assert checks == library_checks, f"{out}: the library's checks are {r['library_check']}, expected {library_checks}"
    for k in r["kernels"]:
        assert any(s["stage"] == "+tuned" and s["valid"] for s in k["stages"]), f"{out}: no valid +tuned stage for {k['subroutine']} nest {k.get('nest')}: {k['stages']}"
    name = out[len("out_"):]
    header = open(f"{out}/{name}.h").read()
    for line in header_lines:
        assert line in header, f"{out}/{name}.h has no '{line}'"
check("out_laplacian", [("laplacian", None, [32, 32, 32]), ("laplacian", None, [96, 64, 48])],
      ["variant 1: 32x32x32", "variant 2: 96x64x48", "[laplacian_size1]", "[laplacian_size2]",
       "int laplacian_variant(int32_t nx, int32_t ny, int32_t nz);"],
      [("laplacian", 1, True), ("laplacian", 2, True)])
check("out_heat_kernels", [("heat_step", 1, [64, 40]), ("heat_step", 2, [64, 40, 24]), ("smooth2d", None, [64, 40])],
      ["nest 1: cuda", "nest 2: cuda", "[heat_step_size1_nest1]", "[heat_step_size1_nest2]", "[smooth2d_size1]"],
      [("heat_step", 1, True), ("smooth2d", 1, True)])
print("ok: reports and headers list the tuned sizes and nests; the tool checked the library at each")
PY

# The references: the C translation of each original, its symbols renamed to ref_*.
reference() {  # reference NAME FILE SYMBOL...
  local name=$1 file=$2
  shift 2
  "$tool" "$file" --emit=c >"ref_$name.c"
  cc -O0 -ffp-contract=off -std=c99 -c "ref_$name.c" -o "ref_$name.o"
  local renames=()
  for s in "$@"; do renames+=(--redefine-sym "${s}_=ref_${s}_" --redefine-sym "$s=ref_$s"); done
  objcopy "${renames[@]}" "ref_$name.o"
}
reference laplacian "$src/stencils/laplacian.f95" laplacian
reference heat_kernels "$src/tests/library/heat_kernels.f95" heat_step smooth2d

cat >compare.h <<'C'
/* Random grids, and the worst difference relative to the largest magnitude of the reference's array. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
static double *grid(size_t n, unsigned seed) {
  double *g = malloc(n * sizeof *g);
  srand(seed);
  for (size_t i = 0; i < n; ++i) g[i] = rand() / (double)RAND_MAX;
  return g;
}
static double *copy_of(const double *g, size_t n) {
  double *c = malloc(n * sizeof *c);
  memcpy(c, g, n * sizeof *c);
  return c;
}
static int same(const char *what, const double *lib, const double *ref, size_t n) {
  double worst = 0, scale = 0;
  size_t at = 0;
  for (size_t i = 0; i < n; ++i) {
    scale = fmax(scale, fabs(ref[i]));
    if (fabs(lib[i] - ref[i]) > worst) { worst = fabs(lib[i] - ref[i]); at = i; }
  }
  worst = scale > 0 ? worst / scale : worst;
  if (!(worst <= 1e-12)) {
    printf("FAIL: %s: worst relative difference %.3e at element %zu: library %.17g, reference %.17g\n", what, worst, at, lib[at], ref[at]);
    return 0;
  }
  printf("ok: %s: worst relative difference %.3e\n", what, worst);
  return 1;
}
C

cat >lap.c <<'C'
#include "compare.h"
#include "laplacian.h"
void ref_laplacian(int32_t, int32_t, int32_t, double, double, const double *, double *);
int main(void) {
  /* nx, ny, nz, the variant expected: the tuned sizes, and sizes not tuned nearer each. */
  static const int calls[][4] = {{32, 32, 32, 1}, {96, 64, 48, 2}, {13, 11, 7, 1}, {120, 70, 50, 2}, {37, 29, 23, 1}};
  int ok = 1;
  for (int c = 0; c < 5; ++c) {
    int nx = calls[c][0], ny = calls[c][1], nz = calls[c][2];
    char what[96];
    snprintf(what, sizeof what, "laplacian at %dx%dx%d", nx, ny, nz);
    int variant = laplacian_variant(nx, ny, nz);
    if (variant != calls[c][3]) {
      printf("FAIL: %s: laplacian_variant = %d, expected %d\n", what, variant, calls[c][3]);
      ok = 0;
    }
    size_t n = (size_t)(nx + 2) * (ny + 2) * (nz + 2);
    double *u = grid(n, 1u + c), *ref = grid(n, 100u + c), *lib = copy_of(ref, n);
    ref_laplacian(nx, ny, nz, 0.4, 0.1, u, ref);
    laplacian(nx, ny, nz, 0.4, 0.1, u, lib);
    ok &= same(what, lib, ref, n);
    free(u), free(ref), free(lib);
  }
  return ok ? 0 : 1;
}
C

cat >heat.c <<'C'
#include "compare.h"
#include "heat_kernels.h"
void ref_heat_step(int32_t, int32_t, int32_t, double, const double *, double *, const double *, double *);
void ref_smooth2d(int32_t, int32_t, const double *, double *);
int main(void) {
  static const int sizes[][3] = {{64, 40, 24}, {17, 13, 9}, {70, 50, 40}};
  int ok = 1;
  for (int c = 0; c < 3; ++c) {
    int nx = sizes[c][0], ny = sizes[c][1], nz = sizes[c][2];
    char what[128];
    if (heat_step_variant(nx, ny, nz) != 1 || smooth2d_variant(nx, ny) != 1) {
      printf("FAIL: at %dx%dx%d heat_step_variant = %d and smooth2d_variant = %d, expected 1 (one size tuned)\n", nx, ny, nz,
             heat_step_variant(nx, ny, nz), smooth2d_variant(nx, ny));
      ok = 0;
    }
    size_t n2 = (size_t)(nx + 2) * (ny + 2), n3 = n2 * (nz + 2);
    double *a = grid(n2, 1u + c), *u = grid(n3, 2u + c);
    double *t_ref = grid(n2, 3u + c), *v_ref = grid(n3, 4u + c), *b_ref = grid(n2, 5u + c);
    double *t_lib = copy_of(t_ref, n2), *v_lib = copy_of(v_ref, n3), *b_lib = copy_of(b_ref, n2);
    ref_heat_step(nx, ny, nz, 0.05, a, t_ref, u, v_ref);
    heat_step(nx, ny, nz, 0.05, a, t_lib, u, v_lib);
    snprintf(what, sizeof what, "heat_step at %dx%dx%d, t (nest 1)", nx, ny, nz);
    ok &= same(what, t_lib, t_ref, n2);
    snprintf(what, sizeof what, "heat_step at %dx%dx%d, v (nest 2, reads t)", nx, ny, nz);
    ok &= same(what, v_lib, v_ref, n3);
    ref_smooth2d(nx, ny, a, b_ref);
    smooth2d(nx, ny, a, b_lib);
    snprintf(what, sizeof what, "smooth2d at %dx%d", nx, ny);
    ok &= same(what, b_lib, b_ref, n2);
  }
  return ok ? 0 : 1;
}
C

build_and_run() {  # build_and_run PROGRAM PACKAGE REFERENCE
  local program=$1 package=$2 ref=$3 cflags libs
  cflags=$(PKG_CONFIG_PATH=out_$package pkg-config --cflags "$package") || { echo "FAIL: pkg-config cannot read out_$package/$package.pc"; exit 1; }
  libs=$(PKG_CONFIG_PATH=out_$package pkg-config --libs "$package")
  # shellcheck disable=SC2086
  cc -O2 -std=c99 $cflags "$program.c" "$ref" $libs -o "$program" >"$program.build.log" 2>&1 ||
    { echo "FAIL: $program.c does not build through $package.pc:"; cat "$program.build.log"; exit 1; }
  if ! "./$program" >"$program.log" 2>&1; then
    cat "$program.log"
    echo "FAIL: $program: a call picked another variant or differs from the C translation (above)"
    exit 1
  fi
  cat "$program.log"
}
if ! command -v pkg-config >/dev/null; then
  echo "FAIL: no pkg-config to read the generated .pc files with (apt-get install pkg-config)"
  exit 1
fi
build_and_run lap laplacian ref_laplacian.o
build_and_run heat heat_kernels ref_heat_kernels.o
echo "ok: the CUDA libraries pick the variant of the nearest tuned size and match the C translation at tuned and untuned sizes"
