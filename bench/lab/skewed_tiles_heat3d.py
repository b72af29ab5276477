#!/usr/bin/env python3
"""Rewrites the printed CPU pass of heat3d (stencils/timeloop/heat3d.f95, packaged with
BT=4, PF=1 and SKEW=0: the tile function of 4 steps, 8 applications) into skewed tiles along y
(issue 24): application k of a tile computes the tile's rows shifted up by its halo
(8 - k rows) instead of widened by it on both sides, and takes the two rows below its
window that the next application reads from the tile before it (same chunk, same
thread), which saved them in a buffer a plane. Every row is computed once per
application; only the chunks along z stay overlapped. The generator prints this itself
since (SKEW=1); the script is kept as the measurement that led to it. A lab rewrite:
it assumes tiles of whole chunks per thread (the default CZ, one chunk a thread), a last
tile of more rows than the halo, and the grids' first index 1.

Usage: skewed_tiles_heat3d.py SRC/heat3d_size1.c CZ   (rewrites the file in place)"""
import re
import sys

path, chunk = sys.argv[1], int(sys.argv[2])
s = open(path).read()
start = s.index("static void heat3d_size1_TB_tile4(")
end = s.index("/* One pass: each thread's run of tiles")
t = s[start:end]
old = "  ptrdiff_t st_first[8], st_last[8];\n"
assert t.count(old) == 1
t = t.replace(old, old + f"""  static __thread double *st_edge;
  const ptrdiff_t st_ep = {chunk} + 14, st_pbase = st_c0 - 7;
  if (!st_edge) st_edge = (double *)malloc(sizeof(double) * 7 * st_ep * 2 * st_ni);
""")
parts = t.split("      /* Application ")
out = [parts[0]]
for k in range(1, 9):
    body = parts[k]
    assert body.startswith(f"{k}:")
    d = 8 - k
    old0 = f"        const ptrdiff_t st_w0 = st_r0 - {d} < st_t0 ? st_t0 : st_r0 - {d};\n"
    old1 = f"        const ptrdiff_t st_w1 = st_r1 + {d} > st_t1 ? st_t1 : st_r1 + {d};\n"
    assert body.count(old0) == 1 and body.count(old1) == 1, k
    body = body.replace(old0, f"        const ptrdiff_t st_w0 = st_r0 == st_t0 ? st_t0 : st_r0 + {d};\n")
    body = body.replace(old1, f"        const ptrdiff_t st_w1 = st_r1 + {d} > st_t1 || st_r1 == st_t1 ? st_t1 : st_r1 + {d};\n")
    if k <= 7:  # versions kept in rings: restore the two rows below the window, save the top two
        g = "v" if k % 2 == 1 else "u"
        m = re.search(r"        const double \*st_prev_%s = [^\n]*\n" % g, body)
        assert m, k
        restore = (f"        double *st_eg = st_edge + ((size_t){k - 1} * st_ep + (size_t)(st_p - st_pbase)) * 2 * st_ni;\n"
                   f"        if (st_r0 != st_t0) memcpy(st_out_{g} + (st_w0 - 2 - st_t0) * st_ni, st_eg, sizeof(double) * 2 * st_ni);\n")
        body = body[:m.end()] + restore + body[m.end():]
        save = f"        if (st_r1 != st_t1) memcpy(st_eg, st_out_{g} + (st_w1 - 1 - st_t0) * st_ni, sizeof(double) * 2 * st_ni);\n"
        idx = body.rindex("      }\n    }")
        body = body[:idx] + save + body[idx:]
    if k == 7:  # v's final version: the window's rows, not the core's, go to the output
        for old, new in [
            ("            const ptrdiff_t st_l1 = st_j1 < st_r0 - 1 ? st_j1 : st_r0 - 1;\n", "            const ptrdiff_t st_l1 = st_j0 - 1;\n"),
            ("            const ptrdiff_t st_m0 = st_j0 > st_r0 ? st_j0 : st_r0, st_m1 = st_j1 < st_r1 ? st_j1 : st_r1;\n",
             "            const ptrdiff_t st_m0 = st_j0, st_m1 = st_j1;\n"),
            ("            const ptrdiff_t st_h0 = st_j0 > st_r1 + 1 ? st_j0 : st_r1 + 1;\n", "            const ptrdiff_t st_h0 = st_j1 + 1;\n"),
            ("st_ni, st_r0 - st_t0, st_r1 - st_t0, 2 - st_i0", "st_ni, st_w0 - st_t0, st_w1 - st_t0, 2 - st_i0"),
            ("st_ni, st_r0 - st_t0, st_r1 - st_t0, 0, -1, 0, -1);", "st_ni, st_w0 - st_t0, st_w1 - st_t0, 0, -1, 0, -1);"),
        ]:
            assert body.count(old) == 1, old
            body = body.replace(old, new)
    out.append(body)
s = s[:start] + "      /* Application ".join(out) + s[end:]
open(path, "w").write(s)
