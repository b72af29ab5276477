#!/usr/bin/env bash
# --target=cuda on a machine without a usable GPU (CI): exit status 1, a message that says
# why, and nothing written into the output folder. Skips (77) where a GPU is present.
# usage: cuda_unavailable.sh TOOL SOURCE_DIR BUILD_DIR
set -uo pipefail
tool=$1 src=$2 build=$3
if command -v nvidia-smi > /dev/null && nvidia-smi -L 2> /dev/null | grep -q GPU; then
  echo "SKIPPED: this machine has a GPU"
  exit 77
fi
out=$build/cuda_unavailable
rm -rf "$out"
"$tool" "$src/stencils/laplacian.f95" --target=cuda -o "$out" > "$out.stdout" 2> "$out.stderr"
status=$?
[[ $status == 1 ]] || { echo "FAIL: exit status $status, expected 1"; cat "$out.stderr"; exit 1; }
grep -Eq "needs nvcc|no usable GPU" "$out.stderr" || { echo "FAIL: no reason given:"; cat "$out.stderr"; exit 1; }
[[ ! -e $out ]] || { echo "FAIL: the output folder was created"; ls -la "$out"; exit 1; }
echo "ok: $(head -1 "$out.stderr")"
