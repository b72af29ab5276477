#!/usr/bin/env bash
# The Devito peer of the CPU runner's time loops (bench/devito_peer.py): each time loop's
# Devito operator, checked against the NumPy reference of the .f95's loop before it is
# timed and again with its autotuned block shapes after, gives a positive GStencil/s per
# step of the .f95 at the size and steps asked for, with the check's error within its
# tolerance and the options that won; a Devito form that computes something else (heat3d
# whose x neighbours are both x+1) is refused with an error and no figure, and the run exits
# 1; an unknown loop, a malformed size or an unknown variant of Devito's options is a usage
# error (exit 2). Skips (77) where the runners' Python does not import devito: it comes from
# PyPI into a venv (bench/README.md), not from Debian, so CI has none.
set -euo pipefail
src=$2 build=$3
work=$(realpath -m "$build/devito_peer")
rm -rf "$work" && mkdir -p "$work"
python=${BENCH_PYTHON:-python3}
[[ -z ${BENCH_PYTHON:-} && -x $src/.venv-bench/bin/python3 ]] && python=$src/.venv-bench/bin/python3
"$python" -c 'import devito' 2>/dev/null || { echo "SKIPPED: $python does not import devito (bench/README.md says how to install it)"; exit 77; }
# Devito's JIT keeps its compiled operators in a cache: a private one here.
export TMPDIR=$work
peer=$src/bench/devito_peer.py
fail() { echo "FAIL: $*"; cat "$work"/*.out "$work"/*.err 2>/dev/null; exit 1; }

# One variant of the options keeps it short; heat3d in the .f95's folder, as the runner names it.
status=0
"$python" "$peer" --steps=4 --repeats=1 --options=advanced "$work/ok.json" timeloop/heat3d::20x18x16 \
  jacobi2d_copy::40x33:3 >"$work/ok.out" 2>"$work/ok.err" || status=$?
((status == 0)) || fail "the peer exited $status"
python3 - "$work/ok.json" <<'PY' || fail "the peer's result is wrong"
import json, sys
runs = json.load(open(sys.argv[1]))
want = [("heat3d", "fp64", [20, 18, 16], 4, 8), ("jacobi2d_copy", "fp32", [40, 33], 3, 3)]
assert [(r["stencil"], r["precision"], r["size"], r["steps"], r.get("devito_time_steps")) for r in runs] == want, runs
for r in runs:
    assert "error" not in r and r["gstencils"] > 0 and r["seconds"] > 0 and r["repeats"] == 1, r
    assert abs(r["gstencils"] - r["size"][0] * r["size"][1] * (r["size"][2:] or [1])[0] * r["steps"] / r["seconds"] / 1e9) < 1e-9 * r["gstencils"], r
    c = r["check"]
    assert c["tolerance"] == (1e-12 if r["precision"] == "fp64" else 1e-5), r
    for grid in ("small_grid", "tuned_grid"):
        assert 0 <= c[grid]["max_relative_error"] <= c["tolerance"] and c[grid]["steps"] == 3, r
    assert r["options"]["variant"] == "advanced" and r["options"]["language"] == "openmp", r
    assert list(r["variants"]) == ["advanced"] and r["devito"] and r["threads"] >= 1 and r["counted"], r
PY
[[ $(grep -c '"gstencils"' "$work/ok.out") == 2 ]] || fail "the peer did not print each case"

# A wrong form of heat3d: the check refuses it; jacobi2d_copy after it still has its figure.
status=0
"$python" - "$peer" "$work/wrong.json" >"$work/wrong.out" 2>"$work/wrong.err" <<'PY' || status=$?
import importlib.util, sys
spec = importlib.util.spec_from_file_location("peer", sys.argv[1])
peer = importlib.util.module_from_spec(spec)
spec.loader.exec_module(peer)
def wrong(u, dims, P):
    x = dims[0]
    return u + P["alpha"] * (peer.neighbours(u, dims) - peer.shifted(u, x, -1) + peer.shifted(u, x, 1) - 6.0 * u)
peer.LOOPS["heat3d"].form = wrong
sys.argv = ["devito_peer.py", "--steps=2", "--repeats=1", "--options=advanced", sys.argv[2], "heat3d::12", "jacobi2d_copy::16"]
sys.exit(peer.main())
PY
((status == 1)) || fail "a wrong form gave exit $status"
python3 - "$work/wrong.json" <<'PY' || fail "the wrong form's result is wrong"
import json, sys
bad, good = json.load(open(sys.argv[1]))
assert bad["stencil"] == "heat3d" and "gstencils" not in bad and "over the tolerance" in bad["error"], bad
assert "over the tolerance" in bad["variants"]["advanced"]["error"], bad
assert good["stencil"] == "jacobi2d_copy" and good["gstencils"] > 0, good
PY

for args in "nope" "heat3d::12x12" "heat3d:fp16" "jacobi2d_copy::0x4" "heat3d:::0" "corpus/heat3d" "--options=fastest heat3d::8"; do
  status=0
  "$python" "$peer" "$work/bad.json" $args >"$work/bad.out" 2>"$work/bad.err" || status=$?
  ((status == 2)) || fail "'$args' gave exit $status"
  [[ ! -e $work/bad.json ]] || fail "'$args' wrote a result"
done
echo PASS
