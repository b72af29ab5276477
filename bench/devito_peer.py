"""Devito, a finite-difference DSL and compiler, as a peer of the CPU runner's time loops
(bench/timeloop.cases): each time loop written with Devito's own API (Grid, TimeFunction,
Constant, Eq over the grid's interior, Operator), compiled by Devito to OpenMP C, autotuned
by Devito and timed on the same machine in the same run as the tool's stages.

    python3 bench/devito_peer.py [--steps=N] [--repeats=N] [--options=NAME,...] OUT.json [CASE ...]
    python3 bench/devito_peer.py --list       (the time loops it has, one a line)

CASE is STENCIL[:PRECISION[:SIZE[:STEPS]]]: a time loop (heat3d, jacobi2d_copy, wave3d, or
with its folder, timeloop/heat3d), fp32, fp64 or native (the precision the .f95 is written
in, the default), the size as the tool's --size writes it (256x256x256; a single N means N
in every dimension; default 256^3 and 4096^2) and the steps of the Fortran time loop one
timed call runs (default --steps, 100). Without cases, every time loop it has.

The computation is the .f95's, not a look-alike: the same grid (the size binds the
subroutine's extents as the tool binds them: heat3d's and wave3d's nx, ny, nz are the whole
arrays with their fixed boundary planes, jacobi2d_copy's n, m the interior of arrays with a
halo of 1), the boundary values never written (each equation is over grid.interior), the
same coefficients as runtime Constants, and the same values after every step. The Fortran
index order is kept in memory: Devito's last dimension, its unit stride, is the .f95's first.
Devito's natural form of each loop replaces the .f95's extra grids by the time buffers of a
TimeFunction: heat3d's ping-pong u -> v -> u is a TimeFunction of two buffers advanced by
one sweep per Devito time step, so one step of the .f95 is TWO Devito time steps;
jacobi2d_copy's copy of unew into u and wave3d's rotation uprev = u, u = unext are the
modulo buffers of a TimeFunction (2 and 3 of them), one Devito step per .f95 step. The rate
is counted as the tool counts it, per step of the .f95's loop: the size's points (the
tool's, boundary included where the size includes it) times the .f95's steps over the
seconds of the Devito run that does those steps ("devito_time_steps" says how many).

Devito's own best CPU options: DEVITO_LANGUAGE=openmp, opt='advanced' in each of the
variants of OPTIONS (plain loop blocking, blocking of the innermost loop too, two-level
blocking, and the skewing of the space loops by time that Devito offers towards wavefront
temporal blocking), each autotuned with autotune='aggressive' (Devito's block shapes and
thread counts, on shadow copies of the data) at the size asked, then timed as the median of
--repeats calls of the whole time loop (time.perf_counter around Operator.apply, with the
autotuned block shapes and threads, autotuning off). The fastest variant is the figure;
every variant tried is in "variants". Devito compiles with its defaults for the compiler it
finds (gcc: -O3 -march=native -ffast-math -fopenmp).

Each variant's operator, the very one that is timed, is first run for a few steps on a small
odd grid of random values (non-cubic, so that a swapped axis shows) with Devito's default
block shapes and compared with a NumPy reference of the .f95's loop written with slices,
independently of the Devito form: every point of the arrays the .f95 leaves, boundary
included, within a tolerance of the precision. After timing, it runs again with the
autotuned block shapes and threads on a grid just larger than one block (so that a full
block and a remainder are computed) and is compared again. A variant whose check fails is
refused (an error, no figure); a case none of whose variants passes gets an error and no
figure: a peer that computes something else is not a peer.

Writes OUT.json, a list of one object per case: stencil, precision, size, steps,
gstencils (per .f95 step), seconds (one call of `steps` steps), spread, repeats,
devito_time_steps, counted (how the rate is counted), options (the winner's: opt, language,
autotuning and the tuned arguments), variants (each variant's gstencils or error), check
(the small grid's and the tuned one's largest error and the tolerance), devito (its
version), target, threads; or stencil, precision, size and error. Each object is also
printed as a line of JSON. Exit status 0 when every case has a figure, 1 when one has an
error, 2 for a usage error.
"""
import argparse
import json
import os
import re
import statistics
import sys
import time

# Devito reads its configuration when it is imported.
os.environ.setdefault("DEVITO_LANGUAGE", "openmp")
os.environ.setdefault("DEVITO_LOGGING", "WARNING")
try:
    import numpy as np
    import devito
    from devito import Constant, Eq, Grid, Operator, TimeFunction
except ImportError as e:  # the runner tests the import first; a direct call says what is missing
    sys.exit(f"bench/devito_peer.py: {e}; bench/README.md says how to install devito")

DEFAULT_SIZES = {3: 256, 2: 4096}
DEFAULT_STEPS = 100
# The checks: a small odd grid (the .f95's size arguments) and the .f95 steps it runs.
CHECK_SIZE = {3: (13, 11, 9), 2: (37, 29)}
CHECK_STEPS = 3

# Devito's CPU variants, each autotuned: name -> opt options (all of opt='advanced').
OPTIONS = {
    "advanced": {},
    "advanced+blockinner": {"blockinner": True},
    "advanced+blocklevels2": {"blocklevels": 2},
    "advanced+skewing": {"skewing": True, "blockinner": True},
}


class TimeLoop:
    """One .f95 time loop: its shape, its arrays, its Devito form (the right-hand side of u.forward,
    over the interior), the TimeFunction's buffers, and its NumPy reference."""

    def __init__(self, dims, native, arrays, params, halo_in_size, time_order, sweeps, form, load, unload, reference,
                 counted):
        self.dims, self.native, self.arrays, self.params = dims, native, arrays, params
        # The size binds the arrays' extents (False: the interior's, the arrays have a halo of 1).
        self.halo_in_size = halo_in_size
        self.time_order, self.sweeps = time_order, sweeps
        self.form, self.load, self.unload, self.reference = form, load, unload, reference
        self.counted = counted

    def array_shape(self, size):
        """The .f95 arrays' extents, Fortran order."""
        return tuple(size) if self.halo_in_size else tuple(n + 2 for n in size)

    def time_range(self, steps):
        """Devito's time_m and time_M for `steps` steps of the .f95's loop."""
        first = self.time_order - 1
        return first, first + steps * self.sweeps - 1


def shifted(f, d, s):
    return f.subs(d, d + s)


def neighbours(f, dims):
    """The sum of f's face neighbours, in the .f95's order (its first index is Devito's last
    dimension)."""
    total = 0
    for d in reversed(dims):
        total = total + shifted(f, d, -1) + shifted(f, d, 1)
    return total


# --- The Devito forms: u is the TimeFunction, P name -> Constant. -------------------------

def dv_heat3d(u, dims, P):
    return u + P["alpha"] * (neighbours(u, dims) - 6.0 * u)


def dv_jacobi2d_copy(u, dims, P):
    return 0.25 * neighbours(u, dims)


def dv_wave3d(u, dims, P):
    return 2.0 * u - u.backward + P["c2"] * (neighbours(u, dims) - 6.0 * u)


# --- The .f95 arrays into the TimeFunction's buffers and back (A: name -> Fortran-ordered
# array indexed as the .f95 indexes it; a buffer holds its transpose, the same memory order).

def load_heat3d(u, A):
    # Buffer 0 is u, buffer 1 is v: the boundary of each stays that grid's own.
    u.data[0] = A["u"].T
    u.data[1] = A["v"].T


def unload_heat3d(u, steps):
    # After 2 * steps sweeps the newest is in buffer 0 (u), the one before in buffer 1 (v).
    return {"u": np.asarray(u.data[0]).T, "v": np.asarray(u.data[1]).T}


def load_jacobi2d_copy(u, A):
    # The step reads u's boundary only, which it never writes: both buffers carry it.
    u.data[0] = A["u"].T
    u.data[1] = A["u"].T


def unload_jacobi2d_copy(u, steps):
    # u as the .f95 leaves it; unew's interior is u's, its boundary was never read.
    return {"u": np.asarray(u.data[steps % 2]).T}


def load_wave3d(u, A):
    # Time 0 is uprev, time 1 is u; every buffer carries u's boundary, the only one read
    # (uprev is read at the interior point only).
    first = A["u"].copy(order="F")
    first[interior(3)] = A["uprev"][interior(3)]
    u.data[0] = first.T
    u.data[1] = A["u"].T
    u.data[2] = A["u"].T


def unload_wave3d(u, steps):
    # After steps from time 1 the newest (u) is time steps + 1, uprev the one before.
    return {"u": np.asarray(u.data[(steps + 1) % 3]).T,
            "uprev": np.asarray(u.data[steps % 3]).T[interior(3)]}


# --- The NumPy references, the .f95's loops with slices on Fortran-ordered arrays. ----------

def interior(dims):
    return (slice(1, -1),) * dims


def np_face_sum(a):
    dims = a.ndim
    total = 0
    for d in range(dims):
        for s in (-1, 1):
            total = total + a[tuple(slice(1 + s, a.shape[e] - 1 + s) if e == d else slice(1, -1) for e in range(dims))]
    return total


def np_heat3d(A, P, steps):
    u, v = A["u"].astype(np.float64), A["v"].astype(np.float64)
    inner = interior(3)
    for _ in range(steps):
        v[inner] = u[inner] + P["alpha"] * (np_face_sum(u) - 6.0 * u[inner])
        u[inner] = v[inner] + P["alpha"] * (np_face_sum(v) - 6.0 * v[inner])
    return {"u": u, "v": v}


def np_jacobi2d_copy(A, P, steps):
    u, unew = A["u"].astype(np.float64), A["unew"].astype(np.float64)
    inner = interior(2)
    for _ in range(steps):
        unew[inner] = 0.25 * np_face_sum(u)
        u[inner] = unew[inner]
    return {"u": u}


def np_wave3d(A, P, steps):
    uprev, u, unext = (A[n].astype(np.float64) for n in ("uprev", "u", "unext"))
    inner = interior(3)
    for _ in range(steps):
        unext[inner] = 2.0 * u[inner] - uprev[inner] + P["c2"] * (np_face_sum(u) - 6.0 * u[inner])
        uprev[inner] = u[inner]
        u[inner] = unext[inner]
    return {"u": u, "uprev": uprev[inner]}


# The coefficients keep each loop stable (alpha <= 1/6, c2 <= 1/3) over many steps.
LOOPS = {
    "heat3d": TimeLoop(3, "fp64", ("u", "v"), {"alpha": 0.1}, True, 1, 2, dv_heat3d, load_heat3d, unload_heat3d, np_heat3d,
                       "one .f95 step is two sweeps (u -> v, v -> u), two Devito time steps of a TimeFunction of "
                       "two buffers; points nx*ny*nz times .f95 steps"),
    "jacobi2d_copy": TimeLoop(2, "fp32", ("u", "unew"), {}, False, 1, 1, dv_jacobi2d_copy, load_jacobi2d_copy, unload_jacobi2d_copy,
                              np_jacobi2d_copy,
                              "one .f95 step (the sweep into unew and the copy back) is one Devito time step of a "
                              "TimeFunction of two buffers, which replace the copy; points n*m times .f95 steps"),
    "wave3d": TimeLoop(3, "fp64", ("uprev", "u", "unext"), {"c2": 0.1}, True, 2, 1, dv_wave3d, load_wave3d, unload_wave3d, np_wave3d,
                       "one .f95 step (the update and the two copies that rotate uprev, u, unext) is one Devito "
                       "time step of a TimeFunction of three buffers; points nx*ny*nz times .f95 steps"),
}


def threads():
    """The threads an operator runs with unless autotuning chose others: OMP_NUM_THREADS, else
    the cores available to the process. Read before the first operator runs: with
    OMP_PROC_BIND set, OpenMP pins the process's own thread to one core when it starts."""
    env = os.environ.get("OMP_NUM_THREADS", "")
    if env.isdigit() and int(env) > 0:
        return int(env)
    return len(os.sched_getaffinity(0))


THREADS = threads()


def compiler():
    """The C compiler Devito runs, as its configuration names it."""
    c = devito.configuration["compiler"]
    return f"{getattr(c, 'cc', type(c).__name__)} {getattr(c, 'version', '')}".strip()


class Peer:
    """One time loop in one precision as a Devito Operator of one variant of OPTIONS."""

    def __init__(self, name, precision, variant):
        self.name, self.loop = name, LOOPS[name]
        self.dtype = np.float64 if precision == "fp64" else np.float32
        self.variant = variant
        self.constants = {p: Constant(name=p, dtype=self.dtype) for p in self.loop.params}
        # The Operator is built on a grid of the check's size; it runs on any TimeFunction of
        # the same name passed to apply (its extents are runtime arguments).
        self.u = self.function(CHECK_SIZE[self.loop.dims])
        grid = self.u.grid
        eq = Eq(self.u.forward, self.loop.form(self.u, grid.dimensions, self.constants), subdomain=grid.interior)
        self.op = Operator([eq], opt=("advanced", dict(OPTIONS[variant])))

    def function(self, size):
        """A TimeFunction for the .f95 arrays at `size`, Devito's dimensions reversed."""
        grid = Grid(shape=tuple(reversed(self.loop.array_shape(size))), dtype=self.dtype)
        return TimeFunction(name="u", grid=grid, space_order=1, time_order=self.loop.time_order)

    def arrays(self, size, rng):
        """The .f95's arrays, Fortran-ordered, random values in [0.5, 1.5)."""
        shape = self.loop.array_shape(size)
        return {n: np.asfortranarray(rng.random(shape) + 0.5, dtype=self.dtype) for n in self.loop.arrays}

    def apply(self, u, steps, **extra):
        time_m, time_M = self.loop.time_range(steps)
        return self.op.apply(u=u, time_m=time_m, time_M=time_M, **self.loop.params, **extra)

    def tolerance(self):
        return 1e-12 if self.dtype == np.float64 else 1e-5

    def check(self, size, steps, **extra):
        """Runs the operator for `steps` .f95 steps on arrays of `size` and compares every
        array the .f95 leaves with the NumPy reference; raises over the tolerance."""
        A = self.arrays(size, np.random.default_rng(1))
        u = self.function(size)
        self.loop.load(u, A)
        self.apply(u, steps, **extra)
        got = self.loop.unload(u, steps)
        want = self.loop.reference(A, self.loop.params, steps)
        worst = 0.0
        for name, w in want.items():
            scale = max(1.0, float(np.abs(w).max()))
            worst = max(worst, float(np.abs(got[name].astype(np.float64) - w).max()) / scale)
        if not worst <= self.tolerance():
            raise AssertionError(f"{self.variant}: largest relative error {worst:.3g} over the tolerance "
                                 f"{self.tolerance():g} after {steps} steps at {'x'.join(map(str, size))}")
        return {"size": list(size), "steps": steps, "max_relative_error": worst}

    def tuned_check_size(self, size, tuned):
        """A grid just larger than one autotuned block in each blocked dimension (a full
        block and a remainder), no larger than the timed one."""
        check = list(self.loop.array_shape(CHECK_SIZE[self.loop.dims]))
        names = [d.name for d in self.u.grid.dimensions]  # Devito's order: the .f95's reversed
        for key, block in tuned.items():
            m = re.fullmatch(r"([a-z])0_blk\d+_size", key)
            if m and m.group(1) in names:
                f = len(names) - 1 - names.index(m.group(1))  # the .f95's index
                check[f] = max(check[f], block + 2 + 3)
        full = self.loop.array_shape(size)
        arrays = [min(c, n) for c, n in zip(check, full)]
        return arrays if self.loop.halo_in_size else [n - 2 for n in arrays]

    def measure(self, size, steps, repeats):
        small = self.check(CHECK_SIZE[self.loop.dims], CHECK_STEPS)
        u = self.function(size)
        self.loop.load(u, self.arrays(size, np.random.default_rng(2)))
        # Devito's autotuner runs on shadow copies, then the whole loop runs (a warm-up).
        self.apply(u, steps, autotune=("aggressive", "preemptive"))
        tuned = {k: int(v) for k, v in ((self.op._state.get("autotuning") or [{}])[-1].get("tuned") or {}).items()}
        times = []
        for _ in range(repeats):
            t0 = time.perf_counter()
            self.apply(u, steps, **tuned)
            times.append(time.perf_counter() - t0)
        if not np.all(np.isfinite(u.data)):
            raise AssertionError(f"{self.variant}: the timed grid holds values that are not finite")
        check_size = self.tuned_check_size(size, tuned)
        large = self.check(check_size, CHECK_STEPS, **tuned)
        t = statistics.median(times)
        return {"seconds": t, "spread": (max(times) - min(times)) / t, "tuned": tuned,
                "check": {"small_grid": small, "tuned_grid": large, "tolerance": self.tolerance()}}


def parse_case(text, steps):
    parts = text.split(":")
    name = parts[0].split("/")[-1]
    if name not in LOOPS or len(parts) > 4 or "/" in parts[0] and parts[0] != f"timeloop/{name}":
        raise ValueError(f"'{text}': not STENCIL[:PRECISION[:SIZE[:STEPS]]] of a time loop ({', '.join(LOOPS)})")
    loop = LOOPS[name]
    precision = parts[1] if len(parts) > 1 and parts[1] else "native"
    precision = loop.native if precision == "native" else precision
    if precision not in ("fp32", "fp64"):
        raise ValueError(f"'{text}': the precision is fp32, fp64 or native")
    if len(parts) > 2 and parts[2]:
        dims = parts[2].split("x")
        if not all(d.isdigit() and int(d) > 2 for d in dims) or len(dims) not in (1, loop.dims):
            raise ValueError(f"'{text}': the size is N or {'x'.join(['N'] * loop.dims)}, each at least 3")
        size = [int(d) for d in dims] * (loop.dims if len(dims) == 1 else 1)
    else:
        size = [DEFAULT_SIZES[loop.dims]] * loop.dims
    if len(parts) > 3:
        if not parts[3].isdigit() or int(parts[3]) < 1:
            raise ValueError(f"'{text}': the steps are a whole number, at least 1")
        steps = int(parts[3])
    return name, precision, size, steps


def measure(name, precision, size, steps, repeats, variants):
    loop = LOOPS[name]
    tried, best = {}, None
    for variant in variants:
        try:
            peer = Peer(name, precision, variant)
            m = peer.measure(size, steps, repeats)
        except Exception as e:  # a variant Devito cannot build or that computes wrongly
            tried[variant] = {"error": f"{type(e).__name__}: {e}"[:300]}
            continue
        m["gstencils"] = float(np.prod(size)) * steps / m["seconds"] / 1e9
        tried[variant] = {"gstencils": m["gstencils"], "tuned": m["tuned"]}
        if best is None or m["gstencils"] > best[1]["gstencils"]:
            best = (variant, m)
    r = {"stencil": name, "precision": precision, "size": size, "steps": steps}
    if best is None:
        errors = "; ".join(v["error"] for v in tried.values())
        return {**r, "error": errors[:600], "variants": tried}
    variant, m = best
    return {**r, "gstencils": m["gstencils"], "seconds": m["seconds"], "spread": m["spread"], "repeats": repeats,
            "devito_time_steps": steps * loop.sweeps, "counted": loop.counted,
            "options": {"variant": variant, "opt": ["advanced", OPTIONS[variant]],
                        "language": devito.configuration["language"], "autotuning": "aggressive (preemptive)",
                        "tuned": m["tuned"]},
            "variants": tried, "check": m["check"], "devito": devito.__version__,
            "target": f"cpu ({devito.configuration['platform']}), {compiler()}", "threads": m["tuned"].get("nthreads", THREADS)}


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--steps", type=int, default=DEFAULT_STEPS, help="the .f95 steps of one timed call (default 100)")
    ap.add_argument("--repeats", type=int, default=3, help="timed calls per variant (default 3)")
    ap.add_argument("--options", default=",".join(OPTIONS),
                    help=f"the variants of Devito's options to try, comma-separated (default all: {', '.join(OPTIONS)})")
    ap.add_argument("--list", action="store_true", help="print the time loops this peer has, one a line, and exit")
    ap.add_argument("out", nargs="?")
    ap.add_argument("cases", nargs="*")
    a = ap.parse_args()
    if a.list:
        print("\n".join(LOOPS))
        return 0
    if a.out is None:
        ap.error("OUT.json is required")
    if a.repeats < 1 or a.steps < 1:
        ap.error("--repeats and --steps must be at least 1")
    variants = [v for v in a.options.split(",") if v]
    unknown = [v for v in variants if v not in OPTIONS]
    if unknown or not variants:
        ap.error(f"--options: {', '.join(unknown) or 'none given'}; the variants are {', '.join(OPTIONS)}")
    try:
        cases = [parse_case(c, a.steps) for c in a.cases or list(LOOPS)]
    except ValueError as e:
        print(f"bench/devito_peer.py: {e}", file=sys.stderr)
        return 2
    results = []
    for name, precision, size, steps in cases:
        try:
            r = measure(name, precision, size, steps, a.repeats, variants)
        except Exception as e:  # reported, not hidden
            r = {"stencil": name, "precision": precision, "size": size, "error": f"{type(e).__name__}: {e}"[:300]}
        print(json.dumps(r), flush=True)
        results.append(r)
    tmp = f"{a.out}.tmp{os.getpid()}"
    with open(tmp, "w") as f:
        json.dump(results, f, indent=1)
    os.replace(tmp, a.out)
    return 1 if any("error" in r for r in results) else 0


if __name__ == "__main__":
    sys.exit(main())
