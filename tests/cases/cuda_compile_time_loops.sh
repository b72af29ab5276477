#!/usr/bin/env bash
# Without a GPU (CI), issue 24 part 4: every time loop of stencils/timeloop/ (and the
# general case, tests/inputs/timeloop_mixed.f95) prints for CUDA
# with BT=1 (a kernel per nest, launched once per step) to BT=4 (temporal blocking: a
# kernel per pass length, up to 4 steps a pass; in 2-D also with warp shuffles, SHFL=1)
# and compiles warning-free for sm_90 with nvcc; a time loop that cannot be blocked (Himeno's, with its residual) is refused with
# the reason and exit status 2, and BT is no parameter of a stencil without a time loop.
# A library blocked over time (BT=3) is packaged for sm_90 with the nests' kernels that its
# entry runs for a peeled last step. Skips (77) where there is no nvcc.
# usage: cuda_compile_time_loops.sh TOOL SOURCE_DIR BUILD_DIR
set -euo pipefail
tool=$1 src=$2 build=$3
nvcc=$(command -v nvcc || true)
[[ -z $nvcc && -x /usr/local/cuda/bin/nvcc ]] && nvcc=/usr/local/cuda/bin/nvcc
if [[ -z $nvcc ]]; then echo "SKIPPED: no nvcc"; exit 77; fi
work=$build/cuda_compile_time_loops
rm -rf "$work" && mkdir -p "$work"

jobs=()
for f in "$src"/stencils/timeloop/*.f95 "$src/tests/inputs/timeloop_mixed.f95"; do
  b=$(basename "$f" .f95)
  for bt in 1 2 3 4; do
    if [[ $b == himeno_jacobi && $bt -gt 1 ]]; then
      set +e
      "$tool" "$f" --emit=cuda --param BT=$bt >"$work/$b-$bt.cu" 2>"$work/$b-$bt.err"
      status=$?
      set -e
      [[ $status == 2 ]] && grep -q "cannot block 'himeno_jacobi' over time on the CUDA target: nest 1 has a reduction" \
        "$work/$b-$bt.err" || { echo "FAIL: BT=$bt for $b: exit $status, expected 2 and the reason:"; cat "$work/$b-$bt.err"; exit 1; }
      continue
    fi
    "$tool" "$f" --emit=cuda --param BT=$bt >"$work/$b-$bt.cu"
    jobs+=("$work/$b-$bt")
    if [[ $bt -gt 1 ]]; then
      grep -q "BT=$bt\." "$work/$b-$bt.cu" || { echo "FAIL: $b-$bt.cu does not name BT=$bt"; exit 1; }
      for s in $(seq 1 $bt); do
        grep -q "void st_${b}_pass$s(" "$work/$b-$bt.cu" || { echo "FAIL: $b-$bt.cu has no pass of $s steps"; exit 1; }
      done
    fi
  done
done
# The 2-D loops' warp-shuffle passes (SHFL=1).
for b in jacobi2d_copy jacobi2d_sp timeloop_mixed; do
  f=$src/stencils/timeloop/$b.f95
  [[ -f $f ]] || f=$src/tests/inputs/$b.f95
  for bt in 2 4; do
    "$tool" "$f" --emit=cuda --param BT=$bt --param SHFL=1 >"$work/$b-$bt-shfl.cu"
    grep -q "BT=$bt SHFL=1\." "$work/$b-$bt-shfl.cu" || { echo "FAIL: $b-$bt-shfl.cu does not name SHFL=1"; exit 1; }
    jobs+=("$work/$b-$bt-shfl")
  done
done
printf '%s\n' "${jobs[@]}" | xargs -P 2 -I{} sh -c \
  "'$nvcc' -arch=sm_90 -O3 -Xcompiler -Wall,-Wextra -Werror all-warnings -Xptxas -v -c {}.cu -o {}.o > {}.log 2>&1 || { echo 'FAIL: {}.cu'; cat {}.log; exit 255; }"
for j in "${jobs[@]}"; do
  [[ -s $j.o ]] || { echo "FAIL: no object for $j.cu"; exit 1; }
  grep -qE "Function properties for .*(kernel0|pass1)" "$j.log" || { echo "FAIL: ptxas -v reported no kernel for $j.cu"; exit 1; }
done
echo "ok: ${#jobs[@]} time-loop variants (BT 1 to 4, and the 2-D loops' shuffle passes) compile warning-free for sm_90"

if "$tool" "$src/stencils/laplacian.f95" --emit=cuda --param BT=2 >/dev/null 2>"$work/no_time_loop.err"; then
  echo "FAIL: BT=2 was accepted for a stencil without a time loop"; exit 1
fi
grep -q "unknown CUDA tuning parameter 'BT'" "$work/no_time_loop.err" ||
  { echo "FAIL: BT without a time loop:"; cat "$work/no_time_loop.err"; exit 1; }
echo "ok: BT is refused where there is no time loop, and for Himeno's reduction with the reason"

# LB=2 on a blocked variant: its passes ask for two blocks a multiprocessor, and ptxas caps
# their registers to fit (heat3d's BT=2 pass of 512 threads takes 72 without the bound).
"$tool" "$src/stencils/timeloop/heat3d.f95" --emit=cuda --param BT=2 --param TX=32 --param TY=16 --param RY=2 \
  --param LB=2 >"$work/heat3d-lb2.cu"
[[ $(grep -c "__launch_bounds__(512, 2) void st_heat3d_pass" "$work/heat3d-lb2.cu") == 2 ]] ||
  { echo "FAIL: heat3d's passes with LB=2 do not ask for 2 blocks of 512 threads"; exit 1; }
"$nvcc" -arch=sm_90 -O3 -Xptxas -v -c "$work/heat3d-lb2.cu" -o "$work/heat3d-lb2.o" >"$work/heat3d-lb2.log" 2>&1
for r in $(grep -A2 "st_heat3d_pass" "$work/heat3d-lb2.log" | grep -o "Used [0-9]* registers" | grep -o "[0-9]*"); do
  ((r <= 64)) || { echo "FAIL: a pass with LB=2 takes $r registers, more than two blocks of 512 threads allow"; exit 1; }
done
echo "ok: LB=2 fits two blocks of a blocked variant's passes a multiprocessor"

# The library of a time loop blocked over time (--no-tune, no GPU): its entry runs the
# passes through the blocked part's heat3d_size1_steps_device and peels a last single step,
# which it runs with the nests' own kernels, compiled into the library beside the passes.
"$tool" "$src/stencils/timeloop/heat3d.f95" --target=cuda --no-tune --cuda-arch=sm_90 --size=64 --param BT=3 \
  --param TY=16 --param ZB=16 -q -o "$work/heat3d-library" >"$work/heat3d-library.log" 2>&1 ||
  { echo "FAIL: packaging heat3d blocked over time:"; cat "$work/heat3d-library.log"; exit 1; }
symbols=$(nm "$work/heat3d-library/libheat3d.a")
for s in heat3d_size1_steps_device heat3d_size1_nest1_device heat3d_size1_nest2_device heat3d_device; do
  grep -q " T $s\$" <<<"$symbols" || { echo "FAIL: the blocked library defines no $s"; exit 1; }
done
grep -q "heat3d_size1_steps_device(nx, ny, nz, nt, alpha, u, v, st_steps - st_peel)" "$work/heat3d-library/src/heat3d.cu" ||
  { echo "FAIL: the blocked library's entry does not peel a last single step"; exit 1; }
echo "ok: a CUDA library blocked over time compiles its nests' kernels beside the passes for the step its entry peels"
