#!/usr/bin/env python3
"""Checks a report folder as a reader would meet it: report.json against its schema and
against itself (every rate follows from the times, sizes and bound it states); every
chart is well-formed XML whose text labels do not overlap, and renders (rsvg-convert)
to a PNG that is not blank. Exit status 0 when all holds, 1 with the reasons otherwise.

usage: check_report.py OUT_DIR SCHEMA [--charts roofline.svg,stages.svg] [--png-dir DIR]
"""
import argparse
import json
import math
import os
import struct
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
import zlib

import jsonschema

SVG = "{http://www.w3.org/2000/svg}"
problems = []


def fail(message):
    problems.append(message)


def close(a, b, rel=1e-6):
    return abs(a - b) <= rel * max(abs(a), abs(b), 1e-300)


def check_json(report, schema):
    validator = jsonschema.Draft7Validator(schema)
    for error in sorted(validator.iter_errors(report), key=lambda e: list(e.path)):
        fail("report.json: %s: %s" % ("/".join(str(p) for p in error.path), error.message))
    if problems:
        return
    for k in report["kernels"]:
        points = 1
        for e in k["size"]:
            points *= e
        if not close(points, k["points"]):
            fail("%s: points %s, size gives %s" % (k["subroutine"], k["points"], points))
        b = k["intensity"]["bytes_per_point"]
        if b["naive"] != b["compulsory"] + b["write_allocate"] + b["capacity"]:
            fail("%s: naive bytes are not the sum of their parts" % k["subroutine"])
        flops = k["intensity"]["flops_per_point"]
        if not close(k["intensity"]["tuned"], flops / b["compulsory"]):
            fail("%s: tuned intensity is not flops / compulsory bytes" % k["subroutine"])
        bound = k["bound"]
        if bound:
            t = bound["tuned"]
            want = min(t["bandwidth_gbs"] / b["compulsory"], bound["peak_gflops"] / flops if flops else math.inf)
            if not close(t["gstencils"], want):
                fail("%s: tuned bound %s GStencil/s, min(bandwidth/bytes, peak/flops) is %s" % (k["subroutine"], t["gstencils"], want))
        per_call = k.get("per_call")
        if per_call:
            cpu, host, kernels = per_call["cpu_seconds"], per_call["host_entries_seconds"], per_call["kernels_seconds"]
            want = None if cpu is None else "cpu" if cpu < kernels else "cuda resident" if cpu < host else "cuda"
            if per_call["faster_once_per_step"] != want:
                fail("%s: faster_once_per_step %s, the times give %s" % (k["subroutine"], per_call["faster_once_per_step"], want))
        for s in k["stages"]:
            if not s["valid"]:
                continue
            g = points / s["seconds"] / 1e9
            if not close(s["gstencils"], g):
                fail("%s %s: %s GStencil/s, the time gives %s" % (k["subroutine"], s["stage"], s["gstencils"], g))
            if not close(s["gbytes_per_second"], g * b["compulsory"]):
                fail("%s %s: GB/s is not GStencil/s x compulsory bytes" % (k["subroutine"], s["stage"]))
            if bound and not close(s["percent_of_bound"], 100 * g / bound["tuned"]["gstencils"]):
                fail("%s %s: %% of bound is wrong" % (k["subroutine"], s["stage"]))


def text_boxes(root):
    """Boxes of the text elements, with a tight width estimate (0.5 em a character),
    so that only real overlaps are reported."""
    boxes = []
    for t in root.iter(SVG + "text"):
        content = "".join(t.itertext())
        size = float(t.get("font-size", "12"))
        x, y = float(t.get("x")), float(t.get("y"))
        w = 0.5 * size * len(content)
        anchor = t.get("text-anchor", "start")
        x0 = x - w if anchor == "end" else x - w / 2 if anchor == "middle" else x
        box = (x0, y - 0.72 * size, x0 + w, y + 0.2 * size)
        if "rotate(" in t.get("transform", ""):
            # Turned a quarter about (x, y): the box turns with it.
            box = (x - 0.72 * size, y - (box[2] - x), x + 0.2 * size, y + (x - box[0]))
        boxes.append((content, box))
    return boxes


def check_svg(path):
    try:
        root = ET.parse(path).getroot()
    except ET.ParseError as e:
        fail("%s: not well-formed XML: %s" % (path, e))
        return
    if root.tag != SVG + "svg":
        fail("%s: the root is %s, not svg" % (path, root.tag))
        return
    width, height = float(root.get("width")), float(root.get("height"))
    boxes = text_boxes(root)
    if len(boxes) < 5:
        fail("%s: only %d text labels" % (path, len(boxes)))
    for content, (x0, y0, x1, y1) in boxes:
        if x0 < -1 or y0 < -1 or x1 > width + 1 or y1 > height + 1:
            fail("%s: label %r runs off the picture" % (path, content))
    for i in range(len(boxes)):
        for j in range(i + 1, len(boxes)):
            a, b = boxes[i][1], boxes[j][1]
            if a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]:
                fail("%s: labels %r and %r overlap" % (path, boxes[i][0], boxes[j][0]))


def png_pixels(data):
    """(width, height, rows of RGBA bytes) of an 8-bit RGBA or RGB, non-interlaced PNG."""
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError("not a PNG")
    pos, idat, header = 8, b"", None
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        chunk = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", chunk)
        elif kind == b"IDAT":
            idat += chunk
        pos += 12 + length
    width, height, depth, colour, _, _, interlace = header
    if depth != 8 or colour not in (2, 6) or interlace:
        raise ValueError("PNG with depth %d, colour type %d, interlace %d" % (depth, colour, interlace))
    bpp = 4 if colour == 6 else 3
    raw = zlib.decompress(idat)
    stride = width * bpp
    rows, prev = [], bytearray(stride)
    for r in range(height):
        f = raw[r * (stride + 1)]
        line = bytearray(raw[r * (stride + 1) + 1:(r + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - bpp] if i >= bpp else 0
            b = prev[i]
            c = prev[i - bpp] if i >= bpp else 0
            if f == 1:
                line[i] = (line[i] + a) & 255
            elif f == 2:
                line[i] = (line[i] + b) & 255
            elif f == 3:
                line[i] = (line[i] + (a + b) // 2) & 255
            elif f == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(bytes(line))
        prev = line
    return width, height, bpp, rows


def check_render(svg, png):
    r = subprocess.run(["rsvg-convert", "-f", "png", "-o", png, svg], capture_output=True, text=True)
    if r.returncode != 0:
        fail("%s: rsvg-convert failed: %s" % (svg, r.stderr.strip()))
        return None
    width, height, bpp, rows = png_pixels(open(png, "rb").read())
    colours, inked = set(), 0
    for row in rows:
        for i in range(0, len(row), bpp):
            px = row[i:i + 3] if bpp == 3 or row[i + 3] == 255 else bytes((row[i], row[i + 1], row[i + 2], row[i + 3]))
            colours.add(px)
            if px[:3] != b"\xff\xff\xff" and (bpp == 3 or row[i + 3] > 0):
                inked += 1
    share = inked / float(width * height)
    if share < 0.02:
        fail("%s: renders nearly blank (%.2f %% of pixels inked)" % (svg, 100 * share))
    if len(colours) < 6:
        fail("%s: renders with only %d colours" % (svg, len(colours)))
    return "%s: %dx%d px, %.1f %% inked, %d colours" % (os.path.basename(svg), width, height, 100 * share, len(colours))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("out_dir")
    ap.add_argument("schema")
    ap.add_argument("--charts", default="roofline.svg,stages.svg")
    ap.add_argument("--png-dir", help="keep the rendered PNGs here")
    args = ap.parse_args()
    with open(os.path.join(args.out_dir, "report.json")) as f:
        report = json.load(f)
    with open(args.schema) as f:
        schema = json.load(f)
    check_json(report, schema)
    lines = []
    if args.png_dir:
        os.makedirs(args.png_dir, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        for chart in filter(None, args.charts.split(",")):
            svg = os.path.join(args.out_dir, chart)
            if not os.path.isfile(svg):
                fail("%s is missing" % svg)
                continue
            check_svg(svg)
            png = os.path.join(args.png_dir or tmp, chart[:-4] + ".png")
            line = check_render(svg, png)
            if line:
                lines.append(line)
    for line in lines:
        print(line)
    if problems:
        for p in problems:
            print("check_report: " + p, file=sys.stderr)
        return 1
    print("check_report: %s is valid" % args.out_dir)
    return 0


if __name__ == "__main__":
    sys.exit(main())
