#!/usr/bin/env bash
# The size sweep of issue 21 on the GPU machine: % of the roofline bound against the
# grid size (3-D, 256^3 to 512^3 in steps of 16) for the 7-point Laplacian (fp64), the
# radius-4 star of FDTD3d on its halo-padded grid (fp32) and the 27-point box (fp64).
#
# For each case: the default variant the tool chooses at each size (`--emit=cuda
# --size=S` names it), and the variants a search of BUDGET seconds found fastest at
# 376^3 and at 512^3 (TOP of each). Every one of them is built once (its harness
# program takes the size as arguments) and timed at every size (a default only at the
# sizes it is the default for), so "best" at a size is
# the fastest of those candidates there: what a search at that size reaches if it
# measures them, not a search run at that size. The bound is the report's (the
# stencil's own stream mix, the device's measured ceilings).
# Writes $OUT/sweep.tsv (case, kind, variant, size, median s, GStencil/s),
# $OUT/defaults.tsv (case, size, default variant) and $OUT/bounds.tsv.
# Usage on the device: bench/lab/size_sweep_pct.sh  (CASES, SIZES, BUDGET, TOP to narrow)
set -uo pipefail
export PATH=/usr/local/cuda/bin:$PATH
t0=$(date +%s)
[[ -x build-device/stenciltune ]] || scripts/device-build.sh build-device > "$OUT/build.log" 2>&1 || { tail -30 "$OUT/build.log"; exit 1; }
echo "built in $(( $(date +%s) - t0 )) s"
nvidia-smi --query-gpu=name,multiprocessor_count,memory.total --format=csv,noheader
tool=$PWD/build-device/stenciltune
sizes=${SIZES:-$(seq -s ' ' 256 16 512)}
declare -A file=([laplacian]=stencils/laplacian.f95 [fdtd3d]=stencils/corpus/fdtd3d.f95 [box27]=stencils/box27.f95)
echo -e "case\tkind\tvariant\tsize\tmedian_s\tgstencil" > "$OUT/sweep.tsv"
echo -e "case\tsize\tvariant" > "$OUT/defaults.tsv"
echo -e "case\tbound_gstencil\tstream_mix" > "$OUT/bounds.tsv"

# The sorted KEY=VALUE list of a variant, whatever order a printer used.
norm() { tr ' ,' '\n\n' <<< "$1" | grep '=' | sort | paste -sd' '; }

for case in ${CASES:-laplacian fdtd3d box27}; do
  src=${file[$case]}
  work=/tmp/sweep/$case
  rm -rf "$work"; mkdir -p "$work"
  declare -A kind=()  # normalized variant -> kind(s)
  # 1. Searches at 376^3 and 512^3, keeping every harness program.
  for n in 376 512; do
    mkdir -p "$work/t$n"
    TMPDIR="$work/t$n" STENCILTUNE_KEEP_SCRATCH=1 STENCILTUNE_NO_PROFILE=1 timeout 300 \
      "$tool" "$src" --target=cuda --size=$n --budget=${BUDGET:-30} -o "$work/out$n" > "$work/t$n.out" 2> "$work/t$n.err"
    echo "== $case search at $n^3: exit $? ($(( $(date +%s) - t0 )) s)"
    grep GStencil "$work/t$n.out"
    # The TOP fastest valid variants of the search's lines "[i] PARAMS: T ms".
    grep -E '^stenciltune: \[[0-9]+\] ' "$work/t$n.err" | grep -E ': [0-9.]+ ms$' |
      sed -E 's/^stenciltune: \[[0-9]+\] (.*): ([0-9.]+) ms$/\2\t\1/' | sort -g | head -n "${TOP:-4}" |
      while IFS=$'\t' read -r ms params; do echo "$(norm "$params")"; done > "$work/top$n"
    while read -r v; do kind[$v]+="top$n,"; done < "$work/top$n"
  done
  python3 -c "
import json,sys; k=json.load(open('$work/out512/report.json'))['kernels'][0]
print('$case\t%.2f\t%s' % (k['bound']['tuned']['gstencils'], k.get('stream_mix','')))" >> "$OUT/bounds.tsv" 2>/dev/null
  # 2. The default at each size.
  for s in $sizes; do
    v=$("$tool" "$src" --emit=cuda --size=$s 2>/dev/null | grep -m1 -o 'Variant: [^.]*' | sed 's/Variant: //')
    v=$(norm "$v")
    echo -e "$case\t$s\t$v" >> "$OUT/defaults.tsv"
    kind[$v]+="default$s,"
  done
  # 3. A harness program for each candidate: those the searches built, and the defaults
  # they did not, built by a one-variant run at a small size with every parameter fixed.
  declare -A program=()
  for prog in $(ls "$work"/t*/stenciltune-*/cuda_v*.cu "$work"/t*/stenciltune-*/*/cuda_v*.cu 2>/dev/null); do
    [[ -x ${prog%.cu} ]] || continue
    v=$(norm "$(grep -o -m1 '(TX=[^)]*)' "$prog" | tr -d '()')")
    [[ -n ${kind[$v]:-} && -z ${program[$v]:-} ]] && program[$v]=${prog%.cu}
  done
  i=0
  for v in "${!kind[@]}"; do
    [[ -n ${program[$v]:-} ]] && continue
    i=$((i + 1)); d=$work/one$i; mkdir -p "$d"
    params=(); for p in $v; do params+=(--param "$p"); done
    TMPDIR="$d" STENCILTUNE_KEEP_SCRATCH=1 STENCILTUNE_NO_PROFILE=1 timeout 120 \
      "$tool" "$src" --target=cuda --size=64 --max-variants=1 "${params[@]}" -o "$d/out" > "$d/out.log" 2>&1
    prog=$(ls "$d"/stenciltune-*/cuda_v*.cu "$d"/stenciltune-*/*/cuda_v*.cu 2>/dev/null | head -1)
    [[ -n $prog && -x ${prog%.cu} ]] && program[$v]=${prog%.cu} || { echo "no program for $case $v"; tail -3 "$d/out.log"; }
  done
  echo "== $case: ${#kind[@]} candidates, ${#program[@]} programs ($(( $(date +%s) - t0 )) s)"
  # 4. Every candidate at every size.
  for v in "${!program[@]}"; do
    # A default that no search found fast is timed only at the sizes it is the default for.
    at=$sizes
    [[ ${kind[$v]} == *top* ]] || at=$(grep -o 'default[0-9]*' <<< "${kind[$v]}" | sed 's/default//' | paste -sd' ')
    for s in $at; do
      line=$(timeout 60 "${program[$v]}" nx=$s ny=$s nz=$s check.verify=0 2>&1 | grep '^time:')
      med=$(sed -E 's/.*median=([^ ]+).*/\1/' <<< "$line")
      g=$(awk -v m="$med" -v s="$s" 'BEGIN{ if (m > 0) printf "%.1f", s*s*s/m/1e9; else print "nan" }')
      echo -e "$case\t${kind[$v]%,}\t$v\t$s\t$med\t$g" >> "$OUT/sweep.tsv"
    done
  done
  echo "== $case timed ($(( $(date +%s) - t0 )) s)"
  unset kind program
done
echo "done in $(( $(date +%s) - t0 )) s"
