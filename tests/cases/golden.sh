#!/usr/bin/env bash
# Golden tests of the front end: `stenciltune FILE --emit=info` of every suite stencil
# (and of the accepted-but-tricky inputs under tests/accept/) and `--emit=ast` where a
# .ast golden exists, compared with the files under tests/golden/. The tool runs from
# the source folder with a relative path, so the goldens hold no absolute path.
# Usage: golden.sh STENCILTUNE SOURCE_DIR BUILD_DIR; UPDATE_GOLDEN=1 rewrites the goldens.
set -u
tool=$1 src=$2 build=$3
out=$build/golden
rm -rf "$out" && mkdir -p "$out" || exit 1
cd "$src" || exit 1

failures=0 checked=0

# check SOURCE EMIT GOLDEN: run the tool and compare with (or rewrite) the golden file.
check() {
  local source=$1 emit=$2 golden=$3
  local name=${golden//\//_}
  local got=$out/$name.out err=$out/$name.err
  checked=$((checked + 1))
  "$tool" "$source" --emit="$emit" >"$got" 2>"$err"
  local status=$?
  if [ "$status" -ne 0 ] || [ -s "$err" ]; then
    echo "FAIL $source --emit=$emit: exit status $status (expected 0), standard error:"
    cat "$err"
    failures=$((failures + 1))
    return
  fi
  if [ "${UPDATE_GOLDEN:-}" = 1 ]; then
    mkdir -p "$(dirname "$golden")"
    cmp -s "$got" "$golden" || { cp "$got" "$golden" && echo "updated $golden"; }
    return
  fi
  if [ ! -f "$golden" ]; then
    echo "FAIL $source --emit=$emit: no golden file $golden (run with UPDATE_GOLDEN=1 and inspect it)"
    failures=$((failures + 1))
  elif ! diff -u "$golden" "$got" >"$out/$name.diff"; then
    echo "FAIL $source --emit=$emit differs from $golden:"
    cat "$out/$name.diff"
    failures=$((failures + 1))
  fi
}

for source in stencils/*.f95; do
  stencil=$(basename "$source" .f95)
  check "$source" info "tests/golden/$stencil.info.json"
  # Only some stencils have an AST golden (create an empty one to add another).
  if [ -f "tests/golden/$stencil.ast" ]; then
    check "$source" ast "tests/golden/$stencil.ast"
  fi
done
for source in tests/accept/*.f95; do
  name=$(basename "$source" .f95)
  check "$source" info "tests/golden/accept/$name.info.json"
done
# Time loops: the nests of a step and the loop around them.
for source in stencils/timeloop/*.f95; do
  name=$(basename "$source" .f95)
  check "$source" info "tests/golden/timeloop/$name.info.json"
done

# A golden without its source is stale.
for golden in tests/golden/*.info.json tests/golden/*.ast; do
  stencil=$(basename "$golden")
  stencil=${stencil%.info.json}
  stencil=${stencil%.ast}
  if [ ! -f "stencils/$stencil.f95" ]; then
    echo "FAIL $golden has no stencils/$stencil.f95"
    failures=$((failures + 1))
  fi
done

for golden in tests/golden/accept/*.info.json; do
  name=$(basename "$golden" .info.json)
  if [ ! -f "tests/accept/$name.f95" ]; then
    echo "FAIL $golden has no tests/accept/$name.f95"
    failures=$((failures + 1))
  fi
done

for golden in tests/golden/timeloop/*.info.json; do
  name=$(basename "$golden" .info.json)
  if [ ! -f "stencils/timeloop/$name.f95" ]; then
    echo "FAIL $golden has no stencils/timeloop/$name.f95"
    failures=$((failures + 1))
  fi
done

echo "golden: $checked outputs checked, $failures failed"
[ "$failures" -eq 0 ]
