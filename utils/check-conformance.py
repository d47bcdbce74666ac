#!/usr/bin/env python3
"""Checks one kernel of the conformance corpus against Triton 3.6's output.

A conformance kernel is an ordinary Triton kernel file with the header lines
of test/GPU/lowering/ (`# signature:`, `# launch:` with num_warps and
optional num_stages, optional `# target:`), and beside its folder a
ground-truth folder (test/Conformance/triton/) holding what Triton 3.6 made
of it on the GPU machine (utils/import-conformance.py writes them):

  NAME.front.ttir  Triton's raw front-end output (its first pass dump)
  NAME.ttir        Triton's TTIR (make_ttir's result, make_ttgir's input)
  NAME.ttgir       Triton's TTGIR
each kept xz-compressed (NAME.ttir.xz, ...; utils/stored_text.py reads both).

Two checks, both must hold:
  front  tt-front's TTIR is Triton's raw TTIR (locations and SSA names aside);
  ttgir  `tt-opt --make-ttgir` on Triton's TTIR gives Triton's TTGIR: the
         same ops with the same types and layouts, in any order
         (utils/compare-ttir.py --unordered).
A `# differs: TRITON_LINE => OUR_LINE` header line (normalized lines, as
-v prints them) names a difference kept on purpose, where Triton 3.6 is
wrong (the reason goes in the comment above it): the ttgir check then holds
when the differences are exactly the listed ones, each present.
Prints one line per check; with -v, the differences. Exit 0 when both hold,
1 when one differs, 2 on bad usage or missing files.

With --ordered the ttgir check also wants Triton's order of ops (layout
aliases and SSA names aside; a kernel with `# differs:` lines is checked
unordered only), the strictest measure of a pass pipeline's fidelity.

usage: check-conformance.py KERNEL.py [--gt DIR] [--bin DIR] [--only front|ttgir] [--ordered] [-v]

In the lit suite each kernel file of test/Conformance/kernels/ runs it on
itself (its `# RUN:` line).
"""
import argparse
import difflib
import importlib.util
import os
import re
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import stored_text as stored  # noqa: E402


def load(name, file):
    spec = importlib.util.spec_from_file_location(name, os.path.join(HERE, file))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def fail(message):
    sys.stderr.write("check-conformance: error: %s\n" % message)
    sys.exit(2)


def header(path):
    fields = {}
    for line in open(path):
        m = re.match(r"#\s*(kernel|signature|launch|target|front|differs):\s*(.*)", line)
        if m and m.group(1) == "differs":
            fields.setdefault("differs", []).append(m.group(2).strip())
        elif m:
            fields[m.group(1)] = m.group(2).strip()
    return fields


def kernel_name(path, fields):
    if "kernel" in fields:
        return fields["kernel"]
    names = re.findall(r"^@triton\.jit(?:\(.*\))?\s*\ndef (\w+)\(", open(path).read(), re.M)
    if not names:
        fail("%s: no @triton.jit function" % path)
    return names[-1]


def launch_option(fields, key, default):
    m = re.search(r"\b%s\s*=\s*(\d+)" % key, fields.get("launch", ""))
    return int(m.group(1)) if m else default


def run(cmd, stdin=None):
    p = subprocess.run(cmd, capture_output=True, text=True, input=stdin)
    return p.returncode, p.stdout, p.stderr


def check_front(args, fields, gt, compare):
    expected = stored.read(gt + ".front.ttir")
    cmd = [os.path.join(args.bin, "tt-front"), args.kernel, "--kernel", kernel_name(args.kernel, fields),
           "--signature", fields["signature"], "--target", fields.get("target", "cuda:90")]
    cmd += fields.get("front", "").split()
    rc, out, err = run(cmd)
    if rc != 0:
        return False, err.strip().splitlines()[-1:] if err.strip() else ["tt-front failed"]
    a, b = compare.normalize(expected), compare.normalize(out)
    if a == b:
        return True, []
    return False, list(difflib.unified_diff(a.splitlines(), b.splitlines(), "triton", "tt-front",
                                            lineterm="", n=1))


def check_ttgir(args, fields, gt, compare):
    target = fields.get("target", "cuda:90")
    options = "target=%s num-warps=%d num-stages=%d" % (
        target, launch_option(fields, "num_warps", 4), launch_option(fields, "num_stages", 3))
    rc, out, err = run([os.path.join(args.bin, "tt-opt"), "-", "--make-ttgir=" + options],
                       stdin=stored.read(gt + ".ttir"))
    if rc != 0:
        return False, err.strip().splitlines()[-2:]
    expected = stored.read(gt + ".ttgir")
    expected, out = compare.normalize(expected), compare.normalize(out)
    diff = compare.unordered_diff(compare.unordered_lines(expected), compare.unordered_lines(out))
    diff = [line.rstrip("\n") for line in diff]
    holds, detail = remove_deliberate(diff, fields.get("differs", []))
    if holds and args.ordered and not fields.get("differs") and expected != out:
        return False, ["same ops and layouts, in another order:"] + list(
            difflib.unified_diff(expected.splitlines(), out.splitlines(), "triton", "tt-opt",
                                 lineterm="", n=1))
    return holds, detail


def remove_deliberate(diff, deliberate):
    """(holds, remaining lines): the diff less the `# differs:` pairs, each
    of which must be in it; a pair that is not is reported as stale."""
    remaining, stale = list(diff), []
    for pair in deliberate:
        theirs, sep, ours = (part.strip() for part in pair.partition("=>"))
        if not sep:
            fail("`# differs: %s` is not of the form TRITON_LINE => OUR_LINE" % pair)
        minus, plus = "- " + theirs, "+ " + ours
        if minus in remaining and plus in remaining:
            remaining.remove(minus)
            remaining.remove(plus)
        else:
            stale.append("deliberate difference not found (stale `# differs:`): %s" % pair)
    return not remaining and not stale, remaining + stale


def main():
    ap = argparse.ArgumentParser(description="Check a conformance kernel against Triton 3.6's output.")
    ap.add_argument("kernel")
    ap.add_argument("--gt", help="ground-truth folder (default: ../triton beside the kernel's folder)")
    ap.add_argument("--bin", help="folder with tt-opt and tt-front (default: where PATH finds "
                                  "tt-opt, else build/bin)")
    ap.add_argument("--only", choices=["front", "ttgir"])
    ap.add_argument("--ordered", action="store_true",
                    help="the ttgir check also wants Triton's op order (kernels without "
                         "`# differs:` lines)")
    ap.add_argument("-v", "--verbose", action="store_true")
    args = ap.parse_args()
    if not args.bin:
        on_path = shutil.which("tt-opt")
        args.bin = os.path.dirname(on_path) if on_path else os.path.join(HERE, "..", "build", "bin")
    if not os.path.isfile(args.kernel):
        fail("no kernel file %s" % args.kernel)
    gt_dir = args.gt or os.path.join(os.path.dirname(os.path.abspath(args.kernel)), "..", "triton")
    name = os.path.splitext(os.path.basename(args.kernel))[0]
    gt = os.path.join(gt_dir, name)
    for ext in (".front.ttir", ".ttir", ".ttgir"):
        if not stored.find(gt + ext):
            fail("no ground truth %s%s[.xz] (made by bench/gpu/conformance-on-gpu.sh, imported by "
                 "utils/import-conformance.py)" % (gt, ext))
    fields = header(args.kernel)
    if "signature" not in fields:
        fail("%s: no `# signature:` line" % args.kernel)
    compare = load("compare_ttir", "compare-ttir.py")
    ok = True
    for check, fn in (("front", check_front), ("ttgir", check_ttgir)):
        if args.only and args.only != check:
            continue
        same, detail = fn(args, fields, gt, compare)
        ok &= same
        verdict = "same as Triton" if same else "DIFFERS (%d lines)" % len(detail)
        if same and check == "ttgir" and fields.get("differs"):
            verdict += " but for %d deliberate difference(s)" % len(fields["differs"])
        elif same and check == "ttgir" and args.ordered:
            verdict += ", in order"
        print("%s %s: %s" % (name, check, verdict))
        if not same:
            for line in detail if args.verbose else detail[:6]:
                print("  " + line)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
