#!/usr/bin/env bash
# The CPU's blocked pass of heat3d with its plane kernel replaced by the form whose unit
# stride's neighbours come from registers (issue 24; bench/lab/plane_kernel_floor.c times
# the two kernels alone). Packages heat3d (BT=4 CY=64 CZ=128 SIMD=1 NT=1 VEC=32 untimed),
# builds its sources as printed and with the two nests' plane functions calling the
# shuffled kernel where NX is a multiple of 8, and times each library's whole call of
# STEPS steps at N^3, ROUNDS rounds, the two in turn. Each line: "way ms_per_step"; each
# program's last line, the sums of u and v, must be equal.
# PARAMS (default "BT=4 CY=64 CZ=128 SIMD=1 NT=1 VEC=32") sets the packaged parameters.
# Usage: bench/lab/cpu_pass_shuffled.sh TOOL OUT [N] [STEPS] [ROUNDS]
set -euo pipefail
tool=$1 out=$2 n=${3:-256} steps=${4:-24} rounds=${5:-5}
here=$(cd "$(dirname "$0")/../.." && pwd)
# shellcheck source=bench/lab/heat3d_lab.sh
. "$here/bench/lab/heat3d_lab.sh"
rm -rf "$out"
mkdir -p "$out/swap"
# shellcheck disable=SC2086  # PARAMS is a list of words
heat3d_package "$tool" "$out/lib" "$n" ${PARAMS:-BT=4 CY=64 CZ=128 SIMD=1 NT=1 VEC=32}
cp "$out"/lib/src/*.c "$out/swap/"
python3 - "$out/swap/heat3d_size1.c" <<'EOF'
import sys
p = sys.argv[1]
s = open(p).read()
helper = '''
typedef double st_v8 __attribute__((vector_size(64), aligned(8)));
typedef int64_t st_i8 __attribute__((vector_size(64)));
/* Lab: the unit stride's neighbours from the centre's vectors (nx a multiple of 8); the
   first and last point of a row keep what `out` holds. */
static inline void st_lab_plane(int32_t nx, double alpha, int64_t r0, int64_t r1, const double *restrict below,
                                const double *restrict here, const double *restrict above, double *restrict out)
{
  const ptrdiff_t s = nx;
  const st_i8 left = {7, 8, 9, 10, 11, 12, 13, 14}, right = {1, 2, 3, 4, 5, 6, 7, 8};
  for (int64_t j = r0; j <= r1; ++j) {
    const double *h = here + (j - 1) * s;
    double *o = out + (j - 1) * s;
    st_v8 prev = *(const st_v8 *)h, cur = prev;
    for (int32_t i = 0; i < nx; i += 8) {
      const st_v8 next = i + 8 < nx ? *(const st_v8 *)(h + i + 8) : cur;
      const st_v8 west = __builtin_shuffle(prev, cur, left), east = __builtin_shuffle(cur, next, right);
      st_v8 r = cur + alpha * (west + east + *(const st_v8 *)(h + i - s) + *(const st_v8 *)(h + i + s) +
                               *(const st_v8 *)(below + (j - 1) * s + i) + *(const st_v8 *)(above + (j - 1) * s + i) -
                               6.0 * cur);
      if (i == 0) r[0] = o[0];
      if (i + 8 >= nx) r[7] = o[nx - 1];
      *(st_v8 *)(o + i) = r;
      prev = cur;
      cur = next;
    }
  }
}
'''
first = s.index("static void heat3d_size1_TB_nest1(")
s = s[:first] + helper + s[first:]
for n, src, dst in (("1", "u", "v"), ("2", "v", "u")):
    start = s.index("static void heat3d_size1_TB_nest%s(" % n)
    body = s.index("  for (j = ST_R0; j <= ST_R1; ++j) {", start)
    call = "  if (nx %% 8 == 0) {\n    st_lab_plane(nx, alpha, ST_R0, ST_R1, ST_%s_M1, ST_%s_0, ST_%s_P1, ST_%s_OUT);\n    return;\n  }\n"
    s = s[:body] + call % (src, src, src, dst) + s[body:]
open(p, "w").write(s)
EOF
heat3d_build "$out/lib/src" "$out/lib" "$out/run-lib"
heat3d_build "$out/swap" "$out/lib" "$out/run-swap"
for ((r = 1; r <= rounds; ++r)); do
  echo "printed $("$out/run-lib" "$n" "$steps")"
  echo "shuffled $("$out/run-swap" "$n" "$steps")"
done
