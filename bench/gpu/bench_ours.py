"""GPU-machine half of run-bench.sh: our cubins against Triton's, same GPU,
same run. For each kernel: correctness of both cubins against a numpy
reference on fresh random data (full size, and a masked-tail size under
compute-sanitizer memcheck for ours), then tt-run --bench medians, ours and
Triton's interleaved, and Triton's own JIT timed by do_bench. Needs numpy;
torch and Triton 3.6 for the JIT column (skipped if missing)."""
import argparse
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import time

import numpy as np


def layernorm_ref(x, w, b, eps):
    x64 = x.astype(np.float64)
    mean = x64.mean(axis=1, keepdims=True)
    var = ((x64 - mean) ** 2).mean(axis=1, keepdims=True)
    return ((x64 - mean) / np.sqrt(var + eps) * w.astype(np.float64)
            + b.astype(np.float64)).astype(np.float16)


def softmax_ref(x):
    x64 = x.astype(np.float64)
    e = np.exp(x64 - x64.max(axis=1, keepdims=True))
    return (e / e.sum(axis=1, keepdims=True)).astype(np.float32)


# ours: our chain from the corpus' raw TTIR; front: from tt-front's TTIR of
# examples/; ttgir: Triton's own TTGIR through tt-translate --compile;
# triton: Triton's PTX through the same ptxas.
VARIANTS = ("ours", "front", "ttgir", "triton")


class Kernel:
    """One kernel at one size: its tt-run arguments, reference and traffic."""

    def __init__(self, name, grid, args, expect, bytes_moved, tol=()):
        self.name, self.grid, self.args = name, grid, args
        self.expect, self.bytes, self.tol = expect, bytes_moved, list(tol)


def save(work, tag, arr):
    path = os.path.join(work, tag + ".npy")
    np.save(path, arr)
    return "@" + path


def make_vadd(work, n, seed):
    rng = np.random.default_rng(seed)
    x = rng.random(n, dtype=np.float32)
    y = rng.random(n, dtype=np.float32)
    t = "vadd%d" % n
    return Kernel("vadd", (n + 1023) // 1024,
                  ["f32[%d]=%s" % (n, save(work, t + "x", x)), save(work, t + "y", y),
                   "f32[%d]=zeros" % n, "i32=%d" % n],
                  "out_ptr=" + save(work, t + "ref", x + y), 3 * 4 * n)


def make_softmax(work, rows, cols, stride, seed):
    rng = np.random.default_rng(seed)
    x = rng.standard_normal((rows, stride), dtype=np.float32)
    ref = np.zeros((rows, stride), dtype=np.float32)
    ref[:, :cols] = softmax_ref(x[:, :cols])
    t = "sm%d_%d" % (rows, cols)
    return Kernel("softmax", rows,
                  ["f32[%d,%d]=zeros" % (rows, stride), save(work, t + "x", x),
                   "i32=%d" % stride, "i32=%d" % stride, "i32=%d" % cols],
                  "out_ptr=" + save(work, t + "ref", ref), 2 * 4 * rows * cols)


def make_layernorm(work, rows, cols, stride, seed, eps=1e-5):
    rng = np.random.default_rng(seed)
    x = rng.standard_normal((rows, stride)).astype(np.float16)
    w = rng.standard_normal(stride).astype(np.float16)
    b = rng.standard_normal(stride).astype(np.float16)
    ref = np.zeros((rows, stride), dtype=np.float16)
    ref[:, :cols] = layernorm_ref(x[:, :cols], w[:cols], b[:cols], eps)
    t = "ln%d_%d" % (rows, cols)
    return Kernel("layernorm", rows,
                  [save(work, t + "x", x), "f16[%d,%d]=zeros" % (rows, stride),
                   save(work, t + "w", w), save(work, t + "b", b),
                   "i32=%d" % stride, "i32=%d" % cols, "f32=%g" % eps],
                  "y_ptr=" + save(work, t + "ref", ref), 2 * 2 * rows * cols,
                  ["--atol", "2e-2", "--rtol", "1e-2"])


def make_matmul(work, m, n, k, seed):
    """The corpus matmul (128x128x64 tiles, row-major f16, f32 accumulation):
    integer-valued inputs, so the f16 result is exact whatever the order of
    the sums (|C| <= 16 * K stays exactly representable for K <= 128; above,
    rounding to f16 is the only error)."""
    rng = np.random.default_rng(seed)
    a = rng.integers(-2, 3, (m, k)).astype(np.float16)
    b = rng.integers(-2, 3, (k, n)).astype(np.float16)
    ref = (a.astype(np.float32) @ b.astype(np.float32)).astype(np.float16)
    t = "mm%d_%d_%d" % (m, n, k)
    grid = ((m + 127) // 128) * ((n + 127) // 128)
    return Kernel("matmul", grid,
                  [save(work, t + "a", a), save(work, t + "b", b), "f16[%d,%d]=zeros" % (m, n),
                   "i32=%d" % m, "i32=%d" % n, "i32=%d" % k, "i32=%d" % k, "i32=%d" % n,
                   "i32=%d" % n],
                  "c_ptr=" + save(work, t + "ref", ref), 2 * (m * k + k * n + m * n),
                  ["--atol", "0", "--rtol", "1e-3"])


def run(cmd, timeout=600):
    p = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)
    return p.returncode, p.stdout + p.stderr


def cubin_path(a, which, k):
    if a.demo_dir:                              # make demo's layout: DIR/<k>/<k>.cubin
        return os.path.join(a.demo_dir, k.name, k.name + ".cubin")
    return os.path.join(a.bundle, which, k.name + ".cubin")


def ttrun_cmd(a, which, k):
    cmd = [a.tt_run, cubin_path(a, which, k), "--grid", str(k.grid)]
    for spec in k.args:
        cmd += ["--arg", spec]
    return cmd


def check(a, which, k, sanitizer=None, poison=True):
    # Poisoning fills the whole output; a masked-tail launch leaves the
    # columns past n_cols untouched, so there the output starts as zeros,
    # as the reference has them.
    cmd = ttrun_cmd(a, which, k) + (["--poison"] if poison else []) + ["--expect", k.expect] + k.tol
    if sanitizer:
        cmd = [sanitizer, "--tool", "memcheck", "--error-exitcode", "3"] + cmd
    rc, out = run(cmd)
    lines = [l for l in out.splitlines() if l.strip()]
    keep = [l for l in lines if "ERROR SUMMARY" in l or "expect" in l.lower()
            or "mismatch" in l.lower() or "error" in l.lower()]
    return rc == 0, (keep or lines)[-2:]


def bench(a, which, k):
    rc, out = run(ttrun_cmd(a, which, k) + ["--bench", str(a.reps), "--warmup", "50",
                                            "--bytes", str(k.bytes)])
    m = re.search(r"median ([0-9.]+) ms", out)
    if rc != 0 or not m:
        raise RuntimeError("%s/%s: tt-run --bench failed:\n%s" % (which, k.name, out))
    return float(m.group(1))


def triton_jit(a, name):
    """Triton's own compile of the corpus kernel: cold compile seconds and
    do_bench median ms, at the benchmark size."""
    import torch
    import triton
    import triton.testing
    sys.path.insert(0, a.bundle)
    import kernels
    if name == "vadd":
        n = 1 << 26
        x, y, o = (torch.rand(n, device="cuda") for _ in range(3))
        call = lambda: kernels.vadd[(n // 1024,)](x, y, o, n, BLOCK=1024, num_warps=4)
    elif name == "softmax":
        x = torch.randn(16384, 2048, device="cuda")
        o = torch.empty_like(x)
        call = lambda: kernels.softmax[(16384,)](o, x, 2048, 2048, 2048, BLOCK=2048, num_warps=8)
    else:
        x = torch.randn(8192, 4096, device="cuda", dtype=torch.float16)
        o = torch.empty_like(x)
        w = torch.randn(4096, device="cuda", dtype=torch.float16)
        b = torch.randn(4096, device="cuda", dtype=torch.float16)
        call = lambda: kernels.layernorm[(8192,)](x, o, w, b, 4096, 4096, 1e-5, BLOCK=1024,
                                                  num_warps=8)
    t0 = time.perf_counter()
    call()
    torch.cuda.synchronize()
    cold = time.perf_counter() - t0
    return cold, triton.testing.do_bench(call, warmup=50, rep=300, return_mode="median")


def sanitizer_path():
    for cand in (shutil.which("compute-sanitizer"), "/usr/local/cuda/bin/compute-sanitizer"):
        if cand and os.path.exists(cand):
            return cand
    return None


def check_demo(a, full, tails, san):
    """make demo on a GPU machine: our cubins against numpy, full size and a
    masked tail (under memcheck when compute-sanitizer is there)."""
    failed = False
    for name in full:
        if not os.path.exists(cubin_path(a, "ours", full[name])):
            print("%-10s no cubin (an earlier stage stopped)" % name)
            continue
        for label, k, sanitizer, poison in (("full size", full[name], None, True),
                                            ("masked tail", tails[name], san, False)):
            ok, detail = check(a, "ours", k, sanitizer, poison)
            failed |= not ok
            print("%-10s %-12s %s  %s" % (name, label, "PASS" if ok else "FAIL",
                                          " | ".join(detail)[:120]))
    return 1 if failed else 0


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--bundle", default="")
    p.add_argument("--demo-dir", default="",
                   help="check only the cubins make demo wrote (DIR/<k>/<k>.cubin), no timing")
    p.add_argument("--tt-run", required=True)
    p.add_argument("--work", required=True)
    p.add_argument("--out", required=True)
    p.add_argument("--reps", type=int, default=300)
    p.add_argument("--rounds", type=int, default=3)
    a = p.parse_args()
    os.environ.setdefault("TRITON_CACHE_DIR", os.path.join(a.work, "triton-cache"))
    seed = int(time.time())                     # fresh random data every run
    print(run([a.tt_run, "--list-devices"])[1].strip(), "\nseed", seed)
    full = {"vadd": make_vadd(a.work, 1 << 26, seed),
            "softmax": make_softmax(a.work, 16384, 2048, 2048, seed + 1),
            "layernorm": make_layernorm(a.work, 8192, 4096, 4096, seed + 2)}
    tails = {"vadd": make_vadd(a.work, 5000, seed + 3),
             "softmax": make_softmax(a.work, 5, 2000, 2048, seed + 4),
             "layernorm": make_layernorm(a.work, 5, 3000, 4096, seed + 5)}
    san = sanitizer_path()
    checks, table, failed = [], [], False
    if a.demo_dir:
        full["matmul"] = make_matmul(a.work, 2048, 2048, 2048, seed + 6)
        tails["matmul"] = make_matmul(a.work, 272, 144, 208, seed + 7)
        return check_demo(a, full, tails, san)
    for name, k in full.items():
        for which in VARIANTS:
            ok, detail = check(a, which, k)
            checks.append(("%s %s full size vs numpy" % (which, name), ok, detail))
            failed |= not ok
        for which in VARIANTS:
            mc = san if which != "triton" else None
            ok, detail = check(a, which, tails[name], mc, False)
            checks.append(("%s %s masked tail%s vs numpy" % (
                which, name, ", memcheck," if mc else ""), ok, detail))
            failed |= not ok
        row = {"kernel": name, "bytes": k.bytes}
        try:
            times = {which: [] for which in VARIANTS}
            for _ in range(a.rounds):            # interleaved: drift hits all
                for which in VARIANTS:
                    times[which].append(bench(a, which, k))
            row["ours_ms"] = statistics.median(times["ours"])
            row["front_ms"] = statistics.median(times["front"])
            row["ttgir_ms"] = statistics.median(times["ttgir"])
            row["triton_cubin_ms"] = statistics.median(times["triton"])
        except Exception as e:
            failed = True
            checks.append(("%s bench" % name, False, [repr(e)[:300]]))
        try:
            row["triton_cold_compile_s"], row["triton_jit_ms"] = triton_jit(a, name)
        except Exception as e:
            row["triton_jit_error"] = repr(e)[:300]
        table.append(row)

    print("\n%-54s %-5s %s" % ("check", "", "detail"))
    for name, ok, detail in checks:
        print("%-54s %-5s %s" % (name, "PASS" if ok else "FAIL", " | ".join(detail)[:150]))
    print("\nmedians of %d rounds x %d launches (tt-run --bench, CUDA events)" % (a.rounds, a.reps))
    print("ours: from the corpus' raw TTIR; front: from tt-front's TTIR; ttgir: Triton's TTGIR "
          "through tt-translate --compile; triton: Triton's PTX")
    print("%-10s %10s %10s %10s %12s %10s %9s %12s %9s" % (
        "kernel", "ours ms", "front ms", "ttgir ms", "triton ms", "ours/trt", "ours GB/s",
        "trt JIT ms", "trt cold s"))
    for r in table:
        if "ours_ms" not in r:
            continue
        print("%-10s %10.4f %10.4f %10.4f %12.4f %10.3f %9.0f %12s %9s" % (
            r["kernel"], r["ours_ms"], r["front_ms"], r["ttgir_ms"], r["triton_cubin_ms"],
            r["ours_ms"] / r["triton_cubin_ms"],
            r["bytes"] / r["ours_ms"] / 1e6,
            "%.4f" % r["triton_jit_ms"] if "triton_jit_ms" in r else "-",
            "%.2f" % r["triton_cold_compile_s"] if "triton_cold_compile_s" in r else "-"))
    with open(os.path.join(a.out, "bench.json"), "w") as f:
        json.dump({"seed": seed, "checks": checks, "table": table}, f, indent=1)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
