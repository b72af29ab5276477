#!/usr/bin/env bash
# On the GPU machine (issue 24): the CUDA time-loop passes with a block-wide barrier every
# PB planes of the wave front (PB=2, 4) beside the same passes with one a plane (PB=1),
# side by side. bench/lab/temporal_cuda.sh prints and builds each variant (TUNE=0, its
# STENCIL, N, STEPS, BTS and SETS as given), then this runs every built variant ROUNDS
# times (default 5), the variants in turn each round, and prints the median.
# Writes OUT/rounds.txt ("variant round ms_per_step gstencils_per_step") and
# OUT/medians.txt ("variant median_ms_per_step median_gstencils_per_step").
# Usage: STENCIL=timeloop/jacobi2d_sp BTS="4 5" SETS=";PB=2" \
#          bench/lab/temporal_barriers.sh TOOL OUT N STEPS
set -euo pipefail
tool=$1 out=$2 n=$3 steps=$4
here=$(cd "$(dirname "$0")/../.." && pwd)
TUNE=0 "$here/bench/lab/temporal_cuda.sh" "$tool" "$out" "$n" "$steps" >/dev/null
mapfile -t variants < <(awk 'NR > 2 && $2 != "failed" {print $1}' "$out/temporal_cuda.txt")
: >"$out/rounds.txt"
for ((r = 1; r <= ${ROUNDS:-5}; ++r)); do
  for v in "${variants[@]}"; do
    # The binary's name is temporal_cuda.sh's: bt<k>_<the set with '_' for ' ' and '='>.
    bt=${v#BT=} bt=${bt%%_*} rest=${v#BT=$bt} rest=${rest#_}
    bin=$out/bt${bt}_${rest//=/_}
    [[ -x $bin ]] || continue
    echo "$v $r $("$bin" "$n" "$steps" || echo failed)" >>"$out/rounds.txt"
  done
done
python3 "$here/bench/lab/medians.py" "$out/rounds.txt" >"$out/medians.txt"
cat "$out/medians.txt"
