#!/usr/bin/env python3
"""Writes the tensor-core benchmark set: the kernels whose speed issue 13 asks for.

Each file is an ordinary Triton kernel with the headers of test/GPU/lowering/
(`# signature:`, `# launch:`, `# args:`, `# outputs:`, `# tol:`, `# target:`),
so bench/gpu/prepare-lowering-bundle.sh compiles it with our tools and
bench/gpu/lowering_check.py checks it against Triton's JIT and times both. A
`# baseline:` line names the library call that does the same work
(bench/gpu/dot_baselines.py times it: cuBLAS through torch, flash attention
through torch's scaled_dot_product_attention).

The set (all sm_90a, 4-byte-aligned integer arguments declared `i32:16` as
the JIT specializes them):
  - mm_f16_<n>: square f16 matmuls, n = 512 .. 8192, grouped tile order;
  - mm_f16_4096_t256: the same at 4096 with Triton's 128x256 Hopper tile;
  - mm_bf16_4096, mm_e4m3_tb_4096 (fp8 with B stored [N, K], the layout fp8
    wgmma reads from shared memory);
  - skinny_f16_m<M>: M = 64, 128, 256 rows against N = K = 8192;
  - bmm_f16_tb: a batched matmul, 32 x 1024^3, B stored transposed;
  - persistent_f16_4096: one program per SM (132), looping over tiles;
  - attn_fwd_d64, attn_fwd_d128: attention forward (QK^T, online softmax in
    exp2, PV), 4 x 16 heads of 4096 tokens, f16;
  - mm_f16_tma_4096: the square matmul through tensor descriptors made on
    the device (tl.make_tensor_descriptor: TMA loads and store);
  - mm_f16_tma_host_4096: the same with descriptors the host builds
    (Triton's TensorDescriptor; tt-run's `desc:` arguments);
  - mm_f16_ws_4096: the device-descriptor matmul with
    tl.range(..., warp_specialize=True) at 4 warps, which Triton 3.6 and
    nvgpu-warp-specialization split into a TMA producer and two wgmma
    consumer warp groups of 64 rows each.
--warp-specialized writes the warp-specialization set instead
(warp_specialized_kernels).
Matmul inputs are small integers, so results are exact (tolerance 0);
attention inputs are normal and checked within 2e-2.

    gen_dot_bench.py OUT_DIR [--filter SUBSTRING] [--warp-specialized]
"""
import argparse
import os

SMS = 132  # H100 SXM and H200 alike

PRELUDE = "import triton\nimport triton.language as tl\n\n\n"

# Program id -> (tile row, tile column), GROUP_M tile rows at a time, as
# Triton's matmul tutorial orders them for L2 reuse.
GROUPED = """    num_pid_m = tl.cdiv(M, BM)
    num_pid_n = tl.cdiv(N, BN)
    group = GROUP_M * num_pid_n
    first_m = (pid // group) * GROUP_M
    group_m = min(num_pid_m - first_m, GROUP_M)
    pid_m = first_m + (pid % group) % group_m
    pid_n = (pid % group) // group_m
"""


def matmul_kernel(name, trans_b, batched=False, persistent=False):
    """A tiled matmul C = A @ B (B read through its strides; [N, K] when trans_b)."""
    b_tile = ("(rn % N)[None, :] * sbn + rk[:, None]" if trans_b else
              "rk[:, None] * sbk + (rn % N)[None, :]")
    b_step = "BK" if trans_b else "BK * sbk"
    stride = "sbn" if trans_b else "sbk"
    args = "a_ptr, b_ptr, c_ptr, M, N, K, sam, %s, scm" % stride
    batch = ""
    if batched:
        args += ", sab, sbb, scb"
        batch = ("    bid = tl.program_id(1)\n    a_ptr += bid.to(tl.int64) * sab\n"
                 "    b_ptr += bid.to(tl.int64) * sbb\n    c_ptr += bid.to(tl.int64) * scb\n")
    tile = """    rm = pid_m * BM + tl.arange(0, BM)
    rn = pid_n * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    a_ptrs = a_ptr + (rm % M)[:, None] * sam + rk[None, :]
    b_ptrs = b_ptr + B_TILE
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, tl.cdiv(K, BK)):
        a = tl.load(a_ptrs, mask=rk[None, :] < K - k * BK, other=0.0)
        b = tl.load(b_ptrs, mask=rk[:, None] < K - k * BK, other=0.0)
        acc = tl.dot(a, b, acc)
        a_ptrs += BK
        b_ptrs += B_STEP
    tl.store(c_ptr + rm[:, None] * scm + rn[None, :], acc, mask=(rm[:, None] < M) & (rn[None, :] < N))
""".replace("B_TILE", b_tile).replace("B_STEP", b_step)
    constexprs = "BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr, GROUP_M: tl.constexpr"
    if persistent:
        # Tiles pid, pid + SMS, ...; the tile body is the same, one level deeper.
        body = ("    num_tiles = tl.cdiv(M, BM) * tl.cdiv(N, BN)\n"
                "    for tile_id in range(tl.program_id(0), num_tiles, NUM_SMS):\n"
                "        pid = tile_id\n" +
                "".join("    " + l + "\n" for l in (GROUPED + tile).splitlines()))
        constexprs += ", NUM_SMS: tl.constexpr"
    else:
        body = "    pid = tl.program_id(0)\n" + batch + GROUPED + tile
    return PRELUDE + "@triton.jit\ndef %s(%s, %s):\n%s" % (name, args, constexprs, body)


TYPES = {  # name -> (signature element, tt-run element, tl element for nothing)
    "f16": ("fp16", "f16"), "bf16": ("bf16", "bf16"), "e4m3": ("fp8e4nv", "fp8e4m3"),
}


def matmul_file(dtype, m, n, k, tile, warps, stages, trans_b=False, batch=None, persistent=False):
    bm, bn, bk = tile
    sig_t, run_t = TYPES[dtype]
    nb = batch or 1
    grid_x = -(-m // bm) * -(-n // bn)
    grid = "%d" % SMS if persistent else ("%dx%d" % (grid_x, batch) if batch else "%d" % grid_x)
    ints = 6 + (3 if batch else 0)
    constexprs = [bm, bn, bk, 8] + ([SMS] if persistent else [])
    sig = ",".join(["*%s:16" % sig_t] * 2 + ["*fp32:16"] + ["i32:16"] * ints + [str(c) for c in constexprs])
    strides = [m, n, k, k, k if trans_b else n, n] + ([m * k, n * k, m * n] if batch else [])
    args = ("%s[%d]=int:-3:3 %s[%d]=int:-3:3 f32[%d]=zeros " % (run_t, nb * m * k, run_t, nb * n * k, nb * m * n) +
            " ".join("i32=%d" % v for v in strides))
    base = ("bmm %d %d %d %d %s" % (batch, m, n, k, dtype) if batch else "mm %d %d %d %s" % (m, n, k, dtype))
    header = ["# signature: " + sig,
              "# launch: grid = %s, num_warps = %d, num_stages = %d" % (grid, warps, stages),
              "# args: " + args, "# outputs: 2", "# tol: 0 0", "# target: cuda:90",
              "# baseline: %s%s" % (base, " tb" if trans_b else "")]
    name = "bmm_matmul" if batch else ("persistent_matmul" if persistent else "matmul")
    return "\n".join(header) + "\n" + matmul_kernel(name, trans_b, batched=bool(batch), persistent=persistent)


ATTENTION = PRELUDE + """@triton.jit
def attn_fwd(q_ptr, k_ptr, v_ptr, o_ptr, sm_scale, N_CTX,
             BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, HEAD_DIM: tl.constexpr):
    start_m = tl.program_id(0)
    off_hz = tl.program_id(1)
    base = off_hz.to(tl.int64) * N_CTX * HEAD_DIM
    offs_m = start_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = tl.arange(0, BLOCK_N)
    offs_d = tl.arange(0, HEAD_DIM)
    q = tl.load(q_ptr + base + offs_m[:, None] * HEAD_DIM + offs_d[None, :])
    k_ptrs = k_ptr + base + offs_n[None, :] * HEAD_DIM + offs_d[:, None]
    v_ptrs = v_ptr + base + offs_n[:, None] * HEAD_DIM + offs_d[None, :]
    m_i = tl.zeros([BLOCK_M], dtype=tl.float32) - float("inf")
    l_i = tl.zeros([BLOCK_M], dtype=tl.float32) + 1.0
    acc = tl.zeros([BLOCK_M, HEAD_DIM], dtype=tl.float32)
    qk_scale = sm_scale * 1.44269504
    for start_n in range(0, N_CTX, BLOCK_N):
        k = tl.load(k_ptrs)
        qk = tl.dot(q, k)
        m_ij = tl.maximum(m_i, tl.max(qk, 1) * qk_scale)
        qk = qk * qk_scale - m_ij[:, None]
        p = tl.math.exp2(qk)
        l_ij = tl.sum(p, 1)
        alpha = tl.math.exp2(m_i - m_ij)
        l_i = l_i * alpha + l_ij
        acc = acc * alpha[:, None]
        v = tl.load(v_ptrs)
        acc = tl.dot(p.to(tl.float16), v, acc)
        m_i = m_ij
        k_ptrs += BLOCK_N * HEAD_DIM
        v_ptrs += BLOCK_N * HEAD_DIM
    acc = acc / l_i[:, None]
    tl.store(o_ptr + base + offs_m[:, None] * HEAD_DIM + offs_d[None, :], acc.to(tl.float16))
"""


def attention_file(d, block_m, block_n, warps, stages, z=4, h=16, n_ctx=4096):
    elems = z * h * n_ctx * d
    header = ["# signature: *fp16:16,*fp16:16,*fp16:16,*fp16:16,fp32,i32:16,%d,%d,%d" % (block_m, block_n, d),
              "# launch: grid = %dx%d, num_warps = %d, num_stages = %d" % (n_ctx // block_m, z * h, warps, stages),
              "# args: " + " ".join(["f16[%d]=randn" % elems] * 3 + ["f16[%d]=zeros" % elems]) +
              " f32=%r i32=%d" % (d ** -0.5, n_ctx),
              "# outputs: 3", "# tol: 2e-2 2e-2", "# target: cuda:90",
              "# baseline: sdpa %d %d %d %d" % (z, h, n_ctx, d)]
    return "\n".join(header) + "\n" + ATTENTION


DEVICE_DESCRIPTORS = """    a_desc = tl.make_tensor_descriptor(a_ptr, shape=[M, K], strides=[K, 1], block_shape=[BM, BK])
    b_desc = tl.make_tensor_descriptor(b_ptr, shape=[K, N], strides=[N, 1], block_shape=[BK, BN])
    c_desc = tl.make_tensor_descriptor(c_ptr, shape=[M, N], strides=[N, 1], block_shape=[BM, BN])
"""


def descriptor_matmul(name, host=False, warp_specialize=False):
    """The TMA matmul: descriptors made on the device from pointers (or
    passed by the host, Triton's TensorDescriptor), the K loop optionally
    asking for warp specialization."""
    params = "a_desc, b_desc, c_desc" if host else "a_ptr, b_ptr, c_ptr"
    head = "def %s(" % name
    k_range = ("tl.range(0, tl.cdiv(K, BK), warp_specialize=True)" if warp_specialize
               else "range(0, tl.cdiv(K, BK))")
    return (PRELUDE + "@triton.jit\n" + head + params +
            ", M, N, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr,\n" +
            " " * len(head) + "GROUP_M: tl.constexpr):\n" + ("" if host else DEVICE_DESCRIPTORS) +
            "    pid = tl.program_id(0)\n" + GROUPED +
            """    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in %s:
        a = a_desc.load([pid_m * BM, k * BK])
        b = b_desc.load([k * BK, pid_n * BN])
        acc = tl.dot(a, b, acc)
    c_desc.store([pid_m * BM, pid_n * BN], acc)
""" % k_range)


def descriptor_matmul_file(m, n, k, tile, warps, stages, name="tma_matmul", host=False,
                           warp_specialize=False):
    """Its file: f16 operands of small integers, an f32 result, exact.
    Triton 3.6 specializes Hopper loops only at num_warps = 4 (a producer
    warp group and one or two consumers), and so do we."""
    bm, bn, bk = tile
    div = lambda v: "i32:16" if v % 16 == 0 else "i32"
    if host:
        operands = "tensordesc<fp16[%d, %d]>,tensordesc<fp16[%d, %d]>,tensordesc<fp32[%d, %d]>" % (
            bm, bk, bk, bn, bm, bn)
        args = ("desc:f16[%d,%d]/[%d,%d]=int:-3:3 desc:f16[%d,%d]/[%d,%d]=int:-3:3 desc:f32[%d,%d]/[%d,%d]=zeros" %
                (m, k, bm, bk, k, n, bk, bn, m, n, bm, bn))
    else:
        operands = "*fp16:16,*fp16:16,*fp32:16"
        args = "f16[%d]=int:-3:3 f16[%d]=int:-3:3 f32[%d]=zeros" % (m * k, k * n, m * n)
    header = ["# signature: %s,%s,%s,%s,%d,%d,%d,8" % (operands, div(m), div(n), div(k), bm, bn, bk),
              "# launch: grid = %d, num_warps = %d, num_stages = %d" % (-(-m // bm) * -(-n // bn), warps, stages),
              "# args: %s i32=%d i32=%d i32=%d" % (args, m, n, k),
              "# outputs: 2", "# tol: 0 0", "# target: cuda:90",
              "# baseline: mm %d %d %d f16" % (m, n, k)]
    return "\n".join(header) + "\n" + descriptor_matmul(name, host, warp_specialize)


def kernels():
    big, small = ((128, 128, 64), 8, 3), ((64, 128, 64), 4, 4)
    for n in (512, 1024, 2048, 4096, 8192):
        tile, warps, stages = small if n <= 1024 else big
        yield "mm_f16_%d" % n, matmul_file("f16", n, n, n, tile, warps, stages)
    yield "mm_f16_4096_t256", matmul_file("f16", 4096, 4096, 4096, (128, 256, 64), 8, 3)
    yield "mm_bf16_4096", matmul_file("bf16", 4096, 4096, 4096, *big)
    yield "mm_e4m3_tb_4096", matmul_file("e4m3", 4096, 4096, 4096, (128, 128, 128), 8, 3, trans_b=True)
    for m, (tile, warps, stages) in ((64, small), (128, ((128, 128, 64), 8, 4)), (256, big)):
        yield "skinny_f16_m%d" % m, matmul_file("f16", m, 8192, 8192, tile, warps, stages)
    yield "bmm_f16_tb", matmul_file("f16", 1024, 1024, 1024, *big, trans_b=True, batch=32)
    yield "persistent_f16_4096", matmul_file("f16", 4096, 4096, 4096, *big, persistent=True)
    yield "attn_fwd_d64", attention_file(64, 128, 64, 4, 3)
    yield "attn_fwd_d128", attention_file(128, 128, 128, 8, 3)
    yield "mm_f16_tma_4096", descriptor_matmul_file(4096, 4096, 4096, *big)
    yield "mm_f16_tma_host_4096", descriptor_matmul_file(4096, 4096, 4096, *big, name="host_tma_matmul", host=True)
    yield "mm_f16_ws_4096", descriptor_matmul_file(4096, 4096, 4096, (128, 128, 64), 4, 3, name="ws_matmul",
                                                   warp_specialize=True)


def warp_specialized_kernels():
    """The warp-specialized matmul in the shapes Triton 3.6's pass takes
    differently: 128-row tiles (two consumers of 64 rows), 64-row tiles
    (Triton: two consumers doing the same work), 128x256 (more shared
    memory than an H100 has, in Triton as in ours), two stages, a ragged
    1000^3 problem; and the two it refuses (host descriptors, pointer
    loads), which we compile unspecialized."""
    ws = dict(name="ws_matmul", warp_specialize=True)
    yield "ws_tma_128x128", descriptor_matmul_file(4096, 4096, 4096, (128, 128, 64), 4, 3, **ws)
    yield "ws_tma_64x128", descriptor_matmul_file(1024, 1024, 1024, (64, 128, 64), 4, 4, **ws)
    yield "ws_tma_128x256", descriptor_matmul_file(4096, 4096, 4096, (128, 256, 64), 4, 3, **ws)
    yield "ws_tma_s2", descriptor_matmul_file(2048, 2048, 2048, (128, 128, 64), 4, 2, **ws)
    yield "ws_tma_tail", descriptor_matmul_file(1000, 1000, 1000, (128, 128, 64), 4, 3, **ws)
    # Triton's JIT cannot build these two: torch is their reference.
    yield "ws_host_128x128", descriptor_matmul_file(4096, 4096, 4096, (128, 128, 64), 4, 3, host=True,
                                                    name="ws_host_matmul", warp_specialize=True) + (
        "\n\ndef reference(a, b, c, M, N, K):\n"
        "    return {2: a.float() @ b.float()}\n")
    yield "ws_ptr_128x128", matmul_file("f16", 4096, 4096, 4096, (128, 128, 64), 4, 3).replace(
        "for k in range(0, tl.cdiv(K, BK)):", "for k in tl.range(0, tl.cdiv(K, BK), warp_specialize=True):") + (
        "\n\ndef reference(a, b, c, M, N, K, *strides):\n"
        "    return {2: (a.view(M, K).float() @ b.view(K, N).float()).reshape(-1)}\n")


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("out_dir")
    ap.add_argument("--filter", default="")
    ap.add_argument("--warp-specialized", action="store_true",
                    help="write the warp-specialization set instead (warp_specialized_kernels)")
    args = ap.parse_args()
    os.makedirs(args.out_dir, exist_ok=True)
    count = 0
    for name, text in (warp_specialized_kernels() if args.warp_specialized else kernels()):
        if args.filter in name:
            with open(os.path.join(args.out_dir, name + ".py"), "w") as f:
                f.write(text)
            count += 1
    print("%d kernels in %s" % (count, args.out_dir))


if __name__ == "__main__":
    main()
