#!/usr/bin/env bash
# On a GPU: every kernel of the corpus (stencils/corpus/, issue 21) tuned on the device at
# a power-of-two size and at an odd one (3-D 64^3 and 67x45x37, 2-D 512^2 and 501x301;
# a file mixing 2-D and 3-D nests gets the 3-D size, its 2-D nests the first two
# extents). Each run must succeed and package a library that the tool checked against
# the original (report.json's library_check), and every variant it measured must have
# passed the check against the reference or been refused before running (spills,
# registers beyond the block's limit).
# Skips (77) where there is no usable NVIDIA GPU.
# usage: [ONLY=KERNEL_REGEX] [BUDGET=SECONDS] corpus.sh TOOL SOURCE_DIR BUILD_DIR
set -euo pipefail
tool=$1 src=$2 build=$3
source "$(dirname "$0")/common.sh"
work=$build/gpu_corpus
rm -rf "$work" && mkdir -p "$work"
export STENCILTUNE_NO_PROFILE=1
failed=()
runs=0
for file in "$src"/stencils/corpus/*.f95; do
  kernel=$(basename "$file" .f95)
  [[ -z ${ONLY:-} || $kernel =~ $ONLY ]] || continue
  if python3 - "$tool" "$file" <<'PY'; then
import json, subprocess, sys
info = json.loads(subprocess.run([sys.argv[1], sys.argv[2], "--emit=info"], capture_output=True, check=True).stdout)
sys.exit(0 if any(n["dims"] == 3 for s in info["subroutines"] for n in s["nests"]) else 1)
PY
    sizes=(64 67x45x37)
  else
    sizes=(512 501x301)
  fi
  for size in "${sizes[@]}"; do
    out=$work/$kernel-$size
    runs=$((runs + 1))
    if ! "$tool" "$file" --target=cuda --size="$size" --budget="${BUDGET:-15}" --fresh -o "$out" >"$out.out" 2>"$out.err"; then
      echo "FAIL: $kernel at $size exited non-zero:"; tail -n 15 "$out.err"
      failed+=("$kernel@$size")
      continue
    fi
    if ! python3 - "$out" "$kernel at $size" <<'PY'; then
import json, sys
out, tag = sys.argv[1], sys.argv[2]
db = json.load(open(out + "/tuning.json"))
ms = [m for e in db["entries"] for m in e["measurements"]]
assert ms, f"{tag}: nothing was measured"
refused = ("spills registers", "registers per block")
bad = [m for m in ms if not m["valid"] and not any(r in m.get("reason", "") for r in refused)]
for m in bad:
    print("FAIL:", tag, m["params"], m.get("reason", ""))
report = json.load(open(out + "/report.json"))
checks = report.get("library_check", [])
assert checks and all(c["valid"] for c in checks), f"{tag}: library check {checks}"
for k in report["kernels"]:
    assert any(s["stage"] == "+tuned" and s["valid"] for s in k["stages"]), f"{tag}: no valid +tuned stage"
if bad:
    sys.exit(1)
print(f"ok: {tag}: {len(ms)} variants measured, library checked")
PY
      failed+=("$kernel@$size")
    fi
  done
done
if ((${#failed[@]})); then
  echo "FAIL: ${#failed[@]} of $runs runs: ${failed[*]}"
  exit 1
fi
echo "ok: $runs runs, every corpus kernel tuned and its library checked on the GPU"
