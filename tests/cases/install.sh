#!/usr/bin/env bash
# Installing (issue 22): `cmake --install` gives a stenciltune that works from any
# folder, with no file of the source or build tree read at run time, and the build
# folder's CPack makes a Debian package that holds the tool and declares what the tool
# runs (the C compiler, binutils, hwloc's headers). The package is inspected, never
# installed.
set -euo pipefail
tool=$1 src=$2  # $3, the tests' build folder, is not used: this test works outside both trees
tool_build=$(cd "$(dirname "$tool")" && pwd)
# Outside both trees, so that any path into them in the trace below is a read of the
# trees, not of this test's own files.
work=$(mktemp -d "${TMPDIR:-/tmp}/stenciltune-install-test.XXXXXX")
trap 'rm -rf "$work"' EXIT
prefix=$work/prefix
cmake --install "$tool_build" --prefix "$prefix" >"$work/install.log" || { cat "$work/install.log"; exit 1; }
installed=$prefix/bin/stenciltune
[[ -x $installed ]] || { echo "no $installed after cmake --install"; cat "$work/install.log"; exit 1; }
for doc in README.md docs/architecture.md docs/options.md docs/report.md docs/troubleshooting.md; do
  [[ -s $prefix/share/doc/stenciltune/$doc ]] || { echo "no share/doc/stenciltune/$doc after cmake --install"; exit 1; }
done

# The installed tool runs on a copy of the stencil, from a folder outside both trees.
# Where strace works, every file it and its children open or run is listed, and none
# may lie in the source or build tree: the runtime text must be embedded or
# installed.
elsewhere=$work/elsewhere
mkdir -p "$elsewhere"
cp "$src/stencils/jacobi2d5.f95" "$elsewhere/"
cd "$elsewhere"
traced=()
if command -v strace >/dev/null && strace -f -qq -o /dev/null true 2>/dev/null; then
  traced=(strace -f -qq -s 4096 -e "trace=open,openat,execve,stat,access")
  # LeakSanitizer refuses to run under ptrace: a sanitized tool (CI's second pass) is
  # traced without its leak check (the untraced tests keep it).
  export ASAN_OPTIONS=${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0
fi
run() {  # run TRACE_FILE COMMAND...: COMMAND, under strace when it works
  local trace=$1
  shift
  if ((${#traced[@]})); then "${traced[@]}" -o "$trace" "$@"; else "$@"; fi
}
"$installed" --version >version.out
grep -q '^stenciltune ' version.out || { echo "--version printed:"; cat version.out; exit 1; }
run emit.trace "$installed" jacobi2d5.f95 --emit=c >jacobi2d5.c 2>emit.err || { cat emit.err; exit 1; }
grep -q 'jacobi2d5' jacobi2d5.c || { echo "--emit=c printed no jacobi2d5"; cat jacobi2d5.c; exit 1; }
cc -std=c99 -c jacobi2d5.c -o jacobi2d5.o || { echo "the emitted C does not compile"; exit 1; }

# A short CPU tune at a small size, quick roofline sizes in a cache of its own.
export XDG_CACHE_HOME=$work/cache STENCILTUNE_ROOFLINE_ARRAY_BYTES=8388608 STENCILTUNE_ROOFLINE_FLOP_SECONDS=0.02
out=$work/out
run tune.trace "$installed" jacobi2d5.f95 --target=cpu --size=64 --budget=3 -o "$out" >tune.out 2>tune.err ||
  { cat tune.out tune.err; exit 1; }
for f in libjacobi2d5.a jacobi2d5.h jacobi2d5_mod.f90 jacobi2d5.pc report.md report.json tuning.json; do
  [[ -s $out/$f ]] || { echo "the installed tool left no $out/$f"; cat tune.err; exit 1; }
done
nm "$out/libjacobi2d5.a" >"$out.symbols"  # a file: grep -q in a pipe would cut nm off (pipefail)
grep -q ' T jacobi2d5_$' "$out.symbols" || { echo "libjacobi2d5.a does not define jacobi2d5_"; exit 1; }
if ((${#traced[@]})); then
  src_abs=$(cd "$src" && pwd)
  # This test's folder and the temporary folder (the tool's and the compilers' scratch
  # files) are allowed, wherever TMPDIR puts them.
  tmp=${TMPDIR:-/tmp}
  tmp=${tmp%/}
  grep -hE "\"($src_abs|$tool_build)/" emit.trace tune.trace |
    grep -vF -e "\"$work/" -e "\"$tmp/" -e "\"$tmp\"" >from_trees.txt || true
  [[ ! -s from_trees.txt ]] || { echo "the installed tool reads files of the source or build tree:"; head from_trees.txt; exit 1; }
  grep -q 'execve(".*", \["cc"' tune.trace || { echo "the trace shows no compile: strace did not follow the tune"; exit 1; }
else
  echo "install.sh: no usable strace; the tool's reads are not traced"
fi

# The Debian package, where cpack and dpkg-deb exist.
if ! command -v cpack >/dev/null || ! command -v dpkg-deb >/dev/null; then
  echo "install.sh: no cpack or dpkg-deb here; the Debian package is not checked"
  exit 0
fi
pkg=$work/package
(cd "$tool_build" && cpack -G DEB -B "$pkg") >"$work/cpack.log" 2>&1 || { cat "$work/cpack.log"; exit 1; }
deb=$(find "$pkg" -maxdepth 1 -name 'stenciltune_*.deb' | head -n 1)
[[ -n $deb ]] || { echo "cpack made no stenciltune_*.deb"; cat "$work/cpack.log"; exit 1; }
dpkg-deb -c "$deb" >"$work/contents.txt"
grep -q '\./usr/bin/stenciltune$' "$work/contents.txt" || { echo "the package holds no usr/bin/stenciltune"; cat "$work/contents.txt"; exit 1; }
dpkg-deb -I "$deb" >"$work/info.txt"
depends=$(sed -n 's/^ Depends: //p' "$work/info.txt")
# Each a package name of the comma-separated list, before any version: the tools the tool
# runs (by hand) and, where dpkg-shlibdeps made the rest, the executable's shared hwloc.
wanted=(gcc binutils libc6-dev libhwloc-dev)
if command -v dpkg-shlibdeps >/dev/null; then wanted+=('libhwloc[0-9]+'); else wanted+=('libstdc\+\+6'); fi
for dep in "${wanted[@]}"; do
  tr ',' '\n' <<<"$depends" | grep -Eq "^ *${dep}( |\(|$)" ||
    { echo "the package does not depend on $dep: $depends"; exit 1; }
done
grep -q '^ Recommends: .*gfortran' "$work/info.txt" || { echo "the package does not recommend gfortran"; cat "$work/info.txt"; exit 1; }
echo "install.sh: $(basename "$deb") holds usr/bin/stenciltune; Depends: $depends"
