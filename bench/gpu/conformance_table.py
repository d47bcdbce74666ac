#!/usr/bin/env python3
"""The conformance table from lowering_check.py's JSONs: which kernels match
Triton's JIT, and ours over Triton's time for each timed one.

    bench/gpu/conformance_table.py OUT_DIR --check JSON... --timed JSON...

--check JSONs say which kernels match (a kernel is correct only if no run
found it otherwise, --timed runs included). --timed JSONs give the times; where two time a
kernel, the later one on the command line counts (a recheck with more
rounds). OUT_DIR gets table.md (the summary, then every timed kernel, the
slowest first), table.json, and untimed.txt (kernels that match but no run
timed: a NAMES_FILE for conformance-table-on-gpu.sh).
"""
import argparse
import json
import math
import os
import re
import statistics
import sys

TIME = re.compile(r"time ours ([0-9.]+) ms triton ([0-9.]+) ms ratio ([0-9.]+)")


def load(path):
    try:
        return json.load(open(path))["results"]
    except (OSError, ValueError, KeyError) as e:
        sys.exit("conformance_table.py: error: %s: %s" % (path, e))


def summary_row(label, ratios):
    if not ratios:
        return "| %s | 0 | - | - | - | - | - |" % label
    geomean = math.exp(sum(math.log(r) for r in ratios) / len(ratios))
    return "| %s | %d | %.3f | %.3f | %d | %d | %d |" % (
        label, len(ratios), statistics.median(ratios), geomean,
        sum(r <= 1.03 for r in ratios), sum(r <= 1.00 for r in ratios), sum(r > 1.10 for r in ratios))


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("out_dir")
    ap.add_argument("--check", nargs="+", required=True, metavar="JSON")
    ap.add_argument("--timed", nargs="*", default=[], metavar="JSON")
    args = ap.parse_args()

    status, kind = {}, {}
    for path in args.check + args.timed:
        for name, r in load(path).items():
            kind[name] = r.get("kind", "other")
            # A failure in any run stands; SETUP (the kernel file could not
            # be run there) gives way to any run's verdict.
            if status.get(name, "SETUP") in ("OK", "SETUP") and r["status"] != "SETUP":
                status[name] = r["status"]
            status.setdefault(name, "SETUP")
    times = {}
    for path in args.timed:
        for name, r in load(path).items():
            for line in r["detail"]:
                m = TIME.search(line)
                if m and r["status"] == "OK":
                    times[name] = {"ours_ms": float(m.group(1)), "triton_ms": float(m.group(2)),
                                   "ratio": float(m.group(3)), "run": os.path.basename(path)}
    timed = {n: t for n, t in times.items() if status.get(n) == "OK"}
    matching = sorted(n for n, s in status.items() if s == "OK")
    others = sorted(n for n, s in status.items() if s != "OK")

    def ratios(pick):
        return [t["ratio"] for n, t in timed.items() if pick(n)]

    is_dot = lambda n: kind.get(n) == "dot" or n.startswith("dot_")
    lines = ["%d of %d kernels match Triton's JIT." % (len(matching), len(status))]
    lines += ["- %s: %s" % (n, status[n]) for n in others]
    lines += ["", "| kernels | timed | median | geomean | within 1.03x | at or below 1.00x | above 1.10x |",
              "| --- | --- | --- | --- | --- | --- | --- |",
              summary_row("all", ratios(lambda n: True)),
              summary_row("dot", ratios(is_dot)),
              summary_row("non-dot", ratios(lambda n: not is_dot(n))),
              "", "| kernel | ours (ms) | Triton (ms) | ours / Triton | run |", "| --- | --- | --- | --- | --- |"]
    for name, t in sorted(timed.items(), key=lambda kv: (-kv[1]["ratio"], kv[0])):
        lines.append("| %s | %.4f | %.4f | %.3f | %s |" % (name, t["ours_ms"], t["triton_ms"], t["ratio"], t["run"]))
    os.makedirs(args.out_dir, exist_ok=True)
    with open(os.path.join(args.out_dir, "table.md"), "w") as f:
        f.write("\n".join(lines) + "\n")
    with open(os.path.join(args.out_dir, "table.json"), "w") as f:
        json.dump({"status": status, "timed": timed}, f, indent=1, sort_keys=True)
    with open(os.path.join(args.out_dir, "untimed.txt"), "w") as f:
        f.write("".join(n + "\n" for n in matching if n not in timed))
    print("\n".join(lines[:len(others) + 7]))
    print("untimed: %d" % sum(n not in timed for n in matching))
    return 0


if __name__ == "__main__":
    sys.exit(main())
