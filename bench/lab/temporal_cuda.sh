#!/usr/bin/env bash
# On the GPU machine (issue 24): a time loop (STENCIL, default timeloop/heat3d: two 7-point
# fp64 sweeps a step, ping-pong; also timeloop/heat3d_box27, and timeloop/jacobi2d_sp at N^2)
# at N^3 for STEPS steps, per step, side by side in one run:
#   tuned   the library the tuner packages (BUDGET s a job: each nest, then the whole time
#           loop; TUNE=0 skips it, TUNE_TIMEOUT bounds it), through NAME_device;
#   BT=k    the temporal variants --emit=cuda --param BT=k prints (k = 1..4), with the
#           default tile, with and without register queues (STREAM=1, STREAM=0), with a
#           wider tile (TX=64 TY=8) and with a 32x32 tile whose blocks fit 2 or 3 to a
#           multiprocessor (TX=32 TY=16 RX=1 RY=2); a 2-D stencil, the default tile and
#           STREAM=0/1 only. BTS="1 2 3 4 5 6" picks the depths (default 1 to 4), and
#           SETS="TX=512;TX=1024 RX=2" the variants at each depth instead (sets of --param
#           values, separated by ";"; an empty set is the default tile).
# Writes OUT/temporal_cuda.txt: "variant ms_per_step gstencils_per_step" a line.
# Usage: bench/lab/temporal_cuda.sh TOOL OUT [N] [STEPS]
set -euo pipefail
tool=$1 out=$2 n=${3:-512} steps=${4:-100}
here=$(cd "$(dirname "$0")/../.." && pwd)
stencil=${STENCIL:-timeloop/heat3d}
file=$here/stencils/$stencil.f95
sub=$(basename "$stencil")
mkdir -p "$out"
# The entry's signature, for bench/lab/temporal_steps.cu: 3-D fp64 with alpha, or 2-D fp32.
dims=$("$tool" "$file" --emit=info |
  python3 -c 'import json, sys; print(max(n["dims"] for s in json.load(sys.stdin)["subroutines"] for n in s["nests"]))')
entry=(-DST_ENTRY="${sub}_device")
[[ $dims == 2 ]] && entry+=(-DST_2D_FP32)
cap=$(nvidia-smi --query-gpu=compute_cap --format=csv,noheader | head -1 | tr -d .)
arch=sm_$cap
# The tuned library (TUNE=0 skips it; TUNE_TIMEOUT bounds it): the line says n/a without it.
tuned=0
# The tuner's log, each line headed by the seconds since it started.
stamp='import sys, time
start = time.time()
for line in sys.stdin:
    sys.stdout.write("%7.2f %s" % (time.time() - start, line))
    sys.stdout.flush()'
if [[ ${TUNE:-1} == 1 ]]; then
  set +e
  timeout "${TUNE_TIMEOUT:-1200}" "$tool" "$file" --target=cuda --size="$n" --budget="${BUDGET:-30}" \
    --steps="$steps" -v -o "$out/tuned" 2>&1 | python3 -c "$stamp" >"$out/tune.log"
  status=${PIPESTATUS[0]}
  set -e
  echo "tuner exit $status" >>"$out/tune.log"
  if [[ $status == 0 ]]; then
    read -r -a flags <<<"$(PKG_CONFIG_PATH=$out/tuned pkg-config --libs "$sub")"
    nvcc -O2 -arch="$arch" "${entry[@]}" -c "$here/bench/lab/temporal_steps.cu" -o "$out/temporal_steps.o"
    c++ "$out/temporal_steps.o" "${flags[@]}" -o "$out/tuned_steps" && tuned=1
  fi
fi
sets=("" "STREAM=1" "STREAM=0" "TX=64 TY=8" "TX=32 TY=16 RX=1 RY=2")
[[ $dims == 2 ]] && sets=("" "STREAM=1" "STREAM=0")
[[ -n ${SETS:-} ]] && IFS=';' read -r -a sets <<<"$SETS"
jobs=()
for bt in ${BTS:-1 2 3 4}; do
  for s in "${sets[@]}"; do
    [[ $bt == 1 && -n $s ]] && continue
    tag="BT=$bt${s:+ $s}"
    name=bt${bt}_$(echo "$s" | tr ' =' '__')
    args=(--param "BT=$bt")
    for p in $s; do args+=(--param "$p"); done
    if "$tool" "$file" --emit=cuda "${args[@]}" >"$out/$name.cu" 2>"$out/$name.err"; then
      jobs+=("$name|$tag")
    else
      echo "$tag refused: $(head -1 "$out/$name.err")" >>"$out/refused.txt"
    fi
  done
done
printf '%s\n' "${jobs[@]}" | xargs -P 8 -I{} bash -c 'name=${1%%|*}; nvcc -O2 -arch='"$arch"' -Xptxas -v '"${entry[*]}"' '"$out"'/$name.cu '"$here"'/bench/lab/temporal_steps.cu -o '"$out"'/$name >'"$out"'/$name.ptxas 2>&1 || echo "$name: nvcc failed" >>'"$out"'/refused.txt' _ {}
{
  echo "# $sub at ${n}^$dims, $steps steps, $(nvidia-smi --query-gpu=name --format=csv,noheader | head -1); variant ms_per_step gstencils_per_step"
  if ((tuned)); then echo "tuned-library $("$out/tuned_steps" "$n" "$steps")"; else echo "tuned-library n/a"; fi
  for j in "${jobs[@]}"; do
    name=${j%%|*} tag=${j#*|}
    [[ -x $out/$name ]] && echo "${tag// /_} $("$out/$name" "$n" "$steps" || echo failed)"
  done
} | tee "$out/temporal_cuda.txt"
