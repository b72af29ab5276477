"""Collects one benchmark run into one JSON result: bench/cpu.sh and bench/cuda.sh call it
after their cases. Each CASE_DIR holds run.json (written by the runner: the case, the exit
status, the wall seconds, the last line of the tool's output on failure) and, when the tool
succeeded, out/report.json. Writes RESULTS/<machine-kind>/<date>-<commit>.json atomically,
prints the run's table (bench/latest.py's) and the result's path on standard error.
Python 3 standard library only.

    python3 bench/result.py --target=cpu|cuda --results=DIR --command=CMD --start=ISO --end=ISO
        --start-load="L1 L5 L15" --end-load="L1 L5 L15" [--budget=S] [--roofline=TEXT]
        [--note=TEXT] [--kind=KIND] [--commit=HASH] [--peers=TORCH_JSON] [--pystencils=PEER_JSON]
        [--devito=PEER_JSON] [--peer-note=NAME=TEXT]... [--converted-from=REPORT] CASE_DIR...

Peers: --peers is bench/torch_compile.py's JSON, --pystencils bench/pystencils_peer.py's,
--devito bench/devito_peer.py's (the time loops': its figure goes on a time loop's row only,
per step, over the +temporal stage);
--peer-note says why a peer the runner knows has no figures in this run (not installed,
skipped, failed), so that its column reads n/a rather than disappearing.
"""
import argparse
import json
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import latest  # noqa: E402  (the table and the atomic write are latest.py's)


def slug(text):
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")


def machine_kind(target, summary):
    """A folder name for the machine: the GPU's name (nvidia-h200), or the CPU's cores and
    model (cpu-2core-amd-epyc), so that runs on the same kind of machine share a folder
    whatever host they ran on."""
    if not summary:
        return f"{target}-unknown"
    name = summary.split(",")[0]
    if target == "cuda":
        return slug(name)
    name = re.sub(r"\((R|TM|tm|r)\)|\b(processor|cpu)\b", " ", name, flags=re.I)
    cores = re.search(r"(\d+) cores?", summary)
    return f"cpu-{cores.group(1) + 'core-' if cores else ''}{slug(name)}"


def first_line(argv):
    try:
        p = subprocess.run(argv, capture_output=True, text=True, timeout=30)
    except (OSError, subprocess.TimeoutExpired):
        return None
    lines = (p.stdout or p.stderr).strip().splitlines()
    return lines[0].strip() if p.returncode == 0 and lines else None


def git_commit():
    here = os.path.dirname(os.path.abspath(__file__))
    head = first_line(["git", "-C", here, "rev-parse", "--short", "HEAD"])
    if head is None:
        return "unknown", None
    dirty = subprocess.run(["git", "-C", here, "diff", "--quiet", "HEAD", "--"], capture_output=True).returncode != 0
    return head, dirty


def peer_figure(runs, stencil, precision, size):
    """A peer's entry for a kernel: the one measured at the kernel's size where the peer
    says its size (pystencils), else the one of the stencil and precision (torch.compile
    times the runner's single size)."""
    return runs.get((stencil, precision, tuple(size or ()))) or runs.get((stencil, precision))


def kernel_rows(run, report, peers):
    """One row per kernel of a case: a stencil file may hold several nests. peers is peer
    name -> its entries by (stencil, precision[, size])."""
    stencil = run["case"].split(":")[0]
    rows = []
    for k in report["kernels"]:
        stages = {}
        for s in k["stages"]:
            name = s.get("stage", s.get("name"))
            figure = s.get("gstencils") if s.get("valid", True) else None
            if name == "compared":
                # The report's "compared" rows are the variants that lost the final
                # comparison (one row each); the result keeps the fastest, the runner-up.
                name = "runner-up"
                if figure is None or (stages.get(name) or 0) >= figure:
                    stages.setdefault(name, None)
                    continue
            stages[name] = figure
        bound = k.get("bound")
        bound = bound.get("tuned", {}).get("gstencils") if isinstance(bound, dict) else k.get("bound_gstencils")
        tuned = stages.get("+tuned")
        search = k.get("search") or {}
        figures, errors, options = {}, {}, {}
        for name, runs in peers.items():
            if name in latest.TIME_LOOP_PEERS and not k.get("steps"):
                continue
            entry = peer_figure(runs, os.path.basename(stencil), k.get("precision"), k.get("size"))
            if entry and entry.get("gstencils"):
                figures[name] = entry["gstencils"]
                if entry.get("options"):
                    options[name] = entry["options"]
            elif entry and entry.get("error"):
                errors[name] = entry["error"]
        # A time loop tuned whole: per-step rates, the blocked variant beside the step by step one.
        loop = {}
        if k.get("steps"):
            loop["steps"] = k["steps"]
            blocked = stages.get("+temporal")
            for name in ("+tuned", "OpenMP"):
                if blocked and stages.get(name):
                    loop[f"temporal_over_{name.strip('+').lower()}"] = blocked / stages[name]
        rows.append({
            "case": run["case"], "stencil": stencil, "subroutine": k["subroutine"],
            **({"nest": k["nest"]} if k.get("nest") else {}), **loop,
            "precision": k.get("precision"), "size": k.get("size"), "status": run["status"],
            "stages": stages,
            "bound": bound,
            "bound_from": (k.get("bound") or {}).get("tuned", {}).get("bandwidth_from") if isinstance(k.get("bound"), dict) else None,
            "percent_of_bound": 100 * tuned / bound if tuned and bound else None,
            "peers": figures,
            "tuned_over_peer": {name: tuned / g for name, g in figures.items()
                                if tuned and latest.peer_stage(name) == "+tuned"},
            **over_other_stages(stages, figures),
            **({"peer_errors": errors} if errors else {}),
            **({"peer_options": options} if options else {}),
            "tuning_seconds": search.get("seconds"),
            "wall_seconds": run.get("wall_seconds"),
            "variants": {key: search.get(key) for key in ("engine", "stopped", "tried", "measured", "from_database", "invalid")
                         if key in search},
            "invalid_reasons": search.get("invalid_reasons", []),
            "variant": k.get("variant"),
            "counters": k.get("counters"),
            "limit": k.get("limit"),
        })
    return rows


def over_other_stages(stages, figures):
    """The ratios of the peers compared with another stage than +tuned (Devito with the
    time loop blocked over time: "temporal_over_peer")."""
    ratios = {}
    for name, g in figures.items():
        stage = latest.peer_stage(name)
        if stage != "+tuned" and stages.get(stage):
            ratios.setdefault(f"{stage.strip('+').lower()}_over_peer", {})[name] = stages[stage] / g
    return ratios


def peer_runs(path, version_key):
    """A peer's entries by (stencil, precision) and, where an entry says its size, by
    (stencil, precision, size), from the peer's JSON list; and the peer's version."""
    if not path or not os.path.exists(path):
        return {}, None
    with open(path) as f:
        runs = json.load(f)
    by_case = {}
    for r in runs:
        key = (r["stencil"], r["precision"]) + ((tuple(r["size"]),) if r.get("size") else ())
        by_case[key] = r
    version = next((r.get(version_key) for r in runs if r.get(version_key)), None)
    return by_case, version


def peer_summary(version, runs, note):
    """The result's line on one peer: its version and where it ran, or why it has no figures."""
    summary = {"version": version} if version else {}
    measured = [r for r in runs.values() if "gstencils" in r]
    if measured:
        first = measured[0]
        threads = first.get("threads")
        ran = ", ".join(str(x) for x in (first.get("target"), first.get("device"), f"{threads} threads" if threads else None) if x)
        if ran:
            summary["ran"] = ran
    failed = [r for r in runs.values() if "error" in r]
    if failed:
        summary["failed"] = len(failed)
    if note:
        summary["note"] = note
    return summary


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--target", choices=("cpu", "cuda"), required=True)
    ap.add_argument("--results", required=True)
    ap.add_argument("--command", required=True)
    ap.add_argument("--start", required=True)
    ap.add_argument("--end", required=True)
    ap.add_argument("--start-load", default="")
    ap.add_argument("--end-load", default="")
    ap.add_argument("--budget", type=float)
    ap.add_argument("--roofline", default="")
    ap.add_argument("--note", default="")
    ap.add_argument("--kind", default="")
    ap.add_argument("--commit", default="")
    ap.add_argument("--peers", default="", help="bench/torch_compile.py's JSON")
    ap.add_argument("--pystencils", default="", help="bench/pystencils_peer.py's JSON")
    ap.add_argument("--devito", default="", help="bench/devito_peer.py's JSON")
    ap.add_argument("--peer-note", action="append", default=[], metavar="NAME=TEXT",
                    help="why a peer has no figures in this run")
    ap.add_argument("--converted-from", default="", help="the report a result was rebuilt from, for runs before the JSON results")
    ap.add_argument("cases", nargs="+")
    a = ap.parse_args()

    torch_runs, torch_version = peer_runs(a.peers, "torch")
    pystencils_runs, pystencils_version = peer_runs(a.pystencils, "pystencils")
    devito_runs, devito_version = peer_runs(a.devito, "devito")
    peers = {name: runs for name, runs in (("torch.compile", torch_runs), ("pystencils", pystencils_runs),
                                           ("devito", devito_runs)) if runs}
    notes = dict(n.split("=", 1) for n in a.peer_note if "=" in n)
    peer_info = {}
    for name, version, runs, given in (("torch.compile", torch_version, torch_runs, a.peers),
                                       ("pystencils", pystencils_version, pystencils_runs, a.pystencils),
                                       ("devito", devito_version, devito_runs, a.devito)):
        if given or name in notes:
            peer_info[name] = peer_summary(version, runs, notes.get(name))
    cases, reports = [], []
    for d in a.cases:
        with open(os.path.join(d, "run.json")) as f:
            run = json.load(f)
        report_path = os.path.join(d, "out", "report.json")
        if run["status"] == 0 and os.path.exists(report_path):
            with open(report_path) as f:
                report = json.load(f)
            reports.append(report)
            cases += kernel_rows(run, report, peers)
        else:
            cases.append({"case": run["case"], "stencil": run["case"].split(":")[0], "precision": run.get("precision"),
                          "status": run["status"], "error": run.get("error", "").strip(), "wall_seconds": run.get("wall_seconds")})

    first = reports[0] if reports else {}
    machine = first.get("machine") or {}
    summary = machine.get("summary") if isinstance(machine, dict) else machine
    commit, dirty = (a.commit, None) if a.commit else git_commit()
    tools = {"stenciltune": first.get("tool_version"), "compiler": first.get("compiler"),
             "gfortran": first_line(["gfortran", "--version"]), "python3": sys.version.split()[0]}
    if a.target == "cuda":
        tools["torch"] = torch_version
    tools["pystencils"] = pystencils_version
    if "devito" in peer_info:
        tools["devito"] = devito_version
    if a.converted_from:  # this machine's gfortran and python3 did not measure that run
        del tools["gfortran"], tools["python3"]
    result = {
        "bench_result_version": latest.RESULT_VERSION,
        "target": a.target,
        "machine_kind": a.kind or machine_kind(a.target, summary),
        "machine": summary,
        "fingerprint": machine.get("fingerprint") if isinstance(machine, dict) else None,
        "commit": commit, "dirty": dirty,
        "command": a.command,
        "date": a.end, "start": a.start, "end": a.end,
        "tools": tools,
        "load": {"start": [float(x) for x in a.start_load.split()], "end": [float(x) for x in a.end_load.split()]},
        "budget_seconds": a.budget,
        "roofline": a.roofline,
        "note": a.note,
        "peers": peer_info,
        "cases": cases,
    }
    if a.converted_from:
        result["converted_from"] = a.converted_from
    folder = os.path.join(a.results, result["machine_kind"])
    os.makedirs(folder, exist_ok=True)
    stamp = re.sub(r"[^0-9T]", "", a.end.split("+")[0].rstrip("Z"))
    path = os.path.join(folder, f"{stamp}Z-{commit}.json")
    latest.write_atomically(path, json.dumps(result, indent=1) + "\n")
    print(latest.table(result))
    print(f"bench/result.py: wrote {path}", file=sys.stderr)
    # A failed case is in the result, and the run says so in its exit status too.
    return 1 if any(c["status"] != 0 for c in cases) else 0


if __name__ == "__main__":
    sys.exit(main())
