#!/usr/bin/env bash
# Without a GPU (CI): every kernel of the corpus (stencils/corpus/, issue 21) for CUDA.
# Each is packaged with the strategy's default (--no-tune --cuda-arch=sm_90, so nvcc
# builds the library and nothing runs), and its unmodified Fortran caller
# (tests/library/corpus_caller.py) links against that library through its pkg-config
# file; and three variants printed with --emit=cuda compile warning-free with nvcc for
# sm_90: the default, a shared-memory tile of the kind the search keeps (TX=64 TY=4 ZB=32
# SMEM=1 STREAM=1 UNROLL=2) and the asynchronous ring with two points per thread (TX=64
# TY=4 RX=2 ZB=32 SMEM=2 STREAM=1 PIPE=2). Both parameter sets are legal in 2-D and 3-D
# nests alike, so they apply to every nest of a file that mixes them.
# Skips (77) where there is no nvcc. With STENCILTUNE_SANITIZED set (scripts/ci-hardening.sh)
# only three kernels run: what nvcc compiles does not change under the tool's sanitizers.
# usage: corpus_cuda_compile.sh TOOL SOURCE_DIR BUILD_DIR
set -euo pipefail
tool=$1 src=$2 build=$3
nvcc=$(command -v nvcc || true)
[[ -z $nvcc && -x /usr/local/cuda/bin/nvcc ]] && nvcc=/usr/local/cuda/bin/nvcc
if [[ -z $nvcc ]]; then echo "SKIPPED: no nvcc"; exit 77; fi
work=$build/corpus_cuda_compile
rm -rf "$work" && mkdir -p "$work"
variants=("" "--param TX=64 --param TY=4 --param ZB=32 --param SMEM=1 --param STREAM=1 --param UNROLL=2"
  "--param TX=64 --param TY=4 --param RX=2 --param ZB=32 --param SMEM=2 --param STREAM=1 --param PIPE=2")

failed=()
jobs=()
files=("$src"/stencils/corpus/*.f95)
[[ -n ${STENCILTUNE_SANITIZED:-} ]] && files=("$src"/stencils/corpus/{himeno,upwind,ocean}.f95)
for file in "${files[@]}"; do
  kernel=$(basename "$file" .f95)
  dir=$work/$kernel
  mkdir -p "$dir"
  if ! "$tool" "$file" --target=cuda --no-tune --cuda-arch=sm_90 -o "$dir/out" >"$dir/package.out" 2>"$dir/package.err"; then
    echo "FAIL: $kernel: packaging the CUDA default failed:"; tail -n 15 "$dir/package.err"
    failed+=("$kernel/package")
  else
    name=$(sed -n 's/^Name: *//p' "$dir/out"/*.pc | head -n 1)
    read -r -a libs <<<"$(PKG_CONFIG_PATH=$dir/out pkg-config --libs "$name")"
    # A kernel kept in a module: the caller uses the package's copy of the module.
    mkdir -p "$dir/mods"
    copies=()
    for copy in "$dir/out"/*.module.f90; do
      [[ -f $copy ]] || continue
      copies+=("$dir/mods/$(basename "$copy" .f90).o")
      gfortran -O0 -J "$dir/mods" -c "$copy" -o "${copies[-1]}" >"$dir/mods.log" 2>&1 ||
        { echo "FAIL: $kernel: the package's copy of a module does not compile:"; tail -n 15 "$dir/mods.log"; failed+=("$kernel/module"); }
    done
    for sub in $(python3 "$src/tests/library/corpus_caller.py" write "$file" "$dir"); do
      if ! gfortran -O0 -I "$dir/mods" "$dir/caller_$sub.f90" "${copies[@]}" "${libs[@]}" -o "$dir/caller_$sub" >"$dir/link_$sub.log" 2>&1; then
        echo "FAIL: $kernel: the caller of $sub does not link with lib$name.a:"; tail -n 15 "$dir/link_$sub.log"
        failed+=("$kernel/link")
      fi
    done
  fi
  for n in "${!variants[@]}"; do
    # shellcheck disable=SC2086
    if ! "$tool" "$file" --emit=cuda ${variants[$n]} >"$dir/v$n.cu" 2>"$dir/v$n.err"; then
      # One variant prints every nest: beside a 1-D nest (a boundary condition's) the
      # register-blocked one is refused, at that nest, with exit status 2.
      if [[ ${variants[$n]} == *RX=2* ]] && grep -q "register blocking that a 1-D nest does not have" "$dir/v$n.err"; then
        echo "$kernel: --emit=cuda ${variants[$n]} refused at its 1-D nest, as it must be"
        continue
      fi
      echo "FAIL: $kernel: --emit=cuda ${variants[$n]} failed:"; tail -n 15 "$dir/v$n.err"
      failed+=("$kernel/emit$n")
      continue
    fi
    jobs+=("$dir/v$n")
  done
done
# One nvcc per printed file, two at a time; a failure is listed, not fatal, so that one
# run names every kernel that fails.
printf '%s\n' "${jobs[@]}" | xargs -P 2 -I{} sh -c \
  "'$nvcc' -arch=sm_90 -O3 -Xcompiler -Wall,-Wextra -Werror all-warnings -Xptxas -v -c {}.cu -o {}.o > {}.log 2>&1 || true"
for j in "${jobs[@]}"; do
  if [[ ! -s $j.o ]] || ! grep -q "Function properties for .*kernel0" "$j.log"; then
    echo "FAIL: ${j#"$work"/}.cu does not compile warning-free for sm_90:"; grep -E "error|warning" "$j.log" | head -n 10
    failed+=("${j#"$work"/}")
  fi
done
if ((${#failed[@]})); then
  echo "FAIL: ${#failed[@]} failures: ${failed[*]}"
  exit 1
fi
echo "ok: every corpus kernel packaged for CUDA and linked from Fortran; ${#jobs[@]} printed variants compile warning-free for sm_90"
