#!/usr/bin/env bash
# Without a GPU (CI): a sample of every suite stencil's CUDA variants (the default, shared
# memory, the paper's global-memory baseline, unrolled without launch bounds, register
# blocking RY=2 and RY=4 with shared memory in 3-D, the asynchronous ring of planes with and
# without the register queue, 1-3 planes in flight, RX=2 and RX=4 adjacent points per thread
# read as vectors from the ring, launch bounds asking for two blocks per multiprocessor, plane
# sums for the boxes) prints with
# --emit=cuda and compiles warning-free with nvcc -arch=sm_90; the generated check harness
# links with a variant and the C reference. Skips (77) where there is no nvcc. Under the
# sanitizers a quarter of the variants printed are compiled.
# usage: cuda_compile.sh TOOL SOURCE_DIR BUILD_DIR
set -euo pipefail
tool=$1 src=$2 build=$3
nvcc=$(command -v nvcc || true)
[[ -z $nvcc && -x /usr/local/cuda/bin/nvcc ]] && nvcc=/usr/local/cuda/bin/nvcc
if [[ -z $nvcc ]]; then echo "SKIPPED: no nvcc"; exit 77; fi
work=$build/cuda_compile
rm -rf "$work"; mkdir -p "$work"
variants=("" "--param SMEM=1 --param LB=0" "--param STREAM=0 --param ZB=1 --param RO=0 --param LB=0" "--param UNROLL=2 --param LB=0"
  "--param SMEM=2 --param STREAM=1 --param PIPE=2" "--param SMEM=2 --param STREAM=0 --param PIPE=3 --param UNROLL=2"
  "--param SMEM=2 --param STREAM=1 --param RX=4 --param PIPE=2 --param LB=2" "--param SMEM=2 --param STREAM=0 --param RX=2")
jobs=()
for f in "$src"/stencils/*.f95; do
  b=$(basename "$f" .f95)
  for n in "${!variants[@]}"; do
    # shellcheck disable=SC2086
    "$tool" "$f" --emit=cuda ${variants[$n]} > "$work/$b-$n.cu"
    jobs+=("$work/$b-$n")
  done
  # Register blocking along the second dimension (3-D only), alone and with shared memory.
  if [[ $b != jacobi2d5 && $b != box2d9 ]]; then
    "$tool" "$f" --emit=cuda --param RY=2 > "$work/$b-ry2.cu"
    "$tool" "$f" --emit=cuda --param RY=4 --param SMEM=1 --param TY=2 > "$work/$b-ry4.cu"
    "$tool" "$f" --emit=cuda --param RY=4 --param SMEM=2 --param TY=2 --param STREAM=1 --param PIPE=1 > "$work/$b-ring4.cu"
    "$tool" "$f" --emit=cuda --param RY=2 --param RX=2 --param SMEM=2 --param TY=2 --param STREAM=1 > "$work/$b-ringx2.cu"
    jobs+=("$work/$b-ry2" "$work/$b-ry4" "$work/$b-ring4" "$work/$b-ringx2")
  fi
done
# Plane sums (the boxes), one and two points per thread, in both precisions.
for b in box27 box2d9; do
  for prec in fp64 fp32; do
    bash "$src/bench/precision.sh" "$src/stencils/$b.f95" "$prec" > "$work/$b-$prec.f95"
    "$tool" "$work/$b-$prec.f95" --emit=cuda --param SMEM=2 --param PSUM=1 --param RX=1 > "$work/$b-$prec-psum.cu"
    "$tool" "$work/$b-$prec.f95" --emit=cuda --param SMEM=2 --param PSUM=1 --param RX=2 > "$work/$b-$prec-psumx2.cu"
    jobs+=("$work/$b-$prec-psum" "$work/$b-$prec-psumx2")
  done
done
# A stencil whose centre column is read at one plane only: with RX > 1 its one-entry queue
# comes from the ring and is primed by nothing.
"$tool" "$src/tests/inputs/plane5.f95" --emit=cuda --param SMEM=2 --param STREAM=1 --param RX=2 > "$work/plane5-ringx2.cu"
jobs+=("$work/plane5-ringx2")
# Under the sanitizers (STENCILTUNE_SANITIZED=1, ci-hardening.sh) the sanitized tool still
# prints every variant, and a quarter of them are compiled: the rest would cost nvcc's
# time, not the tool's, and the normal run compiles them all.
compiled=("${jobs[@]}")
if [[ -n ${STENCILTUNE_SANITIZED:-} ]]; then
  compiled=()
  for i in "${!jobs[@]}"; do ((i % 4 == 0)) && compiled+=("${jobs[$i]}"); done
fi
printf '%s\n' "${compiled[@]}" | xargs -P 2 -I{} sh -c \
  "'$nvcc' -arch=sm_90 -O3 -Xcompiler -Wall,-Wextra -Werror all-warnings -Xptxas -v -c {}.cu -o {}.o > {}.log 2>&1 || { echo 'FAIL: {}.cu'; cat {}.log; exit 255; }"
for j in "${compiled[@]}"; do
  [[ -s $j.o ]] || { echo "FAIL: no object for $j.cu"; exit 1; }
  grep -q "Function properties for .*kernel0" "$j.log" || { echo "FAIL: ptxas -v reported no kernel for $j.cu"; exit 1; }
done
echo "ok: ${#compiled[@]} of ${#jobs[@]} CUDA variants printed compile warning-free for sm_90"

# Printing is deterministic and the parameters are honoured.
"$tool" "$src/stencils/laplacian.f95" --emit=cuda --param SMEM=1 > "$work/a.cu"
"$tool" "$src/stencils/laplacian.f95" --emit=cuda --param SMEM=1 > "$work/b.cu"
cmp "$work/a.cu" "$work/b.cu"
grep -q "__shared__ double" "$work/a.cu" || { echo "FAIL: SMEM=1 printed no shared memory"; exit 1; }
grep -q "__pipeline_memcpy_async" "$work/laplacian-4.cu" || { echo "FAIL: SMEM=2 printed no asynchronous copy"; exit 1; }
grep -q "const double2 st_v" "$work/laplacian-7.cu" || { echo "FAIL: RX=2 printed no vector read of the ring"; exit 1; }
grep -qE "__launch_bounds__\([0-9]+, 2\)" "$work/star25_sp-6.cu" || { echo "FAIL: LB=2 printed no minimum of blocks"; exit 1; }
grep -q "const float4 st_v" "$work/star25_sp-6.cu" || { echo "FAIL: RX=4 (fp32) printed no 4-wide vector read"; exit 1; }
grep -q "st_ps1_1_r0 = st_s0" "$work/box27-fp32-psum.cu" || { echo "FAIL: PSUM=1 printed no plane sums"; exit 1; }
grep -q "st_ps" "$work/box27-2.cu" && { echo "FAIL: the baseline printed plane sums"; exit 1; }
if "$tool" "$src/stencils/laplacian.f95" --emit=cuda --param RX=2 --param SMEM=0 2> "$work/err.txt"; then
  echo "FAIL: RX=2 without the ring was accepted"; exit 1
fi
if "$tool" "$src/stencils/laplacian.f95" --emit=cuda --param TX=16 2> "$work/err.txt"; then
  echo "FAIL: TX=16 (below a warp) was accepted"; exit 1
fi
grep -q "warp" "$work/err.txt" || { echo "FAIL: the refusal of TX=16 does not say why:"; cat "$work/err.txt"; exit 1; }
echo "ok: deterministic, parameters honoured, illegal ones refused"
