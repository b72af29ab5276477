#!/usr/bin/env python3
"""A message-cost model of the MPI entry's exchange, fitted to measured runs, and its
prediction at rank counts this machine cannot run (issue 25: 64 and 1,024 ranks).

Input: the *_mpi_scaling.json files that bench/lab/mpi_scaling.sh writes (one entry per
rank grid and mode, with each configuration's block, the exchange alone timed on every
rank, and the slowest rank's compute). For each measured configuration the rank that
exchanges most (the most neighbours, then the most bytes) is taken to set the exchange
time, and a Hockney model

    exchange = messages * alpha + bytes / beta

is fitted to the blocking configurations' "exchange alone" times by least squares, neither
cost negative
(messages: one a neighbour; bytes: the faces sent, fp64, one plane deep, the 7-point
Laplacian's ghost layer). The prediction at a rank grid then adds that exchange to a
compute time taken from the measurements:

- weak scaling (the same block a rank): the slowest rank's compute at the largest
  measured rank count, every node as full as the measured one;
- strong scaling (one global grid): the largest measured rank count's compute per point
  times the points of a rank's block.

Blocking is compute + exchange; "overlapped, ideal" is max(compute, exchange), the best
an overlap could do. Efficiency is against the model's own time at the largest measured
rank count (scaling out from one full node) and, for strong scaling, against the
measured one-rank time. Every figure it prints for an unmeasured rank count is a model:
the fitted costs are those of messages inside one node; a network's latency and
bandwidth differ (--alpha-us and --beta-gbs replace the fitted ones).

usage: mpi_model.py [--alpha-us A] [--beta-gbs B] weak_mpi_scaling.json strong_mpi_scaling.json
"""
import argparse
import json
import sys

FP64 = 8


def neighbours(ranks, block):
    """Messages and bytes of the rank that exchanges most on a non-periodic rank grid."""
    messages, sent = 0, 0
    for d, p in enumerate(ranks):
        if p == 1:
            continue
        sides = 2 if p >= 3 else 1
        face = FP64
        for e, n in enumerate(block):
            if e != d:
                face *= n
        messages += sides
        sent += sides * face
    return messages, sent


def fit(points):
    """alpha (s a message) and 1/beta (s a byte), neither negative, minimising the squared
    error: the two-parameter fit where both come out positive, else the better of latency
    alone and bandwidth alone."""
    alpha, inv_beta = fit_both(points)
    if alpha >= 0 and inv_beta >= 0:
        return alpha, inv_beta
    only_alpha = (sum(m * t for m, b, t in points) / sum(m * m for m, b, t in points), 0.0)
    only_beta = (0.0, sum(b * t for m, b, t in points) / sum(b * b for m, b, t in points))
    return min((only_alpha, only_beta), key=lambda f: error(points, f))


def error(points, f):
    return sum((t - m * f[0] - b * f[1]) ** 2 for m, b, t in points)


def fit_both(points):
    """alpha and 1/beta by unconstrained least squares."""
    smm = sum(m * m for m, b, t in points)
    smb = sum(m * b for m, b, t in points)
    sbb = sum(b * b for m, b, t in points)
    smt = sum(m * t for m, b, t in points)
    sbt = sum(b * t for m, b, t in points)
    det = smm * sbb - smb * smb
    if abs(det) < 1e-30:
        sys.exit("mpi_model.py: the measured configurations do not separate latency from bandwidth")
    alpha = (smt * sbb - sbt * smb) / det
    inv_beta = (sbt * smm - smt * smb) / det
    return alpha, inv_beta


def load(path):
    with open(path) as f:
        return [e for e in json.load(f) if e.get("rank_count", 1) > 1 or e["mode"] == "blocking"]


def slowest_compute(entry):
    return max(s["compute_seconds"] for s in entry["split"])


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("weak")
    ap.add_argument("strong")
    ap.add_argument("--alpha-us", type=float, help="a message's latency instead of the fitted one (microseconds)")
    ap.add_argument("--beta-gbs", type=float, help="a link's bandwidth instead of the fitted one (GB/s)")
    args = ap.parse_args()
    weak, strong = load(args.weak), load(args.strong)

    measured = []
    for kind, entries in (("weak", weak), ("strong", strong)):
        for e in entries:
            if e["mode"] != "blocking" or e["rank_count"] < 2:
                continue
            m, b = neighbours(e["ranks"], e["block"])
            measured.append((kind, e, m, b, e["exchange_seconds"]))
    alpha, inv_beta = fit([(m, b, t) for _, _, m, b, t in measured])
    fitted = (alpha, inv_beta)
    if args.alpha_us is not None:
        alpha = args.alpha_us * 1e-6
    if args.beta_gbs is not None:
        inv_beta = 1.0 / (args.beta_gbs * 1e9)

    print("# The exchange's message-cost model (a model, not a measurement)\n")
    mean = sum(t for _, _, _, _, t in measured) / len(measured)
    total = sum((t - mean) ** 2 for _, _, _, _, t in measured)
    r2 = 1 - error([(m, b, t) for _, _, m, b, t in measured], fitted) / total if total > 0 else 1.0
    print("Fitted to %d blocking configurations' exchange alone: alpha = %.1f us a message, beta = %s "
          "(R^2 = %.2f)" % (len(measured), fitted[0] * 1e6,
                            "%.2f GB/s" % (1e-9 / fitted[1]) if fitted[1] > 0 else "unbounded", r2))
    if args.alpha_us is not None or args.beta_gbs is not None:
        print("Predicting with alpha = %.1f us, beta = %.2f GB/s (given)" % (alpha * 1e6, 1e-9 / inv_beta))
    print("\n| measured | ranks | block | messages | bytes | exchange alone ms | model ms |")
    print("| --- | --- | --- | ---: | ---: | ---: | ---: |")
    for kind, e, m, b, t in measured:
        print("| %s | %s | %s | %d | %d | %.3f | %.3f |" % (kind, "x".join(map(str, e["ranks"])),
                                                    "x".join(map(str, e["block"])), m, b, t * 1e3,
                                                    (m * fitted[0] + b * fitted[1]) * 1e3))

    def exchange(ranks, block):
        m, b = neighbours(ranks, block)
        return m * alpha + b * inv_beta

    # Weak: the largest measured rank grid's block and compute.
    base = max((e for e in weak if e["mode"] == "blocking"), key=lambda e: e["rank_count"])
    block, compute = base["block"], slowest_compute(base)
    base_time = compute + exchange(base["ranks"], block)
    print("\n## Weak scaling, %s a rank (model)\n" % "x".join(map(str, block)))
    print("Compute: the slowest rank's at %d ranks, %.2f ms (measured, every node as full)."
          % (base["rank_count"], compute * 1e3))
    print("\n| ranks | rank grid | exchange ms | blocking ms | overlapped, ideal ms | efficiency against %d ranks (blocking) |"
          % base["rank_count"])
    print("| ---: | --- | ---: | ---: | ---: | ---: |")
    for ranks in (base["ranks"], [4, 4, 4], [16, 8, 8]):
        x = exchange(ranks, block)
        n = ranks[0] * ranks[1] * ranks[2]
        print("| %d | %s | %.3f | %.3f | %.3f | %.0f %% |" % (n, "x".join(map(str, ranks)), x * 1e3,
                                                        (compute + x) * 1e3, max(compute, x) * 1e3,
                                                        100 * base_time / (compute + x)))

    # Strong: the global grid of the strong runs, compute per point from the largest.
    one = next(e for e in strong if e["rank_count"] == 1 and e["mode"] == "blocking")
    top = max((e for e in strong if e["mode"] == "blocking"), key=lambda e: e["rank_count"])
    grid = [b * r for b, r in zip(top["block"], top["ranks"])]
    per_point = slowest_compute(top) / (top["block"][0] * top["block"][1] * top["block"][2])
    print("\n## Strong scaling, %s in all (model)\n" % "x".join(map(str, grid)))
    print("Compute: %.2f ns a point, the slowest rank's at %d ranks (measured); one rank: %.2f ms (measured)."
          % (per_point * 1e9, top["rank_count"], one["seconds"] * 1e3))
    print("\n| ranks | rank grid | block | compute ms | exchange ms | blocking ms | overlapped, ideal ms |"
          " strong efficiency (blocking) |")
    print("| ---: | --- | --- | ---: | ---: | ---: | ---: | ---: |")
    for ranks in (top["ranks"], [4, 4, 4], [16, 8, 8]):
        blk = [g // r for g, r in zip(grid, ranks)]
        n = ranks[0] * ranks[1] * ranks[2]
        c = per_point * blk[0] * blk[1] * blk[2]
        x = exchange(ranks, blk)
        print("| %d | %s | %s | %.3f | %.3f | %.3f | %.3f | %.1f %% |" % (
            n, "x".join(map(str, ranks)), "x".join(map(str, blk)), c * 1e3, x * 1e3, (c + x) * 1e3,
            max(c, x) * 1e3, 100 * one["seconds"] / (n * (c + x))))


if __name__ == "__main__":
    main()
