#!/usr/bin/env bash
# On the GPU machine (issue 24): Nsight Compute's view of one pass of a time loop's
# blocked variant, to say what holds it on the chip. Prints and builds the variant
# `--emit=cuda --param BT=BT` (with the parameters in PARAMS, e.g. "TX=256") through
# bench/lab/temporal_cuda.sh (TUNE=0), then profiles the third launch of its BT-step pass
# kernel (st_NAME_passBT) in a call of STEPS steps, the clocks left alone.
# Writes OUT/profile.txt (ncu's sections: speed of light, occupancy, launch, warp states,
# scheduler, memory workload with shared-memory bank conflicts).
# Usage: STENCIL=timeloop/heat3d bench/lab/temporal_profile.sh TOOL OUT N STEPS BT [PARAMS]
set -euo pipefail
tool=$1 out=$2 n=$3 steps=$4 bt=$5 params=${6:-}
here=$(cd "$(dirname "$0")/../.." && pwd)
sub=$(basename "${STENCIL:-timeloop/heat3d}")
TUNE=0 BTS=$bt SETS="$params" "$here/bench/lab/temporal_cuda.sh" "$tool" "$out" "$n" "$steps" >/dev/null
bin=$out/bt${bt}_$(echo "$params" | tr ' =' '__')
ncu --clock-control none -k "regex:st_${sub}_pass${bt}\$" --launch-skip 2 --launch-count 1 \
  --section SpeedOfLight --section Occupancy --section LaunchStats --section WarpStateStats \
  --section SchedulerStats --section MemoryWorkloadAnalysis_Tables --section ComputeWorkloadAnalysis \
  "$bin" "$n" "$steps" >"$out/profile.txt" 2>&1
cat "$out/profile.txt"
