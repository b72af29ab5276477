#!/usr/bin/env bash
# On a GPU (issue 26, part 3): the CUDA library's split over several GPUs, run as several
# slabs on the GPUs there are (STENCILTUNE_DEVICES=0,0 puts two slabs on device 0: the
# same code as two GPUs, the copies between slabs device to device instead of peer to
# peer). For single sweeps (laplacian, box27 with its edges and corners), time loops
# (heat3d's ping-pong, jacobi2d_copy's copy back in 2-D, wave3d's three time levels,
# heat3d_box27) and a subroutine the split refuses (himeno_jacobi: a reduction, which
# stays on one GPU), the library packaged with --no-tune is proven by stenciltune-check
# against the untransformed C translation of the original, through its host entry and
# through gfortran's symbol, at odd sizes after 1 and 3 steps: on one slab, on 2 and 4
# slabs of device 0, and where the machine has several GPUs on every GPU once and twice
# over; with the interior computed while the ghost planes travel (the default) and, on 4
# slabs of device 0 and on every GPU, with STENCILTUNE_OVERLAP=0 (exchange, then compute);
# time loops also with ghost planes for 2 and 3 steps exchanged every 2 and 3 steps
# (STENCILTUNE_GPU_HALO_STEPS), on 4 slabs of device 0 and on every GPU. The second size
# runs on one GPU, on the most slabs and with the deep ghost planes only. Every run must
# pass, and every array's bits (the check's FNV-1a of it) must be the same as on one slab.
# A list naming a device that is not there is an error, not a silent run on one GPU.
# SLABS_CASES, a regular expression, runs only the cases whose file matches it.
# Skips (77) where there is no usable NVIDIA GPU.
# usage: slabs_cuda.sh TOOL SOURCE_DIR BUILD_DIR
set -euo pipefail
tool=$1 src=$2 build=$3
check_tool=$(dirname "$tool")/stenciltune-check
source "$(dirname "$0")/common.sh"
cap=$(nvidia-smi --query-gpu=compute_cap --format=csv,noheader | head -1 | tr -d ' .')
work=$build/gpu_slabs_cuda
rm -rf "$work" && mkdir -p "$work"
cd "$work"

# file (under stencils/), sizes, the step count's argument (- for none), whether split,
# and --param settings (comma-separated; - for none). With BT > 1 the library blocks the
# time loop over time: each slab runs its passes (NAME_pass_device), exchanging ghost
# planes BT steps deep before each; those cases run 1, BT + 1 and 2 BT + 1 steps.
cases=(
  "laplacian 13x11x9,61x75x37 - yes -"
  "box27 13x11x9,45x33x29 - yes -"
  "timeloop/heat3d 13x11x9,61x75x37 nt yes -"
  "timeloop/heat3d 61x75x37,45x33x71 nt yes BT=3,TY=16,ZB=16"
  "timeloop/heat3d_box27 13x11x9,33x29x23 nt yes -"
  "timeloop/heat3d_box27 33x29x31,45x33x71 nt yes BT=2,TY=16,ZB=16"
  "timeloop/jacobi2d_copy 37x23,111x139 steps yes -"
  "timeloop/jacobi2d_copy 111x139,301x97 steps yes BT=4,TX=64,ZB=16"
  "timeloop/wave3d 11x13x9,37x45x71 nt yes -"
  "timeloop/wave3d 37x45x71,45x33x53 nt yes BT=2,TY=16,ZB=16"
  "timeloop/himeno_jacobi 17x9x9 nn no -"
)
# STENCILTUNE_DEVICES, after a colon STENCILTUNE_OVERLAP and after another
# STENCILTUNE_GPU_HALO_STEPS (time loops only)
layouts=("" "0,0" "0,0,0,0" "0,0,0,0:0" "0,0,0,0:1:2" "0,0,0,0:0:3")
if ((gpus > 1)); then
  all=$(seq -s, 0 $((gpus - 1)))
  layouts+=("$all:0" "$all:1:3" "$all" "$all,$all")
fi

checks=0
for c in "${cases[@]}"; do
  read -r file sizes steps split params <<<"$c"
  name=$(basename "$file")
  # SLABS_CASES (a regular expression) runs only the cases whose file (and --param
  # settings, after a space) match.
  [[ -n ${SLABS_CASES:-} && ! "$file $params" =~ $SLABS_CASES ]] && continue
  fixed=() counts=1,3
  if [[ $params != - ]]; then
    for p in ${params//,/ }; do fixed+=(--param "$p"); done
    bt=${params#BT=} bt=${bt%%,*}
    counts=1,$((bt + 1)),$((2 * bt + 1))
  fi
  rm -rf "$name"
  "$tool" "$src/stencils/$file.f95" --target=cuda --no-tune --cuda-arch="sm_$cap" --size=64 "${fixed[@]}" -q -o "$name" \
    >"$name.package.log" 2>&1 || { echo "FAIL: packaging $name:"; cat "$name.package.log"; exit 1; }
  if [[ $params == BT=* ]] && ! grep -q "_pass_device(.*st_slabs_second_pointer(st_sp" "$name/src/$name.cu"; then
    echo "FAIL: $name's split does not run the passes of its time loop blocked over time"
    exit 1
  fi
  if [[ $split == yes ]] && ! grep -q "static int st_slabs_$name(" "$name/src/$name.cu"; then
    echo "FAIL: $name's library has no split over several GPUs"
    exit 1
  fi
  if [[ $split == no ]] && grep -q "static int st_slabs_$name(" "$name/src/$name.cu"; then
    echo "FAIL: $name's library splits a subroutine the split should refuse"
    exit 1
  fi
  first_size=${sizes%%,*}
  for size in ${sizes//,/ }; do
    arg=()
    [[ $steps != - ]] && arg=(--arg="$steps=$counts")
    conventions=(host)
    [[ $size == "$first_size" ]] && conventions+=(by-reference)
    for convention in "${conventions[@]}"; do
      flag=()
      [[ $convention == by-reference ]] && flag=(--by-reference)
      first=""
      # The second size on one GPU, on every slab of the machine and with deep ghost
      # planes only (the first is too thin for them: a slab must be as thick as its ghost
      # layer, else the call runs on one GPU).
      these=("${layouts[@]}")
      if [[ $size != "$first_size" ]]; then
        these=("" "${layouts[-1]}")
        for layout in "${layouts[@]}"; do [[ $layout == *:*:* ]] && these+=("$layout"); done
      fi
      for layout in "${these[@]}"; do
        IFS=: read -r devices overlap halo <<<"$layout"
        overlap=${overlap:-1} halo=${halo:-1}
        [[ $halo != 1 && $steps == - ]] && continue
        tag="$name.$size.$convention.${devices:-one}.overlap$overlap.halo$halo"
        if ! STENCILTUNE_DEVICES=$devices STENCILTUNE_OVERLAP=$overlap STENCILTUNE_GPU_HALO_STEPS=$halo "$check_tool" "$src/stencils/$file.f95" --variant="$name/lib$name.a" \
          --reference=c --size="$size" "${arg[@]}" "${flag[@]}" --link=-L"$cuda_lib" --link=-Wl,-rpath,"$cuda_lib" \
          --link=-lcudart --link=-lstdc++ >"$tag.check" 2>&1; then
          echo "FAIL: $name at $size ($convention) on slabs '${layout:-one}':"
          cat "$tag.check"
          exit 1
        fi
        bits=$(grep -o '^check: [^ ]* .*bits=[0-9a-f]*' "$tag.check" | sed 's/ written=.*bits=/ /')
        [[ -n $bits ]] || { echo "FAIL: no bits in $tag.check"; cat "$tag.check"; exit 1; }
        if [[ -z $first ]]; then
          first=$bits
        elif [[ $bits != "$first" ]]; then
          echo "FAIL: $name at $size ($convention): slabs '$layout' give other bits than one GPU:"
          echo "one GPU: $first"
          echo "slabs:   $bits"
          exit 1
        fi
        checks=$((checks + 1))
      done
    done
  done
  echo "ok: $name${fixed[*]:+ (${params})} agrees with the original and gives the same bits on 1, 2 and 4 slabs$( ((gpus > 1)) && echo " and on $gpus GPUs"), overlapped or not$([[ $steps != - && $params == - ]] && echo ", ghost planes for 1 to 3 steps"), at $sizes after $counts steps"
done

# A device that is not there: the call fails with the CUDA error, it does not run on one GPU.
if [[ ! -f laplacian/liblaplacian.a ]]; then
  "$tool" "$src/stencils/laplacian.f95" --target=cuda --no-tune --cuda-arch="sm_$cap" --size=64 -q -o laplacian \
    >laplacian.package.log 2>&1 || { echo "FAIL: packaging laplacian:"; cat laplacian.package.log; exit 1; }
fi
if STENCILTUNE_DEVICES=0,99 "$check_tool" "$src/stencils/laplacian.f95" --variant="laplacian/liblaplacian.a" \
  --reference=c --size=13x11x9 --link=-L"$cuda_lib" --link=-Wl,-rpath,"$cuda_lib" --link=-lcudart --link=-lstdc++ \
  >bad_device.check 2>&1; then
  echo "FAIL: STENCILTUNE_DEVICES=0,99 ran"
  exit 1
fi
grep -q "invalid device ordinal" bad_device.check || { echo "FAIL: no CUDA error for device 99:"; cat bad_device.check; exit 1; }
echo "ok: STENCILTUNE_DEVICES naming a missing device is an error"
echo "ok: $checks checks of the split over slabs on sm_$cap ($gpus GPU(s))"
