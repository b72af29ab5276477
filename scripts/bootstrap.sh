#!/usr/bin/env bash
# Installs what stenciltune needs from Debian's packages (only what is missing), then
# configures and builds it in ./build. Run as root on Debian 12.
set -euo pipefail
cd "$(dirname "$0")/.."

packages=(g++ gfortran cmake ninja-build make binutils pkg-config flex bison
          libhwloc-dev libnuma-dev nlohmann-json3-dev catch2 librsvg2-bin python3 jq
          python3-jsonschema clang libclang-rt-14-dev clang-format clang-tidy
          libopenmpi-dev openmpi-bin)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
  echo "bootstrap: installing ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

build_type=${BUILD_TYPE:-RelWithDebInfo}
cmake -S . -B "${BUILD_DIR:-build}" -G Ninja -DCMAKE_BUILD_TYPE="$build_type" ${CMAKE_ARGS:-} >/dev/null
cmake --build "${BUILD_DIR:-build}" -j "$(nproc)"
