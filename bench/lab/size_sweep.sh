#!/usr/bin/env bash
# Lab: why do sizes other than 512^3 lose rate? Builds the tool, makes the
# harness programs of each case's default with ZB free, then times each program at a
# sweep of sizes (the programs take their size as arguments).
set -uo pipefail
export PATH=/usr/local/cuda/bin:$PATH
nvidia-smi -L
nvidia-smi --query-gpu=name,multiprocessor_count --format=csv 2>/dev/null || true
t0=$(date +%s)
[[ -x build-device/stenciltune ]] || scripts/device-build.sh build-device > "$OUT/build.log" 2>&1 || { tail -30 "$OUT/build.log"; exit 1; }
echo "built in $(( $(date +%s) - t0 )) s"
declare -A fixed
fixed[star25_sp]="TX=32 TY=8 RY=4 RX=4 SMEM=2 STREAM=1 PIPE=2 RO=1 LB=1 UNROLL=1"
fixed[laplacian]="TX=256 TY=4 RY=2 RX=1 SMEM=2 STREAM=0 PIPE=2 RO=0 LB=1 UNROLL=2"
fixed[box27]="TX=128 TY=2 RY=8 RX=2 SMEM=2 STREAM=0 PIPE=1 RO=0 LB=1 UNROLL=1 PSUM=0"
sizes=${SIZES:-"256 288 320 352 368 376 384 400 416 448 480 512"}
res=$OUT/sweep.tsv
echo -e "case\tvariant\tsize\tmedian_s\tgstencil" > "$res"
for case in ${CASES:-star25_sp laplacian box27}; do
  work=/tmp/lab/$case
  rm -rf "$work"; mkdir -p "$work/tmp"
  params=()
  for p in ${fixed[$case]}; do params+=(--param "$p"); done
  TMPDIR="$work/tmp" STENCILTUNE_KEEP_SCRATCH=1 STENCILTUNE_NO_PROFILE=1 timeout 300 \
    build-device/stenciltune "stencils/$case.f95" --target=cuda --size=376 --search=exhaustive --budget=120 \
    "${params[@]}" -o "$work/out" -v > "$work/stdout.log" 2> "$work/stderr.log"
  echo "== $case tool exit $? ($(( $(date +%s) - t0 )) s)"
  grep -E "ptxas" "$work/stderr.log" | sed 's/.*harness\] //' | cut -c1-200 | head -12
  tail -5 "$work/stdout.log"
  for prog in $(ls "$work"/tmp/stenciltune-*/cuda_v*.cu "$work"/tmp/stenciltune-*/*/cuda_v*.cu 2>/dev/null); do
    bin=${prog%.cu}
    [[ -x $bin ]] || continue
    variant=$(grep -o -m1 '(TX=[^)]*)' "$prog" | tr -d '()' | tr ' ' ',')
    for s in $sizes; do
      line=$(timeout 60 "$bin" nx=$s ny=$s nz=$s check.verify=0 2>&1 | grep '^time:')
      med=$(sed -E 's/.*median=([^ ]+).*/\1/' <<< "$line")
      g=$(awk -v m="$med" -v s="$s" 'BEGIN{ if (m > 0) printf "%.1f", s*s*s/m/1e9; else print "nan" }')
      echo -e "$case\t$variant\t$s\t$med\t$g" >> "$res"
    done
  done
  echo "($(( $(date +%s) - t0 )) s)"
done
python3 - "$res" <<'EOF'
import csv, sys, collections
rows = list(csv.DictReader(open(sys.argv[1]), delimiter='\t'))
by = collections.defaultdict(dict)
sizes = []
for r in rows:
    by[(r['case'], r['variant'])][int(r['size'])] = r['gstencil']
    if int(r['size']) not in sizes: sizes.append(int(r['size']))
print('case variant ' + ' '.join(str(s) for s in sizes))
for (c, v), d in sorted(by.items()):
    zb = [p for p in v.split(',') if p.startswith('ZB=')]
    print(c, ','.join(zb), ' '.join(d.get(s, '-') for s in sizes))
EOF
