#!/usr/bin/env python3
"""Hand edits of heat3d's printed CPU time loop (issue 24), each a question about where a
blocked pass spends its time: the library's heat3d_size1.c as stenciltune prints it for
stencils/timeloop/heat3d.f95 at 256^3 with the strategy's default (BT=4 CY=24 skewed,
PF=1, NT=1, SHUF=1), rewritten in place. Edits marked "bound" compute wrong values (the
sums differ): they say what a cost is worth, not how to remove it. Used by
bench/lab/cpu_pass_edits.sh.

Usage: pass_edits_heat3d.py FILE EDIT[+EDIT...]
  no-copy-columns       bound: no copy of the points outside the nests' box in the
                        boxes' rows (st_copy_outside with columns), in every application
  no-copy-apps=A,B      bound: the same, in the 4-step tile's applications A, B (1-based)
  no-copy-final=A       bound: no copy of those points into the output plane (st_fin_)
                        in the 4-step tile's application A
  no-edges              bound: no saving or restoring of a skewed tile's edge rows
  no-final-writes       bound: the 4-step tile's last application writes a buffer, not
                        the output
  prefetch-columns=D    the boundary columns of v's input plane D planes ahead prefetched
                        at the top of each plane of the wave front
  prefetch-edges=D      the edge rows of the plane D planes ahead prefetched there
  stream-edges          edge rows saved with non-temporal stores
  stage-final=whole     the last application's plane computed (shuffled vectors) into a
                        buffer, its rows then streamed to the output at once
  stage-final=rows      the same, row by row, the columns inside the box only
  drain-final           the same buffer, streamed to the output a few lines a row while
                        the next plane's applications compute
"""
import re
import sys

FINAL_CALL = ("if (st_m0 <= st_m1) heat3d_size1_TB_nest2_final1(st_a->nx, st_a->ny, st_a->nz, st_a->nt, "
              "st_a->alpha, (int32_t)st_p, st_m0, st_m1, st_in_v_m1, st_in_v_p0, st_in_v_p1, st_out_u, &st_pf);")
PLAIN_CALL = ("heat3d_size1_TB_nest2(st_a->nx, st_a->ny, st_a->nz, st_a->nt, st_a->alpha, (int32_t)st_p, "
              "st_m0, st_m1, st_in_v_m1, st_in_v_p0, st_in_v_p1, st_sp, &st_pf);")
STAGE = "static __thread double st_stage_mem[2][46 * 256 + 64] __attribute__((aligned(64)));"
COLUMNS = ("st_copy_outside(st_sp, st_prev_u, sizeof(double), st_ni, st_m0 - st_t0, st_m1 - st_t0, 2 - st_i0, "
           "(ptrdiff_t)st_a->nx - 1 - st_i0, 2 - st_t0, (ptrdiff_t)st_a->ny - 1 - st_t0);")


def tile4(text):
    """The start and end of the 4-step tile function."""
    start = text.index("static void heat3d_size1_TB_tile4")
    return start, text.index("/* One pass: each thread", start)


def replace_once(text, old, new, start=0):
    at = text.find(old, start)
    if at < 0:
        sys.exit(f"pass_edits_heat3d.py: the printed code no longer holds {old[:60]!r}")
    return text[:at] + new + text[at + len(old):]


def drop_lines(text, keep):
    return "\n".join(line for line in text.split("\n") if keep(line))


def no_copy_columns(text, _):
    return drop_lines(text, lambda l: not ("st_copy_outside(st_out_" in l and "2 - st_i0" in l))


def copies_in_apps(text, apps, final):
    start, end = tile4(text)
    lines, app, out = text[start:end].split("\n"), None, []
    for line in lines:
        m = re.search(r"/\* Application (\d+):", line)
        if m:
            app = int(m.group(1))
        if app in apps and "2 - st_i0" in line and "st_copy_outside(" in line and \
                ("st_copy_outside(st_fin_" in line) == final:
            continue
        out.append(line)
    return text[:start] + "\n".join(out) + text[end:]


def no_copy_apps(text, arg):
    return copies_in_apps(text, {int(a) for a in arg.split(",")}, False)


def no_copy_final(text, arg):
    return copies_in_apps(text, {int(a) for a in arg.split(",")}, True)


def no_edges(text, _):
    return drop_lines(text, lambda l: not re.search(r"if \(st_r[01] != st_t[01]\) memcpy\(st_", l))


def stream_edges(text, _):
    pattern = re.compile(r"if \(st_r1 != st_t1\) memcpy\((st_edge_\w+), (st_out_\w+ \+ \([^;]*?\) \* st_ni), "
                         r"sizeof \*st_out_\w+ \* 2 \* \(size_t\)st_ni\);")
    return pattern.sub(r"if (st_r1 != st_t1) st_stream_f64(\1, \2, 2 * st_ni);", text)


def at_plane_top(text, code):
    """`code` at the top of each plane of the 4-step tile's wave front."""
    start, _ = tile4(text)
    return replace_once(text, "    {\n      /* Application 1: nest 1 of step 1. */",
                        code + "    {\n      /* Application 1: nest 1 of step 1. */", start)


def prefetch_columns(text, arg):
    return at_plane_top(text, f"""    {{
      const ptrdiff_t st_f = st_q + {int(arg)};
      if (st_f >= st_s0 && st_f <= st_s1) {{
        const double *st_b = st_a->ST_from_v + (st_f - st_s0) * st_plane;
        const ptrdiff_t st_y0 = st_r0 + 5 < st_t0 ? st_t0 : st_r0 + 5, st_y1 = st_r1 + 7 > st_t1 ? st_t1 : st_r1 + 7;
        for (ptrdiff_t st_y = st_y0; st_y <= st_y1; ++st_y) {{
          __builtin_prefetch(st_b + (st_y - st_t0) * st_ni, 0, 2);
          __builtin_prefetch(st_b + (st_y - st_t0) * st_ni + st_ni - 1, 0, 2);
        }}
      }}
    }}
""")


def prefetch_edges(text, arg):
    return at_plane_top(text, f"""    if (st_r0 != st_t0) for (int st_e = 0; st_e < 7; ++st_e) {{
      const ptrdiff_t st_pn = st_q + {int(arg)} - st_e;
      if (st_pn >= st_first[st_e] && st_pn <= st_last[st_e]) {{
        const char *st_b = (const char *)((double *)(st_edges + (size_t)(16 * st_e) * (size_t)st_ep * (size_t)st_ni) + (st_pn - st_pbase) * 2 * st_ni);
        for (ptrdiff_t st_l = 0; st_l < 2 * st_ni * 8; st_l += 64) __builtin_prefetch(st_b + st_l, 0, 2);
      }}
    }}
""")


def final_calls(text, new):
    """Every tile's call of the last application's final form over its core rows."""
    if FINAL_CALL not in text:
        sys.exit("pass_edits_heat3d.py: the printed code no longer calls the final form as expected")
    return text.replace(FINAL_CALL, new)


def no_final_writes(text, _):
    return final_calls(text, "if (st_m0 <= st_m1) {\n              " + STAGE.replace("[2]", "") +
                       "\n              double *st_sp = st_stage_mem - (st_m0 - st_t0) * st_ni;\n              " +
                       PLAIN_CALL + "\n            }")


def stage_final(text, arg):
    head = ("if (st_m0 <= st_m1) {\n              " + STAGE.replace("[2]", "") +
            "\n              double *st_sp = st_stage_mem - (st_m0 - st_t0) * st_ni;\n              ")
    if arg == "whole":
        body = (COLUMNS + "\n              " + PLAIN_CALL + "\n              st_stream_f64(st_out_u + (st_m0 - st_t0) * "
                "st_ni, st_sp + (st_m0 - st_t0) * st_ni, (st_m1 - st_m0 + 1) * st_ni);")
    elif arg == "rows":
        body = (PLAIN_CALL + "\n              for (ptrdiff_t st_r = st_m0; st_r <= st_m1; ++st_r) st_stream_f64(st_out_u "
                "+ (st_r - st_t0) * st_ni + 1, st_sp + (st_r - st_t0) * st_ni + 1, st_ni - 2);")
    else:
        sys.exit("pass_edits_heat3d.py: stage-final=whole or stage-final=rows")
    return final_calls(text, head + body + "\n            }")


def drain_final(text, _):
    text = replace_once(text, "  ptrdiff_t per_row;\n};",
                        "  ptrdiff_t per_row;\n  double *dto;\n  const double *dfrom;\n  ptrdiff_t dleft, dper;\n};")
    text = replace_once(text, "      __builtin_prefetch(st_pf->at[st_g], 0, 2);\n  }\n}", """      __builtin_prefetch(st_pf->at[st_g], 0, 2);
  }
  if (st_pf->dleft > 0) {
    ptrdiff_t st_d = st_pf->dper;
    if (st_d < st_pf->dleft) st_d -= (ptrdiff_t)(((uintptr_t)(st_pf->dto + st_d) & 63) / sizeof(double));
    else st_d = st_pf->dleft;
    st_stream_f64(st_pf->dto, st_pf->dfrom, st_d);
    st_pf->dto += st_d; st_pf->dfrom += st_d; st_pf->dleft -= st_d;
  }
}
static inline void st_drain_all(struct heat3d_size1_TB_pf *st_pf) {
  if (st_pf->dleft > 0) st_stream_f64(st_pf->dto, st_pf->dfrom, st_pf->dleft);
  st_pf->dleft = 0;
}""")
    start, end = tile4(text)
    body = text[start:end]
    body = replace_once(body, "  struct heat3d_size1_TB_pf st_pf = {{0}, {0}, 0};",
                        "  struct heat3d_size1_TB_pf st_pf = {{0}, {0}, 0, 0, 0, 0, 0};\n  " + STAGE)
    body = replace_once(body, "            " + FINAL_CALL, """            if (st_m0 <= st_m1) {
              st_drain_all(&st_pf);
              double *st_sp = st_stage_mem[st_p & 1] - (st_m0 - st_t0) * st_ni;
              """ + COLUMNS + """
              """ + PLAIN_CALL + """
              st_pf.dto = st_out_u + (st_m0 - st_t0) * st_ni;
              st_pf.dfrom = st_sp + (st_m0 - st_t0) * st_ni;
              st_pf.dleft = (st_m1 - st_m0 + 1) * st_ni;
              st_pf.dper = st_pf.dleft * 5 / (4 * st_pf_rows) + 8;
            }""")
    last = body.rindex("  }\n}\n")
    body = body[:last] + "  }\n  st_drain_all(&st_pf);\n}\n" + body[last + len("  }\n}\n"):]
    return text[:start] + body + text[end:]


EDITS = {
    "no-copy-columns": no_copy_columns, "no-copy-apps": no_copy_apps, "no-copy-final": no_copy_final,
    "no-edges": no_edges, "no-final-writes": no_final_writes, "prefetch-columns": prefetch_columns,
    "prefetch-edges": prefetch_edges, "stream-edges": stream_edges, "stage-final": stage_final,
    "drain-final": drain_final,
}


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    path = sys.argv[1]
    text = open(path).read()
    for edit in sys.argv[2].split("+"):
        name, _, arg = edit.partition("=")
        if name not in EDITS:
            sys.exit(f"pass_edits_heat3d.py: no edit {name!r}\n{__doc__}")
        text = EDITS[name](text, arg)
    open(path, "w").write(text)


if __name__ == "__main__":
    main()
