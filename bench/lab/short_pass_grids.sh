#!/usr/bin/env bash
# The grids of a time loop's shorter CUDA passes (issue 24). A call whose steps BT does
# not divide, or whose last odd pass is halved, runs passes of fewer than BT steps; each
# launches the blocks its own core needs (a shorter pass keeps a wider core of the same
# tile), where before every pass launched the deepest pass's grid. On this machine, it
# builds each variant twice through bench/lab/temporal_lab.sh: as printed (NAME) and with
# every pass on the deepest pass's grid (NAME-deep, the code before), and writes
# DIR/cases.txt: calls of 1 to BT + 1 steps and of 100, every variant at each.
# Usage: bench/lab/short_pass_grids.sh TOOL DIR
#   then on the GPU machine: ROUNDS=5 bench/lab/temporal_lab.sh run DIR DIR/cases.txt OUT
set -euo pipefail
tool=$1 dir=$2
here=$(cd "$(dirname "$0")/../.." && pwd)
lab=$here/bench/lab/temporal_lab.sh
deep='s/<<<dim3((unsigned)st_gx[0-9]*, (unsigned)st_gy[0-9]*,/<<<dim3((unsigned)st_gx, (unsigned)st_gy,/'
mkdir -p "$dir"
: >"$dir/cases.txt"
# name, stencil, grid size, BT, parameters beside BT (the tuner's packaged choices on an H200)
while read -r name stencil n bt params; do
  # shellcheck disable=SC2086  # parameters are words
  "$lab" build "$tool" "$dir" "$name" "$stencil" BT="$bt" $params
  # shellcheck disable=SC2086
  LAB_SED=$deep "$lab" build "$tool" "$dir" "$name-deep" "$stencil" BT="$bt" $params
  if cmp -s "$dir/$name.lab.cu" "$dir/$name-deep.lab.cu"; then
    echo "short_pass_grids: $name's passes launch one grid already" >&2
    exit 1
  fi
  for steps in $(seq 1 $((bt + 1))) 100; do
    echo "$name-$steps $name $n $steps" >>"$dir/cases.txt"
    echo "$name-deep-$steps $name-deep $n $steps" >>"$dir/cases.txt"
  done
done <<'CASES'
h2 heat3d 512 2 TX=32 TY=16 RY=2 LB=2
h3 heat3d 512 3
j5 jacobi2d_sp 8192 5 TX=256
CASES
