#!/usr/bin/env bash
# The MPI entry of every stencil of the suite (issue 25), packaged with --no-tune and
# --ranks: the tool builds libNAME_mpi.a and checks NAME_mpi under mpiexec on the rank
# grid, not periodic and periodic, bit for bit against the serial library on the global
# grid (its blocks' internal ghost layers poisoned, so that a layer the exchange misses
# shows), in both modes: blocking, and overlapped (the interior computed while the ghost
# layers travel, then the shell). Each stencil takes three rank grids in turn from 1, 2, 3, 4 and 8 ranks in 1-D,
# 2-D and 3-D grids, so that the suite covers them all; the report must say "bitwise
# equal" for both checks. A 2-D stencil given a 3-D rank grid must be refused by name.
set -euo pipefail
tool=$1 src=$2 build=$3
command -v mpicc >/dev/null && command -v mpiexec >/dev/null ||
  { echo "skip: no mpicc or mpiexec (apt-get install libopenmpi-dev openmpi-bin)"; exit 77; }
work=$build/mpi_suite
rm -rf "$work" && mkdir -p "$work"
stencils=(laplacian divergence gradient box27 star13 star25_sp jacobi2d5 box2d9 vardiff laplacian_nest)
grids3=(1 2 3 4 8 2x2 3x2 2x2x2 1x1x3 2x1x2 1x4 2x1x4)
grids2=(1 2 3 4 8 2x2 3x2 1x3 2x4 1x8)
checked=0
# Under the sanitizers (STENCILTUNE_SANITIZED=1, ci-hardening.sh), one rank grid a stencil.
grids_each=3
[[ -n ${STENCILTUNE_SANITIZED:-} ]] && grids_each=1
for i in "${!stencils[@]}"; do
  name=${stencils[$i]}
  dims=$("$tool" "$src/stencils/$name.f95" --emit=info |
    python3 -c 'import json, sys; print(json.load(sys.stdin)["subroutines"][0]["nests"][0]["dims"])')
  if [[ $dims == 2 ]]; then grids=("${grids2[@]}"); else grids=("${grids3[@]}"); fi
  for ((k = 0; k < grids_each; ++k)); do
    ranks=${grids[$(((3 * i + k) % ${#grids[@]}))]}
    out=$work/$name-$ranks
    if ! "$tool" "$src/stencils/$name.f95" --target=cpu --no-tune --ranks="$ranks" -q -o "$out" \
      >"$out.log" 2>&1; then
      echo "FAIL: $name on $ranks ranks:"; cat "$out.log"; exit 1
    fi
    [[ -f $out/lib${name}_mpi.a && -f $out/${name}_mpi.h && -f $out/${name}_mpi_mod.f90 && -f $out/${name}_mpi.pc ]] ||
      { echo "FAIL: $name: the MPI package is incomplete: $(ls "$out")"; exit 1; }
    python3 - "$out/report.json" "$name" "$ranks" <<'PY'
import json, sys
report, name, ranks = json.load(open(sys.argv[1])), sys.argv[2], sys.argv[3]
checks = report["mpi"]["checks"]
want = [int(r) for r in ranks.split("x")]
assert len(checks) == 4, checks
for c in checks:
    assert c["subroutine"] == name and c["valid"], c
    assert c["ranks"][:len(want)] == want and all(r == 1 for r in c["ranks"][len(want):]), (c["ranks"], want)
assert sorted((c["mode"], c["periodic"]) for c in checks) == [
    ("blocking", False), ("blocking", True), ("overlapped", False), ("overlapped", True)], checks
PY
    [[ $(grep -c "bitwise equal" "$out/report.md") == 4 ]] || { echo "FAIL: $name: report.md"; exit 1; }
    checked=$((checked + 1))
    echo "ok: $name on $ranks ranks, periodic and not, blocking and overlapped: bitwise equal"
  done
done
# More rank dimensions than grid dimensions: refused, with the reason.
out=$work/jacobi2d5-3d
if "$tool" "$src/stencils/jacobi2d5.f95" --target=cpu --no-tune --ranks=2x1x2 -q -o "$out" >"$out.log" 2>&1; then
  echo "FAIL: a 3-D rank grid for a 2-D stencil was accepted"; exit 1
fi
grep -q "has more dimensions than the grid's 2" "$out.log" || { echo "FAIL: no reason:"; cat "$out.log"; exit 1; }
echo "ok: a 3-D rank grid for a 2-D stencil is refused"
# A time loop has no MPI entry yet, and says why.
out=$work/heat3d
"$tool" "$src/stencils/timeloop/heat3d.f95" --target=cpu --no-tune --ranks=2 -q -o "$out" >"$out.log" 2>&1 ||
  { echo "FAIL: heat3d with --ranks"; cat "$out.log"; exit 1; }
grep -q "heat3d has no MPI entry: the MPI entry of a time loop" "$out/report.md" ||
  { echo "FAIL: heat3d's report does not say why it has no MPI entry"; exit 1; }
[[ ! -e $out/libheat3d_mpi.a ]] || { echo "FAIL: heat3d got an MPI library"; exit 1; }
echo "ok: a time loop has no MPI entry, and the report says why"
# Tuned: the entry timed under mpiexec in both modes, each rank a block of the tuned size,
# and the library's default mode the faster one.
export XDG_CACHE_HOME=$work/cache STENCILTUNE_ROOFLINE_ARRAY_BYTES=8388608 STENCILTUNE_ROOFLINE_FLOP_SECONDS=0.02
out=$work/laplacian-tuned
"$tool" "$src/stencils/laplacian.f95" --target=cpu --size=24 --budget=3 --max-variants=2 --ranks=2 -q -o "$out" \
  >"$out.log" 2>&1 || { echo "FAIL: tuning with --ranks"; cat "$out.log"; exit 1; }
chosen=$(python3 - "$out/report.json" <<'PY'
import json, sys
mpi = json.load(open(sys.argv[1]))["mpi"]
t = mpi["timings"]
assert sorted(x["mode"] for x in t) == ["blocking", "overlapped"], t
for x in t:
    assert x["seconds"] > 0 and x["one_rank_seconds"] > 0 and x["compute_seconds"] > 0, x
    assert x["block"] == [24, 24, 24] and x["ranks"] == [2, 1, 1], x
chosen = [x for x in t if x["chosen"]]
assert len(chosen) == 1 and chosen[0]["seconds"] == min(x["seconds"] for x in t), t
print(chosen[0]["mode"])
PY
) || { echo "FAIL: the timings in report.json"; exit 1; }
default=0
[[ $chosen == overlapped ]] && default=1
grep -q "strcmp(st_mode, \"overlapped\") == 0 : $default)" "$out/src/laplacian_mpi.c" ||
  { echo "FAIL: the library's default mode is not the faster one ($chosen)"; exit 1; }
grep -q "weak-scaling efficiency" "$out/report.md" || { echo "FAIL: report.md has no timings"; exit 1; }
echo "ok: tuned with --ranks=2, the entry timed in both modes; the library runs $chosen by default"
echo "mpi_suite: $checked stencil x rank-grid checks passed"
