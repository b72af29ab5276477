#!/usr/bin/env bash
# On a GPU: tunes the Laplacian (64^3, a few variants) and a 2-D stencil for CUDA, checks the
# report, answers the second run from tuning.json, and calls the library through its .pc
# from C, with host pointers, device pointers and the gfortran-convention symbol, against
# the C translation of the original. Skips (77) where there is no usable NVIDIA GPU.
# usage: cuda_tune.sh TOOL SOURCE_DIR BUILD_DIR
set -euo pipefail
tool=$1 src=$2 build=$3
source "$(dirname "$0")/common.sh"
work=$build/gpu_cuda_tune
rm -rf "$work"; mkdir -p "$work"
"$tool" "$src/stencils/laplacian.f95" --target=cuda --size=64 --max-variants=4 -o "$work/lap" > "$work/run1.out" 2> "$work/run1.err" \
  || { cat "$work/run1.err"; exit 1; }
ncu=""
if command -v ncu > /dev/null || [[ -x /usr/local/cuda/bin/ncu ]]; then ncu=ncu; fi
python3 - "$work/lap/report.json" $ncu <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
assert r["target"] == "cuda", r["target"]
k = r["kernels"][0]
stages = {s.get("stage", s.get("name")): s for s in k["stages"]}
assert stages["+tuned"]["valid"] and stages["+tuned"]["gstencils"] > 0, stages
assert stages["baseline"]["valid"], stages["baseline"]
# The paper's generator: one point per thread, global memory only.
base = dict(kv.split("=") for kv in stages["baseline"]["details"]["variant"].split())
assert base["RX"] == "1" and base["RY"] == "1" and base["SMEM"] == "0" and base["STREAM"] == "0", base
assert stages["+tuned"]["details"]["spill bytes"] == "0", stages["+tuned"]["details"]
assert int(stages["+tuned"]["details"]["registers"]) > 0
assert any("host to device" in n for n in k["notes"]), k["notes"]
assert r["kernels"][0]["bound"]["tuned"]["gstencils"] > 0
# The tool called the packaged library through laplacian_ (host pointers) on the GPU.
assert [(c["size"], c["variant"], c["valid"]) for c in r["library_check"]] == [([64, 64, 64], 1, True)], r["library_check"]
assert "library_not_checked" not in r, r["library_not_checked"]
# ptxas counts static shared memory only: a ring's dynamic bytes are reported beside it.
for name, s in stages.items():
    ring = dict(kv.split("=") for kv in s["details"]["variant"].split())["SMEM"] == "2"
    assert ("dynamic shared bytes" in s["details"]) == ring, (name, s["details"])
    assert not ring or int(s["details"]["dynamic shared bytes"]) > 0, (name, s["details"])
md = open(sys.argv[1][:-len("report.json")] + "report.md").read()
assert "laplacian at 64x64x64 (variant 1): matches" in md, md.split("## The library")[-1]
print("ok: report", {n: round(s.get("gstencils", 0), 1) for n, s in stages.items()})
if len(sys.argv) > 2 and sys.argv[2] == "ncu":
    # Nsight Compute is here: the report carries the counters and its sentence uses them.
    c = k.get("counters")
    assert c, "no hardware counters in the report although ncu is installed: " + k["limit"]
    for key in ("dram_percent", "l2_percent", "l1_percent", "sm_percent", "achieved_occupancy_percent"):
        assert 0 <= c[key] <= 101, (key, c)
    assert c["l2_bytes_per_point"] > 0, c
    # (At 64^3 the grids fit the L2, so the report's sentence says that instead.)
    print("ok: counters", c)
PY
if python3 -c "import jsonschema" 2> /dev/null && command -v rsvg-convert > /dev/null; then
  python3 "$src/tests/report/check_report.py" "$work/lap" "$src/src/report/report.schema.json"
else
  echo "note: python3-jsonschema or rsvg-convert missing here: the report's schema and charts are checked in CI's CPU tests"
fi
"$tool" "$src/stencils/laplacian.f95" --target=cuda --size=64 --max-variants=4 -o "$work/lap" > "$work/run2.out" 2> "$work/run2.err"
measured=$(grep -c "ms (" "$work/run2.err" | tr -d ' ' || true)
from_db=$(grep -c "from tuning.json" "$work/run2.err" || true)
[[ $from_db -ge 4 ]] || { echo "FAIL: the second run answered $from_db variants from tuning.json"; cat "$work/run2.err"; exit 1; }
echo "ok: second run: $from_db from tuning.json"

# The library through pkg-config, against the C translation of the original.
"$tool" "$src/stencils/laplacian.f95" --emit=c | sed -e 's/\blaplacian_\b/ref_laplacian_/g' -e 's/\blaplacian\b/ref_laplacian/g' > "$work/ref.c"
cat > "$work/caller.c" <<'C'
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <cuda_runtime.h>
#include "laplacian.h"
void ref_laplacian(int32_t, int32_t, int32_t, double, double, const double *, double *);
static int same(const double *a, const double *b, size_t n, const char *what) {
  for (size_t i = 0; i < n; ++i) {
    if (fabs(a[i] - b[i]) > 1e-12 * (1 + fabs(b[i]))) { printf("FAIL: %s differs at %zu: %g vs %g\n", what, i, a[i], b[i]); return 0; }
  }
  printf("ok: %s matches\n", what);
  return 1;
}
int main(void) {
  int nx = 45, ny = 33, nz = 29;  /* not the tuned size: the library is correct at any size */
  size_t n = (size_t)(nx + 2) * (ny + 2) * (nz + 2);
  double *u = malloc(n * sizeof *u), *ref = calloc(n, sizeof *u), *out = calloc(n, sizeof *u), *out2 = calloc(n, sizeof *u);
  double *out3 = calloc(n, sizeof *u);
  for (size_t i = 0; i < n; ++i) u[i] = (double)((i * 2654435761u) % 1000) / 999.0;
  ref_laplacian(nx, ny, nz, 0.4, 0.1, u, ref);
  laplacian(nx, ny, nz, 0.4, 0.1, u, out);
  int ok = same(out, ref, n, "host-pointer entry");
  double *du, *dout;
  cudaMalloc((void **)&du, n * sizeof *u);
  cudaMalloc((void **)&dout, n * sizeof *u);
  cudaMemcpy(du, u, n * sizeof *u, cudaMemcpyHostToDevice);
  cudaMemset(dout, 0, n * sizeof *u);
  if (laplacian_device(nx, ny, nz, 0.4, 0.1, du, dout) != 0 || cudaDeviceSynchronize() != cudaSuccess) { printf("FAIL: device entry\n"); return 1; }
  cudaMemcpy(out2, dout, n * sizeof *u, cudaMemcpyDeviceToHost);
  ok &= same(out2, ref, n, "device-pointer entry");
  double a = 0.4, b = 0.1;
  laplacian_(&nx, &ny, &nz, &a, &b, u, out3);
  ok &= same(out3, ref, n, "gfortran-convention entry");
  return ok ? 0 : 1;
}
C
cuda_inc=$(dirname "$(dirname "$(command -v nvcc || echo /usr/local/cuda/bin/nvcc)")")/include
cc -O2 -std=c99 -I"$cuda_inc" $(PKG_CONFIG_PATH="$work/lap" pkg-config --cflags laplacian) -c "$work/caller.c" -o "$work/caller.o"
cc -O0 -ffp-contract=off -std=c99 -c "$work/ref.c" -o "$work/ref.o"
cc "$work/caller.o" "$work/ref.o" -o "$work/caller" $(PKG_CONFIG_PATH="$work/lap" pkg-config --libs laplacian)
"$work/caller"

# A 2-D stencil with several arrays' worth of code paths: tuned, valid.
"$tool" "$src/stencils/box2d9.f95" --target=cuda --size=300 --max-variants=3 -o "$work/box" > "$work/box.out" 2> "$work/box.err" \
  || { cat "$work/box.err"; exit 1; }
grep -q "+tuned" "$work/box.out" && [[ -s $work/box/roofline.svg && -s $work/box/stages.svg ]] || { echo "FAIL: box2d9 has no tuned stage"; cat "$work/box.out"; exit 1; }
echo "ok: box2d9 tuned for CUDA"
