#!/usr/bin/env python3
"""Our corpus-matmul cubin against Triton's JIT and cuBLAS, same GPU, same run.

The kernel is examples/matmul.py (128x128x64 tiles, 8 warps, f16 in, f32
accumulation, f16 out). Ours: the cubin and json that utils/compile-stages.sh
(or make demo) wrote, launched by tt-run; Triton: the same Python kernel
through Triton 3.6's JIT at num_stages 1 (what ours implements) and 3 (its
default, software-pipelined); cuBLAS: torch.matmul. Each is first checked
against torch on fresh random data, then timed: tt-run --bench medians and
triton.testing.do_bench medians.

    python3 matmul_bench.py CUBIN TT_RUN EXAMPLES_DIR [--sizes 4096,2048] [--json OUT]
"""
import argparse
import importlib.util
import json
import os
import re
import subprocess
import tempfile

import numpy as np
import torch
import triton
import triton.testing


def load_example(examples):
    spec = importlib.util.spec_from_file_location("mm", os.path.join(examples, "matmul.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.matmul


def tt_run(tt_run_bin, cubin, n, a, b, work, extra):
    np.save(os.path.join(work, "a.npy"), a.cpu().numpy())
    np.save(os.path.join(work, "b.npy"), b.cpu().numpy())
    grid = (n // 128) * (n // 128)
    cmd = [tt_run_bin, cubin, "--grid", str(grid),
           "--arg", "f16[%d,%d]=@%s/a.npy" % (n, n, work), "--arg", "f16[%d,%d]=@%s/b.npy" % (n, n, work),
           "--arg", "f16[%d,%d]=zeros" % (n, n)] + ["--arg", "i32=%d" % n] * 6 + extra
    p = subprocess.run(cmd, capture_output=True, text=True, timeout=600)
    if p.returncode != 0:
        raise RuntimeError(p.stdout + p.stderr)
    return p.stdout


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("cubin")
    ap.add_argument("tt_run")
    ap.add_argument("examples")
    ap.add_argument("--sizes", default="4096,2048")
    ap.add_argument("--json")
    args = ap.parse_args()
    matmul = load_example(args.examples)
    rows = []
    print("%s, Triton %s" % (torch.cuda.get_device_name(), triton.__version__))
    for n in [int(s) for s in args.sizes.split(",")]:
        a = torch.randn(n, n, device="cuda", dtype=torch.float16)
        b = torch.randn(n, n, device="cuda", dtype=torch.float16)
        ref = (a.float() @ b.float())
        flops = 2.0 * n * n * n
        row = {"n": n}
        with tempfile.TemporaryDirectory() as work:
            out = os.path.join(work, "c.npy")
            tt_run(args.tt_run, args.cubin, n, a, b, work, ["--out", "2=@" + out])
            ours = torch.from_numpy(np.load(out)).cuda().float()
            row["ours_max_rel_err"] = float(((ours - ref).abs().max() / ref.abs().max()).item())
            text = tt_run(args.tt_run, args.cubin, n, a, b, work, ["--bench", "200", "--warmup", "20"])
            row["ours_ms"] = float(re.search(r"median ([0-9.]+) ms", text).group(1))
        for stages in (1, 3):
            c = torch.empty(n, n, device="cuda", dtype=torch.float16)
            grid = ((n // 128) * (n // 128),)
            call = lambda: matmul[grid](a, b, c, n, n, n, n, 1, n, 1, n, 1, BM=128, BN=128, BK=64,
                                        GROUP=8, num_warps=8, num_stages=stages)
            call()
            row["triton_s%d_max_rel_err" % stages] = float(((c.float() - ref).abs().max() / ref.abs().max()).item())
            row["triton_s%d_ms" % stages] = triton.testing.do_bench(call, warmup=50, rep=300, return_mode="median")
        row["cublas_ms"] = triton.testing.do_bench(lambda: torch.matmul(a, b), warmup=50, rep=300,
                                                   return_mode="median")
        for key in ("ours_ms", "triton_s1_ms", "triton_s3_ms", "cublas_ms"):
            row[key.replace("_ms", "_tflops")] = flops / row[key] / 1e9
        rows.append(row)
        print("n=%d  ours %.3f ms (%.0f TF/s)  triton s1 %.3f ms (%.0f)  triton s3 %.3f ms (%.0f)  cuBLAS %.3f ms (%.0f)"
              "  rel err ours %.1e triton %.1e" % (
                  n, row["ours_ms"], row["ours_tflops"], row["triton_s1_ms"], row["triton_s1_tflops"],
                  row["triton_s3_ms"], row["triton_s3_tflops"], row["cublas_ms"], row["cublas_tflops"],
                  row["ours_max_rel_err"], row["triton_s1_max_rel_err"]))
    if args.json:
        json.dump({"device": torch.cuda.get_device_name(), "rows": rows}, open(args.json, "w"), indent=1)


if __name__ == "__main__":
    main()
