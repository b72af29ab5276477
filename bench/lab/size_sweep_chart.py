#!/usr/bin/env python3
"""Chart and table of a size sweep (bench/lab/size_sweep_pct.sh): % of the roofline bound
against the grid size, per case, for the best of the searches' candidates at each size and
for each size's own default. Reads CASE.sweep.tsv, CASE.defaults.tsv and bounds.tsv in a
folder; writes sweep.svg there and prints a markdown table. Python's standard library only.

usage: bench/lab/size_sweep_chart.py FOLDER
"""
import csv
import os
import sys


def read(path):
    with open(path) as f:
        return list(csv.DictReader(f, delimiter="\t"))


def number(text):
    try:
        value = float(text)
    except (TypeError, ValueError):
        return None
    return value if value == value else None


def main(folder):
    bounds = {r["case"]: float(r["bound_gstencil"]) for r in read(os.path.join(folder, "bounds.tsv"))}
    series = {}  # case -> {"best": {size: pct}, "default": {size: pct}}
    for case, bound in bounds.items():
        best, default = {}, {}
        for r in read(os.path.join(folder, case + ".sweep.tsv")):
            g = number(r["gstencil"])
            if g is not None:
                s = int(r["size"])
                best[s] = max(best.get(s, 0.0), 100.0 * g / bound)
        for r in read(os.path.join(folder, case + ".defaults.tsv")):
            g = number(r["gstencil"])
            if g is not None:
                default[int(r["size"])] = 100.0 * g / bound
        series[case] = {"best": best, "default": default}

    sizes = sorted({s for v in series.values() for kind in v.values() for s in kind})
    print("| case | bound GStencil/s | " + " | ".join(str(s) for s in sizes) + " |")
    print("| --- | --- | " + " | ".join("---" for _ in sizes) + " |")
    for case, v in series.items():
        for kind in ("best", "default"):
            cells = ["%.0f" % v[kind][s] if s in v[kind] else "" for s in sizes]
            print("| %s %s | %.1f | %s |" % (case, kind, bounds[case], " | ".join(cells)))

    # The chart: one colour per case, solid for the best candidate, dashed for the default.
    w, h, left, right, top, bottom = 760, 420, 60, 170, 30, 50
    lo, hi = min(sizes), max(sizes)
    x = lambda s: left + (s - lo) * (w - left - right) / max(1, hi - lo)
    y = lambda p: top + (100 - p) * (h - top - bottom) / 100.0
    colours = ["#1f77b4", "#d62728", "#2ca02c", "#9467bd"]
    out = ['<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" font-family="sans-serif" font-size="12">' % (w, h),
           '<rect width="100%" height="100%" fill="white"/>']
    for p in range(0, 101, 10):
        out.append('<line x1="%d" x2="%d" y1="%.1f" y2="%.1f" stroke="%s"/>' % (left, w - right, y(p), y(p), "#999" if p == 100 else "#eee"))
        out.append('<text x="%d" y="%.1f" text-anchor="end">%d %%</text>' % (left - 6, y(p) + 4, p))
    out.append('<line x1="%d" x2="%d" y1="%.1f" y2="%.1f" stroke="#555" stroke-dasharray="2,3"/>' % (left, w - right, y(75), y(75)))
    out.append('<text x="%d" y="%.1f" fill="#555">target 75 %%</text>' % (left + 4, y(75) - 4))
    for s in sizes:
        if (s - lo) % 32 == 0:
            out.append('<text x="%.1f" y="%d" text-anchor="middle">%d</text>' % (x(s), h - bottom + 18, s))
    out.append('<text x="%d" y="%d" text-anchor="middle">grid size n (n x n x n)</text>' % ((left + w - right) // 2, h - 10))
    out.append('<text x="%d" y="18">%% of the roofline bound, H200</text>' % left)
    for i, (case, v) in enumerate(series.items()):
        colour = colours[i % len(colours)]
        for kind, dash in (("best", ""), ("default", ' stroke-dasharray="5,4"')):
            points = sorted(v[kind].items())
            if not points:
                continue
            path = " ".join("%.1f,%.1f" % (x(s), y(p)) for s, p in points)
            out.append('<polyline fill="none" stroke="%s" stroke-width="2"%s points="%s"/>' % (colour, dash, path))
            for s, p in points:
                out.append('<circle cx="%.1f" cy="%.1f" r="2.5" fill="%s"/>' % (x(s), y(p), colour))
        ly = top + 20 + 40 * i
        out.append('<line x1="%d" x2="%d" y1="%d" y2="%d" stroke="%s" stroke-width="2"/>' % (w - right + 10, w - right + 35, ly, ly, colour))
        out.append('<text x="%d" y="%d">%s best</text>' % (w - right + 40, ly + 4, case))
        out.append('<line x1="%d" x2="%d" y1="%d" y2="%d" stroke="%s" stroke-width="2" stroke-dasharray="5,4"/>' % (w - right + 10, w - right + 35, ly + 16, ly + 16, colour))
        out.append('<text x="%d" y="%d">%s default</text>' % (w - right + 40, ly + 20, case))
    out.append("</svg>")
    with open(os.path.join(folder, "sweep.svg"), "w") as f:
        f.write("\n".join(out) + "\n")


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    main(sys.argv[1])
