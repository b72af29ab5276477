#!/usr/bin/env bash
# The third level of the CPU decomposition (issue 4): a variant whose teams of two
# threads split every core block into thread blocks, forced with --param even where no
# threads share a cache below the last-level cache (where the strategy prunes teams,
# and says why), is tuned, proven against the original and packaged; the library an
# unchanged Fortran program links computes what the original computes.
set -euo pipefail
tool=$1 src=$2 build=$3
work=$build/tune_cpu_thread_blocks
rm -rf "$work" && mkdir -p "$work"
out=$work/out
export XDG_CACHE_HOME=$work/cache STENCILTUNE_ROOFLINE_ARRAY_BYTES=8388608 STENCILTUNE_ROOFLINE_FLOP_SECONDS=0.02

"$tool" "$src/stencils/laplacian.f95" --target=cpu --size=20x18x13 --param THREADS=2 --param TEAM=2 --param TBY=4 \
  --param CY=8 --budget=60 --max-variants=3 -v -o "$out" >"$work/run.out" 2>"$work/run.err" ||
  { cat "$work/run.out" "$work/run.err"; exit 1; }
# The strategy's verdict on this machine's caches, whichever it is.
grep -Eq '^\[stenciltune:strategy\] (no threads share a cache below|.*: TEAM may be )' "$work/run.err" ||
  { echo "no log line on the threads that share a cache"; grep strategy "$work/run.err"; exit 1; }
python3 - "$out/report.json" <<'PY' || exit 1
import json, sys
report = json.load(open(sys.argv[1]))
kernel = report["kernels"][0]
variant = kernel["variant"]
assert (variant["TEAM"], variant["TBY"], variant["CY"], variant["THREADS"]) == (2, 4, 8, 2), variant
tuned = [s for s in kernel["stages"] if s["stage"] == "+tuned"]
assert tuned and tuned[0]["valid"], kernel["stages"]
checks = report["library_check"]
assert checks and all(c["valid"] for c in checks), checks
PY
grep -q 'for (ptrdiff_t q = member; q < ntb; q += team)' "$out"/src/*.c ||
  { echo "the packaged source has no thread blocks"; ls "$out/src"; exit 1; }

cd "$work"
gfortran -O0 "$src/tests/library/legacy_laplacian_driver.f90" "$src/stencils/laplacian.f95" -o original
gfortran -O2 "$src/tests/library/legacy_laplacian_driver.f90" "$out/liblaplacian.a" -lhwloc -pthread -o tuned
./original >original.txt
./tuned >tuned.txt
awk 'NR == FNR { want[FNR] = $1; next }
     { d = $1 - want[FNR]; if (d < 0) d = -d; m = want[FNR] < 0 ? -want[FNR] : want[FNR];
       if (d > 1e-13 * (m + 1)) bad++ }
     END { if (FNR < 1000 || bad) { print bad + 0 " points differ"; exit 1 } }' original.txt tuned.txt
echo "the thread-block variant is tuned, packaged and matches the original"
