#!/usr/bin/env bash
# Any legal Fortran name is the user's (DESIGN.md): the suite stencils with their
# identifiers (arrays, scalars, parameters, loop variables, the subroutine) renamed to
# every name our generators print and to the keywords and library names of Fortran, C,
# C++ and CUDA, through every target:
#   - every renamed stencil: --emit=c compiled by gcc, --emit=fortran by gfortran, and
#     --emit=cuda by nvcc -arch=sm_90 -c where nvcc exists;
#   - every renamed stencil again: tuned for the CPU without timing (--no-tune), packaged,
#     its library checked on the CPU against the original (which the tool does itself), and
#     its Fortran interface module compiled.
# The generated names come from what the generators print for the suite (the C, CUDA and
# Fortran of every stencil, the library's sources) and from the runtime files they embed,
# so the list follows the code (of a family such as st_q0_1, st_q1_2 one member). Names are
# dealt out over the stencils' identifiers so that
# each one takes every role somewhere, several names to a renamed stencil, to bound the cost.
# Arguments: $1 the stenciltune binary, $2 the source folder, $3 the build folder.
set -euo pipefail

stenciltune=$(realpath "$1")
source_dir=$(realpath "$2")
work=$(realpath "$3")/user_names
rm -rf "$work"
mkdir -p "$work/collect" "$work/cases"

# ---- the names ---------------------------------------------------------------------------
# Identifiers that C, C++, CUDA and Fortran read as keywords, macros or library names.
keywords="double real integer do end enddo dimension intent parameter precision implicit subroutine
  if print call while none kind in out inout function program module contains result
  int float char long short unsigned signed void const static restrict inline volatile register
  auto bool true false sizeof typedef struct union enum switch case default break continue goto
  return for else extern class new delete this template namespace typename operator private
  public protected virtual friend using throw try catch explicit mutable and or not xor asm
  min max exp sqrt abs log sin cos pow fabs fmin fmax floor ceil round fma rsqrt sincos
  threadidx blockidx blockdim griddim warpsize dim3 float4 double2 int2 uint3 half
  errno assert stdin stdout stderr printf fprintf malloc free calloc memcpy memset exit abort
  main time clock size_t ptrdiff_t int32_t int64_t uint64_t unix linux std r e i j k n s t x
  getline mkstemp sched_yield asctime tzset clock_getres popen strsep
  reps seconds start status shape names value name a b"
# What the generators print for the suite, and the runtime files they embed.
for f in "$source_dir"/stencils/*.f95; do
  stem=$(basename "$f" .f95)
  "$stenciltune" "$f" --emit=c >"$work/collect/$stem.c"
  "$stenciltune" "$f" --emit=fortran >"$work/collect/$stem.f90"
  "$stenciltune" "$f" --emit=cuda >"$work/collect/$stem.cu" 2>/dev/null || true
done
"$stenciltune" "$source_dir/stencils/laplacian.f95" --target=cpu --size=16 --no-tune -q \
  -o "$work/collect/package" >/dev/null 2>&1
generated=$(cat "$work/collect"/*.c "$work/collect"/*.cu "$work/collect"/package/src/*.c \
  "$source_dir"/src/backends/*/runtime/* "$source_dir"/src/harness/runtime/* |
  perl -0777 -pe 's{/\*.*?\*/}{ }gs; s{//[^\n]*}{}g; s{"(\\.|[^"\\\n])*"}{ }g' |
  grep -oE '\b[a-z][a-z0-9_]*\b' | sort -u |
  awk '{ family = $0; gsub(/[0-9]+/, "#", family); if (!(family in seen)) { seen[family] = 1; print } }')
generated_fortran=$(cat "$work/collect"/*.f90 "$work/collect"/package/*.f90 |
  sed 's/!.*//' | grep -oiE '\b[a-z][a-z0-9_]*\b' | tr 'A-Z' 'a-z' | sort -u)
mapfile -t names < <(printf '%s\n' $keywords $generated $generated_fortran |
  awk 'length($0) <= 40' | sort -u)
total=${#names[@]}
echo "user_names: $total names"
[ "$total" -gt 150 ] || { echo "FAIL: only $total names collected"; exit 1; }

# ---- renaming ----------------------------------------------------------------------------
# The identifiers of a stencil (words that are not the subset's keywords, intrinsics, or
# parts of a literal), in order of first appearance.
identifiers() {
  sed 's/!.*//' "$1" | perl -ne 'while (/(?<![0-9.\w])([A-Za-z]\w*)/g) { print lc($1), "\n" }' |
    grep -vxE 'subroutine|end|do|enddo|implicit|none|integer|real|double|precision|doubleprecision|intent|in|out|inout|dimension|parameter|kind|abs|sqrt|exp|log|sin|cos|min|max' |
    awk '!seen[$0]++'
}

# rename SOURCE OUT OLD=NEW...: every whole word OLD outside comments becomes NEW, and
# lines grown too long are continued.
rename() {
  local source=$1 out=$2
  shift 2
  perl -e '
    my %map = map { split /=/, $_, 2 } @ARGV[1..$#ARGV];
    open my $in, "<", $ARGV[0] or die;
    while (my $line = <$in>) {
      my ($code, $comment) = $line =~ /^([^!]*)(.*)$/s;
      $code =~ s/(?<![0-9.\w])([A-Za-z]\w*)/exists $map{lc $1} ? $map{lc $1} : $1/ge;
      # Free form allows 132 characters a line: go on after a comma or a blank, which
      # no token holds.
      $code =~ s/[ \t]+&([ \t]*\n?)$/ &$1/;
      my $out = "";
      while (length($code) > 100 && substr($code, 0, 100) =~ /^(.*[, ])/s && length($1) > 20
             && substr($code, length($1)) !~ /^\s*&?\s*$/) {
        $out .= $1 . "&\n";
        $code = "    " . substr($code, length($1));
      }
      print $out, $code, $comment;
    }' "$source" "$@" >"$out"
}

# Deal the names out: stencil after stencil, each identifier takes the next name that
# the stencil does not already use (an intrinsic it calls, say), until every name has
# been used once; the deal starts at a different name in each round so the roles rotate.
stencils=("$source_dir"/stencils/*.f95)
cases=()
declare -A tries
next=0
round=0
while [ "$next" -lt "${#names[@]}" ]; do
  for f in "${stencils[@]}"; do
    [ "$next" -lt "${#names[@]}" ] || break
    stem=$(basename "$f" .f95)
    mapfile -t ids < <(identifiers "$f")
    # Names it must not take: its own identifiers, and the intrinsics it calls (an array
    # of that name would hide them). The keywords are free: they stay keywords.
    words=" ${ids[*]} $(sed 's/!.*//' "$f" | { grep -oiwE 'abs|sqrt|exp|log|sin|cos|min|max' || true; } | tr 'A-Z' 'a-z' | sort -u | tr '\n' ' ') "
    # Rotate which identifier gets the first name, so that one name is a loop variable in
    # one round and an array or the subroutine in another.
    shift_by=$((round % ${#ids[@]}))
    ids=("${ids[@]:shift_by}" "${ids[@]:0:shift_by}")
    pairs=()
    used=" "
    for id in "${ids[@]}"; do
      while [ "$next" -lt "${#names[@]}" ]; do
        candidate=${names[$next]}
        next=$((next + 1))
        case "$words$used" in
          *" $candidate "*)
            # Later, in another stencil; a name every stencil has (i, j) is the user's
            # there already.
            tries[$candidate]=$((${tries[$candidate]:-0} + 1))
            [ "${tries[$candidate]}" -gt "${#stencils[@]}" ] || names+=("$candidate")
            continue
            ;;
        esac
        pairs+=("$id=$candidate")
        used+="$candidate "
        break
      done
    done
    [ "${#pairs[@]}" -gt 0 ] || continue
    name=$stem.$((${#cases[@]} + 1))
    rename "$f" "$work/cases/$name.f95" "${pairs[@]}"
    cases+=("$name")
  done
  round=$((round + 1))
done
# And by hand: subroutines named int and double, whose library keeps gfortran's symbols
# int_ and double_ (the library check calls them), with keyword names in every role;
# these two are tuned (briefly), so that the timing harness meets the names too, and are
# packaged for CUDA as well, where nvcc exists.
rename "$source_dir/stencils/laplacian.f95" "$work/cases/int.f95" laplacian=int u=do unext=real i=end j=if \
  k=while alpha=float beta=restrict nx=integer ny=dim3 nz=errno
rename "$source_dir/stencils/jacobi2d5.f95" "$work/cases/double.f95" jacobi2d5=double u=exp unew=min i=main \
  j=threadidx nx=r ny=reps
cases+=(int double)
echo "user_names: ${#cases[@]} renamed stencils"

# ---- every target ------------------------------------------------------------------------
have_nvcc=0
command -v nvcc >/dev/null 2>&1 && have_nvcc=1
[ "$have_nvcc" = 1 ] || echo "user_names: no nvcc, the CUDA sources are not compiled"

# check_case NAME: every target on cases/NAME.f95; a failure leaves NAME.fail.
check_case() {
  local name=$1 status
  fail() {
    { echo "FAIL $name: $1"; [ -f "$2" ] && head -20 "$2"; } >>"$name.fail"
  }
  if ! "$stenciltune" "$name.f95" --emit=info >/dev/null 2>"$name.front.err"; then
    fail "the front end refuses it" "$name.front.err"
    return
  fi
  "$stenciltune" "$name.f95" --emit=c >"$name.c" 2>"$name.c.err" &&
    gcc -std=c99 -O1 -Wall -Werror -c "$name.c" -o "$name.c.o" 2>>"$name.c.err" ||
    fail "--emit=c does not compile" "$name.c.err"
  "$stenciltune" "$name.f95" --emit=fortran >"$name.f90" 2>"$name.f90.err" &&
    gfortran -c "$name.f90" -o "$name.f90.o" 2>>"$name.f90.err" ||
    fail "--emit=fortran does not compile" "$name.f90.err"
  # A stencil the CUDA target does not take (statements outside its nests) is refused
  # with a diagnostic (exit 2), whatever its names.
  status=0
  "$stenciltune" "$name.f95" --emit=cuda >"$name.cu" 2>"$name.cu.err" || status=$?
  if [ "$status" = 0 ] && [ "$have_nvcc" = 1 ]; then
    nvcc -arch=sm_90 -c "$name.cu" -o "$name.cu.o" 2>>"$name.cu.err" || fail "--emit=cuda does not compile" "$name.cu.err"
  elif [ "$status" != 0 ] && [ "$status" != 2 ]; then
    fail "--emit=cuda exits $status" "$name.cu.err"
  fi
  # The library, packaged and checked on the CPU by the tool against the original.
  local tune=--no-tune
  case "$name" in int | double) tune=--budget=2 ;; esac
  if "$stenciltune" "$name.f95" --target=cpu --size=16 "$tune" -q -o "$name.out" >"$name.tune.log" 2>&1; then
    # ... and its interface module, for a Fortran caller.
    gfortran -std=f2008 -Wall -Werror -c "$name.out"/*_mod.f90 -o "$name.mod.o" -J "$name.out" 2>"$name.mod.err" ||
      fail "the library's Fortran module does not compile" "$name.mod.err"
    if [ "$tune" != --no-tune ]; then
      every_function_defined "$name.out" "$name" >"$name.lib.err" 2>&1 || fail "the CPU library" "$name.lib.err"
    fi
  else
    fail "--target=cpu $tune fails" "$name.tune.log"
  fi
  # The by-hand cases' CUDA library too, built for sm_90 without a GPU.
  if [ "$tune" != --no-tune ] && [ "$have_nvcc" = 1 ]; then
    "$stenciltune" "$name.f95" --target=cuda --no-tune --cuda-arch=sm_90 --size=16 -q -o "$name.cuda" \
      >"$name.cuda.log" 2>&1 && every_function_defined "$name.cuda" "$name" >>"$name.cuda.log" 2>&1 ||
      fail "the CUDA library" "$name.cuda.log"
  fi
}

# every_function_defined DIR NAME: each function DIR/NAME.h declares is defined in
# DIR/libNAME.a (a subroutine named int is the C function U_int, and int_ is its symbol).
every_function_defined() {
  local declared defined missing
  declared=$(grep -oE '^(void|int) [A-Za-z_0-9]+\(' "$1/$2.h" | sed -E 's/^(void|int) //; s/\($//' | sort -u)
  defined=$(nm -g --defined-only "$1/lib$2.a" | awk '$2 == "T" { print $3 }' | sort -u)
  missing=$(comm -23 <(echo "$declared") <(echo "$defined"))
  [ -n "$declared" ] && [ -z "$missing" ] || { echo "$1/$2.h declares what lib$2.a lacks: $missing"; return 1; }
}

# Two cases at a time, one per core.
cd "$work/cases"
for name in "${cases[@]}"; do
  check_case "$name" &
  [ "$(jobs -rp | wc -l)" -lt 2 ] || wait -n
done
wait
failures=0
for name in "${cases[@]}"; do
  if [ -f "$name.fail" ]; then
    cat "$name.fail"
    failures=$((failures + 1))
  fi
done

echo "user_names: $total names in ${#cases[@]} renamed stencils, $failures failed"
[ "$failures" -eq 0 ]
