#!/usr/bin/env bash
# Builds stenciltune on the GPU machine (Ubuntu, no flex, bison or gfortran): the parser
# sources come pregenerated from .carry/gen (made by `cmake --build build` here and
# copied by scripts/carry-parser.sh). Usage: scripts/device-build.sh [BUILD_DIR]
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build-device}
cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DSTENCILTUNE_PREGENERATED="$PWD/.carry/gen" >/dev/null
cmake --build "$build" -j "$(nproc)"
