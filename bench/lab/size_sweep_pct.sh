#!/usr/bin/env bash
# The size sweep of issue 21 on the GPU machine: % of the roofline bound against the
# grid size (3-D, 256^3 to 512^3 in steps of 16) for the 7-point Laplacian (fp64), the
# radius-4 star of FDTD3d on its halo-padded grid (fp32) and the 27-point box (fp64).
#
# For each case: the default variant the tool chooses at each size, measured by a run
# with --max-variants=1 at that size (the default is measured first), and the variants a
# search of BUDGET seconds found fastest at 376^3 and at 512^3 (TOP of each), whose
# harness programs (they take the size as arguments) are timed at every size, so that
# "best" at a size is the fastest of those candidates there: what a search at that size
# reaches if it measures them, not a search run at that size. The bound is the report's (the
# stencil's own stream mix, the device's measured ceilings).
# Writes $OUT/sweep.tsv (case, kind, variant, size, median s, GStencil/s),
# $OUT/defaults.tsv (case, size, default variant) and $OUT/bounds.tsv.
# Usage on the device: bench/lab/size_sweep_pct.sh  (CASES, SIZES, DEFAULT_SIZES, BUDGET,
# TOP to narrow; DEFAULT_SIZES= empty skips the defaults)
set -uo pipefail
export PATH=/usr/local/cuda/bin:$PATH
t0=$(date +%s)
[[ -x build-device/stenciltune ]] || scripts/device-build.sh build-device > "$OUT/build.log" 2>&1 || { tail -30 "$OUT/build.log"; exit 1; }
echo "built in $(( $(date +%s) - t0 )) s"
nvidia-smi --query-gpu=name,multiprocessor_count,memory.total --format=csv,noheader
tool=$PWD/build-device/stenciltune
sizes=${SIZES:-$(seq -s ' ' 256 16 512)}
declare -A file=([laplacian]=stencils/laplacian.f95 [fdtd3d]=stencils/corpus/fdtd3d.f95 [box27]=stencils/box27.f95)
# The harness programs take the size as the subroutine's own extent arguments.
declare -A extent_names=([fdtd3d]="dimx dimy dimz")
echo -e "case\tkind\tvariant\tsize\tmedian_s\tgstencil" > "$OUT/sweep.tsv"
echo -e "case\tsize\tvariant\tgstencil\tpct_of_bound" > "$OUT/defaults.tsv"
echo -e "case\tbound_gstencil\tstream_mix" > "$OUT/bounds.tsv"

# The sorted KEY=VALUE list of a variant, whatever order a printer used, without the
# values that the CUDA printer's "Variant:" line leaves out (RX=1, PSUM=0).
norm() { tr ' ,' '\n\n' <<< "$1" | grep '=' | grep -vxE 'RX=1|PSUM=0' | sort | paste -sd' '; }

for case in ${CASES:-laplacian fdtd3d box27}; do
  src=${file[$case]}
  work=/tmp/sweep/$case
  rm -rf "$work"; mkdir -p "$work"
  # 1. Searches at 376^3 and 512^3, keeping every harness program; their TOP fastest
  # valid variants from the tuning database the run wrote.
  : > "$work/top"
  for n in 376 512; do
    mkdir -p "$work/t$n"
    TMPDIR="$work/t$n" STENCILTUNE_KEEP_SCRATCH=1 STENCILTUNE_NO_PROFILE=1 timeout 300 \
      "$tool" "$src" --target=cuda --size=$n --budget=${BUDGET:-30} -o "$work/out$n" > "$work/t$n.out" 2> "$work/t$n.err"
    echo "== $case search at $n^3: exit $? ($(( $(date +%s) - t0 )) s)"
    grep GStencil "$work/t$n.out"
    python3 - "$work/out$n/tuning.json" "${TOP:-4}" >> "$work/top" <<'PY'
import json, sys
m = [x for e in json.load(open(sys.argv[1]))["entries"] for x in e["measurements"] if x.get("valid")]
m.sort(key=lambda x: x["seconds"])
seen = []
for x in m:
    v = " ".join("%s=%s" % kv for kv in sorted(x["params"].items()))
    if v not in seen: seen.append(v)
def printed(v):  # as the CUDA printer's "Variant:" line names it
    t = v.split()
    return " ".join(x for x in t if x not in ("RX=1", "PSUM=0") and not (x.startswith("PIPE=") and "SMEM=2" not in t))
print("\n".join(printed(v) for v in seen[: int(sys.argv[2])]))
PY
  done
  python3 -c "
import json; k=json.load(open('$work/out512/report.json'))['kernels'][0]
print('$case\t%.2f\t%s' % (k['bound']['tuned']['gstencils'], k.get('stream_mix','')))" >> "$OUT/bounds.tsv"
  # 2. The default at each size, measured by a run that stops after it (the search
  # measures the default first); its rate from the report's default stage.
  for s in ${DEFAULT_SIZES-$sizes}; do
    d=$work/d$s; mkdir -p "$d"
    STENCILTUNE_NO_PROFILE=1 timeout 120 "$tool" "$src" --target=cuda --size=$s --max-variants=1 -o "$d/out" > "$d/out.log" 2>&1
    python3 - "$d/out/report.json" "$case" "$s" >> "$OUT/defaults.tsv" <<'PY'
import json, sys
k = json.load(open(sys.argv[1]))["kernels"][0]
for st in k["stages"]:
    if st["stage"] == "default":
        v = st.get("details", {}).get("variant", "?")
        print("\t".join([sys.argv[2], sys.argv[3], " ".join(sorted(v.replace(",", " ").split())),
                        "%.1f" % st["gstencils"], "%.1f" % st.get("percent_of_bound", 0)]))
PY
  done
  echo "== $case defaults ($(( $(date +%s) - t0 )) s)"
  # 3. The searches' programs of the top variants, timed at every size.
  declare -A program=()
  for prog in $(ls "$work"/t*/stenciltune-*/cuda_v*.cu "$work"/t*/stenciltune-*/*/cuda_v*.cu 2>/dev/null); do
    [[ -x ${prog%.cu} ]] || continue
    v=$(norm "$(grep -o -m1 'Variant: [^.]*' "$prog" | sed 's/Variant: //')")
    [[ -n $v && -z ${program[$v]:-} ]] && grep -qxF "$v" "$work/top" && program[$v]=${prog%.cu}
  done
  echo "== $case: $(sort -u "$work/top" | wc -l) top variants, ${#program[@]} programs found"
  for v in "${!program[@]}"; do
    for s in $sizes; do
      args=(); for a in ${extent_names[$case]:-nx ny nz}; do args+=("$a=$s"); done
      line=$(timeout 60 "${program[$v]}" "${args[@]}" check.verify=0 2>&1 | grep '^time:')
      med=$(sed -E 's/.*median=([^ ]+).*/\1/' <<< "$line")
      g=$(awk -v m="$med" -v s="$s" 'BEGIN{ if (m > 0) printf "%.1f", s*s*s/m/1e9; else print "nan" }')
      echo -e "$case\ttop\t$v\t$s\t$med\t$g" >> "$OUT/sweep.tsv"
    done
  done
  echo "== $case timed ($(( $(date +%s) - t0 )) s)"
  unset program
done
echo "done in $(( $(date +%s) - t0 )) s"
