#!/usr/bin/env python3
"""The Himeno Jacobi sweep's figures agree with its 14 fp32 streams (13 read, 1 written):
report.json's bytes per point and stream mix, a bound from the 13R1W ceiling that the
cached ceilings hold, every timed stage's GB/s = 56 bytes x points per second, and
report.md's Table I, bound and stages. No figure is compared with a speed.
usage: check_himeno.py OUT_DIR CEILINGS_JSON"""
import json
import sys

out, ceilings_file = sys.argv[1], sys.argv[2]
report, ceilings = json.load(open(out + "/report.json")), json.load(open(ceilings_file))
k = report["kernels"][0]
assert k["stream_mix"] == "13R1W", k["stream_mix"]
b = k["intensity"]["bytes_per_point"]
assert b["compulsory"] == 56, b
mixes = [c for c in ceilings["bandwidth"] if c["kernel"] == "mix" and (c["reads"], c["writes"]) == (13, 1)]
assert mixes, "the cached ceilings lack the 13R1W mix"
bound = k["bound"]
assert bound is not None, k.get("no_bound_reason")
tuned = bound["tuned"]
assert tuned["bandwidth_from"].startswith("mix 13R1W"), tuned
if tuned["memory_bound"]:
    assert abs(tuned["gstencils"] * 56 - tuned["bandwidth_gbs"]) <= 1e-9 * tuned["bandwidth_gbs"], tuned
timed = [s for s in k["stages"] if s["valid"]]
assert timed, "no stage was timed"
for s in timed:
    want = 56 * k["points"] / s["seconds"] / 1e9
    assert abs(s["gbytes_per_second"] - want) <= 1e-9 * want, (s, want)

md = open(out + "/report.md").read()
for row in ["| memory streams (a grid read or written; each constant index of an array its own grid) | 13R1W |",
            "| compulsory bytes (each grid read once, written once) | 56 |",
            "with the stream mix 13R1W:",
            "GB/s counts the compulsory bytes (56 per point)"]:
    assert row in md, "report.md lacks: " + row
print("himeno: 13R1W, 56 bytes per point, in the bound and the report")
