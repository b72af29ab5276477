#!/usr/bin/env bash
set -uo pipefail
export PATH=/usr/local/cuda/bin:$PATH
t0=$(date +%s)
el() { echo "[$(( $(date +%s) - t0 )) s] $*"; }
scripts/device-build.sh build-device > "$OUT/build.log" 2>&1 || { tail -30 "$OUT/build.log"; exit 1; }
el built
# Edge blocks: the star's variants at mixed sizes (unchecked copies at the far x edge now).
run_tool() {
  local case=$1 tag=$2; shift 2
  local work=/tmp/lab4/$case-$tag; rm -rf "$work"; mkdir -p "$work/tmp"
  local params=(); for p in "$@"; do params+=(--param "$p"); done
  TMPDIR="$work/tmp" STENCILTUNE_KEEP_SCRATCH=1 STENCILTUNE_NO_PROFILE=1 timeout 300 \
    build-device/stenciltune "stencils/$case.f95" --target=cuda --size=376 --search=exhaustive --budget=60 \
    "${params[@]}" -o "$work/out" -v > "$work/stdout.log" 2> "$work/stderr.log"
  echo "$case $tag exit $?"; tail -3 "$work/stdout.log"
}
S="PIPE=2 RO=1 SMEM=2 STREAM=1 LB=1 UNROLL=1 TX=32 RX=4 TY=8 RY=4"
run_tool star25_sp A $S ZB=16 & run_tool star25_sp B $S ZB=128 & run_tool box27 C TX=64 TY=2 RY=8 RX=2 SMEM=2 STREAM=0 PIPE=1 RO=0 LB=1 UNROLL=1 PSUM=0 ZB=32 &
wait
el tools
for prog in /tmp/lab4/*/tmp/stenciltune-*/cuda_v*.cu /tmp/lab4/*/tmp/stenciltune-*/*/cuda_v*.cu; do
  [[ -f $prog ]] || continue; bin=${prog%.cu}; [[ -x $bin ]] || continue
  head=$(grep -o -m1 'variant of [a-z0-9_]* ([^)]*)' "$prog"); grep -q 'SMEM=2' <<< "$head" || continue
  echo "$head"
  for sz in "376 376 376" "384 384 384" "376 384 384" "384 376 384" "512 512 512"; do
    read -r x y z <<< "$sz"
    line=$(timeout 60 "$bin" nx=$x ny=$y nz=$z check.verify=0 2>&1 | grep '^time:')
    med=$(sed -E 's/.*median=([^ ]+).*/\1/' <<< "$line")
    echo "  $x x $y x $z: $(awk -v m="$med" -v p="$((x*y*z))" 'BEGIN{ if (m > 0) printf "%.1f", p/m/1e9; else print "nan" }') GStencil/s"
  done
  echo "  memcheck at 200x120x40: $(timeout 120 compute-sanitizer --tool memcheck --error-exitcode 9 "$bin" nx=200 ny=120 nz=40 check.time=0 2>&1 | grep -E '^check:|ERROR SUMMARY' | tr '\n' ' ')"
  echo "  check at 376x376x40: $(timeout 60 "$bin" nx=376 ny=376 nz=40 check.time=0 2>&1 | grep '^check:')"
done
el edges
(cd build-device && timeout 420 ctest -L gpu -R 'gpu_(himeno_bound|budget_delivers_cuda|cuda_tune|library_cuda)' --output-on-failure) > "$OUT/gpu-tests.log" 2>&1
echo "gpu tests rc=$?"; grep -E "Test +#|tests passed|tests failed" "$OUT/gpu-tests.log"
el done
