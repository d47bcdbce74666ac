"""GPU-machine half of run-ttrun.sh: correctness, memcheck and timing of
tt-run against numpy references and Triton's own timing of the same cubin.

Every check runs even if an earlier one failed; the exit status is 1 if any
failed. Needs numpy, torch and Triton 3.6 (only on the GPU machine)."""
import argparse
import ctypes
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import time

import numpy as np

VADD_N = 1 << 26
SOFTMAX_SHAPE = (16384, 2048)
TOLERANCE = 0.03          # the bound on tt-run vs Triton, same cubin


def run(cmd, timeout=600):
    t0 = time.time()
    p = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)
    return p.returncode, p.stdout + p.stderr, time.time() - t0


def check_vadd(a, rows):
    rng = np.random.default_rng(0)
    x = rng.random(VADD_N, dtype=np.float32)
    y = rng.random(VADD_N, dtype=np.float32)
    for name, arr in (("x", x), ("y", y), ("vadd_ref", x + y)):
        np.save(os.path.join(a.work, name + ".npy"), arr)
    n = VADD_N
    rc, out, secs = run([a.tt_run, os.path.join(a.bundle, "vadd.cubin"),
                         "--grid", str((n + 1023) // 1024),
                         "--arg", "f32[n]=@%s/x.npy" % a.work,
                         "--arg", "@%s/y.npy" % a.work,
                         "--arg", "f32[n]=zeros", "--arg", "i32=%d" % n,
                         "--poison", "--expect", "out_ptr=@%s/vadd_ref.npy" % a.work])
    rows.append(("vadd 2^26 fp32 vs numpy", rc == 0, out.strip().splitlines()[-1:], secs))
    return rc == 0, out


def check_softmax(a, rows):
    rng = np.random.default_rng(1)
    r, c = SOFTMAX_SHAPE
    x = rng.standard_normal(SOFTMAX_SHAPE, dtype=np.float32)
    x64 = x.astype(np.float64)
    e = np.exp(x64 - x64.max(axis=1, keepdims=True))
    ref = (e / e.sum(axis=1, keepdims=True)).astype(np.float32)
    np.save(os.path.join(a.work, "sm_in.npy"), x)
    np.save(os.path.join(a.work, "sm_ref.npy"), ref)
    rc, out, secs = run([a.tt_run, os.path.join(a.bundle, "softmax.cubin"),
                         "--grid", str(r), "--arg", "f32[%d,%d]=zeros" % (r, c),
                         "--arg", "@%s/sm_in.npy" % a.work,
                         "--arg", "i32=%d" % c, "--arg", "i32=%d" % c, "--arg", "i32=%d" % c,
                         "--poison", "--expect", "out_ptr=@%s/sm_ref.npy" % a.work])
    rows.append(("softmax 16384x2048 fp32 vs numpy", rc == 0, out.strip().splitlines()[-1:], secs))
    return rc == 0, out


def find_sanitizer():
    for cand in (shutil.which("compute-sanitizer"),
                 "/usr/local/cuda/bin/compute-sanitizer",
                 "/usr/local/cuda/compute-sanitizer/compute-sanitizer"):
        if cand and os.path.exists(cand):
            return cand
    return None


def check_memcheck(a, rows):
    san = find_sanitizer()
    if not san:
        rows.append(("memcheck (compute-sanitizer)", None, ["SKIP: compute-sanitizer not found"], 0))
        return None, "compute-sanitizer not found"
    rc, out, secs = run([san, "--tool", "memcheck", "--error-exitcode", "3",
                         a.tt_run, os.path.join(a.bundle, "vadd.cubin"), "--grid", "5",
                         "--arg", "f32[5000]=rand", "--arg", "f32[5000]=rand",
                         "--arg", "f32[5000]=zeros", "--arg", "i32=5000", "--bench", "3"])
    summary = [l for l in out.splitlines() if "ERROR SUMMARY" in l][-1:]
    rows.append(("memcheck vadd n=5000 (masked tail)", rc == 0, summary, secs))
    return rc == 0, out


def ttrun_bench(a, extra):
    n = VADD_N
    rc, out, _ = run([a.tt_run, os.path.join(a.bundle, "vadd.cubin"),
                      "--grid", str((n + 1023) // 1024),
                      "--arg", "f32[n]=rand", "--arg", "f32[n]=rand", "--arg", "f32[n]=zeros",
                      "--arg", "i32=%d" % n, "--bench", str(a.reps), "--warmup", "25"] + extra)
    m = re.search(r"median ([0-9.]+) ms", out)
    if rc != 0 or not m:
        raise RuntimeError("tt-run --bench failed:\n" + out)
    return float(m.group(1)), out


class Cubin:
    """The bundle's cubin launched through libcuda with ctypes, in torch's
    context and stream: the same kernel tt-run runs, timed by Triton."""

    def __init__(self, path, name):
        import torch
        torch.zeros(1, device="cuda")          # creates the primary context
        self.cu = ctypes.CDLL("libcuda.so.1")
        ctx = ctypes.c_void_p()
        self._ok(self.cu.cuCtxGetCurrent(ctypes.byref(ctx)), "cuCtxGetCurrent")
        if not ctx.value:
            dev = ctypes.c_int()
            self._ok(self.cu.cuDeviceGet(ctypes.byref(dev), torch.cuda.current_device()), "cuDeviceGet")
            self._ok(self.cu.cuDevicePrimaryCtxRetain(ctypes.byref(ctx), dev), "retain")
            self._ok(self.cu.cuCtxSetCurrent(ctx), "cuCtxSetCurrent")
        image = open(path, "rb").read()
        self.mod, self.fn = ctypes.c_void_p(), ctypes.c_void_p()
        self._ok(self.cu.cuModuleLoadData(ctypes.byref(self.mod), image), "cuModuleLoadData")
        self._ok(self.cu.cuModuleGetFunction(ctypes.byref(self.fn), self.mod, name.encode()),
                 "cuModuleGetFunction")
        self.cu.cuLaunchKernel.argtypes = [ctypes.c_void_p] + [ctypes.c_uint] * 7 + [
            ctypes.c_void_p, ctypes.POINTER(ctypes.c_void_p), ctypes.POINTER(ctypes.c_void_p)]

    @staticmethod
    def _ok(r, what):
        if r != 0:
            raise RuntimeError("%s failed: CUresult %d" % (what, r))

    def launcher(self, grid, block, shared, values):
        self._keep = values                     # ctypes values must stay alive
        params = (ctypes.c_void_p * len(values))(
            *[ctypes.cast(ctypes.pointer(v), ctypes.c_void_p) for v in values])
        import torch

        def launch():
            stream = torch.cuda.current_stream().cuda_stream
            self._ok(self.cu.cuLaunchKernel(self.fn, grid, 1, 1, block, 1, 1, shared,
                                            stream, params, None), "cuLaunchKernel")
        return launch


def event_median(fn, reps, warmup=25):
    import torch
    for _ in range(warmup):
        fn()
    ev = [(torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True))
          for _ in range(reps)]
    for s, e in ev:
        s.record()
        fn()
        e.record()
    torch.cuda.synchronize()
    return statistics.median(s.elapsed_time(e) for s, e in ev)


def bench(a, rows, result):
    import torch
    import triton
    import triton.testing
    n = VADD_N
    bytes_moved = 3 * 4 * n
    gbps = lambda ms: bytes_moved / (ms * 1e-3) / 1e9
    table = []

    tt_ms, tt_out = ttrun_bench(a, [])
    table.append(("tt-run --bench (cuda events, back to back)", tt_ms))
    tt_flush_ms, _ = ttrun_bench(a, ["--flush-l2"])
    table.append(("tt-run --bench --flush-l2", tt_flush_ms))

    x = torch.rand(n, device="cuda")
    y = torch.rand(n, device="cuda")
    out = torch.empty(n, device="cuda")
    cub = Cubin(os.path.join(a.bundle, "vadd.cubin"), "vadd")
    vals = [ctypes.c_uint64(x.data_ptr()), ctypes.c_uint64(y.data_ptr()),
            ctypes.c_uint64(out.data_ptr()), ctypes.c_int32(n),
            ctypes.c_uint64(0), ctypes.c_uint64(0)]
    launch = cub.launcher((n + 1023) // 1024, 128, 0, vals)
    launch()
    torch.cuda.synchronize()
    same_ok = bool(torch.equal(out, x + y))
    db_ms = triton.testing.do_bench(launch, warmup=25, rep=200, return_mode="median")
    table.append(("triton do_bench, same cubin (ctypes launch)", db_ms))
    ev_ms = event_median(launch, a.reps)
    table.append(("torch cuda events, same cubin (ctypes launch)", ev_ms))

    # Triton's own compile of the same source (its ptxas, its launcher).
    sys.path.insert(0, a.bundle)
    import kernels
    grid = ((n + 1023) // 1024,)
    k = kernels.vadd[grid](x, y, out, n, BLOCK=1024, num_warps=4)
    torch.cuda.synchronize()
    jit_ms = triton.testing.do_bench(lambda: kernels.vadd[grid](x, y, out, n, BLOCK=1024, num_warps=4),
                                     warmup=25, rep=200, return_mode="median")
    table.append(("triton do_bench, triton's own vadd (JIT)", jit_ms))
    same_ptx = None
    try:
        corpus_ptx = open(os.path.join(a.bundle, "vadd.ptx")).read()
        same_ptx = k.asm["ptx"].split(".target")[1] == corpus_ptx.split(".target")[1]
    except Exception:
        pass

    gap = (tt_ms - db_ms) / db_ms
    ok = abs(gap) <= TOLERANCE and same_ok
    rows.append(("bench vadd 2^26: tt-run within 3%% of triton (same cubin): %+.2f%%" % (100 * gap),
                 ok, [], 0))
    print("\nvadd, 2^26 fp32, %d MB moved per launch, device %s" % (bytes_moved >> 20,
                                                                     torch.cuda.get_device_name()))
    print("%-48s %10s %10s %8s" % ("method", "median ms", "GB/s", "vs tt-run"))
    for name, ms in table:
        print("%-48s %10.4f %10.1f %8.3f" % (name, ms, gbps(ms), ms / tt_ms))
    print("ctypes launch of the cubin correct: %s; triton's JIT ptx == corpus ptx: %s" % (same_ok, same_ptx))
    result["bench"] = {"bytes": bytes_moved, "rows": [{"method": m, "median_ms": t, "gbps": gbps(t)}
                                                      for m, t in table],
                       "gap_vs_do_bench_same_cubin": gap, "within_3pct": ok,
                       "triton_jit_ptx_equals_corpus": same_ptx, "tt_run_output": tt_out,
                       "triton": triton.__version__, "torch": torch.__version__,
                       "device": torch.cuda.get_device_name()}
    return ok


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--bundle", required=True)
    p.add_argument("--tt-run", required=True)
    p.add_argument("--work", required=True)
    p.add_argument("--out", required=True)
    p.add_argument("--reps", type=int, default=200)
    a = p.parse_args()
    rows, result = [], {}
    rc, devs, _ = run([a.tt_run, "--list-devices"])
    print(devs.strip())
    result["devices"] = devs
    for name, fn in (("vadd", check_vadd), ("softmax", check_softmax),
                     ("memcheck", check_memcheck), ("bench", bench)):
        try:
            r = fn(a, rows) if name != "bench" else fn(a, rows, result)
            result[name] = result.get(name, r if not isinstance(r, tuple) else {"ok": r[0], "log": r[1]})
        except Exception as e:   # keep going: one broken check must not hide the others
            rows.append((name, False, ["exception: %r" % e], 0))
            result[name] = {"ok": False, "error": repr(e)}
    print("\n%-62s %-6s %s" % ("check", "result", "detail"))
    for name, ok, detail, secs in rows:
        status = "SKIP" if ok is None else ("PASS" if ok else "FAIL")
        print("%-62s %-6s %s" % (name, status, " ".join(detail)[:160]))
    with open(os.path.join(a.out, "ttrun-gpu.json"), "w") as f:
        json.dump({"checks": [{"name": n, "ok": o, "detail": d, "seconds": s} for n, o, d, s in rows],
                   **result}, f, indent=1, default=str)
    return 1 if any(ok is False for _, ok, _, _ in rows) else 0


if __name__ == "__main__":
    sys.exit(main())
