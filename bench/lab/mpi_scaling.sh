#!/usr/bin/env bash
# Issue 25, on a many-core machine: the MPI entry of a stencil (STENCIL, default laplacian:
# 7-point fp64; a suite name, or a path to a .f95 from the repository's root such as
# bench/lab/heat3d_deep.f95, whose time loop is timed nest by nest and with deep halos)
# tuned and timed by the tool with --ranks, weak scaling: every rank a block
# of N^3 points (default 128) and one thread (--threads=1), on each rank grid given (default
# 1, 2, 4, 8 and 16 ranks). Each run answers the kernel's tuning from the first run's
# tuning.json (the same output folder), builds and checks the MPI library, and times it on
# one rank and on the grid, blocking and overlapped (report.json's mpi.timings).
# STRONG=1: strong scaling instead, a global grid of N^3 points split over the ranks (every
# rank a block of N/PX x N/PY x N/PZ), the efficiency one rank's time on the whole grid
# over P times the call's (the first grid given should be 1).
# PARAMS="--param A=1 --param B=2": the kernel's parameters fixed (no search).
# THREADS=T: the threads a rank (default 1); THREADS=tuned: no --threads, so that the tool
# times the search's variants at each count of threads a rank up to cores / ranks, each
# rank bound to cores of its own, then searches the kernel's space on the rank grid from
# the fastest (the second table: where it started, what it found), and packages the
# fastest of all.
# TARGET=cuda: the MPI entry over the CUDA library instead, every rank a GPU of the node
# (the timing gives each rank the GPU of its rank on the node, modulo their count) and its
# arrays resident there.
# Writes OUT/mpi_scaling.json (every run's timings) and prints the table.
# Usage: bench/lab/mpi_scaling.sh TOOL OUT [N] [GRID...]
set -euo pipefail
tool=$1 out=$2 n=${3:-128}
shift 3 || shift $#
grids=("$@")
((${#grids[@]})) || grids=(1 2x1x1 2x2x1 2x2x2 4x2x2)
here=$(cd "$(dirname "$0")/../.." && pwd)
stencil=${STENCIL:-laplacian}
file=$here/stencils/$stencil.f95
[[ $stencil == *.f95 ]] && file=$here/$stencil
mkdir -p "$out"
runs=()
for g in "${grids[@]}"; do
  start=$(date +%s)
  status=0
  size=$n
  if [[ -n ${STRONG:-} ]]; then
    IFS=x read -r px py pz <<<"$g"
    size=$((n / ${px:-1}))x$((n / ${py:-1}))x$((n / ${pz:-1}))
  fi
  target=(--target=cpu --threads="${THREADS:-1}")
  [[ ${THREADS:-1} == tuned ]] && target=(--target=cpu)
  [[ ${TARGET:-cpu} == cuda ]] && target=(--target=cuda)
  read -r -a params <<<"${PARAMS:-}"
  "$tool" "$file" "${target[@]}" "${params[@]}" --size="$size" --budget="${BUDGET:-20}" \
    --ranks="$g" -o "$out/lib" >"$out/run-$g.log" 2>&1 || status=$?
  if [[ $status == 0 ]]; then
    cp "$out/lib/report.json" "$out/report-$g.json"
    cp "$out/lib/report.md" "$out/report-$g.md"
    runs+=("$out/report-$g.json")
  fi
  echo "ranks $g: exit status $status, $(($(date +%s) - start)) s"
done
python3 - "$out/mpi_scaling.json" "$n" "${STRONG:-}" "${runs[@]}" <<'PY'
import json, sys
out, n, strong, files = sys.argv[1], int(sys.argv[2]), bool(sys.argv[3]), sys.argv[4:]
rows = []
for f in files:
    mpi = json.load(open(f)).get("mpi", {})
    for t in mpi.get("timings", []):
        ranks = 1
        for r in t["ranks"]:
            ranks *= r
        t["rank_count"] = ranks
        # Points a call updates: a time loop's steps, each of its sweeps (nests); one sweep
        # without one.
        report = json.load(open(f))
        nests = len({k["nest"] for k in report["kernels"] if k.get("nest") is not None})
        sweeps = t.get("steps", 1) * max(1, nests)
        t["sweeps"] = sweeps
        t["gstencils"] = (1 if strong else ranks) * n ** 3 * sweeps / t["seconds"] / 1e9
        rows.append(t)
# Strong scaling: one rank's fastest call on the whole grid over P times each call.
if strong:
    one = min((t["seconds"] for t in rows if t["rank_count"] == 1), default=None)
    for t in rows:
        t["strong_efficiency"] = one / (t["rank_count"] * t["seconds"]) if one else None
json.dump(rows, open(out, "w"), indent=1)
# The slowest rank's phases (NAME_mpi_times): the rank with the largest sum.
def slowest(t):
    split = t.get("split") or [{"compute_seconds": 0, "pack_seconds": 0, "wait_seconds": 0, "unpack_seconds": 0}]
    return max(split, key=lambda r: sum(r[k] for k in ("compute_seconds", "pack_seconds", "wait_seconds", "unpack_seconds")))
eff = "strong efficiency" if strong else "weak efficiency"
print("| ranks | grid | mode | threads a rank | ms a call | exchange alone ms | exchange share | kernel alone ms | one rank ms | %s | GStencil/s in all | slowest rank: compute / pack / wait / unpack ms |" % eff)
print("| ---: | --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |")
for t in rows:
    mode = t["mode"] + (" every %d" % t["halo_steps"] if t["mode"] == "deep-halo" else "")
    if t["mode"] == "overlapped" and t.get("pieces"):
        mode += " in 1 piece beside the exchange" if t["pieces"] == 1 else " in %d pieces" % t["pieces"]
    s = slowest(t)
    threads = "%d%s" % (t.get("threads", 0), ", found on the rank grid" if t.get("found_on_grid")
                        else ", variant %d" % (t["variant"] + 1) if t.get("variant") else "")
    print("| %d | %s | %s%s | %s | %.3f | %.3f | %.0f %% | %.3f | %.3f | %.0f %% | %.2f | %.3f / %.3f / %.3f / %.3f |" % (
        t["rank_count"], "x".join(map(str, t["ranks"])), mode, " (chosen)" if t["chosen"] else "", threads,
        t["seconds"] * 1e3, t["exchange_seconds"] * 1e3, 100 * t["exchange_seconds"] / t["seconds"],
        t["compute_seconds"] * 1e3, t["one_rank_seconds"] * 1e3,
        100 * (t["strong_efficiency"] or 0) if strong else 100 * t["one_rank_seconds"] / t["seconds"],
        t["gstencils"], s["compute_seconds"] * 1e3, s["pack_seconds"] * 1e3, s["wait_seconds"] * 1e3,
        s["unpack_seconds"] * 1e3))
# The kernel's space searched on each rank grid (mpi.searches): where it started, what it
# found, in how many variants.
searches = [(f, q) for f in files for q in json.load(open(f)).get("mpi", {}).get("searches", [])]
if searches:
    print()
    print("| report | subroutine | nest | threads a rank | mode | start ms | found ms | start over found | measured | stopped | found |")
    print("| --- | --- | ---: | ---: | --- | ---: | ---: | ---: | ---: | --- | --- |")
for f, q in searches:
    if "not_run" in q:
        print("| %s | %s | %s | | | | | | | not run: %s | |" % (f.split("/")[-1], q["subroutine"],
              q["nest"] + 1 if q.get("nest", -1) >= 0 else "", q["not_run"]))
        continue
    print("| %s | %s | %s | %d | %s | %.3f | %.3f | %.2fx | %d | %s | %s |" % (
        f.split("/")[-1], q["subroutine"], q["nest"] + 1 if q.get("nest", -1) >= 0 else "", q["threads"], q["mode"] + (" %d pieces" % q["pieces"] if q["pieces"] else ""),
        q["start_seconds"] * 1e3, q["best_seconds"] * 1e3, q["start_seconds"] / q["best_seconds"] if q["best_seconds"] else 0,
        q["measured"], q["stopped"], "(its start)" if q["best"] == q["start"] else q["best"]))
PY
