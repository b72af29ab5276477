#!/usr/bin/env bash
# Must-fail tests of the front end and the command line (STYLE.md point 8).
#
# tests/must_fail/NAME.f95 runs as `stenciltune NAME.f95 --emit=info`, or NAME.args
# gives the arguments one per line; either must exit with status 2 and write exactly
# NAME.expected to standard error (and nothing to standard output). The tool runs
# inside tests/must_fail with a relative file name, so the messages do not depend on
# where the source is. Inputs too hostile to keep in git (NUL bytes, bytes that are not
# UTF-8, more than 1 MiB, expressions nested thousands deep) are made here under
# BUILD_DIR and their first line of standard error is checked; they must fail fast.
# Last, a few accepted-but-tricky inputs must exit 0.
# Usage: must_fail.sh STENCILTUNE SOURCE_DIR BUILD_DIR
set -u
tool=$1 src=$2 build=$3
out=$build/must_fail
rm -rf "$out" && mkdir -p "$out" || exit 1
failures=0 checked=0

fail() {
  echo "FAIL $*"
  failures=$((failures + 1))
}

# ---- the cases kept in git ------------------------------------------------------------
cd "$src/tests/must_fail" || exit 1
for expected in *.expected; do
  name=${expected%.expected}
  checked=$((checked + 1))
  if [ -f "$name.args" ]; then
    mapfile -t args <"$name.args"
  elif [ -f "$name.f95" ]; then
    args=("$name.f95" --emit=info)
  else
    fail "$name: neither $name.f95 nor $name.args"
    continue
  fi
  timeout 20 "$tool" "${args[@]}" >"$out/$name.stdout" 2>"$out/$name.stderr"
  status=$?
  if [ "$status" -ne 2 ]; then
    fail "$name (stenciltune ${args[*]}): exit status $status, expected 2; standard error:"
    cat "$out/$name.stderr"
  fi
  if ! diff -u "$expected" "$out/$name.stderr" >"$out/$name.diff"; then
    fail "$name (stenciltune ${args[*]}): standard error differs from $expected:"
    cat "$out/$name.diff"
  fi
  if [ -s "$out/$name.stdout" ]; then
    fail "$name: wrote to standard output:"
    head -c 2000 "$out/$name.stdout"
  fi
done
for input in *.f95 *.args; do
  [ -f "${input%.*}.expected" ] || fail "$input has no ${input%.*}.expected"
done

# ---- generated inputs ------------------------------------------------------------------
gen=$out/generated
mkdir -p "$gen" && cd "$gen" || exit 1

# generated NAME FIRST_LINE: NAME.f95 exists here; it must fail with FIRST_LINE within 10 s.
generated() {
  local name=$1 first=$2
  checked=$((checked + 1))
  timeout 10 "$tool" "$name.f95" --emit=info >"$name.stdout" 2>"$name.stderr"
  local status=$?
  if [ "$status" -ne 2 ]; then
    fail "$name (generated): exit status $status, expected 2 (124: it took more than 10 s)"
    head -c 2000 "$name.stderr"
  fi
  local got
  got=$(head -n 1 "$name.stderr")
  if [ "$got" != "$first" ]; then
    fail "$name (generated): first line of standard error"
    echo "  expected: $first"
    echo "  got:      $got"
  fi
}

# The head of a subroutine whose single statement is `v(i) = EXPR`.
stencil_with() {
  printf 'subroutine s(n, u, v)\n  implicit none\n  integer, intent(in) :: n\n'
  printf '  real(8), intent(in) :: u(0:n+1)\n  real(8), intent(inout) :: v(0:n+1)\n  integer :: i\n'
  printf '  do i = 1, n\n    v(i) = %s\n  end do\nend subroutine s\n' "$1"
}

printf 'subroutine s(n)\n  x = 1\0\n' >binary_nul.f95
generated binary_nul "binary_nul.f95:2:8: error: this is a binary file (a NUL byte), not Fortran source"

printf 'subroutine s(n)\n  ! caf\xe9 in Latin-1\nend subroutine s\n' >not_utf8.f95
generated not_utf8 "not_utf8.f95:2:8: error: the file is not valid UTF-8 text"

# 1 MiB and a little more of comment lines after a valid subroutine.
{ stencil_with 'u(i)'; head -c 1048576 /dev/zero | tr '\0' '!'; } >too_large.f95
generated too_large "too_large.f95:1:1: error: the file is larger than 1048576 bytes; stenciltune reads stencil files of at most that size"

# 5000 parentheses around one operand.
stencil_with "$(printf '(%.0s' {1..5000})u(i)$(printf ')%.0s' {1..5000})" >deep_parentheses.f95
generated deep_parentheses "deep_parentheses.f95:8:412: error: parentheses are nested too deeply (stenciltune accepts at most 400)"

# a+a+...+a with 10000 terms: a left-leaning tree 10000 deep.
stencil_with "u(i)$(printf '+u(i)%.0s' {2..10000})" >long_sum.f95
generated long_sum "long_sum.f95:8:12: error: expression is nested too deeply (stenciltune accepts at most 400 levels)"

# 5000 unary minus signs, and a right-leaning chain of 3000 powers.
stencil_with "$(printf -- '-%.0s' {1..5000})u(i)" >deep_signs.f95
generated deep_signs "deep_signs.f95:8:4613: error: expression is nested too deeply (stenciltune accepts at most 400 levels)"
stencil_with "u(i)$(printf '**u(i)%.0s' {2..3000})" >deep_powers.f95
generated deep_powers "deep_powers.f95:8:15612: error: expression is nested too deeply (stenciltune accepts at most 400 levels)"

# 20000 subscripts of one array: wide, not deep, and still refused with a diagnostic.
stencil_with "u($(printf 'i,%.0s' {1..19999})i)" >many_subscripts.f95
generated many_subscripts "many_subscripts.f95:8:12: error: 'u' has rank 1 but is used with 20000 subscripts"

# ---- accepted-but-tricky inputs ----------------------------------------------------------
# accepted NAME: NAME.f95 here or under tests/accept must analyse with exit status 0.
accepted() {
  local file=$1
  local name
  name=$(basename "$file" .f95)
  checked=$((checked + 1))
  timeout 20 "$tool" "$file" --emit=info >"$gen/$name.info.json" 2>"$gen/$name.accepted.stderr"
  local status=$?
  if [ "$status" -ne 0 ] || [ -s "$gen/$name.accepted.stderr" ]; then
    fail "$file must be accepted: exit status $status, standard error:"
    cat "$gen/$name.accepted.stderr"
  fi
}

# Variants of the laplacian: CRLF line ends, tabs for indentation, no final newline,
# blanks at both ends of every line, a UTF-8 byte order mark.
laplacian=$src/stencils/laplacian.f95
sed 's/$/\r/' "$laplacian" >laplacian_crlf.f95
sed 's/^  /\t/' "$laplacian" >laplacian_tabs.f95
printf '%s' "$(cat "$laplacian")" >laplacian_no_newline.f95
sed 's/^\( *\)/\1 /; s/ *$/   /' "$laplacian" >laplacian_trailing_blanks.f95
{ printf '\xef\xbb\xbf'; cat "$laplacian"; } >laplacian_bom.f95
for variant in laplacian_crlf laplacian_tabs laplacian_no_newline laplacian_trailing_blanks laplacian_bom; do
  accepted "$variant.f95"
done
# CRLF, a missing final newline and a byte order mark change nothing but the file name.
for variant in laplacian_crlf laplacian_no_newline laplacian_bom; do
  if ! diff <(grep -v '"file"' "$src/tests/golden/laplacian.info.json") <(grep -v '"file"' "$variant.info.json") >"$variant.diff"; then
    fail "$variant.f95 is not analysed as laplacian.f95 is:"
    cat "$variant.diff"
  fi
done
# Tabs and blanks move columns, not the analysis.
for variant in laplacian_tabs laplacian_trailing_blanks; do
  if ! diff <(grep -v '"file"\|"location"' "$src/tests/golden/laplacian.info.json") \
      <(grep -v '"file"\|"location"' "$variant.info.json") >"$variant.diff"; then
    fail "$variant.f95 is not analysed as laplacian.f95 is:"
    cat "$variant.diff"
  fi
done
cd "$src" || exit 1
for file in tests/accept/*.f95; do
  accepted "$file"
done

echo "must_fail: $checked cases checked, $failures failed"
[ "$failures" -eq 0 ]
