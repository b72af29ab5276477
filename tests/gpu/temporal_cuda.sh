#!/usr/bin/env bash
# On a GPU (issue 24, part 4): temporal blocking on the CUDA target. For heat3d (two
# grids that ping-pong), jacobi2d_copy (a stencil and its copy back), wave3d (three time
# levels rotated by copies) and tests/inputs/timeloop_profile (a diffusivity that varies
# with height alone, kap(k), read at two planes) and tests/inputs/timeloop_plane (a row
# read at indices of the size arguments, s(i,ny-1)), the variants BT=1 (a kernel per nest,
# once per step) to BT=4 (up to 4 steps a pass, the last pass the steps left; with
# register queues and without; in 2-D with warp shuffles) are compiled for this GPU and their host entries proven by stenciltune-check
# against the untransformed C translation of the original (the GPU machine has no
# gfortran) after 0, 1, 2, 3, 4, 5, 7, 8 and 9 steps, at odd sizes: one smaller than a
# tile, one of several tiles and z-chunks.
# Skips (77) where there is no usable NVIDIA GPU.
# usage: [ONLY=REGEX] temporal_cuda.sh TOOL SOURCE_DIR BUILD_DIR
set -euo pipefail
tool=$1 src=$2 build=$3
check_tool=$(dirname "$tool")/stenciltune-check
source "$(dirname "$0")/common.sh"
cap=$(nvidia-smi --query-gpu=compute_cap --format=csv,noheader | head -1 | tr -d ' .')
work=$build/gpu_temporal_cuda
rm -rf "$work" && mkdir -p "$work"

# file (stencils/timeloop/ unless a path), sizes checked, the step count's argument;
# ONLY=REGEX picks some of them by name.
cases=(
  "heat3d 13x11x9,61x75x37 nt"
  "jacobi2d_copy 37x23,1100x139 steps"
  "wave3d 11x13x9,37x45x71 nt"
  "tests/inputs/timeloop_profile 13x11x9,45x37x29 nt"
  "tests/inputs/timeloop_plane 37x23,1100x139 nt"
)
source_of() { [[ $1 == */* ]] && echo "$src/$1.f95" || echo "$src/stencils/timeloop/$1.f95"; }
# BT=1..4 as printed by default, then BT=2 with register queues for the reads at a
# thread's own point (STREAM=1) and BT=3 with every version in shared memory (STREAM=0);
# a 2-D loop also BT=2 and BT=4 with the warp-shuffle passes (SHFL=1: every version in
# registers, the columns beside a lane's from its neighbours).
variants_of() {  # variants_of SIZES
  local v=(1 2 3 4 2,STREAM=1 3,STREAM=0)
  [[ ${1%%,*} == *x*x* ]] || v+=(2,SHFL=1 4,SHFL=1)
  echo "${v[@]}"
}
selected=()
for c in "${cases[@]}"; do
  read -r path _ <<<"$c"
  name=$(basename "$path")
  [[ -n ${ONLY:-} && ! $name =~ $ONLY ]] && continue
  selected+=("$c")
done

# Print every variant, then compile them all at once.
jobs=()
for c in "${selected[@]}"; do
  read -r path sizes _ <<<"$c"
  name=$(basename "$path")
  for variant in $(variants_of "$sizes"); do
    bt=${variant%%,*} tag=${variant//[,=]/_}
    extra=()
    [[ $variant == *,* ]] && extra=(--param "${variant#*,}")
    # ZB=16: several z-chunks, each widened by the later applications' reach.
    "$tool" "$(source_of "$path")" --emit=cuda --param BT=$bt --param ZB=16 "${extra[@]}" \
      >"$work/$name-$tag.cu"
    jobs+=("$work/$name-$tag")
  done
done
printf '%s\n' "${jobs[@]}" | xargs -P "$(nproc)" -I{} sh -c \
  "nvcc -arch=sm_$cap -O3 -c {}.cu -o {}.o > {}.log 2>&1 || { echo 'FAIL: nvcc {}.cu'; cat {}.log; exit 255; }"

checks=0
for c in "${selected[@]}"; do
  read -r path sizes steps <<<"$c"
  name=$(basename "$path") file=$(source_of "$path")
  for variant in $(variants_of "$sizes"); do
    tag=${variant//[,=]/_}
    for size in ${sizes//,/ }; do
      # One check program, run after each step count (it names the one that fails).
      if ! "$check_tool" "$file" --variant="$work/$name-$tag.o" --reference=c --size="$size" \
        --arg="$steps=0,1,2,3,4,5,7,8,9" \
        --link=-L"$cuda_lib" --link=-Wl,-rpath,"$cuda_lib" --link=-lcudart --link=-lstdc++ \
        >"$work/$name-$tag.$size.check" 2>&1; then
        echo "FAIL: $name with BT=$variant at $size:"
        cat "$work/$name-$tag.$size.check"
        exit 1
      fi
      checks=$((checks + $(grep -c "^check: PASS" "$work/$name-$tag.$size.check")))
    done
    echo "ok: $name BT=$variant ($(grep -o 'TX=.*BT=[0-9]*' "$work/$name-$tag.cu" | head -1 || true)) agrees with the original after 0 to 9 steps at $sizes"
  done
done
echo "ok: $checks checks of temporally blocked CUDA variants on sm_$cap"
