#!/usr/bin/env bash
# `stenciltune roofline --target=cuda` where CUDA cannot run: exit status 1 and a message
# that says why (no nvcc, or no usable device). Where a GPU and nvcc are present it
# measures instead (at a small size) and must succeed.
# usage: roofline_cuda_unavailable.sh STENCILTUNE SOURCE_DIR BUILD_DIR
set -uo pipefail
tool=$1
work=$(mktemp -d "$3/roofline_cuda.XXXXXX")
trap 'rm -rf "$work"' EXIT
export XDG_CACHE_HOME=$work/cache
export STENCILTUNE_ROOFLINE_ARRAY_BYTES=67108864
export STENCILTUNE_ROOFLINE_FLOP_SECONDS=0.002

fail() { echo "FAIL: $*"; exit 1; }

nvcc=$(command -v nvcc || true)
[[ -z "$nvcc" && -x "${CUDA_HOME:-/nonexistent}/bin/nvcc" ]] && nvcc=$CUDA_HOME/bin/nvcc
[[ -z "$nvcc" && -x /usr/local/cuda/bin/nvcc ]] && nvcc=/usr/local/cuda/bin/nvcc

"$tool" roofline --target=cuda >"$work/out" 2>"$work/err"
status=$?
if [[ -n "$nvcc" && -e /dev/nvidia0 ]]; then
  [[ $status == 0 ]] || fail "a GPU and nvcc are present, yet it exited $status: $(cat "$work/err")"
  grep -q "^  mix 1R1W " "$work/out" || fail "no mix figure: $(cat "$work/out")"
  echo "ok (measured the GPU)"
  exit 0
fi
[[ $status == 1 ]] || fail "exited $status, not 1: $(cat "$work/err")"
if [[ -z "$nvcc" ]]; then
  grep -q "^stenciltune: roofline: --target=cuda needs the CUDA Toolkit" "$work/err" || fail "unclear message: $(cat "$work/err")"
else
  grep -q "^stenciltune: roofline: the CUDA device probe found no usable device: " "$work/err" || fail "unclear message: $(cat "$work/err")"
fi
[[ ! -s "$work/out" ]] || fail "printed figures although nothing was measured: $(cat "$work/out")"
echo "ok: $(tail -n 1 "$work/err")"
