#!/usr/bin/env bash
# Golden tests of the back ends: what `--emit=c`, `--emit=fortran`, `--emit=c
# --target=cpu` (pthreads) and `--emit=cuda` print for every suite stencil, and for the
# corpus with the default variant, compared byte for byte with tests/golden/codegen/.
# A change to a generator that is meant to leave its output alone (a refactoring) must
# pass unchanged; one that changes the output rewrites the goldens with UPDATE_GOLDEN=1,
# and the diff is reviewed with the change.
#
# Every machine-dependent choice is pinned (THREADS for pthreads; the CUDA default is
# the one for a machine without a GPU, where this runs in CI), so the goldens do not
# depend on the machine. Usage: golden_codegen.sh STENCILTUNE SOURCE_DIR BUILD_DIR.
set -u
tool=$1 src=$2 build=$3
out=$build/golden_codegen
rm -rf "$out" && mkdir -p "$out" || exit 1
cd "$src" || exit 1
goldens=tests/golden/codegen

if command -v nvidia-smi >/dev/null 2>&1 && nvidia-smi -L >/dev/null 2>&1; then
  echo "skip: a GPU is present, and the CUDA default is the one for a machine without one"
  exit 77
fi

failures=0 checked=0
declare -A written

# check SOURCE GOLDEN ARGS...: run the tool with ARGS and compare with (or rewrite) GOLDEN.
check() {
  local source=$1 golden=$goldens/$2
  shift 2
  local got=$out/$(basename "$golden") err=$out/$(basename "$golden").err
  checked=$((checked + 1))
  written[$golden]=1
  "$tool" "$source" "$@" >"$got" 2>"$err"
  local status=$?
  if [ "$status" -ne 0 ]; then
    echo "FAIL $source $*: exit status $status (expected 0), standard error:"
    cat "$err"
    failures=$((failures + 1))
    return
  fi
  if [ "${UPDATE_GOLDEN:-}" = 1 ]; then
    mkdir -p "$(dirname "$golden")"
    cmp -s "$got" "$golden" || { cp "$got" "$golden" && echo "updated $golden"; }
    return
  fi
  if [ ! -f "$golden" ]; then
    echo "FAIL $source $*: no golden file $golden (run with UPDATE_GOLDEN=1 and inspect it)"
    failures=$((failures + 1))
  elif ! diff -u "$golden" "$got" >"$got.diff"; then
    echo "FAIL $source $* differs from $golden (first 40 lines of the diff):"
    head -40 "$got.diff"
    failures=$((failures + 1))
  fi
}

# Parameter sets beside each target's default: blocked and register-blocked loops,
# streaming stores and SIMD, thread teams, a dynamic schedule; for CUDA, register
# tiles with and without the shared-memory ring, the 2.5-D streaming, the pipeline.
pthreads_3d_a=(--param THREADS=4 --param CX=64 --param CY=8 --param CZ=32 --param RX=2 --param SIMD=1 --param NT=1)
pthreads_3d_b=(--param THREADS=4 --param TEAM=2 --param TBX=1 --param CHUNK=4 --param RZ=2)
pthreads_2d_a=(--param THREADS=4 --param CX=64 --param CY=8 --param RX=2 --param RY=2 --param SIMD=1 --param NT=1)
pthreads_2d_b=(--param THREADS=4 --param SCHED=1 --param CHUNK=4 --param NT=0)
cuda_3d_a=(--param TX=32 --param TY=8 --param RX=2 --param RY=2 --param ZB=64)
cuda_3d_b=(--param TX=64 --param TY=4 --param RY=1 --param SMEM=0 --param STREAM=1)
cuda_2d_a=(--param TX=32 --param TY=8 --param RX=4)
cuda_2d_b=(--param TX=128 --param TY=2 --param RY=1 --param RO=1 --param LB=0)

for source in stencils/*.f95; do
  s=$(basename "$source" .f95)
  dims=3
  "$tool" "$source" --emit=info 2>/dev/null | grep -q '"dims": 2,' && dims=2
  check "$source" "$s.c" --emit=c
  check "$source" "$s.f90" --emit=fortran
  check "$source" "$s.pthreads.c" --emit=c --target=cpu --param THREADS=4
  check "$source" "$s.cu" --emit=cuda
  if [ "$dims" = 2 ]; then
    check "$source" "$s.pthreads_a.c" --emit=c --target=cpu "${pthreads_2d_a[@]}"
    check "$source" "$s.pthreads_b.c" --emit=c --target=cpu "${pthreads_2d_b[@]}"
    check "$source" "$s.cuda_a.cu" --emit=cuda "${cuda_2d_a[@]}"
    check "$source" "$s.cuda_b.cu" --emit=cuda "${cuda_2d_b[@]}"
  else
    check "$source" "$s.pthreads_a.c" --emit=c --target=cpu "${pthreads_3d_a[@]}"
    check "$source" "$s.pthreads_b.c" --emit=c --target=cpu "${pthreads_3d_b[@]}"
    check "$source" "$s.cuda_a.cu" --emit=cuda "${cuda_3d_a[@]}"
    check "$source" "$s.cuda_b.cu" --emit=cuda "${cuda_3d_b[@]}"
  fi
done
# Plane sums (PSUM) exist only where they pay: the boxes.
check stencils/box27.f95 box27.cuda_psum.cu --emit=cuda --param PSUM=1 --param SMEM=2 --param RX=2 --param RY=2 \
  --param TX=64 --param TY=2 --param ZB=32 --param PIPE=2
check stencils/box2d9.f95 box2d9.cuda_psum.cu --emit=cuda --param PSUM=1 --param SMEM=2 --param RX=4 --param TX=128 \
  --param TY=1 --param ZB=8
for source in stencils/corpus/*.f95; do
  s=corpus/$(basename "$source" .f95)
  check "$source" "$s.c" --emit=c
  check "$source" "$s.pthreads.c" --emit=c --target=cpu --param THREADS=4
  check "$source" "$s.cu" --emit=cuda
done

# A golden that no check wrote is stale (its stencil or parameter set is gone).
while IFS= read -r golden; do
  if [ -z "${written[$golden]:-}" ]; then
    echo "FAIL $golden is not produced by any check (remove it)"
    failures=$((failures + 1))
  fi
done < <(find "$goldens" -type f 2>/dev/null | sort)

echo "golden_codegen: $checked outputs checked, $failures failed"
[ "$failures" -eq 0 ]
