#!/usr/bin/env bash
# Session 12 (issue #6): one part of the benchmark, run by the device tool from the
# repository root. Builds the tool where this machine has no build yet, runs the GPU tests
# when the third argument is `tests`, tunes each CASE at 512^3 (2-D: 8192^2) with a BUDGET
# second search (the tool profiles the tuned variant with Nsight Compute for its report's
# "what limits the result", and calls the packaged library through the original's symbol),
# times torch.compile of the same cases, and leaves the table and the run folders in $OUT/TAG.
#   bash bench/results/cuda-2026-11-24-s12/part.sh TAG BUDGET [tests] CASE...
set -uo pipefail
export PATH=/usr/local/cuda/bin:$PATH
tag=$1 budget=$2
shift 2
out=$OUT/$tag logs=$OUT/$tag/logs
mkdir -p "$logs"
t0=$(date +%s)
elapsed() { echo "[$(($(date +%s) - t0)) s] $*"; }
nvidia-smi -L
[[ -x build-device/stenciltune ]] || scripts/device-build.sh build-device > "$logs/build.log" 2>&1 || { tail -20 "$logs/build.log"; exit 1; }
elapsed built
if [[ ${1:-} == tests ]]; then
  shift
  (cd build-device && timeout 300 ctest -L gpu -R 'gpu_(cuda_tune|library_cuda)' --output-on-failure) > "$logs/gpu-tests.log" 2>&1
  echo "gpu tests rc=$?"; grep -E "Test +#|tests passed|^ok:" "$logs/gpu-tests.log" | tail -14
  elapsed tests
fi
BENCH_PROFILE=0 timeout "${BENCH_TIMEOUT:-420}" bench/cuda.sh "$out/r" "$budget" "$@" > "$logs/bench.log" 2>&1
echo "bench rc=$?"; grep -E "^==|baseline|default|tuned" "$logs/bench.log"
elapsed bench
timeout "${TORCH_TIMEOUT:-150}" python3 bench/torch_compile.py "$out/torch.json" "$@" > "$logs/torch.log" 2>&1
echo "torch rc=$?"; tail -n 3 "$logs/torch.log" | cut -c1-160
elapsed torch
python3 bench/cuda_table.py "$out/r" "$out/torch.json" "$out/summary.json" "$out/table.md" > /dev/null
head -n 12 "$out/table.md"
cd "$out" && tar czf r.tgz r logs && rm -rf r logs
