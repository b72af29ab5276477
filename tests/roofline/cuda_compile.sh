#!/usr/bin/env bash
# The roofline's CUDA programs (src/roofline/runtime/*.cu) compile with nvcc, warning-free
# for the host compiler, for a Hopper device (the GPU machine's H200) and for the oldest
# architecture this nvcc supports. Skips (77) where there is no nvcc.
# usage: cuda_compile.sh SOURCE_DIR WORK_DIR
set -euo pipefail
src=$1
work=$2
nvcc=$(command -v nvcc || true)
for candidate in "${CUDA_HOME:-}/bin/nvcc" /usr/local/cuda/bin/nvcc; do
  if [[ -z "$nvcc" && -x "$candidate" ]]; then nvcc=$candidate; fi
done
if [[ -z "$nvcc" ]]; then
  echo "SKIPPED: no nvcc on PATH, in \$CUDA_HOME/bin or in /usr/local/cuda/bin"
  exit 77
fi
mkdir -p "$work"
# stream_cuda.cu builds one kernel per mix listed beside it: the standard mixes, a
# 13-read Himeno-like mix, a write-only mix and the largest one a kernel's parameters take.
cp "$src/src/roofline/runtime/bench_cuda.h" "$src/src/roofline/runtime/stream_cuda.cu" "$work/"
echo '#define ST_MIXES ST_MIX(1, 1) ST_MIX(2, 1) ST_MIX(3, 1) ST_MIX(1, 3) ST_MIX(13, 1) ST_MIX(0, 2) ST_MIX(499, 1)' \
  >"$work/stream_mixes.h"
oldest=$("$nvcc" --list-gpu-arch | head -n 1)
status=0
for file in device_probe stream_cuda flops_cuda; do
  for arch in sm_90 "${oldest#compute_}"; do
    [[ $arch == sm_* ]] || arch="sm_$arch"
    source=$src/src/roofline/runtime/$file.cu
    [[ $file == stream_cuda ]] && source=$work/stream_cuda.cu
    if ! "$nvcc" -O3 -arch="$arch" -Xcompiler -Wall,-Wextra,-Werror -o "$work/$file-$arch" "$source"; then
      echo "FAIL: $file.cu does not compile for $arch"
      status=1
    else
      echo "ok: $file.cu for $arch"
    fi
  done
done
exit $status
