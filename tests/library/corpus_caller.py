#!/usr/bin/env python3
"""Writes, for every subroutine of one corpus kernel (stencils/corpus/), a Fortran main
program that calls it by its own name, as a user's program would: the same program is
linked once with the original source and once with the tuned library (through its
pkg-config file), and the two outputs are compared by `compare`.

The program knows nothing of stenciltune: the dummies, their order, types and shapes come
from the kernel's own declarations, read here with a small reader of the corpus' subset
(free form, `type[, attributes] [::] entities`, Fortran-77 `REAL*8` and DIMENSION
statements, `&` continuations, `!` comments, modules whose integer parameters name kinds;
a subroutine of a module is called after `use MODULE, only: NAME`). Integer dummies are the sizes, given small
odd values unlike the tuned size; real scalars get fixed values; arrays get random data
from a fixed seed. The program prints every element of every array after the call, each
array after a line `array NAME KIND`.

usage: corpus_caller.py write KERNEL.f95 OUTDIR   prints the subroutine names, one a line,
                                                  and writes OUTDIR/caller_NAME.f90 for each
       corpus_caller.py compare REF.txt LIB.txt   exit 1 where an array differs by more
                                                  than its kind's tolerance, relative to the
                                                  largest magnitude in the reference's array
"""
import re
import sys

SIZES = [13, 11, 7]  # odd, different in every dimension, not the tuned size
TOLERANCE = {4: 2e-5, 8: 1e-12}


def statements(text):
    """The file's statements, lower-cased, comments dropped and continuations joined."""
    lines = [line.split("!", 1)[0].rstrip() for line in text.lower().splitlines()]
    joined, pending = [], ""
    for line in lines:
        part = line.strip()
        if pending and part.startswith("&"):
            part = part[1:]
        if part.endswith("&"):
            pending += part[:-1] + " "
            continue
        joined.append(pending + part)
        pending = ""
    return [s.strip() for line in joined for s in line.split(";") if s.strip()]


def split_top(text):
    """Splits at the commas outside parentheses."""
    parts, depth, start = [], 0, 0
    for i, c in enumerate(text):
        depth += c == "("
        depth -= c == ")"
        if c == "," and depth == 0:
            parts.append(text[start:i].strip())
            start = i + 1
    parts.append(text[start:].strip())
    return [p for p in parts if p]


def entity(text):
    """name, shape text (or None) of `name(shape)`, `name` or `name = value`."""
    m = re.match(r"([a-z][a-z0-9_]*)\s*(\((.*)\))?\s*(=.*)?$", text)
    if not m:
        raise SystemExit(f"corpus_caller.py: cannot read the declaration entity '{text}'")
    return m.group(1), m.group(3)


TYPE = re.compile(r"^(integer|double\s*precision|real)\s*(\*\s*(\d+)|\(\s*(kind\s*=\s*)?([a-z0-9_]+)\s*\))?\s*(.*)$")


def kind_value(text):
    """The value of a module's integer parameter that names a kind: a literal,
    kind(1.0d0) or kind(1.0), selected_real_kind(p[, r]); None for anything else."""
    text = text.replace(" ", "")
    if text.isdigit():
        return int(text)
    if re.match(r"^kind\(1\.0*d0*\)$", text):
        return 8
    if re.match(r"^kind\(1\.0*\)$", text):
        return 4
    m = re.match(r"^selected_real_kind\((\d+)", text)
    if m:
        return 8 if int(m.group(1)) > 6 else 4
    return None


def read_subroutines(text):
    """The subroutines, each with its module ("module": None for an external one); a
    module's integer parameters stand for kinds in its subroutines' declarations."""
    subs, current, module, kinds = [], None, None, {}
    for s in statements(text):
        opened = re.match(r"^module\s+([a-z][a-z0-9_]*)$", s)
        if opened and current is None:
            module = opened.group(1)
            continue
        if current is None and module and re.match(r"^(end(\s*module.*)?|endmodule.*)$", s):
            module = None
            continue
        head = re.match(r"^subroutine\s+([a-z][a-z0-9_]*)\s*(\((.*)\))?$", s)
        if head:
            current = {"name": head.group(1), "dummies": split_top(head.group(3) or ""), "types": {}, "shapes": {},
                       "module": module}
            subs.append(current)
            continue
        if current is None:
            if module and re.match(r"^integer\s*,\s*parameter\s*::", s):
                for e in split_top(s.split("::", 1)[1]):
                    name, _, value = e.partition("=")
                    if kind_value(value) is not None:
                        kinds[name.strip()] = kind_value(value)
            continue
        if re.match(r"^end(\s*subroutine.*)?$", s) or s.startswith("endsubroutine"):
            current = None
            continue
        dim = re.match(r"^dimension\s*(::)?\s*([a-z].*)$", s)
        if dim:
            for e in split_top(dim.group(2)):
                name, shape = entity(e)
                current["shapes"][name] = shape
            continue
        typed = TYPE.match(s)
        if not typed or re.match(r"^(integer|real|double)[a-z0-9_]*\s*=", s):
            continue
        base = typed.group(1)
        named = typed.group(3) or typed.group(5)
        if named and not named.isdigit():
            if named not in kinds:
                raise SystemExit(f"corpus_caller.py: kind '{named}' is not a module parameter read here")
            named = kinds[named]
        kind = int(named or (8 if base.startswith("double") else 4))
        rest = typed.group(6)
        attrs, entities = "", rest
        if "::" in rest:
            attrs, entities = rest.split("::", 1)
        if "parameter" in attrs:
            continue
        shape_attr = re.search(r"dimension\s*\((.*)\)", attrs)
        for e in split_top(entities):
            name, shape = entity(e)
            current["types"][name] = ("integer" if base == "integer" else "real", kind)
            shape = shape or (shape_attr.group(1) if shape_attr else None)
            if shape:
                current["shapes"][name] = shape
    return subs


def implicit_type(name):
    return ("integer", 4) if "i" <= name[0] <= "n" else ("real", 4)


def write_caller(sub, out):
    name = sub["name"]
    lines = [f"! Generated by tests/library/corpus_caller.py: calls {name} as a user's program does.",
             f"program caller_{name}"]
    if sub["module"]:
        lines.append(f"  use {sub['module']}, only: {name}")
    lines.append("  implicit none")
    sizes, arrays, body = iter(SIZES), [], []
    for d in sub["dummies"]:
        base, kind = sub["types"].get(d) or implicit_type(d)
        shape = sub["shapes"].get(d)
        if shape:
            lines.append(f"  real({kind}) :: {d}({shape})")
            arrays.append((d, kind))
        elif base == "integer":
            lines.append(f"  integer, parameter :: {d} = {next(sizes)}")
        else:
            lines.append(f"  real({kind}) :: {d}")
            body.append(f"  {d} = {0.11 + 0.07 * len(body):.2f}_{kind}")
    lines += ["  integer :: zz_seed_size", "  integer, allocatable :: zz_seed(:)",
              "  call random_seed(size=zz_seed_size)", "  allocate(zz_seed(zz_seed_size))",
              "  zz_seed = 20261124", "  call random_seed(put=zz_seed)"]
    lines += body
    lines += [f"  call random_number({a})" for a, _ in arrays]
    lines.append(f"  call {name}({', '.join(sub['dummies'])})")
    for a, kind in arrays:
        lines += [f"  write (*, '(a)') 'array {a} {kind}'", f"  write (*, '(es26.17e3)') {a}"]
    lines += [f"end program caller_{name}", ""]
    open(f"{out}/caller_{name}.f90", "w").write("\n".join(lines))


def read_output(path):
    arrays, current = {}, None
    for line in open(path):
        if line.startswith("array "):
            _, name, kind = line.split()
            current = arrays.setdefault(name, (int(kind), []))[1]
        elif line.strip():
            current.append(float(line))
    return arrays


def compare(ref_path, lib_path):
    ref, lib = read_output(ref_path), read_output(lib_path)
    if not ref or sorted(ref) != sorted(lib):
        print(f"the outputs hold different arrays: {sorted(ref)} and {sorted(lib)}")
        return 1
    bad = 0
    for name, (kind, want) in ref.items():
        got = lib[name][1]
        if len(got) != len(want):
            print(f"{name}: {len(got)} values, the original printed {len(want)}")
            bad += 1
            continue
        scale = max(max(abs(v) for v in want), 1e-300)
        worst = max(abs(g - w) for g, w in zip(got, want)) / scale
        ok = worst <= TOLERANCE[kind]  # false for a NaN as well
        print(f"  {name}: worst relative difference {worst:.3e}{'' if ok else ' (over ' + str(TOLERANCE[kind]) + ')'}")
        bad += not ok
    return 1 if bad else 0


def main():
    if len(sys.argv) == 4 and sys.argv[1] == "write":
        subs = read_subroutines(open(sys.argv[2]).read())
        if not subs:
            raise SystemExit(f"corpus_caller.py: no subroutine in {sys.argv[2]}")
        for sub in subs:
            write_caller(sub, sys.argv[3])
            print(sub["name"])
        return 0
    if len(sys.argv) == 4 and sys.argv[1] == "compare":
        return compare(sys.argv[2], sys.argv[3])
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main())
