#!/usr/bin/env python3
"""The tensor-core benchmark table, from the GPU run's JSON files.

Joins bench/gpu/dot-bench-on-gpu.sh's results: dotbench-check.json (ours and
Triton's cubin through the same tt-run --bench, correctness), the memcheck
run and the library baselines, plus what ptxas says here about our PTX of
each kernel in the bundle (registers, spills, wgmma serialization). Prints a
Markdown table, one row per kernel, FLOP/s from the `# baseline:` shape.

    table.py CHECK.json [--memcheck MEMCHECK.json] [--baselines BASELINES.json] [--bundle BUNDLE]
"""
import argparse
import glob
import json
import os
import re
import subprocess

PTXAS = os.environ.get("PTXAS", "/usr/local/cuda/bin/ptxas")


def flops(call):
    w = call.split()
    if w[0] == "mm":
        return 2.0 * int(w[1]) * int(w[2]) * int(w[3])
    if w[0] == "bmm":
        return 2.0 * int(w[1]) * int(w[2]) * int(w[3]) * int(w[4])
    if w[0] == "sdpa":  # two dots of N x N x D per head
        z, h, n, d = (int(x) for x in w[1:5])
        return 4.0 * z * h * n * n * d
    return None


def library(call):
    return {"mm": "cuBLAS", "bmm": "cuBLAS", "sdpa": "flash-attn (torch)"}[call.split()[0]]


def ptxas_report(bundle, name):
    """'R regs', with spills and wgmma serialization when ptxas reports them."""
    ptx = glob.glob(os.path.join(bundle, name, "stages", "*.ptx"))
    if not ptx:
        return "-"
    p = subprocess.run([PTXAS, "-arch=sm_90a", "-v", ptx[0], "-o", os.devnull], capture_output=True, text=True)
    text = p.stdout + p.stderr
    regs = re.search(r"Used (\d+) registers", text)
    notes = [regs.group(1) + " regs" if regs else "?"]
    spill = re.search(r"(\d+) bytes spill stores", text)
    if spill and spill.group(1) != "0":
        notes.append(spill.group(1) + " B spilled")
    if re.search(r"wgmma.*serializ", text):
        notes.append("wgmma serialized")
    return ", ".join(notes)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("check")
    ap.add_argument("--memcheck")
    ap.add_argument("--baselines")
    ap.add_argument("--bundle")
    args = ap.parse_args()
    check = json.load(open(args.check))
    memcheck = json.load(open(args.memcheck))["results"] if args.memcheck else {}
    base = json.load(open(args.baselines))["results"] if args.baselines else {}
    print("Device: %s\n" % check["device"])
    cols = ["kernel", "ours ms", "Triton ms", "ours/Triton", "ours TFLOP/s", "library ms", "library",
            "correct", "memcheck"] + (["ptxas (ours)"] if args.bundle else [])
    print("| " + " | ".join(cols) + " |")
    print("|" + "---|" * len(cols))
    for name, r in sorted(check["results"].items()):
        detail = " ".join(r["detail"]) if isinstance(r["detail"], list) else r["detail"]
        t = re.search(r"time ours ([0-9.]+) ms triton ([0-9.]+) ms ratio ([0-9.]+)", detail)
        b = base.get(name, {})
        fl = flops(b["call"]) if b else None
        row = [name, t.group(1) if t else "-", t.group(2) if t else "-", t.group(3) if t else "-",
               "%.0f" % (fl / float(t.group(1)) / 1e9) if t and fl else "-",
               "%.4f" % b["ms"] if b else "-", library(b["call"]) if b else "-",
               "yes" if r["status"] == "OK" else r["status"],
               ("clean" if memcheck[name]["status"] == "OK" else memcheck[name]["status"]) if name in memcheck else "-"]
        if args.bundle:
            row.append(ptxas_report(args.bundle, name))
        print("| " + " | ".join(row) + " |")


if __name__ == "__main__":
    main()
