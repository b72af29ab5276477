#!/usr/bin/env bash
# On a GPU (issue 26, part 2): the tuner times the library's split over several GPUs and
# makes the fastest layout the library's default. On a machine of one GPU the node is
# STENCILTUNE_DEVICES=0,0,0,0 (four slabs of device 0: the same code path); on a machine
# of several, every GPU. For a single sweep (laplacian) and a time loop (heat3d), the
# report's gpu_split section must hold one GPU and every count of the node timed and
# proven at each tuned size (the Laplacian at two), for the time loop at each count also
# with ghost planes for 2 and 4 steps (for a variant blocked over time, at its steps a
# pass only), the overlap off for the fastest split, and one
# device rule for all sizes, written with the default overlap and exchange depth into the
# library's source and header; the library is then checked against the
# original by the tuner and again here through gfortran's symbol at odd sizes, with and
# without a list of devices. Skips (77) where there is no usable NVIDIA GPU.
# usage: split_tune_cuda.sh TOOL SOURCE_DIR BUILD_DIR
set -euo pipefail
tool=$1 src=$2 build=$3
check_tool=$(dirname "$tool")/stenciltune-check
source "$(dirname "$0")/common.sh"
work=$build/gpu_split_tune_cuda
rm -rf "$work" && mkdir -p "$work"
export XDG_CACHE_HOME=$work/cache
if ((gpus > 1)); then
  unset STENCILTUNE_DEVICES
  node=$(seq -s, 0 $((gpus - 1)))
else
  node=0,0,0,0
fi

# name (under stencils/), tuned sizes, checked size, the step count's argument (- for none)
cases=(
  "laplacian 256x256x256,64x64x64 45x37x71 -"
  "timeloop/heat3d 192x160x256 45x37x71 nt"
)
for c in "${cases[@]}"; do
  read -r file tuned checked steps <<<"$c"
  name=$(basename "$file")
  out=$work/$name
  sizes=()
  for size in ${tuned//,/ }; do sizes+=(--size="$size"); done
  STENCILTUNE_DEVICES=$( ((gpus > 1)) || echo "$node") \
    "$tool" "$src/stencils/$file.f95" --target=cuda "${sizes[@]}" --budget=20 --max-variants=3 \
    -o "$out" -v >"$work/$name.tune.out" 2>"$work/$name.tune.err" || {
    cat "$work/$name.tune.err"
    exit 1
  }
  python3 - "$out/report.json" "$name" "$node" "$steps" "$tuned" <<'PY'
import json, math, sys
report, name, node, steps = json.load(open(sys.argv[1])), sys.argv[2], sys.argv[3], sys.argv[4]
sizes = sys.argv[5].split(",")
splits = report.get("gpu_split", [])
# One table a tuned size, and one rule of points a GPU for all of them.
assert [s["subroutine"] for s in splits] == [name] * len(sizes), splits
assert sorted("x".join(map(str, s["size"])) for s in splits) == sorted(sizes), [s["size"] for s in splits]
rules = {s.get("min_points", 0) for s in splits}
assert len(rules) == 1 and min(rules) > 0, rules
n = len(node.split(","))
want = sorted({1, n} | {c for c in (2, 4, 8) if c < n})
default = None  # (won, points, layout): the largest size that split, else the largest's fastest split
layouts = set()  # each size's own: its split where it split, else its fastest split
for s in splits:
    assert s["devices"] == node, s["devices"]
    timings = s["timings"]
    # A variant blocked over time exchanges before each pass: its split is timed at that depth.
    passes = s["pass_steps"]
    counts = sorted({t["devices"] for t in timings if t["overlap"] and t["halo_steps"] in (1, passes)})
    assert counts == want, (counts, want)
    for t in timings:
        assert t["valid"], t
    split = [t for t in timings if t["devices"] > 1]
    fastest = min(split, key=lambda t: t["seconds"])
    assert any(not t["overlap"] for t in split), "the overlap off was not timed"
    for c in want[1:]:
        deep = sorted(t["halo_steps"] for t in split if t["devices"] == c and t["overlap"] and t["halo_steps"] > 1)
        assert deep == ([passes] if passes > 1 else [2, 4] if steps != "-" else []), (c, deep)
    assert "chosen" in s, s
    chosen = timings[s["chosen"]]
    one = min(t["seconds"] for t in timings if t["devices"] == 1)
    if chosen["devices"] > 1:
        assert chosen is fastest and chosen["seconds"] * 1.05 < one, (chosen, one)
    else:
        assert fastest["seconds"] * 1.05 >= one and "kept on one GPU" in s["note"], (fastest, one, s["note"])
    won, points = chosen["devices"] > 1, math.prod(s["size"])
    own = chosen if won else fastest
    layouts.add((int(own["overlap"]), own["halo_steps"] if steps != "-" else 1))
    candidate = (won, points, chosen if won else fastest)
    if default is None or candidate[:2] > default[:2]:
        default = candidate
    print(f"{name} at {'x'.join(map(str, s['size']))}: {len(timings)} layouts over {node}; chosen {chosen['devices']} "
          f"GPU(s), overlap {chosen['overlap']}, h {chosen['halo_steps']}, {one / chosen['seconds']:.2f}x one GPU")
assert all(c["valid"] for c in report["library_check"]), report["library_check"]
notes = [x for k in report["kernels"] if k["subroutine"] == name for x in k.get("notes", []) if x.startswith("Several GPUs:")]
assert notes and all("the split was timed on this machine" in x for x in notes), notes
print(f"{name}: min_points {min(rules)}")
with open(sys.argv[1] + ".choice", "w") as f:
    # by size (1): the library takes the layout of the size whose variant the call runs
    f.write(f"{min(rules)} {int(default[2]['overlap'])} {default[2]['halo_steps']} {int(len(layouts) > 1)}\n")
PY
  read -r min_points overlap halo by_size <"$out/report.json.choice"
  if ((by_size)); then overlap="(st_variant == " halo="(st_variant == "; fi
  grep -q "/ ${min_points}LL;" "$out/src/$name.cu" || { echo "FAIL: $name's source lacks the tuned device rule"; exit 1; }
  grep -qF "st_slabs_plan(&st_s, st_devices, st_lo, st_hi, st_thick, $overlap" "$out/src/$name.cu" ||
    { echo "FAIL: $name's source lacks the tuned overlap"; exit 1; }
  if [[ $steps != - ]]; then
    grep -qF "st_slabs_halo_steps($halo" "$out/src/$name.cu" || { echo "FAIL: $name's source lacks the tuned depth"; exit 1; }
  fi
  grep -q "at least $min_points points of its first nest (timed over up to " "$out/$name.h" ||
    { echo "FAIL: $name's header does not give the tuned rule"; exit 1; }
  grep -q "^## Several GPUs" "$out/report.md" || { echo "FAIL: $name's report has no several-GPU section"; exit 1; }
  # The library through gfortran's symbol at an odd size, on its default layout and on
  # the node's list with the tuned overlap and depth.
  for layout in "" "$node"; do
    args=(--size="$checked")
    [[ $steps == - ]] || args+=(--arg="$steps=5")
    if ! STENCILTUNE_DEVICES=$layout "$check_tool" "$src/stencils/$file.f95" --variant="$out/lib$name.a" --reference=c \
      --by-reference "${args[@]}" --link=-L"$cuda_lib" --link=-Wl,-rpath,"$cuda_lib" --link=-lcudart --link=-lstdc++ \
      >"$work/$name.check" 2>&1; then
      echo "FAIL: $name's tuned library at $checked on devices '$layout':"
      cat "$work/$name.check"
      exit 1
    fi
  done
  echo "$name: the split timed and chosen; the library agrees with the original"
done
