"""Writes bench/results/LATEST.md from the JSON results of the benchmark runners: for each
machine kind (a folder under bench/results/), the table of its latest run with the command
that made it (every part of it, where the run was split over several calls), then every
earlier result (older JSON runs and the markdown reports written
before the runners kept JSON). Python 3 standard library only.

    python3 bench/latest.py [RESULTS_DIR]        (default: the results/ folder beside this file)
"""
import datetime
import glob
import json
import os
import sys

RESULT_VERSION = 1

# The stage a peer's figure is compared with, where not +tuned: Devito's time loop with the
# tool's time loop blocked over time. A peer of TIME_LOOP_PEERS has a figure on the row of a
# time loop tuned whole only (per step).
PEER_STAGES = {"devito": "+temporal"}
TIME_LOOP_PEERS = {"devito"}


def peer_stage(peer):
    return PEER_STAGES.get(peer, "+tuned")


def number(v):
    """GStencil/s span 0.1 (a CPU core) to 1000 (a GPU): keep about four significant digits."""
    if v is None:
        return "n/a"
    if abs(v) >= 100:
        return f"{v:.1f}"
    if abs(v) >= 10:
        return f"{v:.2f}"
    return f"{v:.3f}"


def case_label(c):
    """The case as the runner was given it, with the subroutine where a file holds several
    nests or names its subroutine differently."""
    label = c["stencil"]
    sub = c.get("subroutine")
    if sub and sub != os.path.basename(c["stencil"]):
        label += f" ({sub})"
    if c.get("nest"):
        label += f" nest {c['nest']}"
    if c.get("steps"):
        label += " time loop"
    return label


def columns(result, key):
    """The stage or peer names of a run, in the order the first case that has them lists them."""
    names = []
    for c in result["cases"]:
        for name in c.get(key) or {}:
            if name not in names:
                names.append(name)
    return names


def peer_names(result):
    """The peers of a run: those with a figure, and those the run says it had none of (not
    installed, skipped, failed), whose columns read n/a."""
    names = columns(result, "peers")
    return names + [p for p in result.get("peers") or {} if p not in names]


def ratio(c, peer):
    """The peer's stage (+tuned, or +temporal for Devito) over the peer, from the figures
    (results before the ratios were stored too)."""
    ours, theirs = (c.get("stages") or {}).get(peer_stage(peer)), (c.get("peers") or {}).get(peer)
    return f"{ours / theirs:.2f}x" if ours and theirs else "n/a"


def table(result):
    """The markdown table of one result: one row per kernel of every case; each peer's
    GStencil/s, then +tuned (Devito: +temporal) over it."""
    stages, peers = columns(result, "stages"), peer_names(result)
    head = (["case", "prec", "size"] + stages + [h for p in peers for h in (p, f"{peer_stage(p)}/{p}")]
            + ["bound", "% of bound", "tuning s", "wall s", "variants", "tuned variant"])
    lines = ["| " + " | ".join(head) + " |", "|" + " --- |" * len(head)]
    for c in result["cases"]:
        if c.get("status", 0) != 0 or "stages" not in c:
            cells = [case_label(c), c.get("precision") or "", ""] + [""] * (len(head) - 4)
            cells.append(f"failed (exit {c.get('status')}): {c.get('error', '')}".replace("|", "/"))
            lines.append("| " + " | ".join(cells) + " |")
            continue
        pct = c.get("percent_of_bound")
        v = c.get("variants") or {}
        tried = f"{v.get('tried', 'n/a')} ({v.get('invalid', 0)} invalid)" if v else "n/a"
        variant = " ".join(f"{k}={val}" for k, val in (c.get("variant") or {}).items())
        cells = [case_label(c), c.get("precision") or "", "x".join(str(n) for n in c.get("size") or [])]
        cells += [number(c["stages"].get(s)) for s in stages]
        cells += [cell for p in peers for cell in (number((c.get("peers") or {}).get(p)), ratio(c, p))]
        cells += [number(c.get("bound")), "n/a" if pct is None else f"{pct:.0f} %",
                  "n/a" if c.get("tuning_seconds") is None else f"{c['tuning_seconds']:.0f}",
                  "n/a" if c.get("wall_seconds") is None else f"{c['wall_seconds']:.0f}",
                  tried, f"`{variant}`" if variant else "n/a"]
        lines.append("| " + " | ".join(cells) + " |")
    return "\n".join(lines)


# Issue 21's target for a tuned kernel on the GPU: 80 % of its bound.
SHORT_OF_BOUND = 80


def time_loops(result):
    """One line per time loop tuned whole: its blocked variant over the step-by-step one
    and over the OpenMP time loop, per step, measured side by side in the run."""
    lines = []
    for c in result["cases"]:
        if not c.get("steps"):
            continue
        ratios = [f"{v:.2f}x {name}" for name, v in (("+temporal/+tuned", c.get("temporal_over_tuned")),
                                                     ("+temporal/OpenMP", c.get("temporal_over_openmp"))) if v]
        ratios += [f"{v:.2f}x +temporal/{name}" for name, v in (c.get("temporal_over_peer") or {}).items()]
        won = [f"{name}'s fastest options: {options_text(o)}" for name, o in (c.get("peer_options") or {}).items()]
        lines.append(f"- {case_label(c)} at {'x'.join(str(n) for n in c.get('size') or [])} "
                     f"({c['steps']} steps a call, rates per step): " + (", ".join(ratios) or "no blocked variant")
                     + "".join(f"; {w}" for w in won))
    if not lines:
        return []
    return ["", "Time loops blocked over time (per step, side by side in the run):", ""] + lines


def options_text(options):
    """A peer's winning options in a line: Devito's variant and what its autotuner chose."""
    tuned = " ".join(f"{k}={v}" for k, v in (options.get("tuned") or {}).items())
    return f"`{options.get('variant', '?')}`" + (f" (autotuned `{tuned}`)" if tuned else "")


def limits(result):
    """What limits each case below SHORT_OF_BOUND % of its bound, in the report's words
    (report.json's "limit": from the hardware counters where a profiler read them)."""
    lines = []
    for c in result["cases"]:
        pct = c.get("percent_of_bound")
        if c.get("status", 0) != 0 or pct is None or pct >= SHORT_OF_BOUND or not c.get("limit"):
            continue
        counted = " (from counters)" if c.get("counters") else ""
        lines.append(f"- {case_label(c)} {c.get('precision') or ''} at "
                     f"{'x'.join(str(n) for n in c.get('size') or [])}, {pct:.0f} %{counted}: {c['limit']}")
    if not lines:
        return []
    return ["", f"What limits the kernels below {SHORT_OF_BOUND} % of their bound (the report's words):", ""] + lines


def header(result, path, root):
    """The lines that say where, when and how a result was measured."""
    tools = ", ".join(f"{k} {v}" for k, v in (result.get("tools") or {}).items() if v)
    load = result.get("load") or {}
    commit = result.get("commit", "unknown") + (" with local changes" if result.get("dirty") else "")
    lines = [f"Result `{os.path.relpath(path, root)}`: {result.get('date', 'undated')}, commit {commit}, "
             f"on {result.get('machine', 'an unknown machine')}.", ""]
    lines.append(f"Command: `{result.get('command', 'unknown')}`")
    if tools:
        lines += ["", f"Tools: {tools}."]
    if load:
        lines += ["", f"Load average (1, 5, 15 min) at start: {' '.join(map(str, load.get('start', [])))}; "
                      f"at end: {' '.join(map(str, load.get('end', [])))}."]
    peers = []
    for name, info in (result.get("peers") or {}).items():
        said = ", ".join(x for x in (info.get("version"), info.get("ran")) if x)
        said += f", failed on {info['failed']} of the cases" if info.get("failed") else ""
        said += f", {info['note']}" if info.get("note") else ""
        peers.append(f"{name} ({said.strip(', ')})" if said.strip(", ") else name)
    if peers:
        lines += ["", f"Peers: {'; '.join(peers)}."]
    if result.get("roofline"):
        lines += ["", f"Bound: {result['roofline']}."]
    if result.get("note"):
        lines += ["", result["note"]]
    if result.get("converted_from"):
        lines += ["", f"Rebuilt from the run that `{result['converted_from']}` reports (the runners kept no JSON result then)."]
    return lines


def load_results(root):
    """machine kind -> its results, newest first. A file that is not a result is skipped with
    a warning rather than stopping the page: the other kinds' tables are still worth writing."""
    kinds = {}
    for path in sorted(glob.glob(os.path.join(root, "*", "*.json"))):
        try:
            with open(path) as f:
                r = json.load(f)
        except (OSError, ValueError) as e:
            print(f"bench/latest.py: skipping {path}: {e}", file=sys.stderr)
            continue
        if not isinstance(r, dict) or r.get("bench_result_version") != RESULT_VERSION or "cases" not in r:
            continue
        kinds.setdefault(os.path.basename(os.path.dirname(path)), []).append((r.get("date", ""), path, r))
    for runs in kinds.values():
        runs.sort(key=lambda t: (t[0], t[1]), reverse=True)
    return kinds


# How far apart the parts of one run may have started.
PART_HOURS = 12


def hours_between(a, b):
    """Hours between two results' ISO dates (infinite where one is missing or unreadable)."""
    try:
        t = [datetime.datetime.fromisoformat(d.replace("Z", "+00:00")) for d in (a, b)]
    except (AttributeError, ValueError):
        return float("inf")
    return abs((t[1] - t[0]).total_seconds()) / 3600


def parts_of_latest(runs):
    """The newest result of a machine kind, and with it the other parts of the same run: a
    case list split over several calls (the GPU machine's calls are limited in time) gives
    one result per call, of one commit, within hours of each other, on cases no newer part
    has."""
    newest = runs[0]
    parts, seen = [newest], {case_label(c) for c in newest[2]["cases"]}
    for run in runs[1:]:
        r = run[2]
        labels = {case_label(c) for c in r["cases"]}
        if not newest[2].get("commit") or r.get("commit") != newest[2].get("commit") or labels & seen:
            continue
        if hours_between(run[0], newest[0]) > PART_HOURS:
            continue
        parts.append(run)
        seen |= labels
    return parts


def title_of(path):
    with open(path, errors="replace") as f:
        first = f.readline().strip()
    return first.lstrip("# ") or os.path.basename(path)


def render(root):
    kinds = load_results(root)
    out = ["# Latest benchmark results", "",
           "Written by `python3 bench/latest.py` from the JSON results under `bench/results/<machine-kind>/`;",
           "do not edit it by hand. bench/README.md says how each runner is run and what a result holds.",
           "GStencil/s; every stage and peer of a table was measured in the same run."]
    if not kinds:
        out += ["", "No JSON results yet."]
    earlier = []
    for kind in sorted(kinds):
        current = parts_of_latest(kinds[kind])
        out += ["", f"## {kind}"]
        for date, path, r in current:
            out += [""] + header(r, path, root) + ["", table(r)] + time_loops(r) + limits(r)
        earlier += [(kind, run) for run in kinds[kind] if run not in current]
    reports = sorted(p for p in glob.glob(os.path.join(root, "*.md")) if os.path.basename(p) != "LATEST.md")
    if earlier or reports:
        out += ["", "## Earlier results", ""]
    for kind, (date, path, r) in earlier:
        out.append(f"- {kind}: `{os.path.relpath(path, root)}` ({date}, commit {r.get('commit', 'unknown')}, "
                   f"{len(r['cases'])} kernels): `{r.get('command', '')}`")
    if reports:
        if earlier:
            out.append("")
        out += ["Reports written before the runners kept JSON (each with its own table and commands; the",
                "device scripts, logs and tarballs they name are in git history, bench/README.md says how):", ""]
        out += [f"- `{os.path.basename(p)}`: {title_of(p)}" for p in reports]
    return "\n".join(out) + "\n"


def write_atomically(path, text):
    tmp = f"{path}.tmp{os.getpid()}"
    with open(tmp, "w") as f:
        f.write(text)
    os.replace(tmp, path)


def main():
    root = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(os.path.abspath(__file__)), "results")
    if not os.path.isdir(root):
        print(f"bench/latest.py: {root}: no such folder", file=sys.stderr)
        return 2
    path = os.path.join(root, "LATEST.md")
    write_atomically(path, render(root))
    print(f"bench/latest.py: wrote {path}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
