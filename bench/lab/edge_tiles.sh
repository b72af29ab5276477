#!/usr/bin/env bash
# Lab: which partial tiles cost the rate? Programs of chosen variants timed at mixed sizes.
set -uo pipefail
export PATH=/usr/local/cuda/bin:$PATH
t0=$(date +%s)
[[ -x build-device/stenciltune ]] || scripts/device-build.sh build-device > "$OUT/build.log" 2>&1 || { tail -30 "$OUT/build.log"; exit 1; }
echo "built in $(( $(date +%s) - t0 )) s"
run_tool() {  # case tag params...
  local case=$1 tag=$2; shift 2
  local work=/tmp/lab2/$case-$tag
  rm -rf "$work"; mkdir -p "$work/tmp"
  local params=()
  for p in "$@"; do params+=(--param "$p"); done
  TMPDIR="$work/tmp" STENCILTUNE_KEEP_SCRATCH=1 STENCILTUNE_NO_PROFILE=1 timeout 300 \
    build-device/stenciltune "stencils/$case.f95" --target=cuda --size=${TOOLSIZE:-376} --search=exhaustive --budget=60 \
    "${params[@]}" -o "$work/out" -v > "$work/stdout.log" 2> "$work/stderr.log"
  echo "$case $tag exit $? : $(grep -h 'ptxas' "$work/stderr.log" | grep -v 'LB=0' | sed 's/.*harness\] //' | cut -c1-160 | head -2)"
}
S="PIPE=2 RO=1 SMEM=2 STREAM=1 LB=1 UNROLL=1"
run_tool star25_sp A TX=32 RX=4 TY=8 RY=4 ZB=16 $S &
run_tool star25_sp B TX=32 RX=4 TY=8 RY=4 ZB=128 $S &
run_tool star25_sp C TX=32 RX=4 TY=8 RY=1 ZB=16 $S &
run_tool star25_sp D TX=64 RX=2 TY=8 RY=4 ZB=16 $S &
wait
L="RX=1 SMEM=2 STREAM=0 PIPE=2 RO=0 LB=1 UNROLL=2"
run_tool laplacian A TX=256 TY=4 RY=2 ZB=32 $L &
run_tool laplacian B TX=128 TY=8 RY=2 ZB=32 $L &
run_tool laplacian C TX=64 TY=8 RY=2 ZB=32 $L &
run_tool laplacian D TX=128 TY=4 RY=2 ZB=32 $L &
wait
echo "tools done ($(( $(date +%s) - t0 )) s)"
res=$OUT/sweep2.tsv
echo -e "case\tvariant\tnx\tny\tnz\tmedian_s\tgstencil" > "$res"
declare -A seen
for prog in /tmp/lab2/*/tmp/stenciltune-*/cuda_v*.cu /tmp/lab2/*/tmp/stenciltune-*/*/cuda_v*.cu; do
  [[ -f $prog ]] || continue
  bin=${prog%.cu}; [[ -x $bin ]] || continue
  head=$(grep -o -m1 'variant of [a-z0-9_]* ([^)]*)' "$prog")
  [[ -n $head && -z ${seen[$head]:-} ]] || continue
  seen[$head]=1
  case=$(awk '{print $3}' <<< "$head"); variant=$(sed -E 's/.*\((.*)\)/\1/' <<< "$head" | tr ' ' ',')
  for sz in "376 376 376" "384 384 384" "376 384 384" "384 376 384" "384 384 376" "448 448 448" "512 512 512"; do
    read -r x y z <<< "$sz"
    line=$(timeout 60 "$bin" nx=$x ny=$y nz=$z check.verify=0 2>&1 | grep '^time:')
    med=$(sed -E 's/.*median=([^ ]+).*/\1/' <<< "$line")
    g=$(awk -v m="$med" -v p="$((x*y*z))" 'BEGIN{ if (m > 0) printf "%.1f", p/m/1e9; else print "nan" }')
    echo -e "$case\t$variant\t$x\t$y\t$z\t$med\t$g" >> "$res"
  done
done
python3 - "$res" <<'EOF2'
import csv, sys, collections
rows = list(csv.DictReader(open(sys.argv[1]), delimiter='\t'))
by = collections.OrderedDict(); cols = []
for r in rows:
    c = (r['nx'], r['ny'], r['nz'])
    if c not in cols: cols.append(c)
    by.setdefault((r['case'], r['variant']), {})[c] = r['gstencil']
print('case variant | ' + ' '.join('x'.join(c) for c in cols))
for (c, v), d in by.items():
    keep = ','.join(p for p in v.split(',') if p.split('=')[0] in ('TX','TY','RX','RY','ZB','SMEM','LB'))
    print(c, keep, '|', ' '.join(d.get(k, '-') for k in cols))
EOF2
echo "done ($(( $(date +%s) - t0 )) s)"
