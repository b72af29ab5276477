#!/usr/bin/env bash
# On a GPU: tests/cases/budget_delivers.sh for the CUDA target (a short budget delivers the
# default; the packaged variant is the fastest of the final comparison).
# Skips (77) where there is no usable NVIDIA GPU.
set -euo pipefail
if ! command -v nvidia-smi >/dev/null || ! nvidia-smi -L 2>/dev/null | grep -q GPU; then
  echo "SKIPPED: no NVIDIA GPU on this machine (this test runs on the GPU machine)"
  exit 77
fi
export STENCILTUNE_NO_PROFILE=1
TARGET=cuda exec bash "$2/tests/cases/budget_delivers.sh" "$@"
