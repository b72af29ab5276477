#!/usr/bin/env python3
"""Medians of the lab's interleaved rounds (bench/lab/temporal_barriers.sh,
bench/lab/temporal_lab.sh). Reads ROUNDS ("variant round ms_per_step gstencils_per_step" a
line; other lines, such as "failed", are skipped) and prints "variant median_ms_per_step
median_gstencils_per_step" a variant, in the order first seen; with --range, also the
rounds' lowest and highest GStencil/s.
Usage: medians.py [--range] ROUNDS"""
import statistics
import sys

args = sys.argv[1:]
with_range = args[:1] == ["--range"]
rows = {}
for line in open(args[-1]):
    f = line.split()
    if len(f) == 4:
        rows.setdefault(f[0], []).append((float(f[2]), float(f[3])))
for v, xs in rows.items():
    text = "%s %.4f %.1f" % (v, statistics.median(x[0] for x in xs), statistics.median(x[1] for x in xs))
    if with_range:
        text += " min-max %.1f-%.1f" % (min(x[1] for x in xs), max(x[1] for x in xs))
    print(text)
