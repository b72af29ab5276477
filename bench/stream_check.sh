#!/usr/bin/env bash
# Does the report agree with an independent STREAM? Each round tunes the Laplacian with an
# empty roofline cache, so the tool measures this machine's ceilings afresh as a first run
# does, and then runs bench/stream_omp.c (plain OpenMP STREAM copy and triad, built here)
# at the same array size and thread count. It compares the copy and triad ceilings of
# each round's report.json with STREAM's: the medians over the rounds, each round's
# median, and the range of every repetition. They agree when the medians differ by no
# more than the run-to-run spread (the larger of the two sources' ranges of round medians).
#
# usage: bench/stream_check.sh [TOOL] [ROUNDS] [BYTES_PER_ARRAY] [KEEP_DIR]
#   TOOL: build/stenciltune by default; ROUNDS: 3; BYTES_PER_ARRAY: the tool's own sizing
#   (4x the last-level cache, capped by memory) unless given; KEEP_DIR: where to copy the
#   last round's report folder.
# Exit status 0 when copy and triad agree, 1 when they do not, 2 on bad usage.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
tool=${1:-$here/../build/stenciltune}
rounds=${2:-3}
bytes=${3:-}
keep=${4:-}
[[ -x $tool ]] || { echo "stream_check: no tool at $tool (build it first)" >&2; exit 2; }
[[ $rounds =~ ^[1-9][0-9]*$ && ( -z $bytes || $bytes =~ ^[0-9]+$ ) ]] ||
  { echo "usage: $0 [TOOL] [ROUNDS] [BYTES_PER_ARRAY] [KEEP_DIR]" >&2; exit 2; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# One thread per core, as the roofline places them.
threads=$(lscpu -p=core | grep -v '^#' | sort -u | wc -l)
cc -O3 -march=native -fopenmp -o "$work/stream_omp" "$here/stream_omp.c"
if [[ -n $bytes ]]; then export STENCILTUNE_ROOFLINE_ARRAY_BYTES=$bytes; fi

echo "stream_check: $(date -u +%Y-%m-%dT%H:%M:%SZ), $rounds rounds, $threads threads, $(lscpu | sed -n 's/^Model name: *//p')"
echo "stream_check: load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
for round in $(seq 1 "$rounds"); do
  rm -rf "$work/cache" "$work/out"
  XDG_CACHE_HOME=$work/cache "$tool" "$here/../stencils/laplacian.f95" --target=cpu --size=64 --budget=20 -o "$work/out" \
    >"$work/tune_$round.out" 2>"$work/tune_$round.err" || { cat "$work/tune_$round.err"; exit 1; }
  cp "$work/out/report.json" "$work/report_$round.json"
  array_bytes=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["ceilings"]["array_bytes"])' "$work/report_$round.json")
  OMP_NUM_THREADS=$threads OMP_PROC_BIND=close OMP_PLACES=cores "$work/stream_omp" "$array_bytes" 10 >"$work/stream_$round.json"
  echo "stream_check: round $round: arrays of $array_bytes bytes; load average $(cut -d' ' -f1-3 /proc/loadavg)"
done
if [[ -n $keep ]]; then mkdir -p "$keep" && cp -r "$work/out/." "$keep/"; fi

python3 - "$work" "$rounds" <<'PY'
import json, statistics, sys
work, rounds = sys.argv[1], int(sys.argv[2])
runs = {"report.json": {}, "stream_omp (OpenMP)": {}}
for r in range(1, rounds + 1):
    for c in json.load(open("%s/report_%d.json" % (work, r)))["ceilings"]["list"]:
        for kernel in ("copy", "triad"):
            if c["name"] == kernel + ", achieved":
                runs["report.json"].setdefault(kernel, []).append(c["value"])
    for line in open("%s/stream_%d.json" % (work, r)):
        k = json.loads(line)
        runs["stream_omp (OpenMP)"].setdefault(k["kernel"], []).append(k)
agree = True
print("GB/s, counting the bytes each kernel reads and writes (STREAM's convention, no write-allocate)")
for kernel in ("copy", "triad"):
    print("\n%s" % kernel)
    print("  %-20s %-28s %7s %7s %18s" % ("source", "round medians", "median", "spread", "all repetitions"))
    summary = {}
    for source, kernels in runs.items():
        rs = kernels[kernel]
        medians = [x["median"] for x in rs]
        m = statistics.median(medians)
        spread = max(medians) - min(medians)
        summary[source] = (m, spread)
        print("  %-20s %-28s %7.2f %7.2f %8.2f .. %6.2f" % (source, " ".join("%.2f" % v for v in medians), m, spread,
                                                          min(x["min"] for x in rs), max(x["max"] for x in rs)))
    (a, sa), (b, sb) = summary["report.json"], summary["stream_omp (OpenMP)"]
    tolerance = max(sa, sb)
    ok = abs(a - b) <= tolerance
    agree = agree and ok
    print("  report - STREAM: %+.2f GB/s (%+.0f %%); run-to-run spread %.2f GB/s: %s"
          % (a - b, 100 * (a - b) / b, tolerance, "agree" if ok else "DISAGREE"))
print("\nstream_check: %s" % ("the report agrees with STREAM within the run-to-run spread" if agree
                              else "the report and STREAM disagree"))
sys.exit(0 if agree else 1)
PY
