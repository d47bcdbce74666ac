#!/usr/bin/env python3
"""Writes the software-pipelining kernels: K loops at num_stages 2 to 5.

Each is a tiled matmul whose K loop Triton (and tt-toolkit) pipeline: the
A and B loads become multi-buffered cp.async copies, issued num_stages - 1
iterations ahead. Integer arguments are declared divisible by 16 (`i32:16`),
as the JIT would specialize them, so each thread's loads are 16-byte
vectors, which cp.async needs. The grid crosses:
  - operand types f16, bf16, f32 as tf32, i8 and fp8 e4m3 (sm_90 only);
  - B row-major or stored transposed ([N, K], read through its strides);
  - num_stages 2 to 5, tiles and warps that vary, both targets (cuda:90
    gives wgmma with one extra buffer, cuda:80 mma.sync through ldmatrix);
  - K not a multiple of the tile (the last copies are masked), and a K so
    short that fewer iterations run than the pipeline is deep (the prologue
    and the kernel's predicated stages must switch every copy off).
With `--bench` it writes the timing kernels instead: 4096^3 (and 8192 x
8192 x 1024 for fp8) with the corpus matmul's 128x128x64 tile on 8 warps.
Inputs are small integers, so every result is exact: tolerance 0.

    gen_pipeline_grid.py OUT_DIR [--bench] [--filter SUBSTRING]
"""
import argparse
import importlib.util
import itertools
import os

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("gen_dot_grid", os.path.join(HERE, "gen_dot_grid.py"))
dot_grid = importlib.util.module_from_spec(spec)
spec.loader.exec_module(dot_grid)
TYPES, PRELUDE, dot_args, other, cdiv = (dot_grid.TYPES, dot_grid.PRELUDE, dot_grid.dot_args,
                                         dot_grid.other, dot_grid.cdiv)


def kernel(ty, trans_b):
    b_offsets = "(rn % N)[None, :] * sbk + rk[:, None]" if trans_b else \
        "rk[:, None] * sbk + (rn % N)[None, :]"
    b_step = "BK" if trans_b else "BK * sbk"
    body = ["pid = tl.program_id(0)", "npn = tl.cdiv(N, BN)",
            "rm = (pid // npn) * BM + tl.arange(0, BM)", "rn = (pid % npn) * BN + tl.arange(0, BN)",
            "rk = tl.arange(0, BK)",
            "a_ptrs = a_ptr + (rm % M)[:, None] * sam + rk[None, :]",
            "b_ptrs = b_ptr + " + b_offsets,
            "acc = tl.zeros((BM, BN), dtype=%s)" % TYPES[ty][3],
            "for k in range(0, tl.cdiv(K, BK)):",
            "    a = tl.load(a_ptrs, mask=rk[None, :] < K - k * BK, other=%s)" % other(ty),
            "    b = tl.load(b_ptrs, mask=rk[:, None] < K - k * BK, other=%s)" % other(ty),
            "    acc = tl.dot(a, b, acc%s)" % dot_args(ty),
            "    a_ptrs += BK",
            "    b_ptrs += " + b_step,
            "tl.store(c_ptr + rm[:, None] * scm + rn[None, :], acc, "
            "mask=(rm[:, None] < M) & (rn[None, :] < N))"]
    return (PRELUDE + "@triton.jit\ndef pipe_matmul(a_ptr, b_ptr, c_ptr, M, N, K, sam, sbk, scm, "
            "BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):\n" +
            "".join("    %s\n" % line for line in body))


def kernel_file(ty, trans_b, stages, warps, target, tile, size, repeats=None):
    _, sig_t, run_t, _, (out_sig, out_run), _ = TYPES[ty]
    bm, bn, bk = tile
    m, n, k = size
    sig = "*%s:16,*%s:16,*%s:16,%s,%d,%d,%d" % (sig_t, sig_t, out_sig, ",".join(["i32:16"] * 6),
                                                 bm, bn, bk)
    args = "%s[%d]=int:-3:3 %s[%d]=int:-3:3 %s[%d]=zeros i32=%d i32=%d i32=%d i32=%d i32=%d i32=%d" % (
        run_t, m * k, run_t, k * n, out_run, m * n, m, n, k, k, k if trans_b else n, n)
    text = ("# signature: %s\n# launch: grid = %d, num_warps = %d, num_stages = %d\n# args: %s\n"
            "# outputs: 2\n# tol: 0 0\n# target: %s\n" % (sig, cdiv(m, bm) * cdiv(n, bn), warps, stages,
                                                          args, target))
    return text + kernel(ty, trans_b)


def grid():
    tiles = [((128, 128, 64), 8), ((64, 128, 32), 4), ((128, 64, 64), 4), ((64, 64, 32), 4)]
    sizes = [(192, 256, 336), (256, 192, 1040), (128, 128, 48)]
    out = []
    i = 0
    combos = itertools.product(("f16", "bf16", "tf32", "i8", "e4m3"), (False, True),
                               ("cuda:90", "cuda:80"))
    for c, (ty, trans_b, target) in enumerate(combos):
        if target == "cuda:80" and ty == "e4m3":
            continue
        for stages in ((2, 4), (3, 5))[(c // 2) % 2]:
            tile, warps = tiles[i % len(tiles)]
            size = sizes[i % len(sizes)]
            if ty in ("i8", "e4m3") and tile[2] < 32:
                tile = (tile[0], tile[1], 32)
            if ty == "tf32" and tile == (128, 128, 64):
                tile = (128, 128, 32)  # Triton's shared memory limit at 5 stages
            i += 1
            name = "pipe_%s%s_s%d_w%d_sm%s" % (ty, "_tb" if trans_b else "", stages, warps, target[5:])
            out.append((name, kernel_file(ty, trans_b, stages, warps, target, tile, size)))
    return out


def bench():
    out = []
    for ty, stages, target, size in (("f16", 3, "cuda:90", (4096, 4096, 4096)),
                                     ("f16", 4, "cuda:90", (4096, 4096, 4096)),
                                     ("bf16", 3, "cuda:90", (4096, 4096, 4096)),
                                     ("e4m3", 3, "cuda:90", (8192, 8192, 1024)),
                                     ("f16", 3, "cuda:80", (4096, 4096, 4096))):
        name = "bench_pipe_%s_s%d_%dx%dx%d_sm%s" % ((ty, stages) + size + (target[5:],))
        out.append((name, kernel_file(ty, False, stages, 8, target, (128, 128, 64), size)))
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("out")
    ap.add_argument("--bench", action="store_true")
    ap.add_argument("--filter", default="")
    args = ap.parse_args()
    os.makedirs(args.out, exist_ok=True)
    n = 0
    for name, text in (bench() if args.bench else grid()):
        if args.filter in name:
            with open(os.path.join(args.out, name + ".py"), "w") as f:
                f.write(text)
            n += 1
    print("%d kernels in %s" % (n, args.out))


if __name__ == "__main__":
    main()
