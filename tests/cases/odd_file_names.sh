#!/usr/bin/env bash
# A stencil whose file name holds spaces, quotes, ';', '$(...)' and backticks goes
# through --emit=info and the default job untouched: exit 0, the name printed verbatim,
# and no shell ever sees it (DESIGN.md: "No shell between the tuner and the tools").
# ctest passes $1 = stenciltune binary, $2 = source dir, $3 = build dir.
set -euo pipefail
tool=$1 src=$2 build=$3

work="$build/odd_file_names"
rm -rf "$work"
mkdir -p "$work/run dir; with 'quotes'"
cd "$work/run dir; with 'quotes'"

name='lap lacian; it'"'"'s a "test" $(touch INJECTED) `touch INJECTED`.f95'
cp "$src/stencils/laplacian.f95" "$name"

fail() {
  echo "odd_file_names: $*" >&2
  exit 1
}

# --emit=info: the JSON names the file; JSON escapes '"' and '\', nothing else here.
escaped=${name//\\/\\\\}
escaped=${escaped//\"/\\\"}
status=0
"$tool" "$name" --emit=info >info.out 2>info.err || status=$?
[[ $status -eq 0 ]] || { cat info.err >&2; fail "--emit=info exited with $status"; }
grep -qF "\"file\": \"$escaped\"" info.out || { cat info.out >&2; fail "--emit=info does not name the file verbatim"; }

# The default job (bounded, should it tune one day) prints the file in its summary.
status=0
"$tool" "$name" --size=16x16x16 --budget=30 >job.out 2>job.err || status=$?
[[ $status -eq 0 ]] || { cat job.err >&2; fail "the default job exited with $status"; }
grep -qF "$name" job.out job.err || { cat job.out job.err >&2; fail "the default job does not name the file verbatim"; }

# A diagnostic about such a file names it verbatim too, with exit status 2.
bad="bad; \"name\" 'x' \$(touch INJECTED).f95"
printf 'subroutine s(n)\n  integer :: n\n  n = ?\nend subroutine s\n' >"$bad"
status=0
"$tool" "$bad" --emit=info >bad.out 2>bad.err || status=$?
[[ $status -eq 2 ]] || { cat bad.err >&2; fail "a bad file with an odd name exited with $status, not 2"; }
grep -qF "$bad:3:" bad.err || { cat bad.err >&2; fail "the diagnostic does not name the file verbatim"; }

# Nothing was ever run through a shell.
if find "$work" -name INJECTED | grep -q .; then fail "a file name was run through a shell"; fi
echo "odd_file_names: ok"
