#!/usr/bin/env bash
# The differential test of time loops (issue 24): every suite stencil (stencils/*.f95)
# rewritten, by the generator below, as a time loop in each form that fits it (ping-pong:
# the nest u -> unew then the same nest unew -> u; copy: the nest then a copy of the output
# back into its input over the nest's loops; other grids stay read-only arguments), and
# the benchmark's stencils/timeloop/jacobi2d_sp.f95 and heat3d_box27.f95 as written. Each is
# printed for the CPU (pthreads) with BT = 1 to 4 (and BT = 3 under odd THREADS/CZ/CY),
# and sequentially, and proven against the original compiled by gfortran
# after 0, 1, 2, 3, BT-1, BT, BT+1, 2BT and 3BT+1 steps at odd sizes; printed for CUDA with
# BT = 1 to 4, run on the CPU through tests/cases/cuda_on_cpu.h and proven against the C
# translation, and compiled for sm_90 where nvcc is installed. A form that the tool
# refuses to block over time must be refused with the reason listed in `refusals` below
# (and still run step by step); the table at the end says which. With
# STENCILTUNE_SANITIZED=1 (ci-hardening.sh) one stencil per form (and the refused one) is run.
# usage: temporal_suite.sh TOOL SOURCE_DIR BUILD_DIR
set -euo pipefail
tool=$1 src=$2 build=$3
check_tool=$(dirname "$tool")/stenciltune-check
work=$build/temporal_suite
rm -rf "$work" && mkdir -p "$work/forms"
nvcc=$(command -v nvcc || true)
[[ -z $nvcc && -x /usr/local/cuda/bin/nvcc ]] && nvcc=/usr/local/cuda/bin/nvcc

# The forms the tool refuses to block over time, with the reason (CPU and CUDA alike).
declare -A refusals=(
  [gradient_copy]="'gx' and 'u' are declared with other bounds"
)
# The forms whose CUDA tiles a BT > 1 may leave without a core (radius 2 and 4: the halos
# over BT steps eat the tiles the picker allows); the BT each is refused at is in the table.
declare -A cuda_refusals=(
  [star13_pingpong]="a tile whose halos over BT steps leave no core"
  [star13_copy]="a tile whose halos over BT steps leave no core"
  [star25_sp_pingpong]="a tile whose halos over BT steps leave no core"
  [star25_sp_copy]="a tile whose halos over BT steps leave no core"
)

python3 - "$src/stencils" "$work/forms" >"$work/forms.txt" <<'PY'
# Prints "NAME FORM FILE" for each form written, "NAME FORM - n/a: WHY" for one that does
# not fit. The state grid is the input named like the start of the output's name (u for
# unew), else the first input of its shape (ping-pong) or rank (copy).
import glob, os, re, sys

def split_top(text):  # splits at commas outside parentheses
    parts, depth, cur = [], 0, ""
    for ch in text:
        depth += (ch == "(") - (ch == ")")
        if ch == "," and depth == 0:
            parts.append(cur.strip()); cur = ""
        else:
            cur += ch
    return parts + [cur.strip()] if cur.strip() else parts

def forms(path, out_dir):
    name = os.path.basename(path)[:-4]
    lines = open(path).read().splitlines()
    low = [l.lower() for l in lines]
    sub_at = next((n for n, l in enumerate(low) if re.match(r"\s*subroutine\s+\w+", l)), None)
    end_at = next((n for n, l in enumerate(low) if re.match(r"\s*end\s*subroutine", l)), len(lines))
    decl_at = [n for n, l in enumerate(lines) if "::" in l.split("!")[0]]
    first_exec = (max(decl_at) + 1) if decl_at else (sub_at + 1 if sub_at is not None else 0)
    while first_exec < end_at and not re.match(r"\s*do\b", low[first_exec]):
        first_exec += 1
    nest = lines[first_exec:end_at]
    while nest and not nest[-1].strip():
        nest.pop()
    shapes = {}  # declared array -> (bounds text, line); a bare nest declares none
    for n in decl_at:
        attrs, ents = lines[n].split("!")[0].split("::")
        dim = next((d for d in (re.match(r"dimension\s*\((.*)\)$", a, re.I) for a in split_top(attrs)) if d), None)
        for e in split_top(ents):
            m = re.match(r"(\w+)\s*(?:\((.*)\))?", e)
            bounds = m.group(2) or (dim.group(1) if dim else None)
            if bounds is not None and not re.search(r"\bparameter\b", attrs, re.I):
                shapes[m.group(1).lower()] = (re.sub(r"\s", "", bounds.lower()), n)
    code = "\n".join(l.split("!")[0] for l in nest).lower()
    outputs = []
    for m in re.finditer(r"^\s*(\w+)\s*\(([^)]*)\)\s*=(?!=)", code, re.M):
        if m.group(1) not in outputs:
            outputs.append(m.group(1))
    subs = re.search(r"^\s*" + outputs[0] + r"\s*\(([^)]*)\)\s*=", code, re.M).group(1)
    intrinsics = {"abs", "sqrt", "exp", "log", "sin", "cos", "min", "max"}
    inputs = []
    for m in re.finditer(r"\b([a-z]\w*)\s*\(", code):
        if m.group(1) not in outputs + inputs and m.group(1) not in intrinsics:
            inputs.append(m.group(1))
    rank = lambda g: len(split_top(shapes[g][0])) if g in shapes else len(split_top(subs))
    shape = lambda g: shapes[g][0] if g in shapes else "implied"

    def pick_state(out, same_shape):
        fits = [g for g in inputs if rank(g) == rank(out) and (not same_shape or shape(g) == shape(out))]
        return ([g for g in fits if out.startswith(g)] or fits or [None])[0]

    def swap(text, a, b):
        return re.sub(r"\b(%s|%s)\b" % (a, b), lambda m: b if m.group(1).lower() == a else a, text, flags=re.I)

    def write(form, state, second):
        sub_name = "%s_%s" % (name.lower(), form)
        body = ["  " + l if l.strip() else l for l in nest + second]
        out = ["! Generated by tests/cases/temporal_suite.sh from stencils/%s.f95: nt steps, %s form." % (name, form)]
        if sub_at is None:  # a bare nest: the time loop around it is the whole file
            out += ["do t = 1, nt"] + body + ["end do"]
        else:
            head = re.match(r"(\s*subroutine\s+)(\w+)(\s*\()(.*)(\).*)", lines[sub_at], re.I)
            out.append(head.group(1) + sub_name + head.group(3) + head.group(4) + ", nt" + head.group(5))
            for n in range(sub_at + 1, first_exec):
                line = lines[n]
                if n in decl_at and state in shapes and shapes[state][1] == n and re.search(r"intent\s*\(\s*in\s*\)", line, re.I):
                    attrs, ents = line.split("!")[0].split("::")  # the state grid alone, intent(inout)
                    ents = split_top(ents)
                    rest = [e for e in ents if re.match(r"\w+", e).group(0).lower() != state]
                    mine = [e for e in ents if re.match(r"\w+", e).group(0).lower() == state]
                    if rest:
                        out.append(attrs + ":: " + ", ".join(rest))
                    out.append(re.sub(r"intent\s*\(\s*in\s*\)", "intent(inout)", attrs, flags=re.I) + ":: " + mine[0])
                else:
                    out.append(line)
                if re.match(r"\s*implicit\s+none", line, re.I):
                    out += ["  integer, intent(in) :: nt", "  integer :: t"]
            tail = re.sub(r"(end\s*subroutine\s+)\w+", r"\g<1>" + sub_name, lines[end_at], flags=re.I)
            out += ["  do t = 1, nt"] + body + ["  end do", tail] + lines[end_at + 1:]
        file = os.path.join(out_dir, sub_name + ".f95")
        open(file, "w").write("\n".join(out) + "\n")
        print(name, form, file)

    state = pick_state(outputs[0], True)
    if len(outputs) > 1:
        print(name, "pingpong - n/a: %d outputs (%s)" % (len(outputs), " ".join(outputs)))
    elif state is None:
        print(name, "pingpong - n/a: no input of %s's shape" % outputs[0])
    else:
        write("pingpong", state, [swap(l, state, outputs[0]) for l in nest])
    state = pick_state(outputs[0], False)
    if state is None:
        print(name, "copy - n/a: no input of %s's rank" % outputs[0])
        return
    depth = 0
    while re.match(r"\s*do\b", nest[depth], re.I):
        depth += 1
    indent = re.match(r"\s*", nest[depth - 1]).group(0) + "  "
    write("copy", state, nest[:depth] + ["%s%s(%s) = %s(%s)" % (indent, state, subs, outputs[0], subs)] + nest[-depth:])

for path in sorted(glob.glob(os.path.join(sys.argv[1], "*.f95"))):
    forms(path, sys.argv[2])
PY
for f in jacobi2d_sp heat3d_box27; do echo "$f as-written $src/stencils/timeloop/$f.f95" >>"$work/forms.txt"; done
if [[ -n ${STENCILTUNE_SANITIZED:-} ]]; then
  grep -E "^(laplacian pingpong|jacobi2d5 copy|gradient copy|jacobi2d_sp as-written) " "$work/forms.txt" >"$work/forms.run"
else
  grep -v " - n/a" "$work/forms.txt" >"$work/forms.run"
fi

# step counts: 0, 1, 2, 3, BT-1, BT, BT+1, 2BT, 3BT+1 (CUDA: a few of them)
steps_for() { printf '%s\n' 0 1 2 3 $(($1 - 1)) "$1" $(($1 + 1)) $((2 * $1)) $((3 * $1 + 1)) | sort -nu | paste -sd,; }
cuda_steps_for() { printf '%s\n' 0 1 3 $(($1 + 1)) $((2 * $1 + 1)) | sort -nu | paste -sd,; }

# One variant: print, compile, check after its step counts. Writes $tag.ok or $tag.fail.
cpu_job() {  # cpu_job FILE TAG SIZE BT [PARAM...]
  local file=$1 tag=$2 size=$3 bt=$4 target=(--target=cpu) nts
  shift 4
  local params=()
  for p in "$@"; do params+=(--param "$p"); done
  [[ $bt == seq ]] && { target=(); bt=3; } || params+=(--param "BT=$bt")
  nts=$(steps_for "$bt")
  { "$tool" "$file" "${target[@]}" --emit=c "${params[@]}" >"$work/$tag.c" 2>"$work/$tag.err" &&
    cc -O2 -fopenmp-simd -std=c99 -Wall -Werror -Wno-unused-function -c "$work/$tag.c" -o "$work/$tag.o" 2>>"$work/$tag.err" &&
    "$check_tool" "$file" --variant="$work/$tag.o" --link=-lhwloc --link=-lpthread --link=-lm \
      --size="$size" --arg="nt=$nts" >"$work/$tag.check" 2>&1 && touch "$work/$tag.ok"; } ||
    { echo "FAIL: $tag ($*) at $size, steps $nts:"; cat "$work/$tag.err" "$work/$tag.check" 2>/dev/null | head -40; } >"$work/$tag.fail"
}
cuda_job() {  # cuda_job FILE TAG SIZE BT: emulated on the CPU, and compiled by nvcc
  local file=$1 tag=$2 size=$3 bt=$4 plain=() nts
  nts=$(cuda_steps_for "$bt")
  [[ $bt == 1 ]] && plain=(--param SMEM=0 --param RO=0)  # the emulation has no cp.async, no __ldg
  local sub
  sub=$(basename "$file" .f95)
  if [[ $bt != 1 && -n ${cuda_refusals[$sub]:-} ]] && ! "$tool" "$file" --emit=cuda --param "BT=$bt" >/dev/null 2>"$work/$tag.err"; then
    grep -qF "${cuda_refusals[$sub]}" "$work/$tag.err" && echo "$bt" >"$work/$tag.refused" && return
    { echo "FAIL: $tag (CUDA) is refused for another reason than the expected:"; cat "$work/$tag.err"; } >"$work/$tag.fail"
    return
  fi
  { "$tool" "$file" --emit=cuda --param "BT=$bt" "${plain[@]}" >"$work/$tag.cu" 2>"$work/$tag.err" &&
    sed -E -e "s|#include <cuda_runtime.h>|#include \"$src/tests/cases/cuda_on_cpu.h\"\nusing std::min;\nusing std::max;|" \
      -e 's|#include <cuda_pipeline.h>||' \
      -e 's#(st_[A-Za-z0-9_]*_(pass|kernel)[0-9]*)<<<(dim3\(.*\)), (dim3\([0-9]+, [0-9]+, 1\))(, [0-9]+)?>>>\((.*)\);#st_emu_launch(\3, \4, [=] { \1(\6); });#' \
      "$work/$tag.cu" >"$work/$tag.cpp" && ! grep -q "<<<" "$work/$tag.cpp" &&
    g++ -std=c++17 -O1 -w -c "$work/$tag.cpp" -o "$work/$tag.o" 2>>"$work/$tag.err" &&
    "$check_tool" "$file" --variant="$work/$tag.o" --link=-lstdc++ --reference=c \
      --size="$size" --arg="nt=$nts" >"$work/$tag.check" 2>&1 &&
    if [[ -n $nvcc ]]; then
      "$tool" "$file" --emit=cuda --param "BT=$bt" >"$work/$tag.sm90.cu" 2>>"$work/$tag.err" &&
        "$nvcc" -arch=sm_90 -O3 -Xcompiler -Wall,-Wextra -Werror all-warnings -c "$work/$tag.sm90.cu" \
          -o "$work/$tag.sm90.o" >>"$work/$tag.err" 2>&1
    fi && touch "$work/$tag.ok"; } ||
    { echo "FAIL: $tag (CUDA) at $size, steps $nts:"; cat "$work/$tag.err" "$work/$tag.check" 2>/dev/null | head -40; } >"$work/$tag.fail"
}
running=0
spawn() {  # at most two jobs at a time (CI's two cores)
  "$@" &
  running=$((running + 1))
  if ((running >= 2)); then wait -n || true; running=$((running - 1)); fi
}

declare -A verdict
while read -r name form file rest; do
  [[ $file == - ]] && verdict[${name}_$form]=$rest
done <"$work/forms.txt"
while read -r name form file rest; do
  key=${name}_$form
  sub=$(basename "$file" .f95)
  dims=$("$tool" "$file" --emit=info | python3 -c "import json,sys; print(json.load(sys.stdin)['subroutines'][0]['nests'][0]['dims'])")
  if ((dims == 2)); then
    size=37x23 odd=(THREADS=3 CY=3 SIMD=1) cuda_size=301x37
  else
    size=13x11x9 odd=(THREADS=3 CZ=2 CY=5 SIMD=1) cuda_size=45x21x19
  fi
  # Blocked over time, or refused with the expected reason (on both targets).
  set +e
  "$tool" "$file" --target=cpu --emit=c --param BT=2 >/dev/null 2>"$work/$sub.cpu.refusal"
  cpu_status=$?
  "$tool" "$file" --emit=cuda --param BT=2 >/dev/null 2>"$work/$sub.cuda.refusal"
  cuda_status=$?
  [[ $cuda_status == 2 && -n ${cuda_refusals[$sub]:-} ]] && grep -qF "${cuda_refusals[$sub]}" "$work/$sub.cuda.refusal" && cuda_status=0
  set -e
  if [[ -n ${refusals[$sub]:-} ]]; then
    why=${refusals[$sub]}
    if ! { [[ $cpu_status == 2 && $cuda_status == 2 ]] &&
      grep -qF "error: BT=2 cannot block '$sub' over time: $why" "$work/$sub.cpu.refusal" &&
      grep -qF "cannot block '$sub' over time on the CUDA target: $why" "$work/$sub.cuda.refusal"; }; then
      echo "FAIL: $sub is not refused with \"$why\" (CPU exit $cpu_status, CUDA exit $cuda_status):"
      cat "$work/$sub".*.refusal
      exit 1
    fi
    verdict[$key]="refused: $why; BT=1 checked"
    spawn cpu_job "$file" "$sub.cpu1" "$size" 1
    spawn cpu_job "$file" "$sub.seq" "$size" seq
    spawn cuda_job "$file" "$sub.cuda1" "$cuda_size" 1
    continue
  fi
  [[ $cpu_status == 0 && $cuda_status == 0 ]] ||
    { echo "FAIL: $sub is refused (CPU exit $cpu_status, CUDA exit $cuda_status):"; cat "$work/$sub".*.refusal; exit 1; }
  verdict[$key]="checked"
  for bt in 1 2 3 4; do
    spawn cpu_job "$file" "$sub.cpu$bt" "$size" $bt
    ((bt != 3)) || spawn cpu_job "$file" "$sub.odd$bt" "$size" $bt "${odd[@]}"
    spawn cuda_job "$file" "$sub.cuda$bt" "$cuda_size" $bt
  done
  spawn cpu_job "$file" "$sub.seq" "$size" seq
done <"$work/forms.run"
wait

failures=$(find "$work" -name '*.fail' | sort)
if [[ -n $failures ]]; then
  for f in $failures; do cat "$f"; done
  exit 1
fi
checks=$(cat "$work"/*.check | grep -c "^check: PASS")
echo "stencil x form -> verdict"
while read -r name form _; do
  v=${verdict[${name}_$form]:-not run (STENCILTUNE_SANITIZED)}
  bts=$(cat "$work/${name}_$form".cuda*.refused 2>/dev/null | sort -n | paste -sd, || true)
  [[ -n $bts ]] && v="$v; CUDA BT=$bts refused: ${cuda_refusals[${name}_$form]}"
  printf '  %-16s %-11s %s\n' "$name" "$form" "$v"
done <"$work/forms.txt"
cuda="CUDA compiled for sm_90"
[[ -n $nvcc ]] || cuda="no nvcc: CUDA emulated, not compiled"
echo "ok: $(find "$work" -name '*.ok' | wc -l) variants, $checks checks passed; $cuda"
