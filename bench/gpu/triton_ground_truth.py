#!/usr/bin/env python3
"""Triton 3.6's own compilation of kernel files, as ground truth for ours.

For every kernel file (the header format of test/GPU/lowering/: `# signature:`,
`# launch:` with num_warps and optional num_stages, optional `# target:`),
compiles it with Triton's front end and backend for that target (no launch,
so cuda:80 works on any GPU machine) and writes OUT/<name>/ with
<kernel>.ttir, .ttgir, .llir, .ptx and, with --dump, the IR before every pass
(MLIR_ENABLE_DUMP) in passes.mlir.

    python3 triton_ground_truth.py OUT FILE.py... [--dump] [--jobs N]
"""
import argparse
import importlib.util
import os
import re
import subprocess
import sys
from concurrent.futures import ProcessPoolExecutor


def header(path):
    """The `# key: value` lines of a kernel file the GPU checks read."""
    fields = {}
    for line in open(path):
        m = re.match(r"#\s*(kernel|signature|launch|target|front|args|outputs|tol|triton-reference):\s*(.*)",
                     line)
        if m:
            fields[m.group(1)] = m.group(2).strip()
    return fields


def triton_reference_problem(text, how):
    """What is wrong with `# triton-reference: HOW` in a kernel file of `text`,
    or None. The only HOW is `warp_specialize=False` (lowering_check.py runs
    Triton's JIT on the kernel with every `warp_specialize=True` off), on a
    kernel that has some."""
    if how != "warp_specialize=False":
        return "`# triton-reference: %s` is not known (known: warp_specialize=False)" % how
    if "warp_specialize=True" not in text:
        return "`# triton-reference: warp_specialize=False`, but the kernel has no warp_specialize=True"
    return None


def split_signature(text):
    """The entries of a signature: commas inside [] or <> (tensor
    descriptors' `tensordesc<fp16[128, 64]>`) do not separate."""
    entries, depth, current = [], 0, ""
    for ch in text:
        depth += (ch in "[<") - (ch in "]>")
        if ch == "," and depth == 0:
            entries.append(current.strip())
            current = ""
        else:
            current += ch
    return entries + [current.strip()]


def compile_file(py):
    """Triton's compilation of kernel file `py` for exactly its header's
    signature (pointer and integer divisibility as written, nothing the JIT
    would infer from argument values), launch options and target:
    (kernel name, compiled kernel)."""
    import triton
    from triton.backends.compiler import GPUTarget
    h = header(py)
    # The file's stem as module name, as tt-front names it: Triton mangles
    # the names of called functions with their module's name.
    spec = importlib.util.spec_from_file_location(os.path.splitext(os.path.basename(py))[0], py)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    name = h.get("kernel") or re.findall(r"^@triton\.jit(?:\(.*\))?\s*\ndef (\w+)\(", open(py).read(), re.M)[-1]
    fn = getattr(module, name)
    launch = dict(kv.split("=") for kv in h["launch"].replace(" ", "").split(","))
    signature, constexprs, attrs = {}, {}, {}
    for i, (arg, s) in enumerate(zip(fn.arg_names, split_signature(h["signature"]))):
        if re.match(r"^-?[\d.]+$", s) or s in ("True", "False"):
            signature[arg] = "constexpr"
            constexprs[arg] = eval(s)
            continue
        ty, _, div = s.partition(":")
        signature[arg] = ty
        if div == "16":
            attrs[(i,)] = [["tt.divisibility", 16]]
    cap = int(h.get("target", "cuda:90").split(":")[1])
    src = triton.compiler.ASTSource(fn, signature, constexprs, attrs)
    options = {"num_warps": int(launch["num_warps"]), "num_stages": int(launch.get("num_stages", 3)),
               "debug": "--debug" in h.get("front", "")}
    return name, triton.compile(src, target=GPUTarget("cuda", cap, 32), options=options)


def compile_one(py, out):
    name, k = compile_file(py)
    os.makedirs(out, exist_ok=True)
    for ext in ("ttir", "ttgir", "llir", "ptx"):
        with open(os.path.join(out, "%s.%s" % (name, ext)), "w") as f:
            f.write(k.asm[ext])


def run(job):
    py, out, dump = job
    env = dict(os.environ, TRITON_ALWAYS_COMPILE="1")
    if dump:
        env["MLIR_ENABLE_DUMP"] = "1"
    os.makedirs(out, exist_ok=True)
    with open(os.path.join(out, "passes.mlir" if dump else "log"), "w") as err:
        p = subprocess.run([sys.executable, __file__, "--one", py, out], env=env, stderr=err,
                           stdout=subprocess.DEVNULL, timeout=600)
    return os.path.basename(py), p.returncode


def main():
    if len(sys.argv) == 4 and sys.argv[1] == "--one":
        compile_one(sys.argv[2], sys.argv[3])
        return 0
    ap = argparse.ArgumentParser()
    ap.add_argument("out")
    ap.add_argument("files", nargs="+")
    ap.add_argument("--dump", action="store_true")
    ap.add_argument("--jobs", type=int, default=os.cpu_count())
    args = ap.parse_args()
    jobs = [(py, os.path.join(args.out, os.path.basename(py)[:-3]), args.dump) for py in args.files]
    failed = 0
    with ProcessPoolExecutor(args.jobs) as pool:
        for name, rc in pool.map(run, jobs):
            if rc:
                failed += 1
                print("FAILED %s (rc %d)" % (name, rc))
    print("%d compiled, %d failed" % (len(jobs) - failed, failed))
    return 0


if __name__ == "__main__":
    sys.exit(main())
