#!/usr/bin/env bash
# Without a GPU (CI), issue 24 part 4: the temporal-blocking kernels (BT=2..4) of the
# time loops of stencils/timeloop/ RUN on the CPU, through tests/cases/cuda_on_cpu.h (each
# block's threads are coroutines that meet at __syncthreads(), shared memory poisoned
# with NaNs before each block), and stenciltune-check proves the host entry against the
# C translation of the original after 0 to 9 steps, at sizes no tile divides and with
# several blocks and z-chunks. This proves each pass's schedule (versions, halos, delays,
# the depths of rings and register queues, barriers, the copies swapped and the result
# copied back); running on a GPU is tests/gpu/temporal_cuda.sh.
# usage: temporal_cuda_emulated.sh TOOL SOURCE_DIR BUILD_DIR
set -euo pipefail
tool=$1 src=$2 build=$3
check_tool=$(dirname "$tool")/stenciltune-check
command -v g++ >/dev/null || { echo "SKIPPED: no g++"; exit 77; }
work=$build/temporal_cuda_emulated
rm -rf "$work" && mkdir -p "$work"

# The printed .cu as C++ for the emulation: its header for CUDA's, each launch a call of
# st_emu_launch.
emulate() {  # emulate CU OBJECT
  local cpp=${2%.o}.cpp
  sed -e "s|#include <cuda_runtime.h>|#include \"$src/tests/cases/cuda_on_cpu.h\"|" \
    -e 's|#include <cuda_pipeline.h>||' \
    -e 's|\(st_[A-Za-z0-9_]*_pass[0-9]*\)<<<\(dim3(.*)\), \(dim3([0-9]*, [0-9]*, 1)\), [0-9]*>>>(\(.*\));|st_emu_launch(\2, \3, [=] { \1(\4); });|' \
    "$1" >"$cpp"
  ! grep -q "<<<" "$cpp" || { echo "FAIL: a launch of $1 is not emulated"; exit 1; }
  g++ -std=c++17 -O1 -w -c "$cpp" -o "$2"
}

# file, checked size (several tiles and z-chunks, none dividing), the step count's
# argument, parameters beside BT; tests/inputs/timeloop_mixed.f95 is the general case (a
# loop from 2, lower bounds of 0, a coefficient grid, a temporary, updates in place, a
# diagonal neighbour, two nests writing one grid over other ranges); the last case gives
# each thread 2 points of the tile and keeps every version in shared memory (STREAM=0);
# tests/inputs/timeloop_carried.f95 writes a grid no nest reads; tests/inputs/
# timeloop_profile.f95 reads a height profile kap(k) at two planes; tests/inputs/
# timeloop_plane.f95 reads a row at indices of the size arguments (s(i,ny-1), s(i,ny));
# tests/inputs/timeloop_locals.f95 reads a coefficient and loop bounds given to locals;
# tests/inputs/timeloop_conversions.f95 converts between kinds (dble, sngl, real(x, k));
# tests/inputs/timeloop_array_syntax.f95 is written in array syntax (sections, u = v);
# tests/inputs/timeloop_clock.f95 keeps a clock and a step counter beside the nests, which
# the printed host entry runs after them. The last two cases are the warp-shuffle passes
# (SHFL=1: every version in registers, a warp's tile each, the columns beside a lane's
# from its neighbours), on the general case, with 2 columns a lane in blocks of 8 warps,
# and on a stencil of radius 2 with one column a lane (the columns two lanes away).
# At 61x57 a 3-D block has a tile inside the grid: its steady planes take the path
# without tests (the 2-D cases have such blocks at 1100 points a row).
cases=(
  "stencils/timeloop/heat3d.f95 45x37x71 nt ZB=32"
  "stencils/timeloop/heat3d.f95 61x57x40 nt ZB=16"
  "stencils/timeloop/jacobi2d_copy.f95 1100x139 steps ZB=32"
  "stencils/timeloop/wave3d.f95 37x45x71 nt ZB=32"
  "tests/inputs/timeloop_mixed.f95 130x41 nt ZB=16,TX=64"
  "stencils/timeloop/jacobi2d_copy.f95 1100x139 steps ZB=16,TX=64,RX=2,STREAM=0"
  "tests/inputs/timeloop_carried.f95 45x37x23 nt ZB=8"
  "tests/inputs/timeloop_profile.f95 45x37x29 nt ZB=16"
  "tests/inputs/timeloop_plane.f95 130x41 nt ZB=16"
  "tests/inputs/timeloop_locals.f95 130x41 nt ZB=16"
  "tests/inputs/timeloop_conversions.f95 130x41 nt ZB=16"
  "tests/inputs/timeloop_array_syntax.f95 130x41 nt ZB=16"
  "tests/inputs/timeloop_clock.f95 130x41 nt ZB=16"
  "tests/inputs/timeloop_mixed.f95 130x41 nt ZB=16,SHFL=1,TX=64"
  "stencils/timeloop/jacobi2d_copy.f95 1100x139 steps ZB=16,SHFL=1,TX=256,RX=2"
  "tests/inputs/timeloop_wide2d.f95 130x41 nt ZB=16,SHFL=1,TX=64,RX=1"
)
checks=0
for k in "${!cases[@]}"; do
  read -r path size steps params <<<"${cases[$k]}"
  file=$src/$path
  name=$(basename "$file" .f95)
  ((k != 1 && k < 5)) || name=$name-$k  # a second size or set of parameters
  for bt in 2 3 4; do
    # shellcheck disable=SC2046
    "$tool" "$file" --emit=cuda --param BT=$bt $(printf -- '--param %s ' ${params//,/ }) >"$work/$name-$bt.cu"
    emulate "$work/$name-$bt.cu" "$work/$name-$bt.o"
    # One check program, run after each step count (it names the one that fails).
    if ! "$check_tool" "$file" --variant="$work/$name-$bt.o" --link=-lstdc++ --reference=c \
      --size="$size" --arg="$steps=0,1,2,3,4,5,7,9" >"$work/$name-$bt.check" 2>&1; then
      echo "FAIL: $name with BT=$bt at $size:"
      cat "$work/$name-$bt.check"
      exit 1
    fi
    checks=$((checks + $(grep -c "^check: PASS" "$work/$name-$bt.check")))
    echo "$name BT=$bt ($params): agrees with the original after 0 to 9 steps at $size"
  done
done

# Register queues (STREAM=1) on heat3d, and the check sees a wrong schedule: a shared ring
# one plane too shallow, or a register queue read a plane off.
heat=$src/stencils/timeloop/heat3d.f95
"$tool" "$heat" --emit=cuda --param BT=2 --param STREAM=1 --param ZB=32 >"$work/queued.cu"
emulate "$work/queued.cu" "$work/queued.o"
"$check_tool" "$heat" --variant="$work/queued.o" --link=-lstdc++ --reference=c --size=45x37x71 --arg=nt=1,2,5 \
  >"$work/queued.check" 2>&1 || { echo "FAIL: heat3d with queues:"; cat "$work/queued.check"; exit 1; }
checks=$((checks + $(grep -c "^check: PASS" "$work/queued.check")))
# caught EDIT CPP SIZE [FILE [STEPS [ARG]]]: the emulated kernel CPP edited by the sed
# script EDIT (which must change it) fails the check of FILE (heat3d) at SIZE after STEPS
# steps (4: two passes of 2, where 2 steps alone run as two passes of 1, pass_schedule.h),
# the step count FILE's argument ARG (nt).
caught() {
  sed "$1" "$2" >"$work/broken.cpp"
  cmp -s "$2" "$work/broken.cpp" && { echo "FAIL: '$1' changes nothing in $2"; exit 1; }
  g++ -std=c++17 -O1 -w -c "$work/broken.cpp" -o "$work/broken.o"
  if "$check_tool" "${4:-$heat}" --variant="$work/broken.o" --link=-lstdc++ --reference=c \
    --size="$3" --arg="${6:-nt}=${5:-4}" >"$work/broken.check" 2>&1; then
    echo "FAIL: $2 edited by '$1' passed the check"; exit 1
  fi
}
# (A ring of 2 planes read as if of 1: the slot of the plane before, st_s2_1, taken for the
# newest, st_s2_0; the register behind the input's ring fed the plane after the one leaving it.)
caught 's/st_ring\[st_s2_1 + /st_ring[st_s2_0 + /g' "$work/queued.cpp" 45x37x71
caught 's/st_reg0\[st_col\]\[0\] = st_ring\[st_s2_0 + st_o\]/st_reg0[st_col][0] = st_ring[st_s2_1 + st_o]/' \
  "$work/queued.cpp" 45x37x71
# The steady path taken one step of the wave front early (a load or application on a plane
# outside its region or its nest's range, untested) is caught where a block is interior.
caught 's/st_t >= st_f0 \&\&/st_t >= st_f0 - 1 \&\&/' "$work/heat3d-1-2.cpp" 61x57x40
# The steady applications skip the tile's rows outside their regions: one more row skipped
# at the bottom (a row a later application reads, or a core row) is caught.
grep -q 'if (st_ly >= [1-9]' "$work/heat3d-1-2.cpp" || { echo "FAIL: heat3d's steady applications skip no rows"; exit 1; }
caught 's/if (st_ly >= \([0-9]*\) \&\&/if (st_ly > \1 \&\&/' "$work/heat3d-1-2.cpp" 61x57x40
# A block across the grid's edge takes the steady steps too, keeping the values outside its
# nests' ranges: the input's value kept from the other grid, or the nest computed at every
# column, is caught.
caught 's/st_k0_0\[st_col\] = v\[st_g\[st_col\] + st_gz\]/st_k0_0[st_col] = u[st_g[st_col] + st_gz]/' \
  "$work/heat3d-1-2.cpp" 61x57x40
caught 's/if ((st_m >> (\([0-9]*\) + st_col) \& 1u)) {/if (1) {/' "$work/heat3d-1-2.cpp" 61x57x40
# A pass stores v (which the next pass reads only on the boundary) in its steady steps
# only when it is the time loop's last: v never stored there, or u (which the next pass
# reads) skipped too, is caught.
grep -q 'st_core && st_last) ST_to_v\[' "$work/heat3d-1-2.cpp" || { echo "FAIL: heat3d's passes store v in every pass"; exit 1; }
caught 's/st_core \&\& st_last) ST_to_v\[/st_core \&\& 0) ST_to_v[/' "$work/heat3d-1-2.cpp" 61x57x40
caught 's/st_core) ST_to_u\[/st_core \&\& st_last) ST_to_u[/' "$work/heat3d-1-2.cpp" 61x57x40
# (A 2-D ring pass loads them at the edge step's start: from the other grid, caught.)
caught 's/st_k0_0\[st_col\] = unew\[st_g\[st_col\] + st_gz\]/st_k0_0[st_col] = u[st_g[st_col] + st_gz]/' \
  "$work/jacobi2d_copy-2.cpp" 130x41 "$src/stencils/timeloop/jacobi2d_copy.f95" 4 steps
# The profile read a plane off (the second nest's kap(k+1) as kap(k)) is caught.
caught 's/ + kap\[k\] \* / + kap[k - 1] * /' "$(ls "$work"/timeloop_profile*-2.cpp)" 45x37x29 \
  "$src/tests/inputs/timeloop_profile.f95" 2
# The row read at the wrong index of the size arguments (s(i,ny-1) as s(i,ny-2)) is caught.
caught 's/(ny - 2) \* s_s1\]/(ny - 3) * s_s1]/' "$(ls "$work"/timeloop_plane*-2.cpp)" 130x41 \
  "$src/tests/inputs/timeloop_plane.f95" 2
# The shuffle passes keep nothing in shared memory and wait at no barrier; a lane that
# takes its right neighbour's column from its left neighbour is caught.
shuffled=$work/timeloop_mixed-13-2.cpp
grep -q '__shfl_down_sync' "$shuffled" || { echo "FAIL: $shuffled shuffles nothing"; exit 1; }
! grep -qE '__syncthreads|st_shared' "$shuffled" || { echo "FAIL: $shuffled uses shared memory"; exit 1; }
caught 's/__shfl_down_sync(0xffffffffu, \(st_reg[0-9]*\[0\]\[[0-9]*\]\), 1)/__shfl_up_sync(0xffffffffu, \1, 1)/' \
  "$shuffled" 130x41 "$src/tests/inputs/timeloop_mixed.f95" 2
caught 's/if ((st_m >> (\([0-9]*\) + st_col) \& 1u)) {/if (1) {/' "$shuffled" 130x41 \
  "$src/tests/inputs/timeloop_mixed.f95" 2
echo "ok: $checks emulated runs agree with the original; a broken ring, a broken queue, a steady path taken early," \
  "a row skipped that is read, an edge block's kept values or nest range broken, a result a later pass reads left" \
  "unstored or the last pass's unstored, a profile read a plane off, a row read at the wrong index and a shuffle" \
  "from the wrong lane are caught"
