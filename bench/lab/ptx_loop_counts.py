#!/usr/bin/env python3
"""Counts the PTX instructions of the streaming loop of a CUDA temporal pass kernel.

Without a GPU or cuobjdump, the instruction count per plane is the proxy for the cost of a
pass (issue 24): the loop is the widest backward branch of the kernel's body (the loop
over the wave front st_q; the loops over a thread's columns are unrolled). Prints the
total, the groups below and, with --all, every opcode.

usage: bench/lab/ptx_loop_counts.py FILE.ptx KERNEL [--all]
  e.g. stenciltune stencils/timeloop/heat3d.f95 --emit=cuda --param BT=2 >h2.cu &&
       nvcc -arch=sm_90 -O3 -ptx h2.cu -o h2.ptx &&
       bench/lab/ptx_loop_counts.py h2.ptx st_heat3d_pass2
"""
import re
import sys
from collections import Counter

GROUPS = [
    ("64-bit integer", re.compile(r"^(add|sub|mul|mad|shl|shr|and|or|min|max|neg|rem|div)\.(lo\.|hi\.|wide\.)?[su]64$|^(mul|mad)\.(lo|hi)\.[su]64$")),
    ("64-bit compare", re.compile(r"^setp\.\w+\.[su]64$")),
    ("32-bit integer", re.compile(r"^(add|sub|mul|mad|shl|shr|and|or|min|max|neg|rem|div)(\.(lo|hi|wide))?\.[su]32$")),
    ("32-bit compare", re.compile(r"^setp\.\w+\.[su]32$")),
    ("predicate logic", re.compile(r"^(and|or|xor|not)\.pred$")),
    ("fp64 arithmetic", re.compile(r"^(add|sub|mul|fma|neg)(\.rn)?\.f64$")),
    ("shared loads", re.compile(r"^ld\.shared")),
    ("shared stores", re.compile(r"^st\.shared")),
    ("global loads", re.compile(r"^ld\.global")),
    ("global stores", re.compile(r"^st\.global")),
    ("barriers", re.compile(r"^(bar|barrier)\.")),
    ("branches", re.compile(r"^bra")),
    ("moves/conversions", re.compile(r"^(mov|cvt|cvta|selp)")),
]


def kernel_body(ptx: str, kernel: str) -> list[str]:
    # The entry, its name mangled as C++ (_Z15st_heat3d_pass2iii...) or not.
    m = re.search(r"\.entry\s+(_Z\d+)?" + re.escape(kernel) + r"\w*\(", ptx)
    if not m:
        sys.exit(f"ptx_loop_counts: no kernel {kernel}")
    start = m.start()
    brace = ptx.find("{", ptx.find(")", start))
    depth, i = 0, brace
    while True:
        if ptx[i] == "{":
            depth += 1
        elif ptx[i] == "}":
            depth -= 1
            if depth == 0:
                break
        i += 1
    return ptx[brace + 1 : i].splitlines()


def opcode(line: str):
    line = line.split("//")[0].strip()
    if not line or line.endswith(":") or line.startswith((".", "{", "}")):
        return None
    if line.startswith("@"):
        line = line.split(None, 1)[1]
    return line.split()[0].rstrip(";")


def main() -> None:
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    lines = kernel_body(open(sys.argv[1]).read(), sys.argv[2])
    labels = {}
    for n, line in enumerate(lines):
        m = re.match(r"^\s*(\$L\w+):", line)
        if m:
            labels[m.group(1)] = n
    loop = None  # (first line, last line) of the widest backward branch
    for n, line in enumerate(lines):
        m = re.search(r"\bbra(\.uni)?\s+(\$L\w+);", line)
        if m and labels.get(m.group(2), n + 1) <= n:
            span = (labels[m.group(2)], n)
            if loop is None or span[1] - span[0] > loop[1] - loop[0]:
                loop = span
    if loop is None:
        sys.exit("ptx_loop_counts: the kernel has no loop")
    ops = Counter(op for op in (opcode(l) for l in lines[loop[0] : loop[1] + 1]) if op)
    total = sum(ops.values())
    print(f"{sys.argv[2]}: {total} instructions in the streaming loop ({loop[1] - loop[0] + 1} PTX lines)")
    for name, pattern in GROUPS:
        print(f"  {name:18} {sum(c for op, c in ops.items() if pattern.match(op))}")
    if "--all" in sys.argv:
        for op, c in ops.most_common():
            print(f"    {op:24} {c}")


if __name__ == "__main__":
    main()
