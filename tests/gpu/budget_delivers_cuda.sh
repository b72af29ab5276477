#!/usr/bin/env bash
# On a GPU: tests/cases/budget_delivers.sh for the CUDA target (a short budget delivers the
# default; the packaged variant is the fastest of the final comparison).
# Skips (77) where there is no usable NVIDIA GPU.
set -euo pipefail
source "$(dirname "$0")/common.sh"
export STENCILTUNE_NO_PROFILE=1
TARGET=cuda exec bash "$2/tests/cases/budget_delivers.sh" "$@"
