# Muon optimizer's quintic Newton-Schulz orthogonalization, one 50x100 (padded
# 64x128) bf16 matrix per program: Frobenius normalization, then a runtime
# `while it < steps` loop of three dependent dots per step (X @ X^T with
# tl.trans of a register tile, A @ A, B @ X accumulated onto 3.4445 * X),
# re-rounding to bf16 each step; 8 warps, no K loop.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*bf16:16,i32,i32,i32,i32,i32,i32,i32,64,128
# launch: grid = 6, num_warps = 8
# args: bf16[30000]=randn bf16[30000]=zeros i32=50 i32=100 i32=5 i32=5000 i32=100 i32=5000 i32=100
# outputs: 1
# tol: 3e-2 3e-2
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def newton_schulz5_kernel(g_ptr, out_ptr, M, N, steps, stride_gb, stride_gm, stride_ob, stride_om,
                          BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr):
    pid = tl.program_id(0).to(tl.int64)
    offs_m = tl.arange(0, BLOCK_M)
    offs_n = tl.arange(0, BLOCK_N)
    mask = (offs_m[:, None] < M) & (offs_n[None, :] < N)
    g = tl.load(g_ptr + pid * stride_gb + offs_m[:, None] * stride_gm + offs_n[None, :],
                mask=mask, other=0.0).to(tl.float32)
    norm = tl.sqrt(tl.sum(tl.sum(g * g, axis=1), axis=0))
    x = (g / (norm + 1e-7)).to(tl.bfloat16)

    it = 0
    while it < steps:
        a_mat = tl.dot(x, tl.trans(x))
        a_bf = a_mat.to(tl.bfloat16)
        b_mat = -4.7750 * a_mat + 2.0315 * tl.dot(a_bf, a_bf)
        x = tl.dot(b_mat.to(tl.bfloat16), x, 3.4445 * x.to(tl.float32)).to(tl.bfloat16)
        it += 1

    tl.store(out_ptr + pid * stride_ob + offs_m[:, None] * stride_om + offs_n[None, :], x, mask=mask)
