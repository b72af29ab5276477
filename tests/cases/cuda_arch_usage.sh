#!/usr/bin/env bash
# --cuda-arch (issue 7): a bad architecture, one nvcc cannot build for, or the option with
# another target is a usage error (exit 2, a message that names it, no output folder);
# without --no-tune on a machine without a GPU, the run stops as before (exit 1) and
# says how to build without one.
# usage: cuda_arch_usage.sh TOOL SOURCE_DIR BUILD_DIR
set -uo pipefail
tool=$1 src=$2 build=$3
work=$build/cuda_arch_usage
rm -rf "$work" && mkdir -p "$work"
file=$src/stencils/laplacian.f95

expect() {  # expect STATUS PATTERN ARGS...: the run exits STATUS and its stderr matches PATTERN
  local want=$1 pattern=$2
  shift 2
  "$tool" "$file" "$@" -o "$work/out" >"$work/stdout" 2>"$work/stderr"
  local status=$?
  [[ $status == "$want" ]] || { echo "FAIL: stenciltune $*: exit status $status, expected $want:"; cat "$work/stderr"; exit 1; }
  grep -Eq -e "$pattern" "$work/stderr" || { echo "FAIL: stenciltune $*: stderr does not match '$pattern':"; cat "$work/stderr"; exit 1; }
  [[ ! -e $work/out ]] || { echo "FAIL: stenciltune $*: the output folder was created"; exit 1; }
  echo "ok: $* -> $status: $(grep -E -e "$pattern" "$work/stderr" | head -1)"
}
expect 2 "--cuda-arch 'sm_abc' does not start|--cuda-arch 'sm_abc' has no two- or three-digit" --target=cuda --no-tune --cuda-arch=sm_abc
expect 2 "--cuda-arch 'sm_60' is older than sm_70" --target=cuda --no-tune --cuda-arch=sm_60
expect 2 "--cuda-arch 'compute_90' does not start with sm_" --target=cuda --no-tune --cuda-arch compute_90
expect 2 "--cuda-arch is for --target=cuda" --target=cpu --no-tune --cuda-arch=sm_90
if command -v nvcc >/dev/null || [[ -x /usr/local/cuda/bin/nvcc ]]; then
  expect 2 "cannot build for it" --target=cuda --no-tune --cuda-arch=sm_99
  if ! { command -v nvidia-smi >/dev/null && nvidia-smi -L 2>/dev/null | grep -q GPU; }; then
    expect 1 "no usable GPU.*|--no-tune --cuda-arch=sm_NN" --target=cuda --cuda-arch=sm_90
    grep -q -- "--no-tune --cuda-arch=sm_NN" "$work/stderr" || { echo "FAIL: the message does not say how to build without a GPU"; exit 1; }
  fi
else
  echo "note: no nvcc here: the checks that need it are left out"
fi
