#!/usr/bin/env bash
# Several --size values (issue 7): the Laplacian tuned at 8x8x8 and at 40x24x16, each
# size its own search (its own tuning.json key, its own stage table in the report), and
# one library holding a variant per size. A C program linked through laplacian.pc with
# -Wl,--wrap on both variants' symbols calls laplacian() near each tuned size and sees
# which variant ran: the nearest size's (in log space), as laplacian_variant() says, and
# the answers match a plain loop.
set -euo pipefail
tool=$1 src=$2 build=$3
work=$build/library_sizes
rm -rf "$work" && mkdir -p "$work"
out=$work/out
# Quick roofline sizes, in a cache of this test's own.
export XDG_CACHE_HOME=$work/cache STENCILTUNE_ROOFLINE_ARRAY_BYTES=8388608 STENCILTUNE_ROOFLINE_FLOP_SECONDS=0.02

"$tool" "$src/stencils/laplacian.f95" --target=cpu --size=8 --size=40x24x16 --budget=20 --max-variants=2 -o "$out" \
  >"$work/tune.out" 2>"$work/tune.err" || { cat "$work/tune.out" "$work/tune.err"; exit 1; }

python3 - "$out" <<'PY'
import json, sys
out = sys.argv[1]
sizes = sorted(e["key"]["size"] for e in json.load(open(out + "/tuning.json"))["entries"])
assert sizes == ["40x24x16", "8x8x8"], f"tuning.json keys: {sizes}"
kernels = json.load(open(out + "/report.json"))["kernels"]
assert [k["size"] for k in kernels] == [[8, 8, 8], [40, 24, 16]], [k["size"] for k in kernels]
for k in kernels:
    assert any(s["stage"] == "+tuned" and s["valid"] for s in k["stages"]), k["stages"]
md = open(out + "/report.md").read()
for size in ("8x8x8", "40x24x16"):
    section = md.split("## laplacian at " + size)[1].split("\n## ")[0]
    assert "| +tuned |" in section, f"no +tuned stage for {size}:\n{section}"
checks = json.load(open(out + "/report.json"))["library_check"]
assert [(c["size"], c["variant"], c["valid"]) for c in checks] == [([8, 8, 8], 1, True), ([40, 24, 16], 2, True)], checks
header = open(out + "/laplacian.h").read()
assert "Tuned sizes (2)" in header and "variant 1: 8x8x8 (nx=8 ny=8 nz=8)" in header, header
assert "variant 2: 40x24x16 (nx=40 ny=24 nz=16)" in header, header
assert "int laplacian_variant(int32_t nx, int32_t ny, int32_t nz);" in header, header
PY
nm "$out/liblaplacian.a" >"$work/symbols.txt"
for symbol in laplacian laplacian_ laplacian_first_touch laplacian_variant laplacian_size1 laplacian_size2; do
  grep -q " T $symbol$" "$work/symbols.txt" || { echo "liblaplacian.a does not define $symbol"; exit 1; }
done

read -r -a libs <<<"$(PKG_CONFIG_PATH=$out pkg-config --libs laplacian)"
read -r -a cflags <<<"$(PKG_CONFIG_PATH=$out pkg-config --cflags laplacian)"
cc -O2 -std=c99 "${cflags[@]}" "$src/tests/library/sizes_laplacian.c" -Wl,--wrap=laplacian_size1 -Wl,--wrap=laplacian_size2 \
  "${libs[@]}" -o "$work/sizes"
# NX NY NZ and the variant expected: near 8^3 (also 12^3: sums of squared log distances
# 0.49 to 8^3, 1.52 to 40x24x16), and near 40x24x16 (also 31x31x9: 3.69 to 8^3, 0.46).
"$work/sizes" 9 7 8 1  12 12 12 1  37 25 17 2  44 20 13 2  31 31 9 2

# Packaged again at one size: the second variant's source leaves src/ with it.
"$tool" "$src/stencils/laplacian.f95" --target=cpu --size=8 --no-tune -q -o "$out" >"$work/again.out" 2>"$work/again.err" ||
  { cat "$work/again.out" "$work/again.err"; exit 1; }
[[ -f $out/src/laplacian_size1.c && ! -e $out/src/laplacian_size2.c ]] || { ls "$out/src"; exit 1; }
grep -q "Tuned sizes (1)" "$out/laplacian.h" || { echo "laplacian.h still lists two sizes"; exit 1; }
echo "each call ran the variant tuned for the nearest size, and matched"
