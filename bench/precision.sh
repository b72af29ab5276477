#!/usr/bin/env bash
# Prints a suite stencil rewritten in the other precision: precision.sh FILE fp32|fp64.
# Only the declarations and literal kinds change, so the stencil is the same.
set -euo pipefail
file=$1 want=$2
if [[ $want == fp32 ]]; then
  sed -E -e 's/double precision/real(4)/Ig' -e 's/real\((kind=)?8\)/real(\14)/Ig' \
         -e 's/(^|[^A-Za-z0-9_])([0-9]+\.?[0-9]*|\.[0-9]+)d([+-]?[0-9]+)/\1\2e\3/Ig' -e 's/([0-9.])_8\b/\1_4/g' "$file"
else
  sed -E -e 's/real\((kind=)?4\)/real(\18)/Ig' -e 's/^( *)real( *,| *::)/\1real(8)\2/I' \
         -e 's/([0-9.])_4\b/\1_8/g' "$file"
fi
