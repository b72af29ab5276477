#!/usr/bin/env bash
# On a GPU: the pystencils peer of bench/cuda.sh (bench/pystencils_peer.py --target=gpu).
# Every suite stencil in both precisions, compiled by pystencils to CUDA and run through
# CuPy, passes the peer's check against the NumPy reference on a small grid and gives a
# positive GStencil/s at a small size, measured on the GPU it names.
# Skips (77) where there is no usable NVIDIA GPU, or where the runners' Python does not
# import pystencils and CuPy (bench/README.md says how the wheels travel to the GPU machine).
set -euo pipefail
src=$2 build=$3
source "$(dirname "$0")/common.sh"
python=${BENCH_PYTHON:-python3}
[[ -z ${BENCH_PYTHON:-} && -x $src/.venv-bench/bin/python3 ]] && python=$src/.venv-bench/bin/python3
"$python" -c 'import pystencils, cupy' 2>/dev/null ||
  { echo "SKIPPED: $python does not import pystencils and cupy (bench/README.md says how to install pystencils)"; exit 77; }
work=$(realpath -m "$build/gpu_pystencils_peer")
rm -rf "$work" && mkdir -p "$work"
cases=()
for s in $("$python" "$src/bench/pystencils_peer.py" --list); do
  size=48; [[ $s == jacobi2d5 || $s == box2d9 ]] && size=512
  cases+=("$s:fp64:$size" "$s:fp32:$size")
done
status=0
"$python" "$src/bench/pystencils_peer.py" --target=gpu --repeats=3 "$work/peer.json" "${cases[@]}" >"$work/peer.out" 2>&1 || status=$?
((status == 0)) || { echo "FAIL: the peer exited $status"; cat "$work/peer.out"; exit 1; }
python3 - "$work/peer.json" "${#cases[@]}" <<'PY' || { echo "FAIL: the peer's result is wrong"; cat "$work/peer.out"; exit 1; }
import json, sys
runs = json.load(open(sys.argv[1]))
assert len(runs) == int(sys.argv[2]) == 18, len(runs)
for r in runs:
    assert "error" not in r and r["gstencils"] > 0 and r["device"] and r["target"] == "CUDA", r
    assert r["check"]["max_relative_error"] <= r["check"]["tolerance"], r
PY
echo PASS
