#!/usr/bin/env bash
# Lab: the CUDA default alone (--max-variants=1) of the corpus kernels with many grids, at
# several sizes, with its ptxas figures. Run on the GPU machine from the repository root;
# LAB_TMP is the scratch folder.
set -uo pipefail
export PATH=/usr/local/cuda/bin:$PATH
t0=$(date +%s)
tmp=${LAB_TMP:-/tmp/corpus_defaults}
[[ -x build-device/stenciltune ]] || scripts/device-build.sh build-device > "$OUT/build.log" 2>&1 || { tail -30 "$OUT/build.log"; exit 1; }
echo "built in $(( $(date +%s) - t0 )) s"
default_of() {  # case size
  local w=$tmp/$1-$2; rm -rf "$w"; mkdir -p "$w"
  STENCILTUNE_NO_PROFILE=1 timeout 200 build-device/stenciltune "stencils/corpus/$1.f95" --target=cuda --size="$2" \
    --max-variants=1 -v -o "$w/out" > "$w/stdout" 2> "$w/stderr"
  echo "== $1 $2 exit $?: $(grep -E 'default|baseline|tuned' "$w/stdout" | tr -s ' ' | tr '\n' ';')"
  grep -E "ptxas" "$w/stderr" | head -1 | cut -c1-200
}
default_of himeno 256x256x512
default_of himeno 376x376x376
default_of seismic8 376x376x376
default_of seismic8 512x512x512
default_of seismic8 256x256x256
echo "total $(( $(date +%s) - t0 )) s"
