#!/usr/bin/env bash
# Lab: the old default (the sources in .lab/old/, copied from the commit before) against the size-fitted default, side by side, per case and size.
# OLD_SOURCES: a folder holding the earlier src/strategy/cuda_strategy.{h,cpp} and src/driver/tune_cuda.cpp
# (git show REV:PATH), copied over a copy of this tree and built as the "old" tool.
set -uo pipefail
export PATH=/usr/local/cuda/bin:$PATH
t0=$(date +%s)
[[ -x build-device/stenciltune ]] || scripts/device-build.sh build-device > "$OUT/build.log" 2>&1 || { tail -30 "$OUT/build.log"; exit 1; }
if [[ ! -x /tmp/old/build/stenciltune ]]; then
  rm -rf /tmp/old; mkdir -p /tmp/old; cp -r CMakeLists.txt src grammar tests scripts stencils .carry /tmp/old/ 2>/dev/null
  cp -r "${OLD_SOURCES:-.lab/old}"/src/* /tmp/old/src/
  (cd /tmp/old && cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DSTENCILTUNE_PREGENERATED=/tmp/old/.carry/gen >/dev/null && cmake --build build -j 16 --target stenciltune) > "$OUT/build-old.log" 2>&1 || { tail -30 "$OUT/build-old.log"; exit 1; }
fi
echo "built in $(( $(date +%s) - t0 )) s"
res=$OUT/defaults.tsv
echo -e "case\tsize\ttool\tdefault\tgstencil\tpct" > "$res"
for cs in ${CASES:-"star25_sp 376" "laplacian 376" "box27 376" "star13 376" "vardiff 376" "star25_sp 448" "laplacian 256"}; do
  read -r case size <<< "$cs"
  for tool in old new; do
    bin=build-device/stenciltune; [[ $tool == old ]] && bin=/tmp/old/build/stenciltune
    work=/tmp/lab3/$case-$size-$tool; rm -rf "$work"; mkdir -p "$work"
    STENCILTUNE_NO_PROFILE=1 timeout 200 $bin "stencils/$case.f95" --target=cuda --size=$size --max-variants=1 --budget=60 -o "$work/out" > "$work/stdout.log" 2> "$work/stderr.log"
    st=$?
    python3 - "$work/out/report.json" "$case" "$size" "$tool" "$st" >> "$res" <<'EOF2'
import json, sys
path, case, size, tool, st = sys.argv[1:]
try:
    r = json.load(open(path))
    for s in r["kernels"][0]["stages"]:
        d = s.get("details", {})
        print("\t".join([case, size, tool, s["stage"], d.get("variant", "?"), "%.1f" % s.get("gstencils", 0), "%.1f" % s.get("percent_of_bound", 0)]))
except Exception as e:
    print("\t".join([case, size, tool, "exit " + st, "nan", repr(e)[:80]]))
EOF2
    grep -P "^$case\t$size\t$tool\t" "$res" | cut -c1-200
  done
done
echo "done ($(( $(date +%s) - t0 )) s)"
