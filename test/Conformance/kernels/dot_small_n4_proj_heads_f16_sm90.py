# A projection onto 4 outputs per row (BLOCK_N = 4, below the instruction's
# 8 columns): [64, K] rows times a [K, 4] head matrix, K loop, then a per-row
# softmax over the 4 logits; f16 in, f32 out. Tiles narrower than mma along N.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp32:16,i32,i32,64,4,64
# launch: grid = 4, num_warps = 4
# args: f16[38400]=int:-2:2 f16[800]=int:-1:1 f32[800]=zeros i32=200 i32=192
# outputs: 2
# tol: 1e-5 1e-5
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def heads4_softmax_kernel(x_ptr, h_ptr, y_ptr, M, K,
                          BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    pid = tl.program_id(0)
    rm = pid * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = tl.arange(0, BLOCK_N)
    rk = tl.arange(0, BLOCK_K)
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k0 in range(0, K, BLOCK_K):
        kk = k0 + rk
        a = tl.load(x_ptr + rm[:, None] * K + kk[None, :], mask=(rm[:, None] < M) & (kk[None, :] < K), other=0.0)
        h = tl.load(h_ptr + kk[:, None] * BLOCK_N + rn[None, :], mask=kk[:, None] < K, other=0.0)
        acc = tl.dot(a, h, acc)
    mx = tl.max(acc, axis=1)
    e = tl.exp(acc - mx[:, None])
    p = e / tl.sum(e, axis=1)[:, None]
    tl.store(y_ptr + rm[:, None] * BLOCK_N + rn[None, :], p, mask=rm[:, None] < M)
