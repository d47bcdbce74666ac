#!/usr/bin/env python3
"""Times the library call that does each benchmark kernel's work (cuBLAS, flash attention).

Reads the `# baseline:` line of every kernel file of a bundle (made from
bench/dot/gen_dot_bench.py's files) and times, on the same inputs' shapes
and dtypes:
  mm M N K DTYPE [tb]      torch.matmul (cuBLAS); fp8 e4m3 through torch._scaled_mm
  bmm B M N K DTYPE [tb]   torch.bmm (cuBLAS, strided batched)
  sdpa Z H N D             torch's scaled_dot_product_attention, flash backend
Each is timed with triton.testing.do_bench (L2 cleared before each launch),
the median of ROUNDS rounds. The JSON maps kernel name -> {"call", "ms"}.

    dot_baselines.py BUNDLE [--rounds N] [--json OUT.json]
"""
import argparse
import glob
import json
import os
import re
import statistics

import torch
import triton.testing

DTYPES = {"f16": torch.float16, "bf16": torch.bfloat16, "e4m3": torch.float8_e4m3fn}


def operands(shape_a, shape_b, dtype, trans_b):
    """Small-integer operands (as the kernels get); B as [.., N, K] viewed [.., K, N] when trans_b."""
    a = torch.randint(-3, 4, shape_a, device="cuda").to(dtype)
    if trans_b:
        b = torch.randint(-3, 4, shape_b[:-2] + (shape_b[-1], shape_b[-2]), device="cuda").to(dtype)
        return a, b.transpose(-1, -2)
    return a, torch.randint(-3, 4, shape_b, device="cuda").to(dtype)


def call_for(words):
    kind, rest = words[0], words[1:]
    trans_b = rest[-1] == "tb"
    if kind == "mm":
        m, n, k, dtype = int(rest[0]), int(rest[1]), int(rest[2]), DTYPES[rest[3]]
        if dtype == torch.float8_e4m3fn:
            # cuBLAS's fp8 GEMM wants B column-major, i.e. stored [N, K]
            a, b = operands((m, k), (k, n), dtype, True)
            one = torch.tensor(1.0, device="cuda")
            return lambda: torch._scaled_mm(a, b, one, one, out_dtype=torch.float32)
        a, b = operands((m, k), (k, n), dtype, trans_b)
        return lambda: torch.matmul(a, b)
    if kind == "bmm":
        bs, m, n, k, dtype = int(rest[0]), int(rest[1]), int(rest[2]), int(rest[3]), DTYPES[rest[4]]
        a, b = operands((bs, m, k), (bs, k, n), dtype, trans_b)
        return lambda: torch.bmm(a, b)
    if kind == "sdpa":
        z, h, n, d = (int(x) for x in rest[:4])
        q, k, v = (torch.randn(z, h, n, d, device="cuda", dtype=torch.float16) for _ in range(3))
        from torch.nn.attention import SDPBackend, sdpa_kernel

        def run():
            with sdpa_kernel(SDPBackend.FLASH_ATTENTION):
                return torch.nn.functional.scaled_dot_product_attention(q, k, v)
        return run
    raise ValueError("unknown baseline '%s'" % " ".join(words))


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("bundle")
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--json")
    args = ap.parse_args()
    results = {}
    for py in sorted(glob.glob(os.path.join(args.bundle, "*", "*.py"))):
        name = os.path.basename(os.path.dirname(py))
        m = re.search(r"^# baseline: (.+)$", open(py).read(), re.M)
        if not m:
            continue
        fn = call_for(m.group(1).split())
        fn()
        ms = statistics.median(triton.testing.do_bench(fn, warmup=25, rep=200) for _ in range(args.rounds))
        results[name] = {"call": m.group(1), "ms": ms}
        print("%-24s %-28s %.4f ms" % (name, m.group(1), ms), flush=True)
    if args.json:
        json.dump({"device": torch.cuda.get_device_name(), "results": results}, open(args.json, "w"), indent=1)


if __name__ == "__main__":
    main()
