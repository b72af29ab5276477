#!/usr/bin/env bash
# The search on the rank grid (issue 25) never takes a wrong variant, and a run
# interrupted or repeated does not time its points again.
#
# Its timing under mpiexec compares nothing, so a point it finds faster is taken only
# once its library matches the original. Through the test-only stenciltune-faults, every
# variant that search packages returns without computing (STENCILTUNE_GRID_FAULTS=skip@*):
# each is faster than its start, and wrong. The run must reject each faster point it
# checks with the check's reason, keep the variant it started from, and package a
# library that matches the original. Each point it times is recorded in tuning.json the
# moment it is timed, under the job's key with the rank grid and mode, and so is each
# check's outcome; the same command again in the same folder answers those points from
# tuning.json and rejects the ones the first run found wrong without checking them again;
# so are the timings before the search, which tuning.json keeps with each rank's split.
set -euo pipefail
tool=$1 src=$2 build=$3
faulty=$build/stenciltune-faults
command -v mpicc >/dev/null && command -v mpiexec >/dev/null ||
  { echo "skip: no mpicc or mpiexec (apt-get install libopenmpi-dev openmpi-bin)"; exit 77; }
[[ $(nproc) -ge 2 ]] || { echo "skip: one core: the rank's threads are not tuned, nor is the grid searched"; exit 77; }
work=$build/mpi_grid_search
rm -rf "$work" && mkdir -p "$work"
export XDG_CACHE_HOME=$work/cache STENCILTUNE_GRID_FAULTS='skip@*'
fail() { echo "FAIL: $1"; cat "$2"; exit 1; }

# Checks report $1 (searched with --max-variants=4) against the rules above, its library
# header $2 named [$3_size1].
check_rejected() {
  python3 - "$@" <<'PY'
import json, sys
report = json.load(open(sys.argv[1]))
mpi = report["mpi"]
q = mpi["searches"]
assert len(q) == 1 and "not_run" not in q[0], q
q = q[0]
assert q["invalid"] == 0 and 1 <= q["measured"] + q["from_database"] <= 3, q
# Each point checked was rejected for its wrong answer; none taken.
assert 1 <= len(q["rejected"]) <= 3, q
for r in q["rejected"]:
    point, why = r.split(": ", 1)
    assert "THREADS=%d" % q["threads"] in point.split() and point != q["start"], r
    assert why.startswith("wrong answer"), r
assert q["best"] == q["start"] and q["best_seconds"] == q["start_seconds"], q
t = mpi["timings"]
assert not [x for x in t if x["found_on_grid"]], t
chosen = [x for x in t if x["chosen"]]
assert len(chosen) == 1 and not chosen[0]["found_on_grid"], chosen
# The library runs a variant the one-rank search proved, and it matches the original.
header = open(sys.argv[2]).read()
assert "cpu %s  [%s_size1]" % (chosen[0]["parameters"], sys.argv[3]) in header, (chosen[0]["parameters"], header)
assert report["library_check"] and all(c["valid"] for c in report["library_check"]), report["library_check"]
assert mpi["checks"] and all(c["valid"] for c in mpi["checks"]), mpi["checks"]
PY
}

# 1. The Laplacian, 24^3 a rank: a variant that computes nothing is faster than one that
# computes, beyond the noise of a shared machine. --max-variants alone bounds both
# searches (3 points on the grid beside its start). The one-rank search is left alone.
out=$work/laplacian
"$faulty" "$src/stencils/laplacian.f95" --target=cpu --size=24 --max-variants=4 --ranks=1 -q -o "$out" \
  >"$out.log" 2>&1 || fail "tuning with --ranks=1 and wrong variants on the grid" "$out.log"
check_rejected "$out/report.json" "$out/laplacian.h" laplacian || fail "see above; the run's log:" "$out.log"
python3 -c 'import json, sys; assert json.load(open(sys.argv[1]))["kernels"][0]["search"]["invalid"] == 0' \
  "$out/report.json" || fail "the one-rank search's variants were touched" "$out.log"
python3 -c 'import json, sys, jsonschema; jsonschema.validate(json.load(open(sys.argv[1])), json.load(open(sys.argv[2])))' \
  "$out/report.json" "$src/src/report/report.schema.json" || fail "report.json against its schema" "$out.log"
echo "ok: the Laplacian's faster wrong variants on the rank grid rejected"

# 2. Run twice: residual7 (a reduction: blocking only) at THREADS=2 (--param: no other
# count a rank), every variant of the one-rank search but its default crashing, so that
# the default is the search's only valid variant and the start of the search on the grid
# in both runs; the second run's climb then retraces the first's from tuning.json.
out=$work/residual7
"$tool" "$src/stencils/reductions/residual7.f95" --target=cpu --size=24 --ranks=1 --no-tune -q -o "$work/default" \
  >"$work/default.log" 2>&1 || fail "packaging residual7's default" "$work/default.log"
default=$(python3 -c 'import json, sys
v = json.load(open(sys.argv[1]))["kernels"][0]["variant"]
print(",".join("%s=%d" % kv for kv in sorted(v.items())))' "$work/default/report.json")
for run in 1 2; do
  STENCILTUNE_FAULTS="none@$default;crash@*" "$faulty" "$src/stencils/reductions/residual7.f95" --target=cpu \
    --size=24 --max-variants=4 --ranks=1 --param THREADS=2 -q -o "$out" >"$out.$run.log" 2>&1 ||
    fail "run $run of residual7 with --ranks=1" "$out.$run.log"
  cp "$out/report.json" "$out.$run.json"
  check_rejected "$out/report.json" "$out/residual7.h" residual7 || fail "run $run: see above; its log:" "$out.$run.log"
done
python3 - "$out.1.json" "$out.2.json" "$out/tuning.json" <<'PY' || fail "the second run did not resume; its log:" "$out.2.log"
import json, sys
first, second = (json.load(open(p))["mpi"]["searches"][0] for p in sys.argv[1:3])
start = "REDUCE=0" in first["start"] and "THREADS=2" in first["start"].split()
assert start and (first["start"], first["mode"]) == (second["start"], second["mode"]) == (first["start"], "blocking"), (first, second)
assert first["measured"] == 3 and first["from_database"] == 0, first
# Every point the first timed answered, none timed again; the same rejected, by the
# first run's checks.
assert second["measured"] == 0 and second["from_database"] == 3, second
assert [r.split(": ")[0] for r in second["rejected"]] == [r.split(": ")[0] for r in first["rejected"]], (first, second)
assert all(r.endswith(" (checked by an earlier run)") for r in second["rejected"]), second
assert not any(r.endswith(" (checked by an earlier run)") for r in first["rejected"]), first
entries = json.load(open(sys.argv[3]))["entries"]
prefix = "cpu, MPI on 1x1x1 ranks, blocking, subroutine "
grid = [e for e in entries if e["key"]["target"].startswith(prefix)]
timed = [e for e in grid if not e["key"]["target"].endswith(", checked against the original")]
checked = [e for e in grid if e["key"]["target"].endswith(", checked against the original")]
assert len(timed) == 1 and len(checked) == 1 and len(grid) == 2, [e["key"] for e in entries]
records = timed[0]["measurements"]
assert len(records) == 3 and len({m["run"] for m in records}) == 1 and all(m["valid"] for m in records), records
assert all(m["params"]["THREADS"] == 2 for m in records), records
# The first run's checks: each point it checked, wrong.
checks = checked[0]["measurements"]
assert len(checks) == len(first["rejected"]) and len({m["run"] for m in checks}) == 1, checks
assert all(not m["valid"] and m["reason"].startswith("wrong answer") for m in checks), checks
print("ok: the second run answered the %d points the first timed on the rank grid from tuning.json" % len(records))
# The timings before the search (each count of threads a rank, on one rank and on the
# grid): recorded by the first run, answered whole by the second, the same figures.
once, twice = (json.load(open(p))["mpi"]["timings"] for p in sys.argv[1:3])
assert once and not any(t["from_database"] for t in once), once
assert all(t["from_database"] for t in twice), twice
fields = lambda ts: [(t["threads"], t["variant"], t["mode"], t["parameters"], t["seconds"], t["one_rank_seconds"],
                      t["split"]) for t in ts]
assert fields(once) == fields(twice), (fields(once), fields(twice))
# One entry alone on one rank (weak scaling's reference), one on the grid of 1x1x1.
timing = [e for e in entries if e["key"]["target"].startswith("cpu, MPI timing ")]
assert len(once) == 1 and len(timing) == 2, [e["key"] for e in timing]
assert all(len(e["measurements"]) == 1 and e["measurements"][0]["run"] == records[0]["run"] and
           e["measurements"][0]["details"]["split"] for e in timing), timing
print("ok: the second run answered the %d timings before the search from tuning.json" % len(twice))
PY

# 3. A run interrupted in the timing before the search left the records of the runs it
# completed: without the one on the grid, the third run times the candidate again whole.
python3 - "$out/tuning.json" <<'PY'
import json, sys
doc = json.load(open(sys.argv[1]))
doc["entries"] = [e for e in doc["entries"] if not e["key"]["target"].startswith("cpu, MPI timing on 1x1x1 ranks")]
json.dump(doc, open(sys.argv[1], "w"))
PY
STENCILTUNE_FAULTS="none@$default;crash@*" "$faulty" "$src/stencils/reductions/residual7.f95" --target=cpu \
  --size=24 --max-variants=4 --ranks=1 --param THREADS=2 -q -o "$out" >"$out.3.log" 2>&1 ||
  fail "run 3 of residual7 with --ranks=1" "$out.3.log"
python3 - "$out/report.json" "$out/tuning.json" <<'PY' || fail "the third run did not time again; its log:" "$out.3.log"
import json, sys
timings = json.load(open(sys.argv[1]))["mpi"]["timings"]
assert len(timings) == 1 and not timings[0]["from_database"], timings
alone = [e for e in json.load(open(sys.argv[2]))["entries"]
         if e["key"]["target"].startswith("cpu, MPI timing alone on one rank")]
assert len(alone) == 1 and len({m["run"] for m in alone[0]["measurements"]}) == 2, alone
print("ok: the third run timed the candidate whose run on the grid was not recorded again")
PY
