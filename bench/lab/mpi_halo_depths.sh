#!/usr/bin/env bash
# Issue 25: the deep-halo depth the tuner picks against every depth, on a many-core
# machine. For each rank grid given, the tool tunes STENCIL's MPI entry (default
# bench/lab/heat3d_deep.f95: the heat equation's time loop on 8 ghost layers, 4 steps a
# call, so depths 1 to 4) with one thread a rank, keeping its scratch folder; then the
# timing program it built runs ROUNDS times (default 3) at every depth H from 0 (an
# exchange before every nest) to MAXH (default 4), the depths in turn, each rank bound to
# a core. Prints "GRID round R H=H: mpi time: total=S ..." lines (the slowest rank's
# median call) and keeps each run's report.md as OUT/report-GRID.md.
# Usage: bench/lab/mpi_halo_depths.sh TOOL OUT [N] [GRID...]   (needs mpiexec on the path)
set -euo pipefail
tool=$1 out=$2 n=${3:-128}
shift 3 || shift $#
grids=("$@")
((${#grids[@]})) || grids=(2x2x2 4x2x2)
here=$(cd "$(dirname "$0")/../.." && pwd)
file=$here/${STENCIL:-bench/lab/heat3d_deep.f95}
name=$(basename "$file" .f95)
mkdir -p "$out"
for g in "${grids[@]}"; do
  IFS=x read -r px py pz <<<"$g"
  px=${px:-1} py=${py:-1} pz=${pz:-1}
  scratch=$(mktemp -d)
  STENCILTUNE_KEEP_SCRATCH=1 TMPDIR=$scratch "$tool" "$file" --target=cpu --threads=1 --size="$n" \
    --budget="${BUDGET:-10}" --ranks="$g" -o "$out/lib-$g" >"$out/run-$g.log" 2>&1
  cp "$out/lib-$g/report.md" "$out/report-$g.md"
  program=$(find "$scratch" -name "mpi_time_$name" -type f | head -1)
  [[ -n $program ]] || { echo "no timing program for $g" >&2; exit 1; }
  for ((round = 1; round <= ${ROUNDS:-3}; ++round)); do
    for ((h = 0; h <= ${MAXH:-4}; ++h)); do
      line=$(env STENCILTUNE_MPI_HALO_STEPS=$h mpiexec -n $((px * py * pz)) --map-by slot:PE=1 --bind-to core \
        "$program" "$px" "$py" "$pz" 0 2>&1 | grep -E "mpi time:|mpi halo steps:" | tr '\n' ' ')
      echo "$g round $round H=$h: $line"
    done
  done
  rm -rf "$scratch"
done
