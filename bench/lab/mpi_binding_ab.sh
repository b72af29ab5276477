#!/usr/bin/env bash
# Issue 25: whether binding each rank to cores of its own (the tool's timing launches ranks
# with Open MPI's --map-by slot:PE=T --bind-to core) changes the MPI entry's speed against
# Open MPI's default binding, through a launcher wrapper that drops those options (MPIEXEC).
# Runs bench/lab/mpi_scaling.sh with THREADS (default 1) on GRID (default 4x2x2), N^3 a
# rank (default 128), REPEATS times each way, alternated, into OUT/bound-I and
# OUT/default-I, and prints each run's rows.
# Usage: bench/lab/mpi_binding_ab.sh TOOL OUT [N] [GRID] [REPEATS]
set -uo pipefail
tool=$1 out=$2 n=${3:-128} grid=${4:-4x2x2} repeats=${5:-3}
here=$(cd "$(dirname "$0")/../.." && pwd)
real=$(command -v "${MPIEXEC:-mpiexec}") || { echo "no mpiexec" >&2; exit 2; }
mkdir -p "$out"
wrapper=$out/mpiexec-default-binding
cat >"$wrapper" <<W
#!/usr/bin/env bash
args=()
while ((\$#)); do
  case \$1 in --map-by|--bind-to) shift 2 ;; *) args+=("\$1"); shift ;; esac
done
exec "$real" "\${args[@]}"
W
chmod +x "$wrapper"
for ((i = 1; i <= repeats; ++i)); do
  for how in bound default; do
    launcher=$real
    [[ $how == default ]] && launcher=$wrapper
    MPIEXEC=$launcher THREADS=${THREADS:-1} bash "$here/bench/lab/mpi_scaling.sh" "$tool" "$out/$how-$i" "$n" "$grid" \
      >"$out/$how-$i.txt" 2>&1
    echo "$how $i: exit status $?"
    grep -E "^\| [0-9]" "$out/$how-$i.txt"
  done
done
