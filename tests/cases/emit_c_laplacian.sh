#!/usr/bin/env bash
# --emit=c end to end: a blocked, register-blocked Laplacian printed by the command line
# compiles without a warning and computes what the original computes (checked against
# the original compiled by gfortran -O0, by the same harness the tuner uses).
# Arguments: $1 the stenciltune binary, $2 the source folder, $3 the build folder.
set -euo pipefail

stenciltune=$1
source_dir=$2
work=$3/emit_c_laplacian
check_tool=$(dirname "$stenciltune")/stenciltune-check

rm -rf "$work"
mkdir -p "$work"

"$stenciltune" "$source_dir/stencils/laplacian.f95" --emit=c --param CX=32 --param RX=4 >"$work/laplacian.c"
gcc -std=c99 -O2 -Wall -Wextra -Werror -c "$work/laplacian.c" -o "$work/laplacian.o"

# The variant defines laplacian (the C prototype) and laplacian_ (gfortran's entry);
# the harness calls the first, next to the original renamed to st_ref_laplacian_.
"$check_tool" "$source_dir/stencils/laplacian.f95" --variant="$work/laplacian.o" --size=13x17x11
"$check_tool" "$source_dir/stencils/laplacian.f95" --variant="$work/laplacian.o" --size=5x3x40 --seed=2
# ... and the by-reference entry, as an unchanged Fortran caller would.
"$check_tool" "$source_dir/stencils/laplacian.f95" --variant="$work/laplacian.o" --by-reference --size=13x17x11
