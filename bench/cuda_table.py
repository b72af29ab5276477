"""Collects a CUDA benchmark run (bench/cuda.sh folders and bench/torch_compile.py JSON)
into one JSON summary and a markdown table; where bench/cuda.sh kept Nsight Compute's
counters (ncu-tuned.csv, ncu-baseline.csv), a second table of what limits each case:
DRAM bytes per point against the compulsory ones, achieved and theoretical occupancy,
registers, and the busiest unit.

    python3 bench/cuda_table.py RUN_DIR TORCH_JSON SUMMARY_JSON TABLE_MD
"""
import csv
import glob
import json
import os
import sys


def ncu_metrics(path):
    """Metric name -> value (a float where the value is a number) from `ncu --csv --page
    details --print-units base` output; the first kernel profiled."""
    if not os.path.exists(path):
        return {}
    lines = [l for l in open(path, errors="replace") if l.startswith('"')]
    metrics = {}
    for row in csv.DictReader(lines):
        name, value = row.get("Metric Name"), row.get("Metric Value", "")
        if not name or name in metrics:
            continue
        try:
            metrics[name] = float(value.replace(",", ""))
        except ValueError:
            metrics[name] = value
    return metrics


def profile_of(case_dir, stage, points, compulsory):
    m = ncu_metrics(os.path.join(case_dir, f"ncu-{stage}.csv"))
    if "dram__bytes_read.sum" not in m:
        return None
    dram = m["dram__bytes_read.sum"] + m.get("dram__bytes_write.sum", 0)
    p = {"dram_bytes_per_point": dram / points, "compulsory_bytes_per_point": compulsory,
         "l2_bytes_per_point": m.get("lts__t_bytes.sum", 0) / points}
    for key, name in [("achieved_occupancy_pct", "Achieved Occupancy"), ("theoretical_occupancy_pct", "Theoretical Occupancy"),
                      ("registers", "Registers Per Thread"), ("dram_throughput_pct", "DRAM Throughput"),
                      ("l2_throughput_pct", "L2 Cache Throughput"), ("l1_throughput_pct", "L1/TEX Cache Throughput"),
                      ("sm_throughput_pct", "Compute (SM) Throughput"), ("duration_ns", "Duration")]:
        if isinstance(m.get(name), float):
            p[key] = m[name]
    return p


def main():
    run_dir, torch_json, summary_json, table_md = sys.argv[1:5]
    torch = {}
    if os.path.exists(torch_json):
        for r in json.load(open(torch_json)):
            torch[(r["stencil"], r["precision"])] = r
    rows = []
    for case_dir in sorted(glob.glob(os.path.join(run_dir, "*-fp*"))):
        run = json.load(open(os.path.join(case_dir, "run.json")))
        stencil, precision = run["case"].split(":")
        row = {"stencil": stencil, "precision": precision, "size": run["size"], "exit": run["status"],
               "wall_seconds": run["wall_seconds"]}
        report_path = os.path.join(case_dir, "out", "report.json")
        if os.path.exists(report_path):
            k = json.load(open(report_path))["kernels"][0]
            # Two layouts: the CUDA driver's first report (bound_gstencils, ptxas, copies)
            # and the report model's (bound.tuned.gstencils, stage details, notes).
            bound = k.get("bound")
            row["bound"] = bound["tuned"]["gstencils"] if isinstance(bound, dict) else k.get("bound_gstencils")
            row["search"] = k["search"]
            row["variant"] = k["variant"]
            row["ptxas"] = k.get("ptxas")
            row["copies"] = k.get("copies")
            row["notes"] = k.get("notes")
            for s in k["stages"]:
                name = s.get("stage", s.get("name"))
                row[name] = s.get("gstencils")
                if name == "+tuned" and s.get("details"):
                    row["ptxas"] = s["details"]
            points = k.get("points") or 0
            compulsory = ((k.get("intensity") or {}).get("bytes_per_point") or {}).get("compulsory")
            if points and compulsory:
                for stage in ("tuned", "baseline"):
                    prof = profile_of(case_dir, stage, points, compulsory)
                    if prof:
                        row[f"profile_{stage}"] = prof
                # Without bench/cuda.sh's own profile, the counters the tool read for its
                # report (the tuned variant, one launch at the tuned size).
                c = k.get("counters")
                if c and "profile_tuned" not in row:
                    details = next((s.get("details") or {} for s in k["stages"] if s.get("stage") == "+tuned"), {})
                    row["profile_tuned"] = {
                        "dram_bytes_per_point": c["dram_bytes_per_point"], "compulsory_bytes_per_point": compulsory,
                        "l2_bytes_per_point": c["l2_bytes_per_point"], "dram_throughput_pct": c["dram_percent"],
                        "l2_throughput_pct": c["l2_percent"], "l1_throughput_pct": c["l1_percent"],
                        "sm_throughput_pct": c["sm_percent"], "achieved_occupancy_pct": c["achieved_occupancy_percent"],
                        "theoretical_occupancy_pct": c["theoretical_occupancy_percent"],
                        "registers": float(details["registers"]) if "registers" in details else None}
            row["limit"] = k.get("limit")
        t = torch.get((stencil, precision), {})
        row["torch_compile"] = t.get("gstencils")
        rows.append(row)
    json.dump(rows, open(summary_json, "w"), indent=1)
    f = lambda v: "-" if v is None else f"{v:.1f}"
    lines = ["| stencil | prec | size | baseline | torch.compile | tuned | bound | % of bound | tuned/baseline | tuned/torch | tuning s | variants | best variant |",
             "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |"]
    for r in rows:
        tuned, base, tc, bound = r.get("+tuned"), r.get("baseline"), r.get("torch_compile"), r.get("bound")
        pct = f"{100 * tuned / bound:.1f} %" if tuned and bound else "-"
        rb = f"{tuned / base:.3f}" if tuned and base else "-"
        rt = f"{tuned / tc:.3f}" if tuned and tc else "-"
        var = " ".join(f"{k}={v}" for k, v in (r.get("variant") or {}).items())
        n = f"{r['size']}^3" if r["stencil"] not in ("jacobi2d5", "box2d9") else f"{r['size']}^2"
        lines.append(f"| {r['stencil']} | {r['precision']} | {n} | {f(base)} | {f(tc)} | {f(tuned)} | {f(bound)} | {pct} | {rb} | {rt} | "
                     f"{r['wall_seconds']:.0f} | {(r.get('search') or {}).get('tried', '-')} | {var} |")
    profiled = [r for r in rows if r.get("profile_tuned")]
    if profiled:
        lines += ["", "Hardware counters (Nsight Compute, one launch of the kernel at the tuned size):", "",
                  "| stencil | prec | variant | DRAM B/point | compulsory B/point | DRAM/compulsory | L2 B/point | DRAM % of peak | L2 % | L1 % | SM % | occupancy achieved / theoretical | registers |",
                  "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |"]
        g = lambda p, k, fmt: "-" if p.get(k) is None else fmt.format(p[k])
        for r in profiled:
            for stage in ("tuned", "baseline"):
                p = r.get(f"profile_{stage}")
                if not p:
                    continue
                ratio = p["dram_bytes_per_point"] / p["compulsory_bytes_per_point"]
                lines.append(f"| {r['stencil']} | {r['precision']} | {stage} | {p['dram_bytes_per_point']:.2f} | {p['compulsory_bytes_per_point']} | "
                             f"{ratio:.3f} | {p['l2_bytes_per_point']:.1f} | {g(p, 'dram_throughput_pct', '{:.0f} %')} | {g(p, 'l2_throughput_pct', '{:.0f} %')} | "
                             f"{g(p, 'l1_throughput_pct', '{:.0f} %')} | {g(p, 'sm_throughput_pct', '{:.0f} %')} | "
                             f"{g(p, 'achieved_occupancy_pct', '{:.0f}')} / {g(p, 'theoretical_occupancy_pct', '{:.0f}')} % | {g(p, 'registers', '{:.0f}')} |")
    limited = [r for r in rows if r.get("limit")]
    if limited:
        lines += ["", "What limits each case, in the words of the tool's report (report.json's `limit`):", ""]
        lines += [f"- {r['stencil']} {r['precision']}: {r['limit']}" for r in limited]
    open(table_md, "w").write("\n".join(lines) + "\n")
    print("\n".join(lines))


if __name__ == "__main__":
    main()
