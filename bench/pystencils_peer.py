"""pystencils, a stencil code generator, as a peer of both benchmark runners: the suite
stencils written with pystencils' own API (fields, assignments, create_kernel), compiled
by pystencils itself, OpenMP C for the CPU or CUDA through CuPy for the GPU, and timed on
the same machine in the same run as the tool's stages.

    python3 bench/pystencils_peer.py --target=cpu|gpu [--repeats=N] OUT.json [CASE ...]
    python3 bench/pystencils_peer.py --list       (the stencils it has, one a line)

CASE is STENCIL[:PRECISION[:SIZE]]: a suite stencil (laplacian, divergence, gradient,
box27, star13, star25_sp, jacobi2d5, box2d9, vardiff), fp32, fp64 or native (the precision
the stencil's .f95 is written in, the default), and the interior size as the tool's --size
writes it (256x256x256; a single N means N in every dimension). Without a size, the tool's
default sizes: 256^3 and 4096^2 on the CPU, 512^3 and 8192^2 on the GPU (bench/cuda.sh's).
Without cases, every suite stencil in its native precision (CPU) or in both (GPU).

Arrays are Fortran-ordered, indexed (x, y, z) as the .f95 files index them, x fastest, with
the stencil's halo; the kernel writes the interior. Coefficients the .f95 takes as arguments
are the kernel's runtime parameters, constants stay constants. The CPU kernel is pystencils'
OpenMP C with its own SIMD vectorizer where the CPU has AVX2 or AVX-512, one thread per core
available to the process (OMP_NUM_THREADS overrides), built by pystencils' JIT with its
default flags (-Ofast -march=...); it is timed as the median of N calls (time.perf_counter)
after three warm-up calls. The GPU kernel is pystencils' CUDA through CuPy with its default
indexing and block size, timed as the median of N CUDA-event-timed calls queued back to
back after warm-up, as bench/torch_compile.py times torch.compile.

Before timing, the very kernel that is timed runs once on a small grid of random values (an
odd, non-cubic interior, so that a swapped axis or a remainder loop shows) and is compared
with a NumPy reference written with slices, independently of the pystencils form: every
interior point within a tolerance of the precision, every halo point untouched. After
timing, the last 8 points of the timed grid in every dimension (where a launch grid or a
loop bound too small would leave them unwritten) are compared with the reference too. A
case whose check fails gets an "error" and no figure: a peer that computes something else
is not a peer.

Writes OUT.json, a list of one object per case: stencil, precision, size, gstencils,
seconds, spread, repeats, check (the small grid, the largest error, the tolerance, and
timed_grid: the corner checked after timing and its largest error),
pystencils (its version), target, and threads (CPU) or device (GPU); or stencil, precision
and error. Each object is also printed as a line of JSON as it is measured. Exit status 0
when every case has a figure, 1 when one has an error, 2 for a usage error.
"""
import argparse
import json
import os
import statistics
import sys
import time

try:
    import numpy as np
    import pystencils as ps
    import sympy as sp
except ImportError as e:  # the runners test the import first; a direct call says what is missing
    sys.exit(f"bench/pystencils_peer.py: {e}; bench/README.md says how to install pystencils")

DEFAULT_SIZES = {"cpu": {3: 256, 2: 4096}, "gpu": {3: 512, 2: 8192}}
CHECK_INTERIOR = {3: (13, 11, 9), 2: (37, 29)}


class Stencil:
    """One suite stencil: its shape, its precision as written, the coefficients it takes,
    its pystencils form and its NumPy reference."""

    def __init__(self, dims, halo, native, inputs, outputs, params, form, reference, bare_outputs=False):
        self.dims, self.halo, self.native = dims, halo, native
        self.inputs, self.outputs, self.params = inputs, outputs, params
        self.form, self.reference = form, reference
        # Outputs that cover the interior only (gradient's gx, gy, gz), not the halo too.
        self.bare_outputs = bare_outputs


# --- The pystencils forms: F is name -> field, P is name -> the coefficient's symbol. ------
# A field access f[dx, dy, dz] is relative to the point being written, as u(i+dx,j+dy,k+dz).

def faces(u, r):
    return sum((u[o] for d in range(3) for s in (-r, r) for o in [tuple(s if e == d else 0 for e in range(3))]),
               sp.Integer(0))


def ps_laplacian(F, P):
    u = F["u"]
    return [ps.Assignment(F["unext"].center, P["alpha"] * u[0, 0, 0] + P["beta"] * faces(u, 1))]


def ps_divergence(F, P):
    ux, uy, uz = F["ux"], F["uy"], F["uz"]
    return [ps.Assignment(F["div"].center, P["cx"] * (ux[1, 0, 0] - ux[-1, 0, 0]) + P["cy"] * (uy[0, 1, 0] - uy[0, -1, 0])
                          + P["cz"] * (uz[0, 0, 1] - uz[0, 0, -1]))]


def ps_gradient(F, P):
    u = F["u"]
    return [ps.Assignment(F["gx"].center, P["cx"] * (u[1, 0, 0] - u[-1, 0, 0])),
            ps.Assignment(F["gy"].center, P["cy"] * (u[0, 1, 0] - u[0, -1, 0])),
            ps.Assignment(F["gz"].center, P["cz"] * (u[0, 0, 1] - u[0, 0, -1]))]


def ps_box27(F, P):
    u = F["u"]
    offsets = [(i, j, k) for k in (-1, 0, 1) for j in (-1, 0, 1) for i in (-1, 0, 1)]
    by_class = [sum((u[o] for o in offsets if sum(map(abs, o)) == n), sp.Integer(0)) for n in range(4)]
    return [ps.Assignment(F["unew"].center, sum((P[f"c{n}"] * by_class[n] for n in range(4)), sp.Integer(0)))]


def ps_star13(F, P):
    u = F["u"]
    return [ps.Assignment(F["unew"].center, P["c0"] * u[0, 0, 0] + P["c1"] * faces(u, 1) + P["c2"] * faces(u, 2))]


def ps_star25_sp(F, P):
    u = F["u"]
    return [ps.Assignment(F["unew"].center, P["c0"] * u[0, 0, 0] + sum((P[f"c{r}"] * faces(u, r) for r in range(1, 5)),
                                                                       sp.Integer(0)))]


def ps_vardiff(F, P):
    a, u = F["a"], F["u"]

    def flux(d):
        e = tuple(1 if i == d else 0 for i in range(3))
        w = tuple(-x for x in e)
        return (a[e] + a[0, 0, 0]) * (u[e] - u[0, 0, 0]) - (a[0, 0, 0] + a[w]) * (u[0, 0, 0] - u[w])

    return [ps.Assignment(F["unew"].center, u[0, 0, 0] + sp.Rational(1, 2) * P["dt"] * (flux(0) + flux(1) + flux(2)))]


def ps_jacobi2d5(F, P):
    u = F["u"]
    return [ps.Assignment(F["unew"].center, sp.Rational(1, 4) * (u[-1, 0] + u[1, 0] + u[0, -1] + u[0, 1]))]


def ps_box2d9(F, P):
    u = F["u"]
    # r = 1.e-3 is a Fortran parameter of the default real kind: the single-precision
    # constant, as the tool's kernel has it.
    r = sp.Float(float(np.float32(1e-3)))
    return [ps.Assignment(F["unew"].center, u[0, 0] + r * ((u[-1, 0] + u[1, 0] + u[0, -1] + u[0, 1])
                                                           + sp.Rational(1, 4) * (u[-1, -1] + u[1, -1] + u[-1, 1] + u[1, 1])
                                                           - 5 * u[0, 0]))]


# --- The NumPy references, with slices: S(u, dx, dy, dz) is u(i+dx, j+dy, k+dz) over the
# interior of an array with a halo of h. ----------------------------------------------------

def slicer(h, n):
    def S(u, *o):
        o = tuple(o) + (0,) * (len(n) - len(o))
        return u[tuple(slice(h + d, h + d + m) for d, m in zip(o, n))]
    return S


def np_faces(S, u, r, dims=3):
    total = 0
    for d in range(dims):
        for s in (-r, r):
            total = total + S(u, *[s if e == d else 0 for e in range(dims)])
    return total


def np_laplacian(S, A, P):
    u = A["u"]
    return {"unext": P["alpha"] * S(u) + P["beta"] * np_faces(S, u, 1)}


def np_divergence(S, A, P):
    return {"div": P["cx"] * (S(A["ux"], 1) - S(A["ux"], -1)) + P["cy"] * (S(A["uy"], 0, 1) - S(A["uy"], 0, -1))
            + P["cz"] * (S(A["uz"], 0, 0, 1) - S(A["uz"], 0, 0, -1))}


def np_gradient(S, A, P):
    u = A["u"]
    return {"gx": P["cx"] * (S(u, 1) - S(u, -1)), "gy": P["cy"] * (S(u, 0, 1) - S(u, 0, -1)),
            "gz": P["cz"] * (S(u, 0, 0, 1) - S(u, 0, 0, -1))}


def np_box27(S, A, P):
    u = A["u"]
    faces_ = np_faces(S, u, 1)
    edges = (S(u, -1, -1) + S(u, 1, -1) + S(u, -1, 1) + S(u, 1, 1) + S(u, -1, 0, -1) + S(u, 1, 0, -1) + S(u, -1, 0, 1)
             + S(u, 1, 0, 1) + S(u, 0, -1, -1) + S(u, 0, 1, -1) + S(u, 0, -1, 1) + S(u, 0, 1, 1))
    corners = sum(S(u, i, j, k) for i in (-1, 1) for j in (-1, 1) for k in (-1, 1))
    return {"unew": P["c0"] * S(u) + P["c1"] * faces_ + P["c2"] * edges + P["c3"] * corners}


def np_star13(S, A, P):
    u = A["u"]
    return {"unew": P["c0"] * S(u) + P["c1"] * np_faces(S, u, 1) + P["c2"] * np_faces(S, u, 2)}


def np_star25_sp(S, A, P):
    u = A["u"]
    return {"unew": P["c0"] * S(u) + sum(P[f"c{r}"] * np_faces(S, u, r) for r in range(1, 5))}


def np_vardiff(S, A, P):
    a, u = A["a"], A["u"]
    fx = (S(a, 1) + S(a)) * (S(u, 1) - S(u)) - (S(a) + S(a, -1)) * (S(u) - S(u, -1))
    fy = (S(a, 0, 1) + S(a)) * (S(u, 0, 1) - S(u)) - (S(a) + S(a, 0, -1)) * (S(u) - S(u, 0, -1))
    fz = (S(a, 0, 0, 1) + S(a)) * (S(u, 0, 0, 1) - S(u)) - (S(a) + S(a, 0, 0, -1)) * (S(u) - S(u, 0, 0, -1))
    return {"unew": S(u) + 0.5 * P["dt"] * (fx + fy + fz)}


def np_jacobi2d5(S, A, P):
    u = A["u"]
    return {"unew": 0.25 * (S(u, -1) + S(u, 1) + S(u, 0, -1) + S(u, 0, 1))}


def np_box2d9(S, A, P):
    u = A["u"]
    r = float(np.float32(1e-3))  # the single-precision constant, as in ps_box2d9
    return {"unew": S(u) + r * ((S(u, -1) + S(u, 1) + S(u, 0, -1) + S(u, 0, 1))
                                 + 0.25 * (S(u, -1, -1) + S(u, 1, -1) + S(u, -1, 1) + S(u, 1, 1)) - 5.0 * S(u))}


# The coefficients are those of bench/torch_compile.py, where it has them.
SUITE = {
    "laplacian": Stencil(3, 1, "fp64", ["u"], ["unext"], {"alpha": 0.4, "beta": 0.1}, ps_laplacian, np_laplacian),
    "divergence": Stencil(3, 1, "fp64", ["ux", "uy", "uz"], ["div"], {"cx": 0.5, "cy": 0.5, "cz": 0.5}, ps_divergence,
                          np_divergence),
    "gradient": Stencil(3, 1, "fp64", ["u"], ["gx", "gy", "gz"], {"cx": 0.5, "cy": 0.5, "cz": 0.5}, ps_gradient,
                        np_gradient, bare_outputs=True),
    "box27": Stencil(3, 1, "fp64", ["u"], ["unew"], {"c0": 0.5, "c1": 0.1, "c2": 0.05, "c3": 0.01}, ps_box27, np_box27),
    "star13": Stencil(3, 2, "fp64", ["u"], ["unew"], {"c0": 0.5, "c1": 0.1, "c2": 0.05}, ps_star13, np_star13),
    "star25_sp": Stencil(3, 4, "fp32", ["u"], ["unew"], {"c0": 0.5, "c1": 0.1, "c2": 0.05, "c3": 0.02, "c4": 0.01},
                         ps_star25_sp, np_star25_sp),
    "vardiff": Stencil(3, 1, "fp64", ["a", "u"], ["unew"], {"dt": 0.1}, ps_vardiff, np_vardiff),
    "jacobi2d5": Stencil(2, 1, "fp64", ["u"], ["unew"], {}, ps_jacobi2d5, np_jacobi2d5),
    "box2d9": Stencil(2, 1, "fp32", ["u"], ["unew"], {}, ps_box2d9, np_box2d9),
}


def cpu_vector_target():
    """pystencils' SIMD target for this CPU, from /proc/cpuinfo's flags (pystencils asks
    py-cpuinfo, which would be one more package to carry)."""
    try:
        with open("/proc/cpuinfo") as f:
            flags = next((set(line.split(":", 1)[1].split()) for line in f if line.startswith("flags")), set())
    except OSError:
        flags = set()
    if "avx512f" in flags:
        return ps.Target.X86_AVX512
    if {"avx", "avx2"} <= flags:
        return ps.Target.X86_AVX
    return None


def threads():
    env = os.environ.get("OMP_NUM_THREADS", "")
    if env.isdigit() and int(env) > 0:
        return int(env)
    return len(os.sched_getaffinity(0))


class Backend:
    """Where the arrays live and how a kernel is built and timed."""

    def __init__(self, target):
        self.target = target
        if target == "gpu":
            import cupy
            self.xp = cupy
        else:
            self.xp = np

    def config(self, stencil, dtype):
        ghost = 0 if stencil.bare_outputs else stencil.halo
        if self.target == "gpu":
            return ps.CreateKernelConfig(target=ps.Target.CUDA, ghost_layers=ghost, default_dtype=dtype)
        vector = cpu_vector_target()
        cfg = ps.CreateKernelConfig(target=vector or ps.Target.GenericCPU, ghost_layers=ghost, default_dtype=dtype)
        cfg.cpu.openmp.enable = True
        cfg.cpu.openmp.num_threads = threads()
        if vector is not None:
            cfg.cpu.vectorize.enable = True
            cfg.cpu.vectorize.assume_inner_stride_one = True
        return cfg

    def to_device(self, a):
        return self.xp.asarray(a, order="F") if self.target == "gpu" else a

    def to_host(self, a):
        return a.get() if self.target == "gpu" else a

    def synchronize(self):
        if self.target == "gpu":
            self.xp.cuda.Device().synchronize()

    def time(self, call, repeats):
        for _ in range(3):
            call()
        self.synchronize()
        if self.target == "gpu":
            # Queued back to back, each call between its own events, read after the last (as
            # the tool's timer does): the host's launch gap between calls is not timed.
            events = [(self.xp.cuda.Event(), self.xp.cuda.Event()) for _ in range(repeats)]
            for a, b in events:
                a.record()
                call()
                b.record()
            events[-1][1].synchronize()
            return [self.xp.cuda.get_elapsed_time(a, b) * 1e-3 for a, b in events]
        times = []
        for _ in range(repeats):
            t0 = time.perf_counter()
            call()
            times.append(time.perf_counter() - t0)
        return times

    def device(self):
        if self.target != "gpu":
            return None
        props = self.xp.cuda.runtime.getDeviceProperties(self.xp.cuda.Device().id)
        name = props["name"]
        return name.decode() if isinstance(name, bytes) else name


class Kernel:
    """A stencil's pystencils kernel, compiled once, and the arrays it is called with."""

    def __init__(self, backend, stencil, precision):
        self.backend, self.stencil = backend, stencil
        self.dtype = "float64" if precision == "fp64" else "float32"
        names = stencil.inputs + stencil.outputs
        fields = ps.fields(f"{', '.join(names)}: {self.dtype}[{stencil.dims}D]", layout="fzyx")
        fields = fields if isinstance(fields, (list, tuple)) else [fields]
        F = dict(zip(names, fields))
        P = {name: sp.Symbol(name) for name in stencil.params}
        self.kernel = ps.create_kernel(stencil.form(F, P), backend.config(stencil, self.dtype))
        self.compiled = self.kernel.compile()

    def arrays(self, interior, rng):
        """Host arrays: inputs of random values in [0.5, 1.5) with the halo, outputs filled
        with a sentinel that the kernel must leave in the halo."""
        h = self.stencil.halo
        padded = tuple(n + 2 * h for n in interior)
        A = {name: np.asfortranarray(rng.random(padded) + 0.5, dtype=self.dtype) for name in self.stencil.inputs}
        shape = interior if self.stencil.bare_outputs else padded
        A.update({name: np.full(shape, -7.0, dtype=self.dtype, order="F") for name in self.stencil.outputs})
        return A

    def arguments(self, device_arrays):
        """The kernel's keyword arguments. Interior-only outputs (gradient) iterate over the
        interior with no ghost layers: their inputs are passed as the interior views of the
        haloed arrays, which the kernel's offsets reach past into the halo."""
        args = dict(device_arrays)
        if self.stencil.bare_outputs:
            h = self.stencil.halo
            for name in self.stencil.inputs:
                args[name] = args[name][tuple(slice(h, -h) for _ in range(self.stencil.dims))]
        args.update(self.stencil.params)
        return args

    def tolerance(self):
        return 1e-12 if self.dtype == "float64" else 1e-5

    def compare(self, got, inputs, interior):
        """The largest error of the outputs' interiors against the NumPy reference over
        inputs (host arrays with the halo, of the given interior), relative to the largest
        value where that exceeds 1; raises where it is over the tolerance."""
        S = slicer(self.stencil.halo, interior)
        want = self.stencil.reference(S, {n: inputs[n].astype(np.float64) for n in self.stencil.inputs},
                                      self.stencil.params)
        worst = 0.0
        for name in self.stencil.outputs:
            scale = max(1.0, float(np.abs(want[name]).max()))
            worst = max(worst, float(np.abs(got[name].astype(np.float64) - want[name]).max()) / scale)
        if not worst <= self.tolerance():
            raise AssertionError(f"largest relative error {worst:.3g} over the tolerance {self.tolerance():g}")
        return worst

    def check(self):
        """Runs the compiled kernel on a small grid and compares it with the NumPy reference;
        the outputs' halo must still hold what it held."""
        interior = CHECK_INTERIOR[self.stencil.dims]
        A = self.arrays(interior, np.random.default_rng(1))
        D = {name: self.backend.to_device(a) for name, a in A.items()}
        # pystencils' CuPy wrapper caches each call's launch by the id() of its arguments:
        # kept alive, the small grid's arrays cannot lend their ids to the timed ones, which
        # would then be launched with the small grid's pointers and sizes.
        self.check_arguments = self.arguments(D)
        self.compiled(**self.check_arguments)
        self.backend.synchronize()
        S = slicer(self.stencil.halo, interior)
        got = {}
        for name in self.stencil.outputs:
            out = self.backend.to_host(D[name])
            got[name] = out if self.stencil.bare_outputs else S(out)
            if not self.stencil.bare_outputs:
                halo = out.copy()
                S(halo)[...] = -7.0
                if not np.all(halo == -7.0):
                    raise AssertionError(f"{name}: the kernel wrote into the halo")
        worst = self.compare(got, A, interior)
        return {"interior": list(interior), "max_relative_error": worst, "tolerance": self.tolerance()}

    def check_corner(self, A, D, size):
        """After timing, the last points of the timed grid in every dimension (where a launch
        grid or a loop bound too small would leave them unwritten) against the reference."""
        h = self.stencil.halo
        corner = [min(n, 8) for n in size]
        inputs = {n: A[n][tuple(slice(N - k, None) for N, k in zip(size, corner))] for n in self.stencil.inputs}
        lo = 0 if self.stencil.bare_outputs else h
        got = {n: self.backend.to_host(D[n][tuple(slice(lo + N - k, lo + N) for N, k in zip(size, corner))])
               for n in self.stencil.outputs}
        return {"corner": corner, "max_relative_error": self.compare(got, inputs, corner)}


def parse_case(text, target):
    parts = text.split(":")
    name = parts[0]
    if name not in SUITE or len(parts) > 3:
        raise ValueError(f"'{text}': not STENCIL[:PRECISION[:SIZE]] of a suite stencil ({', '.join(SUITE)})")
    stencil = SUITE[name]
    precision = parts[1] if len(parts) > 1 and parts[1] else "native"
    precision = stencil.native if precision == "native" else precision
    if precision not in ("fp32", "fp64"):
        raise ValueError(f"'{text}': the precision is fp32, fp64 or native")
    if len(parts) > 2:
        dims = parts[2].split("x")
        if not all(d.isdigit() and int(d) > 0 for d in dims) or len(dims) not in (1, stencil.dims):
            raise ValueError(f"'{text}': the size is N or {'x'.join(['N'] * stencil.dims)}")
        size = [int(d) for d in dims] * (stencil.dims if len(dims) == 1 else 1)
    else:
        size = [DEFAULT_SIZES[target][stencil.dims]] * stencil.dims
    return name, precision, size


def measure(backend, name, precision, size, repeats):
    stencil = SUITE[name]
    kernel = Kernel(backend, stencil, precision)
    check = kernel.check()
    A = kernel.arrays(size, np.random.default_rng(2))
    D = {n: backend.to_device(a) for n, a in A.items()}
    args = kernel.arguments(D)
    times = backend.time(lambda: kernel.compiled(**args), repeats)
    check["timed_grid"] = kernel.check_corner(A, D, size)
    t = statistics.median(times)
    r = {"stencil": name, "precision": precision, "size": size, "seconds": t,
         "gstencils": float(np.prod(size)) / t / 1e9, "spread": (max(times) - min(times)) / t, "repeats": repeats,
         "check": check, "pystencils": ps.__version__, "target": str(kernel.kernel.target.name)}
    if backend.target == "gpu":
        r["device"] = backend.device()
    else:
        r["threads"] = threads()
    return r


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--target", choices=("cpu", "gpu"))
    ap.add_argument("--repeats", type=int, default=20, help="timed calls per case (default 20)")
    ap.add_argument("--list", action="store_true", help="print the stencils this peer has, one a line, and exit")
    ap.add_argument("out", nargs="?")
    ap.add_argument("cases", nargs="*")
    a = ap.parse_args()
    if a.list:
        print("\n".join(SUITE))
        return 0
    if a.target is None or a.out is None:
        ap.error("--target and OUT.json are required")
    if a.repeats < 1:
        ap.error("--repeats must be at least 1")
    default = [f"{n}:{p}" for n in SUITE for p in (("fp64", "fp32") if a.target == "gpu" else ("native",))]
    try:
        cases = [parse_case(c, a.target) for c in a.cases or default]
    except ValueError as e:
        print(f"bench/pystencils_peer.py: {e}", file=sys.stderr)
        return 2
    backend = Backend(a.target)
    results = []
    for name, precision, size in cases:
        try:
            r = measure(backend, name, precision, size, a.repeats)
        except Exception as e:  # a failure, the check's included, is reported, not hidden
            r = {"stencil": name, "precision": precision, "size": size, "error": f"{type(e).__name__}: {e}"[:300]}
        print(json.dumps(r), flush=True)
        results.append(r)
        if a.target == "gpu":
            backend.xp.get_default_memory_pool().free_all_blocks()
    tmp = f"{a.out}.tmp{os.getpid()}"
    with open(tmp, "w") as f:
        json.dump(results, f, indent=1)
    os.replace(tmp, a.out)
    return 1 if any("error" in r for r in results) else 0


if __name__ == "__main__":
    sys.exit(main())
