"""Collects a CUDA benchmark run (bench/cuda.sh folders and bench/torch_compile.py JSON)
into one JSON summary and a markdown table.

    python3 bench/cuda_table.py RUN_DIR TORCH_JSON SUMMARY_JSON TABLE_MD
"""
import glob
import json
import os
import sys


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
        t = torch.get((stencil, precision), {})
        row["torch_compile"] = t.get("gstencils")
        rows.append(row)
    json.dump(rows, open(summary_json, "w"), indent=1)
    f = lambda v: "-" if v is None else f"{v:.1f}"
    lines = ["| stencil | prec | size | baseline | torch.compile | tuned | bound | % of bound | tuned/baseline | tuned/torch | tuning s | variants | best variant |",
             "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |"]
    for r in rows:
        tuned, base, tc, bound = r.get("+tuned"), r.get("baseline"), r.get("torch_compile"), r.get("bound")
        pct = f"{100 * tuned / bound:.0f} %" if tuned and bound else "-"
        rb = f"{tuned / base:.2f}" if tuned and base else "-"
        rt = f"{tuned / tc:.2f}" if tuned and tc else "-"
        var = " ".join(f"{k}={v}" for k, v in (r.get("variant") or {}).items())
        n = f"{r['size']}^3" if r["stencil"] not in ("jacobi2d5", "box2d9") else f"{r['size']}^2"
        lines.append(f"| {r['stencil']} | {r['precision']} | {n} | {f(base)} | {f(tc)} | {f(tuned)} | {f(bound)} | {pct} | {rb} | {rt} | "
                     f"{r['wall_seconds']:.0f} | {(r.get('search') or {}).get('tried', '-')} | {var} |")
    open(table_md, "w").write("\n".join(lines) + "\n")
    print("\n".join(lines))


if __name__ == "__main__":
    main()
