#!/usr/bin/env bash
# Environment faults (issue 8, item 5): a grid too large for memory, no C compiler, no
# gfortran, a read-only output folder, a full disk. Each gets a clear message before
# work is lost, never a crash, and never a half-written file in the output folder.
# The read-only and full-disk cases mount small tmpfs folders in a mount namespace of
# the test's own (root); elsewhere the full disk is skipped and read-only uses chmod.
set -euo pipefail
tool=$1 src=$2 build=$3
if [[ -z ${ST_IN_NAMESPACE:-} ]] && unshare -m --propagation private true 2>/dev/null; then
  ST_IN_NAMESPACE=1 exec unshare -m --propagation private bash "$0" "$@"
fi
work=$build/environment_faults
rm -rf "$work" && mkdir -p "$work"
export XDG_CACHE_HOME=$work/cache STENCILTUNE_ROOFLINE_ARRAY_BYTES=no-bound
stencil=$src/stencils/laplacian.f95
small=(--target=cpu --size=16 --search=exhaustive --max-variants=2)
fail() { echo "FAIL: $*"; for f in "$work"/*.err; do echo "--- $f"; cat "$f"; done; exit 1; }
expect() {  # expect STATUS NAME MESSAGE -- command...: runs it, checks status and message
  local want=$1 name=$2 message=$3 status=0
  shift 4
  "$@" >"$work/$name.out" 2>"$work/$name.err" || status=$?
  [[ $status -eq $want ]] || fail "$name: exit status $status, expected $want"
  grep -qF -- "$message" "$work/$name.err" || fail "$name: no message '$message'"
  ! grep -q 'internal error' "$work/$name.err" || fail "$name: reported as an internal error"
}
only_lock() {  # the folder holds nothing but the lock file (and what $2.. names)
  local f
  for f in "$1"/* "$1"/.[!.]*; do
    [[ -e $f ]] || continue
    case " .stenciltune.lock ${*:2} " in *" $(basename "$f") "*) ;; *) fail "$1 holds $(basename "$f")" ;; esac
  done
}
faults=0

# A grid too large for memory: refused before any work, with the figures.
expect 2 huge "needs at least" -- "$tool" "$stencil" --target=cpu --size=100000 -o "$work/huge"
grep -q 'laplacian at 100000x100000x100000 needs at least .* PiB of memory to tune' "$work/huge.err" || fail "huge: no figures"
[[ ! -e $work/huge ]] || fail "huge: the output folder was created"
faults=$((faults + 1))

# A PATH with every program of /usr/bin except the named ones.
path_without() {
  local dir=$work/bin-$1 p
  mkdir -p "$dir"
  for p in /usr/bin/*; do
    [[ $(basename "$p") =~ $2 ]] || ln -s "$p" "$dir/"
  done
  echo "$dir"
}

# No C compiler: exit 1, saying so, and nothing written but the lock.
nocc=$(path_without nocc '^(cc|c89|c99|gcc.*|.*-gcc.*)$')
expect 1 nocc "no C compiler: 'cc --version' could not be started" -- env PATH="$nocc" "$tool" "$stencil" "${small[@]}" -o "$work/nocc"
only_lock "$work/nocc"
faults=$((faults + 1))

# No gfortran: the C translation of the original is the reference, and the run says so.
nofortran=$(path_without nofortran '^(gfortran.*|.*-gfortran.*|f95|f77)$')
expect 0 nofortran "warning: no gfortran on this machine" -- env PATH="$nofortran" "$tool" "$stencil" "${small[@]}" -o "$work/nofortran"
grep -q '"reference": "the untransformed C translation of the original' "$work/nofortran/report.json" ||
  fail "nofortran: report.json does not name the C reference"
[[ -s $work/nofortran/liblaplacian.a ]] || fail "nofortran: no library"
faults=$((faults + 1))

# A read-only output folder: refused before any work.
ro=$work/readonly
mkdir -p "$ro"
if [[ -n ${ST_IN_NAMESPACE:-} ]]; then
  mount -t tmpfs -o size=64k tmpfs "$ro" && mkdir "$ro/out" && mount -o remount,ro "$ro"
else
  mkdir "$ro/out" && chmod 555 "$ro" "$ro/out"
fi
expect 2 readonly "the output folder '$ro/out' is not writable" -- "$tool" "$stencil" "${small[@]}" -o "$ro/out"
expect 2 readonly_new "cannot create the output folder '$ro/new'" -- "$tool" "$stencil" "${small[@]}" -o "$ro/new"
faults=$((faults + 2))

# A full disk: 16 KiB hold the lock and tuning.json, not the library. The run stops
# with exit 1 and a message, tuning.json keeps both measurements, nothing half-written
# is left; with room again, the same command packages without measuring again.
if [[ -n ${ST_IN_NAMESPACE:-} ]]; then
  full=$work/full
  mkdir -p "$full" && mount -t tmpfs -o size=16k tmpfs "$full"
  expect 1 full "No space left on device" -- "$tool" "$stencil" "${small[@]}" -o "$full"
  only_lock "$full" tuning.json
  python3 -c '
import json, sys
ms = [m for e in json.load(open(sys.argv[1]))["entries"] for m in e["measurements"]]
sys.exit(0 if len(ms) == 2 and all(m["valid"] for m in ms) else 1)' "$full/tuning.json" || fail "full: tuning.json lost the measurements"
  # Full from the start: the first record cannot be written, and the run stops there.
  fuller=$work/fuller
  mkdir -p "$fuller" && mount -t tmpfs -o size=4k tmpfs "$fuller"
  expect 1 fuller "cannot write $fuller/tuning.json.tmp-" -- "$tool" "$stencil" "${small[@]}" -o "$fuller"
  grep -q 'No space left on device' "$work/fuller.err" || fail "fuller: the message does not say the disk is full"
  only_lock "$fuller"
  [[ $(grep -c 'stenciltune: \[' "$work/fuller.err" || true) -le 1 ]] || fail "fuller: the search went on unrecorded"
  # A full scratch disk (TMPDIR): exit 1, and no variant recorded invalid for it.
  scratch=$work/scratch
  mkdir -p "$scratch" && mount -t tmpfs -o size=64k tmpfs "$scratch"
  expect 1 scratch "No space left on device" -- env TMPDIR="$scratch" "$tool" "$stencil" "${small[@]}" -o "$work/scratch_out"
  grep -q 'stenciltune: error: .*scratch folder.*set TMPDIR to a folder with room' "$work/scratch.err" ||
    fail "scratch: the message does not say it is the scratch folder"
  [[ ! -e $work/scratch_out/tuning.json ]] || ! grep -q '"valid": false' "$work/scratch_out/tuning.json" ||
    fail "scratch: a variant was recorded invalid for the full disk"
  mount -o remount,size=1m "$full"
  "$tool" "$stencil" "${small[@]}" -o "$full" >"$work/roomy.out" 2>"$work/roomy.err" || fail "full: the run with room again failed"
  [[ $(grep -c 'from tuning.json' "$work/roomy.err") -eq 2 ]] || fail "full: the measurements were made again"
  [[ -s $full/liblaplacian.a ]] || fail "full: no library with room again"
  faults=$((faults + 3))
else
  echo "full disk: skipped (no mount namespace without root)"
fi
echo "$faults environment faults injected, each a clear message and a clean folder"
