#!/usr/bin/env bash
# The tuner's own timing of the CUDA library's split over the GPUs of this machine
# (driver/gpu_split.h), for the scaling table of issue 26: each case is tuned as a user
# tunes it (--target=cuda, a short search), and the report's "gpu_split" section, every
# layout the stage timed with the copies in and out, is printed with its speed-up over
# one GPU from the same run and the layout the library now runs by default.
# usage: split_tune.sh TOOL OUT_DIR "FILE SIZE STEPS" ...   (STEPS: - for a single sweep;
#   SIZE: one size or several separated by commas, each tuned)
# BUDGET (seconds of search a job, default 30) and MAX_VARIANTS (default 6) bound the search.
set -euo pipefail
tool=$1 out=$2
shift 2
mkdir -p "$out"
for c in "$@"; do
  read -r file size steps <<<"$c"
  name=$(basename "$file" .f95)
  dir=$out/$name-$size${steps/#-/}
  args=(--target=cuda --budget="${BUDGET:-30}" --max-variants="${MAX_VARIANTS:-6}" -o "$dir")
  for one in ${size//,/ }; do args+=(--size="$one"); done
  [[ $steps == - ]] || args+=(--steps="$steps")
  start=$(date +%s)
  if ! "$tool" "$file" "${args[@]}" >"$dir.out" 2>"$dir.err"; then
    echo "$name $size: the tuner failed (exit $?), see $dir.err"
    tail -5 "$dir.err"
    continue
  fi
  echo "== $name at $size, ${steps/#-/1 sweep} steps a call: tuned in $(($(date +%s) - start)) s"
  python3 - "$dir/report.json" <<'PY'
import json, sys
report = json.load(open(sys.argv[1]))
splits = report.get("gpu_split", [])
if not splits:
    notes = [n for k in report["kernels"] for n in k.get("notes", []) if n.startswith("Several GPUs")]
    print("  not timed:", notes[0] if notes else "no gpu_split section")
for s in splits:
    print("  at", "x".join(map(str, s["size"])) + ":")
    one = min((t["seconds"] for t in s["timings"] if t["valid"] and t["devices"] == 1), default=None)
    for i, t in enumerate(s["timings"]):
        mark = "*" if s.get("chosen") == i else " "
        layout = f"{t['devices']} GPU(s) overlap={int(t['overlap'])} h={t['halo_steps']}"
        if t["valid"]:
            print(f" {mark} {layout:32s} {t['seconds'] * 1e3:10.3f} ms  {one / t['seconds']:5.2f}x")
        else:
            print(f" {mark} {layout:32s} invalid: {t['reason']}")
    print("  chosen:", s["note"], "min_points", s.get("min_points"))
checks = report.get("library_check", [])
print("  library check:", "matches" if checks and all(c["valid"] for c in checks) else checks)
PY
done
