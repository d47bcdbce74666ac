#!/usr/bin/env python3
"""Compare tt-front with Triton 3.6's own front end over a ground-truth folder.

The folder holds, for each kernel file NAME.py, a folder NAME/ that
bench/gpu/triton_ground_truth.py filled with Triton's stages:

* NAME/<kernel>.ttir and NAME/passes.mlir: Triton compiled the file.  The
  first dump of passes.mlir ("IR Dump Before Inliner") is Triton's raw
  front-end output, the very text tt-front must reproduce; tt-front's output is
  compared with it by utils/compare-ttir.py (locations dropped, SSA names
  normalised).
* only NAME/passes.mlir (a Python traceback): Triton's front end rejected the
  file; tt-front must reject it too, with a located error
  (`file.py:line:col: error: ...`).

The kernel is the last @triton.jit function of NAME.py; the signature is its
`# signature:` header line, the target its `# target:` line (default cuda:90).

With --compile-only, DIR is any folder of kernel files with those header
lines (e.g. the output of test/GPU/dot/gen_dot_grid.py): every NAME.py in it
must compile to TTIR, no ground truth needed.

usage: compare-ground-truth.py GT_DIR [NAME ...] [--tt-front PATH] [--compile-only] [-v]
Exit 0 when every kernel agrees, 1 otherwise (one line per kernel; -v adds the
diffs and tt-front's messages) and on bad usage.
"""
import argparse
import ast
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.realpath(__file__))
COMPARE = os.path.join(HERE, "compare-ttir.py")
DUMP_HEADER = re.compile(r"^// -----// IR Dump Before (\S+)")
LOCATED_ERROR = re.compile(r"^[^\n:]+\.py:\d+:\d+: error: ", re.M)


class UsageError(Exception):
    pass


def header_value(source, key):
    """The text after `# key:` in the file's header comments, or None."""
    m = re.search(r"^#\s*%s:\s*(.*?)\s*$" % re.escape(key), source, re.M)
    return m.group(1) if m else None


def last_jit_function(source, path):
    """Name of the last function decorated with triton.jit / jit."""
    try:
        tree = ast.parse(source, path)
    except SyntaxError as e:
        raise UsageError("%s:%s: cannot parse: %s" % (path, e.lineno, e.msg))
    name = None
    for node in tree.body:
        if isinstance(node, ast.FunctionDef):
            for dec in node.decorator_list:
                target = dec.func if isinstance(dec, ast.Call) else dec
                text = ast.unparse(target)
                if text in ("jit", "triton.jit"):
                    name = node.name
    if name is None:
        raise UsageError("%s: no @triton.jit function" % path)
    return name


def first_dump(passes_text):
    """Module text of the first `IR Dump Before` section (Triton's raw TTIR)."""
    lines = passes_text.splitlines(True)
    start = None
    for i, line in enumerate(lines):
        if DUMP_HEADER.match(line):
            if start is not None:
                return "".join(lines[start:i])
            start = i + 1
    return "".join(lines[start:]) if start is not None else None


def python_error(passes_text):
    """Last line of the Python traceback Triton left in passes.mlir."""
    tail = [l for l in passes_text.splitlines() if l.strip()]
    return tail[-1].strip() if tail else "(empty passes.mlir)"


def run_front(tt_front, path, kernel, signature, target):
    if os.sep not in tt_front:
        tt_front = shutil.which(tt_front) or tt_front
    cmd = [sys.executable, tt_front] if tt_front.endswith(".py") or not os.access(tt_front, os.X_OK) \
        else [tt_front]
    proc = subprocess.run(cmd + [path, "--kernel", kernel, "--signature", signature, "--target", target],
                          capture_output=True, text=True)
    return proc.returncode, proc.stdout, proc.stderr


def compare_texts(expected, actual):
    with tempfile.TemporaryDirectory() as tmp:
        paths = []
        for name, text in (("triton.ttir", expected), ("tt-front.ttir", actual)):
            p = os.path.join(tmp, name)
            with open(p, "w") as f:
                f.write(text)
            paths.append(p)
        proc = subprocess.run([sys.executable, COMPARE] + paths, capture_output=True, text=True)
    return proc.returncode == 0, proc.stdout + proc.stderr


def check_one(gt_dir, name, tt_front):
    """(status, detail): status is 'ok', 'ok-rejected' or 'FAIL ...'."""
    path = os.path.join(gt_dir, name + ".py")
    folder = os.path.join(gt_dir, name)
    with open(path, encoding="utf-8") as f:
        source = f.read()
    signature = header_value(source, "signature")
    if signature is None:
        return "FAIL no '# signature:' header", ""
    kernel = last_jit_function(source, path)
    try:
        with open(os.path.join(folder, "passes.mlir"), encoding="utf-8") as f:
            passes = f.read()
    except OSError:
        return "FAIL no %s/passes.mlir" % name, ""
    triton_compiled = any(f.endswith(".ttir") for f in os.listdir(folder))
    rc, out, err = run_front(tt_front, path, kernel, signature, header_value(source, "target") or "cuda:90")
    if not triton_compiled:
        reason = python_error(passes)
        if rc == 0:
            return "FAIL tt-front accepted what Triton rejected", reason
        if not LOCATED_ERROR.search(err) or "Traceback" in err:
            return "FAIL rejected without a located error", err
        return "ok-rejected", "triton: %s\ntt-front: %s" % (reason, err)
    if rc != 0:
        return "FAIL tt-front rejected what Triton compiled", err
    raw = first_dump(passes)
    if raw is None:
        return "FAIL no IR dump in passes.mlir", ""
    same, diff = compare_texts(raw, out)
    return ("ok", "") if same else ("FAIL differs from Triton's raw TTIR", diff)


def compile_one(gt_dir, name, tt_front):
    """(status, detail) for --compile-only: tt-front must produce a kernel."""
    path = os.path.join(gt_dir, name + ".py")
    with open(path, encoding="utf-8") as f:
        source = f.read()
    signature = header_value(source, "signature")
    if signature is None:
        return "FAIL no '# signature:' header", ""
    kernel = last_jit_function(source, path)
    rc, out, err = run_front(tt_front, path, kernel, signature, header_value(source, "target") or "cuda:90")
    if rc != 0:
        return "FAIL tt-front rejected it", err
    if "tt.func public @%s(" % kernel not in out:
        return "FAIL no tt.func @%s in the output" % kernel, out
    return "ok", ""


class _ArgumentParser(argparse.ArgumentParser):
    def error(self, message):
        self.print_usage(sys.stderr)
        sys.stderr.write("compare-ground-truth.py: error: %s\n" % message)
        sys.exit(1)


def main(argv):
    ap = _ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("gt_dir")
    ap.add_argument("names", nargs="*", help="kernel names (default: every NAME.py with a NAME/ folder)")
    ap.add_argument("--tt-front", default=os.path.join(os.path.dirname(HERE), "tools", "tt-front", "tt-front"))
    ap.add_argument("--compile-only", action="store_true",
                    help="only check that every NAME.py of the folder compiles (no ground truth)")
    ap.add_argument("-v", "--verbose", action="store_true")
    args = ap.parse_intermixed_args(argv)
    if not os.path.isdir(args.gt_dir):
        sys.stderr.write("compare-ground-truth.py: error: %s is not a directory\n" % args.gt_dir)
        return 1
    names = args.names or sorted(f[:-3] for f in os.listdir(args.gt_dir) if f.endswith(".py") and (
        args.compile_only or os.path.isdir(os.path.join(args.gt_dir, f[:-3]))))
    check = compile_one if args.compile_only else check_one
    failures = 0
    for name in names:
        if not os.path.exists(os.path.join(args.gt_dir, name + ".py")):
            sys.stderr.write("compare-ground-truth.py: error: no %s.py in %s\n" % (name, args.gt_dir))
            return 1
        try:
            status, detail = check(args.gt_dir, name, args.tt_front)
        except UsageError as e:
            status, detail = "FAIL " + str(e), ""
        failures += status.startswith("FAIL")
        print("%-32s %s" % (name, status))
        if detail and args.verbose:
            sys.stdout.write(detail if detail.endswith("\n") else detail + "\n")
    verbs = ("compile", "fail") if args.compile_only else ("agree", "differ")
    print("%d kernels, %d %s, %d %s" % (len(names), len(names) - failures, verbs[0], failures, verbs[1]))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
