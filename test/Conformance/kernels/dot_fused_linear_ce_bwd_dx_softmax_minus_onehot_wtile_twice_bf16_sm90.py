# Cross-entropy backward fused with the logits GEMM (Liger/Unsloth fused
# linear CE, dX pass): per 64-token block, loop over the vocab in 64-wide
# tiles, logits = X @ W_tile^T (hidden 128 in one dot), grad = (exp(logits -
# lse) - onehot(label)) * scale with ignore_index rows zeroed, then
# dX += grad.bf16 @ W_tile: the same W tile feeds one dot transposed and one
# as-is. V = 1000 tail, M = 150 tail, labels with -1 ignored.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*bf16:16,*fp32:16,*i32:16,*fp32:16,i32,i32,i32:16,i32:16,i32:16,fp32,i32,64,64,128
# launch: grid = 3, num_warps = 8, num_stages = 3
# args: bf16[19200]=rand bf16[128000]=randn f32[150]=fill:25.0 i32[150]=int:-1:999 f32[19200]=zeros i32=150 i32=1000 i32=128 i32=128 i32=128 f32=0.01 i32=-1
# outputs: 4
# tol: 1e-2 1e-2
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def fused_linear_ce_bwd_dx(x_ptr, w_ptr, lse_ptr, labels_ptr, dx_ptr, M, V,
                           stride_xm, stride_wv, stride_dxm, grad_scale, ignore_index,
                           BLOCK_M: tl.constexpr, BLOCK_V: tl.constexpr, HIDDEN: tl.constexpr):
    pid = tl.program_id(0)
    offs_m = pid * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_h = tl.arange(0, HIDDEN)
    offs_v0 = tl.arange(0, BLOCK_V)
    m_ok = offs_m < M
    x = tl.load(x_ptr + offs_m[:, None] * stride_xm + offs_h[None, :], mask=m_ok[:, None], other=0.0)
    lse = tl.load(lse_ptr + offs_m, mask=m_ok, other=0.0)
    labels = tl.load(labels_ptr + offs_m, mask=m_ok, other=ignore_index)
    row_scale = tl.where(labels != ignore_index, grad_scale, 0.0)

    dx = tl.zeros((BLOCK_M, HIDDEN), dtype=tl.float32)
    for v0 in range(0, V, BLOCK_V):
        offs_v = v0 + offs_v0
        v_ok = offs_v < V
        w = tl.load(w_ptr + offs_v[:, None] * stride_wv + offs_h[None, :], mask=v_ok[:, None], other=0.0)
        logits = tl.dot(x, tl.trans(w))
        p = tl.exp(logits - lse[:, None])
        p = tl.where(v_ok[None, :], p, 0.0)
        p = p - tl.where(offs_v[None, :] == labels[:, None], 1.0, 0.0)
        g = (p * row_scale[:, None]).to(tl.bfloat16)
        dx = tl.dot(g, w, dx)

    tl.store(dx_ptr + offs_m[:, None] * stride_dxm + offs_h[None, :], dx, mask=m_ok[:, None])
