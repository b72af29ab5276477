#!/usr/bin/env bash
# `stenciltune roofline` measures once, caches the ceilings per machine fingerprint,
# answers later runs from the cache (saying so) and measures again with --fresh. Small
# arrays and short flop runs keep it quick; the figures themselves are not asserted.
# usage: roofline_cache.sh STENCILTUNE SOURCE_DIR BUILD_DIR
set -euo pipefail
tool=$1
work=$(mktemp -d "$3/roofline_cache.XXXXXX")
trap 'rm -rf "$work"' EXIT
export XDG_CACHE_HOME=$work/cache
export STENCILTUNE_ROOFLINE_ARRAY_BYTES=1048576
export STENCILTUNE_ROOFLINE_FLOP_SECONDS=0.002

fail() { echo "FAIL: $*"; exit 1; }

"$tool" roofline --target=cpu >"$work/first.out" 2>"$work/first.err" || fail "first run exited $?: $(cat "$work/first.err")"
grep -q "^measured now and cached in $XDG_CACHE_HOME/stenciltune/roofline-cpu-" "$work/first.out" || fail "first run did not cache: $(cat "$work/first.out")"
for figure in "copy" "triad" "read-only" "write-only" "mix 1R1W" "mix 2R1W" "mix 3R1W" "mix 1R3W" "fp64" "fp32"; do
  grep -q "^  $figure " "$work/first.out" || fail "no '$figure' line in: $(cat "$work/first.out")"
done
grep -q "set by STENCILTUNE_ROOFLINE_ARRAY_BYTES" "$work/first.out" || fail "the output does not say how the arrays were sized"
grep -q "roofline: measuring copy" "$work/first.err" || fail "no progress lines on standard error"
cache=$(ls "$XDG_CACHE_HOME"/stenciltune/roofline-cpu-*.json)
[[ $(echo "$cache" | wc -l) == 1 ]] || fail "expected one cache file, got: $cache"
python3 -c 'import json,sys; j=json.load(open(sys.argv[1])); assert j["target"]=="cpu" and len(j["bandwidth"])>=8 and len(j["flops"])==2' "$cache" \
  || fail "the cache file is not the ceilings: $(cat "$cache")"
ls "$XDG_CACHE_HOME"/stenciltune | grep -q tmp && fail "a temporary file was left in the cache folder"

"$tool" roofline --target=cpu >"$work/second.out" 2>"$work/second.err" || fail "second run exited $?"
grep -q "^from the cache $cache (measured " "$work/second.out" || fail "second run did not say it used the cache: $(cat "$work/second.out")"
grep -q "roofline: measuring" "$work/second.err" && fail "second run measured again: $(cat "$work/second.err")"
# The same figures, word for word, apart from the last line.
diff <(head -n -1 "$work/first.out") <(head -n -1 "$work/second.out") || fail "the cached figures differ from the measured ones"

before=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["measured_at"], json.load(open(sys.argv[1]))["bandwidth"][0]["achieved"])' "$cache")
sleep 1
"$tool" roofline --target=cpu --fresh -q >"$work/fresh.out" 2>"$work/fresh.err" || fail "--fresh run exited $?"
grep -q "^measured now and cached in $cache" "$work/fresh.out" || fail "--fresh did not measure again: $(cat "$work/fresh.out")"
[[ ! -s "$work/fresh.err" ]] || fail "-q still printed progress: $(cat "$work/fresh.err")"
after=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["measured_at"], json.load(open(sys.argv[1]))["bandwidth"][0]["achieved"])' "$cache")
[[ "$before" != "$after" ]] || fail "--fresh left the cache file as it was"

# A target the roofline does not measure is a usage error.
set +e
"$tool" roofline --target=fortran >/dev/null 2>"$work/usage.err"
status=$?
set -e
[[ $status == 2 ]] || fail "--target=fortran exited $status, not 2"
grep -q "measures --target=cpu or --target=cuda" "$work/usage.err" || fail "unclear message: $(cat "$work/usage.err")"
echo "ok"
