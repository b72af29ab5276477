#!/usr/bin/env bash
# Time-loop passes printed here, timed on the GPU machine (issue 24). The GPU machine has
# no gfortran, flex or bison to build the tool, and nvcc compiles for sm_90 here, so the
# variants are printed and compiled on this machine and only run there.
#
#   bench/lab/temporal_lab.sh build TOOL DIR NAME STENCIL PARAM=VALUE...
#       prints timeloop/STENCIL with the parameters (--emit=cuda), passes it through
#       bench/lab/wave_chunks.py (a 2-D or 3-D pass of two radius-1 sweeps a step: 4
#       planes of fill a step) and links it with bench/lab/temporal_steps.cu into DIR/NAME;
#       DIR/NAME.ptxas keeps ptxas's registers and spills. A variant without passes (BT=1)
#       is linked as printed, as is every variant with LAB_PLAIN set (the printed chunk; the
#       shuffle passes size theirs at launch). With LAB_SED set, that sed script edits the code before it
#       is compiled (to time an edit of the printed code beside the code as printed).
#   bench/lab/temporal_lab.sh run DIR CASES OUT
#       on the GPU machine: CASES has a line a case, "label binary size steps VAR=VALUE...";
#       every case runs ROUNDS times (default 5), the cases in turn each round, with its
#       environment (ST_LAB_CHUNK, ST_LAB_DEPTH: wave_chunks.py). Writes OUT/rounds.txt
#       ("label round ms_per_step gstencils_per_step"), OUT/medians.txt and, for every
#       binary, OUT/agree.txt: the sums of u and v after 7-step calls at an odd size
#       (67^3 or 1001^2) with 16-plane chunks, which equal schedules must give alike.
set -euo pipefail
here=$(cd "$(dirname "$0")/../.." && pwd)
case ${1:-} in
  build)
    tool=$2 dir=$3 name=$4 stencil=$5
    shift 5
    mkdir -p "$dir"
    params=() flags=()
    for p in "$@"; do params+=(--param "$p"); done
    "$tool" "$here/stencils/timeloop/$stencil.f95" --emit=cuda "${params[@]}" >"$dir/$name.cu"
    if grep -q "_steps_device(" "$dir/$name.cu" && [[ -z ${LAB_PLAIN:-} ]]; then
      python3 "$here/bench/lab/wave_chunks.py" "$dir/$name.cu" "$dir/$name.lab.cu" 4
    else
      cp "$dir/$name.cu" "$dir/$name.lab.cu"
    fi
    if [[ -n ${LAB_SED:-} ]]; then sed -i -e "$LAB_SED" "$dir/$name.lab.cu"; fi
    dims=$("$tool" "$here/stencils/timeloop/$stencil.f95" --emit=info |
      python3 -c 'import json, sys; print(max(n["dims"] for s in json.load(sys.stdin)["subroutines"] for n in s["nests"]))')
    if [[ $dims == 2 ]]; then flags=(-DST_2D_FP32 -DST_ENTRY="${stencil}_device"); else flags=(-DST_ENTRY="${stencil}_device"); fi
    nvcc -O3 -arch=sm_90 -std=c++17 -Xptxas -v "${flags[@]}" "$dir/$name.lab.cu" "$here/bench/lab/temporal_steps.cu" \
      -o "$dir/$name" 2>"$dir/$name.ptxas"
    echo "$name: $(sed -n 2p "$dir/$name.cu" | sed 's/^ *Variant: //')"
    ;;
  run)
    dir=$2 cases=$3 out=$4
    mkdir -p "$out"
    nvidia-smi --query-gpu=name,clocks.sm,clocks.mem --format=csv >"$out/gpu.txt" 2>&1 || true
    : >"$out/agree.txt"
    while read -r label bin n steps rest; do
      [[ -z ${label:-} || $label == \#* ]] && continue
      grep -q "^$bin " "$out/agree.txt" && continue
      if [[ $n -gt 4096 ]]; then odd=1001; else odd=67; fi
      sums=$(ST_LAB_CHUNK=16 ST_LAB_SUM=1 "$dir/$bin" "$odd" 7 2>&1 >/dev/null | grep sum | sort -u | tr '\n' ' ' || true)
      echo "$bin $odd: $sums" >>"$out/agree.txt"
    done <"$cases"
    : >"$out/rounds.txt"
    for ((r = 1; r <= ${ROUNDS:-5}; ++r)); do
      while read -r label bin n steps rest; do
        [[ -z ${label:-} || $label == \#* ]] && continue
        # shellcheck disable=SC2086  # the case's environment, VAR=VALUE words
        res=$(env $rest "$dir/$bin" "$n" "$steps" 2>/dev/null || echo failed)
        echo "$label $r $res" >>"$out/rounds.txt"
      done <"$cases"
    done
    python3 "$here/bench/lab/medians.py" --range "$out/rounds.txt" >"$out/medians.txt"
    cat "$out/agree.txt" "$out/medians.txt"
    ;;
  *)
    echo "usage: $0 build TOOL DIR NAME STENCIL PARAM=VALUE... | run DIR CASES OUT" >&2
    exit 2
    ;;
esac
