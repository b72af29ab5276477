#!/usr/bin/env bash
# On a GPU (issue 23): nests with reductions on the CUDA target. Every reduction input
# (sums in double and single precision, a difference, a product, integer and real max
# and min, results stored from locals or kept in inout arguments) is tuned with a seeded
# random search at odd sizes, so that several block shapes, queues, shared memory and
# ZB come up; every variant measured must have been proven against the reference (its
# scalar results within the reference's rounding bound, max and min exactly). Then
# Himeno's whole step (stencils/himeno/himeno_step.f95) is tuned at size S, and its
# library, called 10 times on the same inputs from a C program, must return the same
# bits of gosa and of the pressure field every time, and match the serial C translation
# of the original within the float sum's rounding.
# Skips (77) where there is no usable NVIDIA GPU.
set -euo pipefail
tool=$1 src=$2 build=$3
source "$(dirname "$0")/common.sh"
work=$build/gpu_reductions_cuda
rm -rf "$work" && mkdir -p "$work"
cd "$work"
export STENCILTUNE_NO_PROFILE=1

for input in reduction_norms:45x37x29 reduction_ops:301x203 reduction_jacobi:45x37x29; do
  name=${input%%:*} size=${input#*:}
  "$tool" "$src/tests/inputs/$name.f95" --target=cuda --size=$size --search=random --max-variants=8 --fresh \
    -o "out_$name" >"$name.out" 2>"$name.err" || { echo "FAIL: tuning $name for CUDA failed:"; tail -n 30 "$name.err"; exit 1; }
  python3 - "out_$name/tuning.json" "$name" <<'PY'
import json, sys
ms = [m for e in json.load(open(sys.argv[1]))["entries"] for m in e["measurements"]]
refused = ("spills registers", "registers per block")
bad = [m for m in ms if not m["valid"] and not any(r in m.get("reason", "") for r in refused)]
assert ms, f"{sys.argv[2]}: nothing was measured"
for m in bad:
    print("FAIL:", sys.argv[2], m["params"], m.get("reason", ""))
if bad:
    sys.exit(1)
print(f"ok: {sys.argv[2]}: {len(ms)} variants proven on the GPU")
PY
done

"$tool" "$src/stencils/himeno/himeno_step.f95" --target=cuda --size=129x65x65 --budget=60 --max-variants=12 \
  -o out_himeno >himeno.out 2>himeno.err || { echo "FAIL: tuning himeno_step for CUDA failed:"; tail -n 30 himeno.err; exit 1; }
python3 - <<'PY'
import json
r = json.load(open("out_himeno/report.json"))
assert [(c["subroutine"], c["valid"]) for c in r["library_check"]] == [("himeno_step", True)], r["library_check"]
notes = r["kernels"][0]["notes"]
assert any("Reduction gosa" in n and "second pass" in n for n in notes), notes
print("ok: himeno_step tuned for CUDA, its library checked by the tool")
PY

"$tool" "$src/stencils/himeno/himeno_step.f95" --emit=c >ref.c
cc -O0 -ffp-contract=off -std=c99 -c ref.c -o ref.o
objcopy --redefine-sym himeno_step_=ref_himeno_step_ --redefine-sym himeno_step=ref_himeno_step ref.o
cat >repeat.c <<'C'
/* Himeno's step from the CUDA library, 10 times on the same inputs: the same bits each
   time; and the serial original's result beside it. */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
void himeno_step(int32_t, int32_t, int32_t, float, const float *, const float *, const float *, float *,
                 const float *, const float *, float *, float *);
void ref_himeno_step(int32_t, int32_t, int32_t, float, const float *, const float *, const float *, float *,
                     const float *, const float *, float *, float *);
enum { I = 129, J = 65, K = 65 };
static void fill(float *x, size_t n, uint32_t seed, float lo, float hi) {
  for (size_t i = 0; i < n; ++i) {
    seed = seed * 1664525u + 1013904223u;
    x[i] = lo + (hi - lo) * (float)(seed >> 8) / 16777216.0f;
  }
}
int main(void) {
  const size_t n = (size_t)I * J * K;
  float *a = malloc(4 * n * 4), *b = malloc(3 * n * 4), *c = malloc(3 * n * 4), *p = malloc(n * 4),
        *bnd = malloc(n * 4), *wrk1 = malloc(n * 4), *wrk2 = malloc(n * 4);
  float first_gosa = 0, gosa = 0;
  double first_sum = 0;
  for (int r = 0; r < 11; ++r) {
    fill(a, 4 * n, 1, 0.0f, 0.3f); fill(b, 3 * n, 2, -0.1f, 0.1f); fill(c, 3 * n, 3, 0.0f, 0.3f);
    fill(p, n, 4, 0.0f, 1.0f); fill(bnd, n, 5, 0.5f, 1.0f); fill(wrk1, n, 6, -0.1f, 0.1f); memset(wrk2, 0, n * 4);
    if (r < 10) himeno_step(I, J, K, 0.8f, a, b, c, p, bnd, wrk1, wrk2, &gosa);
    else ref_himeno_step(I, J, K, 0.8f, a, b, c, p, bnd, wrk1, wrk2, &gosa);
    double sum = 0;
    for (size_t i = 0; i < n; ++i) sum += p[i];
    if (r == 0) { first_gosa = gosa; first_sum = sum; }
    else if (r < 10 && (memcmp(&gosa, &first_gosa, 4) != 0 || sum != first_sum)) {
      printf("FAIL: call %d: gosa %.9g checksum %.17g, first call %.9g %.17g\n", r + 1, gosa, sum, first_gosa, first_sum);
      return 1;
    }
    if (r == 10) {
      printf("library gosa %.9g (10 calls, the same bits), original %.9g; checksum %.17g vs %.17g\n", first_gosa, gosa,
             first_sum, sum);
      if (!(fabs(first_gosa - gosa) <= 1e-2 * fabs(gosa)) || !(fabs(first_sum - sum) <= 1e-6 * fabs(sum))) return 1;
    }
  }
  return 0;
}
C
read -r -a libs <<<"$(PKG_CONFIG_PATH=out_himeno pkg-config --libs himeno_step)"
cc -O2 -std=c99 repeat.c ref.o "${libs[@]}" -lm -o repeat
./repeat || { echo "FAIL: Himeno's library is not the same from call to call, or not the original's"; exit 1; }
echo "ok: reductions on the GPU: every variant proven, Himeno's library the same bits at every call"
