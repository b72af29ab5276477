#!/usr/bin/env bash
# The pystencils peer of the benchmark runners (bench/pystencils_peer.py) on the CPU: each
# stencil's pystencils kernel, checked on a small grid against the NumPy reference before it
# is timed, gives a positive GStencil/s at the size asked for, in the stencil's own
# precision, with the check's error within its tolerance, on the small grid and on the last
# points of the timed one; a kernel that computes something else (a Laplacian whose x
# neighbours are both x+1) is refused with an error and no figure by either check, and the
# run exits 1; an unknown stencil or a malformed size is a usage error (exit 2).
# Skips (77) where the runners' Python does not import pystencils: it comes from PyPI into
# a venv (bench/README.md), not from Debian, so CI has none.
set -euo pipefail
src=$2 build=$3
work=$(realpath -m "$build/pystencils_peer")
rm -rf "$work" && mkdir -p "$work"
python=${BENCH_PYTHON:-python3}
[[ -z ${BENCH_PYTHON:-} && -x $src/.venv-bench/bin/python3 ]] && python=$src/.venv-bench/bin/python3
"$python" -c 'import pystencils' 2>/dev/null || { echo "SKIPPED: $python does not import pystencils (bench/README.md says how to install it)"; exit 77; }
# pystencils' JIT keeps its compiled modules under the user's cache: a private one here.
export XDG_CACHE_HOME=$work/cache
peer=$src/bench/pystencils_peer.py
fail() { echo "FAIL: $*"; cat "$work"/*.out "$work"/*.err 2>/dev/null; exit 1; }

status=0
"$python" "$peer" --target=cpu --repeats=2 "$work/ok.json" laplacian::20x18x16 gradient::12 box2d9::40x33 \
  >"$work/ok.out" 2>"$work/ok.err" || status=$?
((status == 0)) || fail "the peer exited $status"
python3 - "$work/ok.json" <<'PY' || fail "the peer's result is wrong"
import json, sys
runs = json.load(open(sys.argv[1]))
want = [("laplacian", "fp64", [20, 18, 16]), ("gradient", "fp64", [12, 12, 12]), ("box2d9", "fp32", [40, 33])]
assert [(r["stencil"], r["precision"], r["size"]) for r in runs] == want, runs
for r in runs:
    assert "error" not in r and r["gstencils"] > 0 and r["seconds"] > 0 and r["repeats"] == 2, r
    c = r["check"]
    assert 0 <= c["max_relative_error"] <= c["tolerance"] == (1e-12 if r["precision"] == "fp64" else 1e-5), r
    assert c["timed_grid"]["corner"] == [min(n, 8) for n in r["size"]], r
    assert 0 <= c["timed_grid"]["max_relative_error"] <= c["tolerance"], r
    assert r["threads"] >= 1 and r["pystencils"], r
PY
# Each line printed is the case's object, as the file has it.
[[ $(grep -c '"gstencils"' "$work/ok.out") == 3 ]] || fail "the peer did not print each case"

# A wrong kernel: the check on the small grid refuses it; and with that check skipped, the
# check of the timed grid's last points after timing still does.
for mode in small timed; do
  status=0
  "$python" - "$peer" "$work/wrong-$mode.json" "$mode" >"$work/wrong-$mode.out" 2>"$work/wrong-$mode.err" <<'PY' || status=$?
import importlib.util, sys
spec = importlib.util.spec_from_file_location("peer", sys.argv[1])
peer = importlib.util.module_from_spec(spec)
spec.loader.exec_module(peer)
def wrong(F, P):
    u = F["u"]
    return [peer.ps.Assignment(F["unext"].center, P["alpha"] * u[0, 0, 0] + P["beta"] * (
        u[1, 0, 0] + u[1, 0, 0] + u[0, -1, 0] + u[0, 1, 0] + u[0, 0, -1] + u[0, 0, 1]))]
peer.SUITE["laplacian"].form = wrong
if sys.argv[3] == "timed":
    peer.Kernel.check = lambda self: {}
sys.argv = ["pystencils_peer.py", "--target=cpu", "--repeats=1", sys.argv[2], "laplacian::8", "jacobi2d5::16"]
sys.exit(peer.main())
PY
  ((status == 1)) || fail "a wrong kernel ($mode) gave exit $status"
  python3 - "$work/wrong-$mode.json" <<'PY' || fail "the wrong kernel's result ($mode) is wrong"
import json, sys
bad, good = json.load(open(sys.argv[1]))
assert bad["stencil"] == "laplacian" and "gstencils" not in bad and "over the tolerance" in bad["error"], bad
assert good["stencil"] == "jacobi2d5" and good["gstencils"] > 0, good
PY
done

for args in "nope" "laplacian::12x12" "laplacian:fp16" "box2d9::0x4"; do
  status=0
  "$python" "$peer" --target=cpu "$work/bad.json" $args >"$work/bad.out" 2>"$work/bad.err" || status=$?
  ((status == 2)) || fail "'$args' gave exit $status"
  [[ ! -e $work/bad.json ]] || fail "'$args' wrote a result"
done
echo PASS
