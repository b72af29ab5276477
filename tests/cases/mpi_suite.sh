#!/usr/bin/env bash
# The MPI entry of every stencil of the suite (issue 25), packaged with --no-tune and
# --ranks: the tool builds libNAME_mpi.a and checks NAME_mpi under mpiexec on the rank
# grid, not periodic and periodic, bit for bit against the serial library on the global
# grid (its blocks' internal ghost layers poisoned, so that a layer the exchange misses
# shows), in both modes: blocking, and overlapped (the interior computed while the ghost
# layers travel, then the shell). Each stencil takes two rank grids in turn from 1, 2, 3, 4 and 8 ranks in 1-D,
# 2-D and 3-D grids, so that the 3-D stencils cover all of theirs; the report must say "bitwise
# equal" for both checks. A 2-D stencil given a 3-D rank grid must be refused by name.
set -euo pipefail
tool=$1 src=$2 build=$3
# The timing's choice of kernel, checked by one rule (tests/mpi/mpi_choice.py).
export PYTHONPATH=$src/tests/mpi${PYTHONPATH:+:$PYTHONPATH}
command -v mpicc >/dev/null && command -v mpiexec >/dev/null ||
  { echo "skip: no mpicc or mpiexec (apt-get install libopenmpi-dev openmpi-bin)"; exit 77; }
work=$build/mpi_suite
rm -rf "$work" && mkdir -p "$work"
stencils=(laplacian divergence gradient box27 star13 star25_sp jacobi2d5 box2d9 vardiff laplacian_nest)
grids3=(1 2 3 4 8 2x2 3x2 2x2x2 1x1x3 2x1x2 1x4 2x1x4)
grids2=(1 2 3 4 8 2x2 3x2 1x3 2x4 1x8)
checked=0
# Under the sanitizers (STENCILTUNE_SANITIZED=1, ci-hardening.sh), one rank grid a stencil.
grids_each=2
[[ -n ${STENCILTUNE_SANITIZED:-} ]] && grids_each=1
for i in "${!stencils[@]}"; do
  name=${stencils[$i]}
  dims=$("$tool" "$src/stencils/$name.f95" --emit=info |
    python3 -c 'import json, sys; print(json.load(sys.stdin)["subroutines"][0]["nests"][0]["dims"])')
  if [[ $dims == 2 ]]; then grids=("${grids2[@]}"); else grids=("${grids3[@]}"); fi
  for ((k = 0; k < grids_each; ++k)); do
    ranks=${grids[$(((2 * i + k) % ${#grids[@]}))]}
    out=$work/$name-$ranks
    if ! "$tool" "$src/stencils/$name.f95" --target=cpu --no-tune --ranks="$ranks" -q -o "$out" \
      >"$out.log" 2>&1; then
      echo "FAIL: $name on $ranks ranks:"; cat "$out.log"; exit 1
    fi
    [[ -f $out/lib${name}_mpi.a && -f $out/${name}_mpi.h && -f $out/${name}_mpi_mod.f90 && -f $out/${name}_mpi.pc ]] ||
      { echo "FAIL: $name: the MPI package is incomplete: $(ls "$out")"; exit 1; }
    count=$(python3 - "$out/report.json" "$name" "$ranks" <<'PY'
import json, re, sys
report, name, ranks = json.load(open(sys.argv[1])), sys.argv[2], sys.argv[3]
checks = report["mpi"]["checks"]
want = [int(r) for r in ranks.split("x")]
for c in checks:
    assert c["subroutine"] == name and c["valid"], c
    assert c["ranks"][:len(want)] == want and all(r == 1 for r in c["ranks"][len(want):]), (c["ranks"], want)
# Overlapped in 8 pieces; where the kernel runs on a pool of threads (one rank on this
# machine's cores), also in one piece on the pool's other threads beside the exchange.
threads = max([1] + [int(t) for t in re.findall(r'"THREADS": ([0-9]+)', json.dumps(report["kernels"]))])
modes = [("blocking", 0), ("overlapped", 8)] + ([("overlapped", 1)] if threads > 1 else [])
assert sorted((c["mode"], c["pieces"], c["periodic"]) for c in checks) == sorted(
    (m, p, periodic) for m, p in modes for periodic in (False, True)), checks
print(len(checks))
PY
    ) || { echo "FAIL: $name on $ranks ranks: the checks in report.json"; exit 1; }
    [[ $(grep -c "bitwise equal" "$out/report.md") == "$count" ]] || { echo "FAIL: $name: report.md"; exit 1; }
    checked=$((checked + 1))
    echo "ok: $name on $ranks ranks, periodic and not, blocking and overlapped: bitwise equal"
  done
done
# A published kernel whose grids have different ghost layers: HPGMG's face coefficients
# are read at +1 along one dimension only, so their arrays have one layer above along it
# and none elsewhere; each grid is exchanged and checked as deep as it is read.
out=$work/helmholtz_faces
"$tool" "$src/stencils/corpus/helmholtz_faces.f95" --target=cpu --no-tune --ranks=2x1x2 -q -o "$out" \
  >"$out.log" 2>&1 || { echo "FAIL: helmholtz_faces on 2x1x2 ranks:"; cat "$out.log"; exit 1; }
[[ $(grep -c "bitwise equal" "$out/report.md") == 4 ]] ||
  { echo "FAIL: helmholtz_faces: report.md"; cat "$out/report.md"; exit 1; }
echo "ok: helmholtz_faces (grids with different ghost layers) on 2x1x2 ranks: bitwise equal"
# Planes indexed by a size argument (w(i,j,nz), w(i,j,nz-1)) along a dimension the ranks
# do not split: each rank checks nz - 2 >= 0 and reads its block's part of the planes.
out=$work/top_plane
"$tool" "$src/tests/mpi/top_plane.f95" --target=cpu --no-tune --ranks=2x2 -q -o "$out" >"$out.log" 2>&1 ||
  { echo "FAIL: top_plane on 2x2 ranks:"; cat "$out.log"; exit 1; }
[[ $(grep -c "bitwise equal" "$out/report.md") == 4 ]] || { echo "FAIL: top_plane: report.md"; cat "$out/report.md"; exit 1; }
grep -q "TOP_PLANE_MPI_OUTSIDE_BOUNDS;" "$out/src/top_plane_mpi.c" ||
  { echo "FAIL: top_plane's MPI entry does not check nz - 2 >= 0"; exit 1; }
echo "ok: top_plane (planes indexed by a size argument) on 2x2 ranks: bitwise equal, the bounds checked by each rank"
# Ranks of two threads: the overlapped mode in one piece computes the interior on the
# pool's other thread while the calling thread exchanges (edges and corners: box27).
out=$work/box27-threads
"$tool" "$src/stencils/box27.f95" --target=cpu --no-tune --threads=2 --ranks=2x1x2 -q -o "$out" >"$out.log" 2>&1 ||
  { echo "FAIL: box27 at 2 threads on 2x1x2 ranks:"; cat "$out.log"; exit 1; }
[[ $(grep -c "bitwise equal" "$out/report.md") == 6 &&
  $(grep -c "interior in one piece beside the exchange, .*: bitwise equal" "$out/report.md") == 2 ]] ||
  { echo "FAIL: box27 at 2 threads a rank: report.md"; cat "$out/report.md"; exit 1; }
echo "ok: box27 at 2 threads on 2x1x2 ranks, the interior beside the exchange too: bitwise equal"
# More rank dimensions than grid dimensions: refused, with the reason.
out=$work/jacobi2d5-3d
if "$tool" "$src/stencils/jacobi2d5.f95" --target=cpu --no-tune --ranks=2x1x2 -q -o "$out" >"$out.log" 2>&1; then
  echo "FAIL: a 3-D rank grid for a 2-D stencil was accepted"; exit 1
fi
grep -q "has more dimensions than the grid's 2" "$out.log" || { echo "FAIL: no reason:"; cat "$out.log"; exit 1; }
echo "ok: a 3-D rank grid for a 2-D stencil is refused"
# Time loops: the nests run one by one over the block, nest by nest (an exchange before
# each) and every two steps (one exchange as deep as two steps read, the steps between
# computed past the block), after 3 steps bitwise equal: not periodic to the serial
# library on the global grid; periodic (which the serial library cannot wrap between
# nests) to the entry itself on one periodic rank, exchanging before every nest, the
# global grid as one block. Suite time loops whose ghost layers are one step deep run
# the second nest by nest and say so; tests/mpi/ has grids with deep ghost layers: a
# ping-pong pair and a 27-point box with a copy back and a coefficient grid (edges and
# corners carried by the deep exchange).
for case in stencils/timeloop/heat3d.f95:2x2 stencils/timeloop/heat3d_box27.f95:2x1x2 \
  stencils/timeloop/jacobi2d_copy.f95:3x2 stencils/timeloop/wave3d.f95:2x2x1 tests/mpi/heat2d_deep.f95:2x2 \
  tests/mpi/box3d_deep.f95:2x2x2 tests/mpi/box3d_deep.f95:3x1x2; do
  file=${case%%:*} ranks=${case##*:}
  name=$(basename "$file" .f95)
  out=$work/$name-$ranks
  "$tool" "$src/$file" --target=cpu --no-tune --ranks="$ranks" -q -o "$out" >"$out.log" 2>&1 ||
    { echo "FAIL: $name on $ranks ranks:"; cat "$out.log"; exit 1; }
  python3 - "$out/report.json" "$name" "$ranks" <<'PY' || { echo "FAIL: $name on $ranks ranks"; cat "$out/report.md"; exit 1; }
import json, sys
report, name, ranks = json.load(open(sys.argv[1])), sys.argv[2], sys.argv[3]
checks = report["mpi"]["checks"]
assert sorted((c["mode"], c["periodic"]) for c in checks) == [("deep-halo", False), ("deep-halo", True),
                                                                ("nest-by-nest", False), ("nest-by-nest", True)], checks
for c in checks:
    assert c["valid"], c
    assert c["reference"] == ("one-rank" if c["periodic"] else "serial"), c
    assert c["halo_steps"] == 0 if c["mode"] == "nest-by-nest" else c["halo_steps"] <= 2, c
# Deep ghost layers: the exchange every two steps ran (a block of 11 points split in two
# holds the layers two steps read); one step's ghost layers: it ran nest by nest.
for deep in (c for c in checks if c["mode"] == "deep-halo"):
    if name.endswith("_deep"):
        assert deep["halo_steps"] == 2, deep
    elif name in ("heat3d", "heat3d_box27"):
        assert deep["halo_steps"] == 0, deep
PY
  [[ $(grep -c "bitwise equal" "$out/report.md") == 4 ]] || { echo "FAIL: $name: report.md"; exit 1; }
  echo "ok: time loop $name on $ranks ranks, nest by nest and deep halo, periodic and not: bitwise equal"
done
# Reductions, combined across ranks (MPI_Allreduce after their nest): the grids bitwise
# equal, the reduction within a relative tolerance (each rank's partial summed in another
# order). Himeno's time loop (the 19-point sweep with its residual gosa every step, then
# the copy; grids of four dimensions read at the point) runs nest by nest only; a single
# nest's residual norm runs blocking and has no overlapped mode (its boxes would each
# restart the sum); each periodic and not.
for case in stencils/timeloop/himeno_jacobi.f95:2x1x2:gosa:nest-by-nest stencils/himeno/himeno_step.f95:2x2:gosa:nest-by-nest \
  stencils/reductions/residual7.f95:3x1x2:rnorm2:blocking; do
  IFS=: read -r file ranks reduction mode <<<"$case"
  name=$(basename "$file" .f95)
  out=$work/$name-$ranks
  "$tool" "$src/$file" --target=cpu --no-tune --ranks="$ranks" -q -o "$out" >"$out.log" 2>&1 ||
    { echo "FAIL: $name on $ranks ranks:"; cat "$out.log"; exit 1; }
  python3 - "$out/report.json" "$reduction" "$mode" <<'PY' || { echo "FAIL: $name on $ranks ranks"; cat "$out/report.md"; exit 1; }
import json, sys
checks, reduction, mode = json.load(open(sys.argv[1]))["mpi"]["checks"], sys.argv[2], sys.argv[3]
assert {c["mode"] for c in checks} == {mode}, checks
assert sorted(c["periodic"] for c in checks) == [False, True], checks
for c in checks:
    assert c["valid"] and len(c["reductions"]) == 1 and c["reductions"][0].startswith(reduction + " within "), c
PY
  echo "ok: $name on $ranks ranks ($mode): bitwise equal, $reduction combined across ranks"
done
# Tuned: the entry timed under mpiexec in both modes, each rank a block of the tuned size,
# and the library's default mode the faster one.
export XDG_CACHE_HOME=$work/cache STENCILTUNE_ROOFLINE_ARRAY_BYTES=8388608 STENCILTUNE_ROOFLINE_FLOP_SECONDS=0.02
out=$work/laplacian-tuned
"$tool" "$src/stencils/laplacian.f95" --target=cpu --size=24 --budget=1 --ranks=2 -q -o "$out" \
  >"$out.log" 2>&1 || { echo "FAIL: tuning with --ranks"; cat "$out.log"; exit 1; }
chosen=$(python3 - "$out/report.json" <<'PY'
import json, sys
from mpi_choice import chosen_timing
mpi = json.load(open(sys.argv[1]))["mpi"]
t = mpi["timings"]
# Blocking, and overlapped with the interior in 2, 8 and 32 pieces, for the search's winner
# and again for each of its runners-up and the fastest the search on the rank grid found.
for v in {(x["variant"], x["found_on_grid"], x["threads"]) for x in t}:
    assert sorted((x["mode"], x["pieces"]) for x in t if (x["variant"], x["found_on_grid"], x["threads"]) == v) == [
        ("blocking", 0), ("overlapped", 2), ("overlapped", 8), ("overlapped", 32)], t
for x in t:
    assert x["seconds"] > 0 and x["one_rank_seconds"] > 0 and x["compute_seconds"] > 0, x
    assert x["block"] == [24, 24, 24] and x["ranks"] == [2, 1, 1], x
    # Each rank's phases, from laplacian_mpi_times: every rank computed and waited.
    assert [r["rank"] for r in x["split"]] == [0, 1], x
    for r in x["split"]:
        assert r["compute_seconds"] > 0 and r["wait_seconds"] > 0 and r["pack_seconds"] >= 0, r
# The library as packaged, unless another variant or thread count beat it by more than
# 5 %, and again when the two ran alternately (tests/mpi/mpi_choice.py).
chosen = [chosen_timing(mpi)]
# The search on the rank grid ran from the fastest of those and stopped on the 1 s budget:
# a variant is started while the budget lasts, and one (a package, its MPI library and a
# timing under mpiexec) takes longer than that.
q = mpi["searches"]
assert len(q) == 1 and q[0]["subroutine"] == "laplacian" and q[0]["nest"] == -1 and "not_run" not in q[0], q
assert q[0]["measured"] >= 1 and q[0]["stopped"] == "budget", q
# The two ranks share the node: the kernel takes a rank's share of the cores, and says so.
kernel = json.load(open(sys.argv[1]))["kernels"][0]
share = [n for n in kernel["notes"] if n.startswith("MPI: each rank's kernel is tuned with THREADS=")]
assert len(share) == 1, kernel["notes"]
threads = int(share[0].split("THREADS=")[1].split(":")[0])
cores = int(share[0].split("the ")[1].split(" cores")[0])
assert threads == max(1, cores // 2) and kernel["variant"]["THREADS"] == threads, (share, kernel["variant"])
print(chosen[0]["mode"], chosen[0]["pieces"])
PY
) || { echo "FAIL: the timings in report.json"; exit 1; }
read -r chosen pieces <<<"$chosen"
default=0
[[ $chosen == overlapped ]] && default=1
grep -q "strcmp(st_mode, \"overlapped\") == 0 : $default)" "$out/src/laplacian_mpi.c" ||
  { echo "FAIL: the library's default mode is not the faster one ($chosen)"; exit 1; }
# Overlapped chosen: its default pieces are the fastest's; else the library's own 8.
[[ $chosen == overlapped ]] || pieces=8
grep -q "atol(st_pieces_text) : $pieces;" "$out/src/laplacian_mpi.c" ||
  { echo "FAIL: the library's default pieces are not the fastest's ($pieces)"; exit 1; }
grep -q "weak-scaling efficiency" "$out/report.md" || { echo "FAIL: report.md has no timings"; exit 1; }
grep -q "| rank | compute ms | pack ms | wait ms | unpack ms |" "$out/report.md" ||
  { echo "FAIL: report.md has no time split per rank"; exit 1; }
echo "ok: tuned with --ranks=2, the entry timed blocking and overlapped in 2, 8 and 32 pieces; the library runs $chosen by default"
# Tuned on one rank of a node of several cores: the entry timed with the search's winner at
# each count of threads a rank (powers of two up to the rank's share), then its runners-up
# at the fastest count, each rank bound to cores of its own, and the library remade from
# the fastest, checked against the original and its entries again.
cores=$(nproc)
if [ "$cores" -ge 2 ]; then
  out=$work/laplacian-threads
  # --max-variants alone bounds the search: a budget could end it after the default on a
  # loaded machine, and the runner-up must exist to be timed.
  "$tool" "$src/stencils/laplacian.f95" --target=cpu --size=8 --max-variants=4 --ranks=1 -q -o "$out" \
    >"$out.log" 2>&1 || { echo "FAIL: tuning with --ranks=1"; cat "$out.log"; exit 1; }
  threads=$(python3 - "$out/report.json" "$out/laplacian.h" "$out/src/laplacian_size1.c" <<'PY'
import json, re, sys
from mpi_choice import chosen_timing
report = json.load(open(sys.argv[1]))
mpi = report["mpi"]
share = int([n for n in report["kernels"][0]["notes"] if "THREADS=" in n][0].split("THREADS=")[1].split(":")[0])
t = mpi["timings"]
want = sorted({share} | {1 << k for k in range(0, 12) if 1 << k <= share})
# The search's winner at every count of threads, then its runners-up (at most 2) at the
# count that ran the winner fastest.
searched = [x for x in t if not x["found_on_grid"]]
variants = sorted({x["variant"] for x in searched})
assert variants[0] == 0 and variants == list(range(len(variants))) and len(variants) <= 3, variants
assert len(variants) >= 2, "the search timed 4 variants: its runners-up must be timed on the rank grid too"
counts = sorted({x["threads"] for x in searched if x["variant"] == 0})
assert counts == want, (counts, want)
winner = min((x for x in searched if x["variant"] == 0), key=lambda x: x["seconds"])
for v in variants[1:]:
    assert {x["threads"] for x in t if x["variant"] == v} == {winner["threads"]}, (v, winner, t)
# Then the kernel's space searched on the rank grid from the fastest of those, at its
# threads and in its mode, at most 3 more variants (--max-variants counts its start);
# where it found a faster one, that one timed in every mode like the others.
start = min(searched, key=lambda x: x["seconds"])
q = mpi["searches"]
assert len(q) == 1 and "not_run" not in q[0], q
q = q[0]
assert (q["threads"], q["mode"], q["pieces"], q["start"]) == (
    start["threads"], start["mode"], start["pieces"], start["parameters"]), (q, start)
assert q["start_seconds"] == start["seconds"] and 1 <= q["measured"] <= 3, q
# Every point of laplacian's space computes what the original does: none is rejected.
assert q["rejected"] == [], q
found = [x for x in t if x["found_on_grid"]]
if q["best"] != q["start"]:
    assert q["best_seconds"] < q["start_seconds"] and "THREADS=%d" % q["threads"] in q["best"].split(), q
    # At more than one thread a rank, overlapped in one piece beside the exchange too.
    assert sorted((x["mode"], x["pieces"]) for x in found) == [("blocking", 0)] + (
        [("overlapped", 1)] if q["threads"] > 1 else []) + [
        ("overlapped", 2), ("overlapped", 8), ("overlapped", 32)], found
    assert all(x["parameters"] == q["best"] and x["threads"] == q["threads"] for x in found), (found, q)
else:
    assert not found, found
for x in t:
    assert x["binding"] == "--map-by slot:PE=%d --bind-to core" % x["threads"], x
    assert x["seconds"] > 0 and x["one_rank_seconds"] > 0, x
# The library as packaged, unless another variant or thread count beat it by more than
# 5 %, and again when the two ran alternately (tests/mpi/mpi_choice.py).
chosen = [chosen_timing(mpi)]
best, variant, on_grid = chosen[0]["threads"], chosen[0]["variant"], chosen[0]["found_on_grid"]
# The library runs the chosen timing's kernel: its parameters in the header.
header = open(sys.argv[2]).read()
assert re.search(r"cpu .*THREADS=%d  \[laplacian_size1\]" % best, header), header
assert "cpu " + chosen[0]["parameters"] + "  [laplacian_size1]" in header, (chosen[0]["parameters"], header)
# Every start of the pool (the entry's, and the first-touch entry's where the variant has
# one) at the chosen count; none at one thread.
calls = re.findall(r"st_pool_start\((\d+)\)", open(sys.argv[3]).read())
assert (calls and set(calls) == {str(best)}) if best > 1 else calls == [], calls
remade = [n for n in mpi["notes"] if "the library runs" in n]
bind = [n for n in mpi["notes"] if "bind each rank to %d cores" % best in n and "slot:PE=%d" % best in n]
assert len(remade) == (1 if (best, variant, on_grid) != (share, 0, False) else 0), mpi["notes"]
assert all("THREADS=%d" % best in n for n in remade), mpi["notes"]
assert all(("found by the search on the rank grid" in n) == on_grid for n in remade), mpi["notes"]
assert len(bind) == (1 if best > 1 else 0) and len(mpi["notes"]) == len(remade) + len(bind), mpi["notes"]
# The library as packaged (remade or not) checked against the original, and its entries.
assert report["library_check"] and all(c["valid"] for c in report["library_check"]), report["library_check"]
assert len(mpi["checks"]) == (6 if best > 1 else 4) and all(c["valid"] for c in mpi["checks"]), mpi["checks"]
# At more than one thread a rank: every thread count's timings overlapped in one piece too.
for n in {x["threads"] for x in t}:
    assert (("overlapped", 1) in [(x["mode"], x["pieces"]) for x in t if x["threads"] == n]) == (n > 1), (n, t)
print(best, share, q["measured"], "a variant found on the rank grid" if on_grid else "its variant %d" % (variant + 1))
PY
  ) || { echo "FAIL: the threads a rank runs in report.json"; cat "$out.log"; exit 1; }
  read -r best share measured variant <<<"$threads"
  python3 -c 'import json, sys, jsonschema; jsonschema.validate(json.load(open(sys.argv[1])), json.load(open(sys.argv[2])))' \
    "$out/report.json" "$src/src/report/report.schema.json" || { echo "FAIL: report.json against its schema"; exit 1; }
  echo "ok: tuned with --ranks=1 on $cores cores: the search's variants timed at THREADS=1..$share a rank, bound;" \
    "$measured more searched on the rank grid; the library runs $variant at THREADS=$best"
fi
# Tuned, a time loop with deep ghost layers: timed nest by nest and with deep exchanges
# (each depth the ghost layers allow, once), and the library's default the fastest.
out=$work/heat2d_deep-tuned
"$tool" "$src/tests/mpi/heat2d_deep.f95" --target=cpu --size=32 --budget=3 --max-variants=2 --ranks=2 -q -o "$out" \
  >"$out.log" 2>&1 || { echo "FAIL: tuning a time loop with --ranks"; cat "$out.log"; exit 1; }
steps=$(python3 - "$out/report.json" <<'PY'
import json, sys
from mpi_choice import chosen_timing
mpi = json.load(open(sys.argv[1]))["mpi"]
t = mpi["timings"]
modes = [(x["mode"], x["halo_steps"]) for x in t if x["variant"] == 0 and not x["found_on_grid"]]
assert modes[0] == ("nest-by-nest", 0) and len(set(modes)) == len(modes), modes
assert ("deep-halo", 1) in modes and ("deep-halo", 2) in modes and all(m[1] <= 4 for m in modes), modes
# The kernel's space searched on the rank grid a nest at a time, each from the fastest
# kernel so far, in the fastest mode timed before; each nest one variant past its start
# (--max-variants=2).
start = min((x for x in t if not x["found_on_grid"]), key=lambda x: x["seconds"])
q = mpi["searches"]
assert [x["nest"] for x in q] == [0, 1] and all("not_run" not in x for x in q), q
assert all((x["mode"], x["halo_steps"]) == (start["mode"], start["halo_steps"]) for x in q), (q, start)
assert q[0]["start_seconds"] == start["seconds"] and q[1]["start_seconds"] == min(q[0]["best_seconds"], start["seconds"]), q
assert all(x["measured"] <= 1 and x["rejected"] == [] for x in q), q
assert all(x["best"] == x["start"] or x["best_seconds"] < x["start_seconds"] for x in q), q
assert start["parameters"].startswith("nest 1: " + q[0]["start"] + "; nest 2: "), (start, q)
# The library as packaged, unless another variant or thread count beat it by more than
# 5 %, and again when the two ran alternately (tests/mpi/mpi_choice.py).
chosen = [chosen_timing(mpi)]
print(chosen[0]["halo_steps"])
PY
) || { echo "FAIL: the time loop's timings in report.json"; exit 1; }
grep -q "getenv(\"STENCILTUNE_MPI_HALO_STEPS\");" "$out/src/heat2d_deep_mpi.c" &&
  grep -q "atol(st_want_text) : $steps;" "$out/src/heat2d_deep_mpi.c" ||
  { echo "FAIL: the library's default steps between exchanges are not the fastest ($steps)"; exit 1; }
echo "ok: tuned time loop with --ranks=2: timed nest by nest and every 1, 2 and 4 steps; the library exchanges every $steps"
echo "mpi_suite: $checked stencil x rank-grid checks passed"
