#!/usr/bin/env bash
# On a GPU (issue 25): the MPI entry over the CUDA library, several ranks on the node's
# GPUs (each rank the GPU of its rank on the node, modulo their count: on one GPU they
# share it). Each stencil is packaged for this GPU with --no-tune and --ranks, and the tool
# checks its entry under mpiexec against the serial CUDA library on the global grid, not
# periodic and periodic, in each mode (blocking and overlapped; a time loop nest by nest
# and with deep ghost layers), each with the arrays copied in and out by the call and with
# them resident on the GPU (NAME_resident_begin): every check must be bitwise equal (a
# reduction within its tolerance). The cases cover one sweep in 1-, 2- and 3-D rank grids
# (laplacian 2x2x1 and 3x1x1, jacobi2d5 2x2), diagonal neighbours (box27 2x2x2: edges and
# corners), radius 4 in fp32 (star25_sp 2x1x1), a time loop (heat3d 2x2x1) and a
# reduction (himeno_step 2x1x1). Then laplacian is tuned briefly with --ranks=2x1x1 at
# 128^3, and the report must hold the entry's timings on one rank and on two, blocking and
# overlapped, on resident arrays, each with the time split per rank, of the search's
# winner and its two runners-up, and a search of the kernel's space on the rank grid;
# run again on the same kernel, it answers the winner's timings from tuning.json. Skips (77) without a
# GPU, mpicc or mpiexec. Set MPI_CUDA_CASES=REGEX to run some cases only.
# usage: mpi_cuda.sh TOOL SOURCE_DIR BUILD_DIR
set -euo pipefail
tool=$1 src=$2 build=$3
source "$(dirname "$0")/common.sh"
for t in mpicc mpiexec; do
  command -v "$t" >/dev/null || { echo "SKIPPED: $t not found (the MPI entry needs it)"; exit 77; }
done
work=$build/gpu_mpi_cuda
rm -rf "$work" && mkdir -p "$work"
cd "$work"
start=$SECONDS
fail() { echo "FAIL: $*"; exit 1; }

cases=(
  "laplacian 2x2x1 32"
  "laplacian 3x1x1 31x20x18"
  "jacobi2d5 2x2 40"
  "box27 2x2x2 24"
  "star25_sp 2x1x1 40"
  "timeloop/heat3d 2x2x1 24"
  "himeno/himeno_step 2x1x1 33x17x17"
)
cat >verdict.py <<'PY'
import json, sys
try:
    mpi = json.load(open(sys.argv[1]))["mpi"]
except Exception as e:
    sys.exit(f"no report: {e}")
checks = mpi.get("checks", [])
if not checks:
    sys.exit(f"no check ran: {mpi}")
bad = [c for c in checks if not c["valid"]]
modes = sorted({c["mode"] + (f" h={c['halo_steps']}" if c["halo_steps"] else "") for c in checks})
resident = sum(1 for c in checks if c.get("resident"))
print(f"{len(checks) - len(bad)} of {len(checks)} checks equal ({', '.join(modes)}; periodic and not; "
      f"{resident} with the arrays resident on the GPU)")
if resident * 2 != len(checks):
    sys.exit(f"{resident} of {len(checks)} checks ran in a resident region, not half")
if bad:
    sys.exit("; ".join(f"{c['mode']} periodic={c['periodic']}: {c['reason']}" for c in bad))
PY
failed=0
for c in "${cases[@]}"; do
  read -r stencil ranks size <<<"$c"
  [[ -z ${MPI_CUDA_CASES:-} || "$stencil $ranks" =~ $MPI_CUDA_CASES ]] || continue
  name=$(basename "$stencil")
  out=out_${name}_$ranks
  t0=$SECONDS
  status=0
  "$tool" "$src/stencils/$stencil.f95" --target=cuda --no-tune --size="$size" --ranks="$ranks" -q -o "$out" \
    >"$out.log" 2>&1 || status=$?
  verdict=$(python3 verdict.py "$out/report.json" 2>&1) || failed=1
  if [[ $status != 0 ]]; then
    failed=1
    echo "FAIL: $name on $ranks ranks: the tool exited with $status:"
    tail -30 "$out.log"
  elif [[ $verdict == *"checks equal"* && $verdict != *$'\n'* ]]; then
    echo "ok: $name on $ranks ranks over $gpus GPU(s), global grid of $size: $verdict ($((SECONDS - t0)) s)"
  else
    failed=1
    echo "FAIL: $name on $ranks ranks: $verdict"
    tail -30 "$out.log"
  fi
done
((failed == 0)) || fail "an MPI entry over the CUDA library differs from the serial library"

if [[ -z ${MPI_CUDA_CASES:-} || "timed" =~ $MPI_CUDA_CASES ]]; then
  t0=$SECONDS
  "$tool" "$src/stencils/laplacian.f95" --target=cuda --size=128 --budget=15 --ranks=2x1x1 -q -o out_timed \
    >out_timed.log 2>&1 || { tail -30 out_timed.log; fail "tuning laplacian with --ranks=2x1x1"; }
  python3 - out_timed/report.json "$src/tests/mpi" <<'PY' || { tail -30 out_timed.log; fail "the report holds no timings of laplacian_mpi"; }
import json, sys
mpi = json.load(open(sys.argv[1]))["mpi"]
timings = mpi.get("timings", [])
assert mpi.get("timed_resident") is True, mpi.get("timed_resident")
modes = {t["mode"] for t in timings}
assert {"blocking", "overlapped"} <= modes, modes
for t in timings:
    assert t["seconds"] > 0 and t["one_rank_seconds"] > 0 and len(t["split"]) == 2, t
    assert t["threads"] == 0, t
    print(f"laplacian_mpi on 2 ranks, blocks of 128^3, {t['mode']}"
          f"{' (' + str(t['pieces']) + ' pieces)' if t['pieces'] else ''}, {t['parameters']}"
          f"{', variant ' + str(t['variant'] + 1) if t['variant'] else ''}"
          f"{', found on the rank grid' if t['found_on_grid'] else ''}: {t['seconds'] * 1e3:.3f} ms a call, "
          f"one rank {t['one_rank_seconds'] * 1e3:.3f} ms, exchange {t['exchange_seconds'] * 1e3:.3f} ms"
          f"{' (chosen)' if t['chosen'] else ''}")
# The search's runners-up timed on the rank grid beside its winner, then the kernel's
# space searched there from the fastest.
# The library as packaged unless a runner-up or a variant found on the grid beat it by
# more than 5 %, twice: its timing, then run alternately with it (tests/mpi/mpi_choice.py).
sys.path.insert(0, sys.argv[2])
from mpi_choice import chosen_timing
chosen = chosen_timing(mpi)
for c in mpi.get("confirmations", []):
    print(f"run again alternately: {timings[c['candidate']]['parameters']} against "
          f"{timings[c['packaged']]['parameters']}: " + (c.get("failed") or
          f"{c['candidate_seconds'] * 1e3:.3f} ms against {c['packaged_seconds'] * 1e3:.3f} ms, "
          f"{'taken' if c['taken'] else 'not taken'}"))
assert {t["variant"] for t in timings} == {0, 1, 2}, [t["variant"] for t in timings]
searches = mpi.get("searches", [])
assert len(searches) == 1 and not searches[0].get("not_run"), searches
q = searches[0]
assert q["measured"] >= 1, q
print(f"searched on the rank grid: {q['measured']} variants in {q['seconds']:.0f} s from {q['start']} at "
      f"{q['start_seconds'] * 1e3:.3f} ms, fastest {q['best']} at {q['best_seconds'] * 1e3:.3f} ms")
assert all(c["valid"] for c in mpi["checks"]), mpi["checks"]
for n in mpi.get("notes", []):
    print("note:", n)
PY
  echo "ok: laplacian tuned with --ranks=2x1x1: the MPI entry over CUDA timed in each mode ($((SECONDS - t0)) s)"
  # Run again in the same folder, packaging the same kernel, every timing is answered from
  # tuning.json. The kernel's parameters are fixed to the first run's winner (--param): a
  # search repeated with a budget goes on past the variants the first measured, and its
  # final side-by-side comparison is timed afresh, so it may package another kernel.
  t0=$SECONDS
  cp out_timed/report.json out_timed.1.json
  pinned=$(python3 -c 'import json, sys
v = json.load(open(sys.argv[1]))["kernels"][0]["variant"]
print(" ".join("--param %s=%d" % kv for kv in sorted(v.items())))' out_timed/report.json)
  # shellcheck disable=SC2086 # one word a --param and its value
  "$tool" "$src/stencils/laplacian.f95" --target=cuda --size=128 --budget=15 --ranks=2x1x1 $pinned -q -o out_timed \
    >out_timed.2.log 2>&1 || { tail -30 out_timed.2.log; fail "tuning laplacian with --ranks=2x1x1 again"; }
  python3 - out_timed.1.json out_timed/report.json <<'PY' || { tail -30 out_timed.2.log; fail "the second run timed again"; }
import json, sys
once, twice = (json.load(open(p))["mpi"]["timings"] for p in sys.argv[1:3])
assert once and not any(t["from_database"] for t in once), once
# Pinned, the second run has the winner alone: no runners-up, nothing to search.
once = [t for t in once if t["variant"] == 0 and not t["found_on_grid"]]
assert all(t["from_database"] for t in twice), twice
key = lambda ts: [(t["mode"], t["pieces"], t["parameters"], t["seconds"], t["one_rank_seconds"], t["split"]) for t in ts]
assert key(once) == key(twice), (key(once), key(twice))
print("ok: the second run answered the MPI entry's %d timings from tuning.json" % len(twice))
PY
  echo "ok: run again on the same kernel, the MPI entry's timings came from tuning.json ($((SECONDS - t0)) s)"
fi
echo "ok: mpi_cuda passed in $((SECONDS - start)) s"
