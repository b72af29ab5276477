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
oldest=$("$nvcc" --list-gpu-arch | head -n 1)
status=0
for file in device_probe stream_cuda flops_cuda; do
  for arch in sm_90 "${oldest#compute_}"; do
    [[ $arch == sm_* ]] || arch="sm_$arch"
    if ! "$nvcc" -O3 -arch="$arch" -Xcompiler -Wall,-Wextra,-Werror -o "$work/$file-$arch" "$src/src/roofline/runtime/$file.cu"; then
      echo "FAIL: $file.cu does not compile for $arch"
      status=1
    else
      echo "ok: $file.cu for $arch"
    fi
  done
done
exit $status
