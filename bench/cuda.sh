#!/usr/bin/env bash
# The CUDA benchmark, run on the GPU machine from the repository root (bench/README.md says
# how the device tool carries the tree there and brings the result back):
#   bench/cuda.sh OUTDIR BUDGET_SECONDS CASE...     CASE = stencil:precision, e.g. laplacian:fp64,
#   corpus/himeno:native (the precision it is written in), or @FILE, the cases listed in FILE
#   (one a line, '#' comments; bench/suite.cases lists the suite in both precisions,
#   bench/corpus.cases the corpus)
# Builds the tool (scripts/device-build.sh), then tunes each case at 512^3 (2-D: 8192^2)
# with `stenciltune --target=cuda --budget=BUDGET` and keeps each output folder (report.json
# holds the baseline generator, the default, the tuned variant and the bound) and the
# wall time of the case in OUTDIR/NAME_PREC/, and (BENCH_PROFILE=1, the default, where
# Nsight Compute's ncu reads the counters) ncu-tuned.csv / ncu-baseline.csv with the DRAM
# bytes, occupancy and throughputs of those variants (BENCH_PROFILE_STAGES="+tuned" profiles
# the tuned variant alone). Where python3 imports torch, bench/torch_compile.py then times
# torch.compile on the suite cases in the same run (OUTDIR/torch.json), and where BENCH_PYTHON
# (default .venv-bench/bin/python3 where it exists, else python3) imports pystencils and
# CuPy, bench/pystencils_peer.py times pystencils' CUDA kernels of the same cases at the same
# sizes (OUTDIR/pystencils.json); BENCH_PEERS=none skips both. Last, bench/result.py writes the run's JSON result under
# ${BENCH_RESULTS:-bench/results}/<machine-kind>/ and prints its table; bench/cuda_table.py
# OUTDIR OUTDIR/torch.json S.json T.md still gives the counters' table.
# Environment: BUILD (default build-device), BENCH_COMMIT (the commit measured, where the tree
# is a copy without .git), BENCH_KIND (the machine-kind folder, instead of the GPU's name),
# BENCH_NOTE (a line for the result), BENCH_STEPS (the steps per timed call of a time loop
# tuned whole, stenciltune's --steps; bench/timeloop.cases: BENCH_STEPS=100).
# Exit status: 0 every case tuned; 1 the build or a case failed (the result says which).
set -uo pipefail
command_line="bench/cuda.sh $*"
for v in BENCH_PEERS BENCH_PROFILE BENCH_STEPS; do [[ -n ${!v:-} ]] && command_line="$v=${!v} $command_line"; done
out=$1 budget=$2
shift 2
load() { cut -d' ' -f1-3 /proc/loadavg; }
now() { date -u +%Y-%m-%dT%H:%M:%SZ; }
steps_args=()
[[ -n ${BENCH_STEPS:-} ]] && steps_args=(--steps="$BENCH_STEPS")
start_load=$(load)
start_time=$(now)
build=${BUILD:-build-device}
# nvcc and ncu, where the CUDA toolkit is installed but not on the PATH.
[[ -d /usr/local/cuda/bin ]] && export PATH=/usr/local/cuda/bin:$PATH
[[ -x $build/stenciltune ]] || scripts/device-build.sh "$build" > "$out.build.log" 2>&1 || { cat "$out.build.log"; exit 1; }
mkdir -p "$out"
cases=()
for arg in "$@"; do
  if [[ $arg == @* ]]; then
    while read -r line; do cases+=("$line"); done < <(sed -e 's/#.*//' -e '/^[[:space:]]*$/d' "${arg#@}")
  else
    cases+=("$arg")
  fi
done
dirs=() peer_cases=() pystencils_cases=()
for case in "${cases[@]}"; do
  stencil=${case%%:*} prec=${case##*:}
  src=stencils/$stencil.f95
  work="$out/${stencil//\//-}-$prec"
  kernel=$work/$(basename "$stencil").f95
  mkdir -p "$work"
  native=fp64
  grep -qiE 'real\((kind=)?4\)|^ *real *[,:]' "$src" && native=fp32
  [[ $prec == native ]] && prec=$native
  if [[ $prec == "$native" ]]; then cp "$src" "$kernel"; else bench/precision.sh "$src" "$prec" > "$kernel"; fi
  # 512^3 where any nest is 3-D (a file mixing 2-D nests gives them 512^2), else 8192^2.
  dims=$("$build/stenciltune" "$kernel" --emit=info |
    python3 -c 'import json, sys; print(max(n["dims"] for s in json.load(sys.stdin)["subroutines"] for n in s["nests"]))')
  size=512; [[ $dims == 3 ]] || size=8192
  start=$(date +%s.%N)
  mkdir -p "$work/tmp"
  # The scratch folder (every variant's harness program) is kept for the profile below.
  TMPDIR="$work/tmp" STENCILTUNE_KEEP_SCRATCH=1 \
    "$build/stenciltune" "$kernel" --target=cuda --size=$size --budget="$budget" "${steps_args[@]}" -o "$work/out" > "$work/stdout.log" 2> "$work/stderr.log"
  status=$?
  end=$(date +%s.%N)
  python3 -c 'import json, sys
print(json.dumps({"case": sys.argv[1], "status": int(sys.argv[2]), "size": int(sys.argv[3]), "wall_seconds": float(sys.argv[4]),
                  "precision": sys.argv[5], "error": sys.argv[6]}))' \
    "$case" "$status" "$size" "$(awk "BEGIN{print $end - $start}")" "$prec" "$( ((status == 0)) || grep -m 1 'error' "$work/stderr.log" || tail -n 1 "$work/stderr.log")" > "$work/run.json"
  dirs+=("$work")
  [[ $status == 0 && $stencil != */* ]] && peer_cases+=("$(basename "$stencil"):$prec") pystencils_cases+=("$(basename "$stencil"):$prec:$size")
  echo "== $case: exit $status, $(awk "BEGIN{print $end - $start}") s"; tail -4 "$work/stdout.log"
  # Hardware counters of the tuned and the baseline variant, where Nsight Compute reads
  # them: DRAM bytes against the compulsory ones, occupancy, the busiest unit. Each
  # program times at the tuned size (its default size arguments) without the check;
  # the first launch of nest 1's kernel after the warm-up is profiled.
  if [[ ${BENCH_PROFILE:-1} == 1 && $status == 0 ]] && command -v ncu > /dev/null; then
    for stage in ${BENCH_PROFILE_STAGES:-+tuned baseline}; do
      params=$(python3 -c 'import json, sys
for s in json.load(open(sys.argv[1]))["kernels"][0]["stages"]:
    if s["stage"] == sys.argv[2]: print(s["details"]["variant"])' "$work/out/report.json" "$stage" 2>/dev/null)
      [[ -n $params ]] || continue
      # The variant's source (cuda_st_vN.cu, its entry st_vN) and the round's program that
      # links it (cuda_roundK, where it is variant M of the harness's switch).
      cu=$(grep -l -F "($params)" "$work"/tmp/stenciltune-*/cuda_st_v*.cu "$work"/tmp/stenciltune-*/*/cuda_st_v*.cu 2>/dev/null | head -1)
      entry=$(basename "${cu%.cu}"); entry=${entry#cuda_}
      main=$([[ -n $cu ]] && grep -l -w "$entry" "$(dirname "$cu")"/cuda_round*_main.c 2>/dev/null | head -1)
      [[ -n $main ]] || { echo "profile: no kept program for $stage ($params)"; continue; }
      # (a round of one variant calls it without a switch: variant 0)
      index=$(grep -o -m1 "case [0-9]*: $entry(" "$main" | sed 's/case \([0-9]*\):.*/\1/')
      index=${index:-0}
      tag=${stage#+}
      timeout 120 ncu --clock-control none -k "regex:st_${entry}_kernel0" --launch-skip 1 --launch-count 1 --csv --page details --print-units base \
        --section SpeedOfLight --section Occupancy --section LaunchStats --metrics dram__bytes_read.sum,dram__bytes_write.sum,lts__t_bytes.sum \
        "${main%_main.c}" check.variant="$index" check.verify=0 > "$work/ncu-$tag.csv" 2> "$work/ncu-$tag.err" || echo "profile: ncu failed for $stage: $(tail -2 "$work/ncu-$tag.err")"
    done
  fi
  rm -rf "$work/tmp"
done
# torch.compile of the same suite cases, on the same GPU, right after them.
peers=()
rm -f "$out/torch.json"
if [[ ${BENCH_PEERS:-all} == none ]]; then
  peers+=(--peer-note="torch.compile=skipped (BENCH_PEERS=none)")
elif ! python3 -c 'import torch' 2> /dev/null; then
  peers+=(--peer-note="torch.compile=not installed for python3")
elif ((${#peer_cases[@]})); then
  echo "== torch.compile: ${peer_cases[*]}"
  timeout "${BENCH_TORCH_TIMEOUT:-900}" python3 bench/torch_compile.py "$out/torch.json" "${peer_cases[@]}" > "$out/torch.log" 2>&1 ||
    echo "torch.compile failed: $(tail -2 "$out/torch.log")"
  if [[ -s $out/torch.json ]]; then peers+=(--peers="$out/torch.json"); else peers+=(--peer-note="torch.compile=failed: $(tail -n 1 "$out/torch.log")"); fi
fi
# pystencils' CUDA through CuPy, on the suite cases it has, at the same sizes, right after.
python=${BENCH_PYTHON:-python3}
[[ -z ${BENCH_PYTHON:-} && -x .venv-bench/bin/python3 ]] && python=.venv-bench/bin/python3
rm -f "$out/pystencils.json"
if [[ ${BENCH_PEERS:-all} == none ]]; then
  peers+=(--peer-note="pystencils=skipped (BENCH_PEERS=none)")
elif ! "$python" -c 'import pystencils, cupy' 2> /dev/null; then
  peers+=(--peer-note="pystencils=not installed for $python, or no CuPy; bench/README.md says how")
else
  mapfile -t known < <("$python" bench/pystencils_peer.py --list)
  mine=()
  for c in "${pystencils_cases[@]}"; do [[ " ${known[*]} " == *" ${c%%:*} "* ]] && mine+=("$c"); done
  if ((${#mine[@]} == 0)); then
    peers+=(--peer-note="pystencils=no suite stencil among the cases")
  else
    echo "== pystencils: ${mine[*]}"
    timeout "${BENCH_PYSTENCILS_TIMEOUT:-900}" "$python" bench/pystencils_peer.py --target=gpu "$out/pystencils.json" "${mine[@]}" > "$out/pystencils.log" 2>&1 ||
      echo "pystencils: $(grep -h '"error"' "$out/pystencils.log" | head -3; tail -2 "$out/pystencils.log")"
    if [[ -s $out/pystencils.json ]]; then
      peers+=(--pystencils="$out/pystencils.json")
    else
      peers+=(--peer-note="pystencils=failed: $(tail -n 1 "$out/pystencils.log")")
    fi
  fi
fi
end_time=$(now) end_load=$(load)

python3 bench/result.py --target=cuda --results="${BENCH_RESULTS:-bench/results}" --command="$command_line" \
  --start="$start_time" --end="$end_time" --start-load="$start_load" --end-load="$end_load" --budget="$budget" \
  --roofline="the GPU ceilings the tool measured on this machine (or had cached there)" --note="${BENCH_NOTE:-}" --kind="${BENCH_KIND:-}" \
  --commit="${BENCH_COMMIT:-}" "${peers[@]}" "${dirs[@]}"
