# Mamba-style dt projection dt = softplus(x @ W_dt.T + b_dt): a skinny wgmma
# tile, BLOCK_M = 64 and BLOCK_N = 16 under num_warps = 8 (two warpgroups for
# only 64 rows), W_dt stored [N, K] (nn.Linear) and read K-major through
# pointers; K = 160 (BK = 64 tail), N = 40 and M = 200 tails masked, f32 out.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp32:16,*fp32:16,i32,i32,i32:16,i32:16,i32:16,i32,64,16,64
# launch: grid = 4x3, num_warps = 8, num_stages = 3
# args: f16[32000]=int:-2:2 f16[6400]=int:-2:2 f32[40]=randn f32[8000]=zeros i32=200 i32=40 i32=160 i32=160 i32=160 i32=40
# outputs: 3
# tol: 1e-3 1e-3
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def mamba_dt_proj_softplus(x_ptr, w_ptr, bias_ptr, dt_ptr, M, N, K, stride_xm, stride_wn, stride_om,
                           BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    offs_m = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    offs_k = tl.arange(0, BLOCK_K)
    m_mask = offs_m < M
    n_mask = offs_n < N
    x_ptrs = x_ptr + offs_m[:, None] * stride_xm + offs_k[None, :]
    w_ptrs = w_ptr + offs_n[None, :] * stride_wn + offs_k[:, None]
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k in range(0, tl.cdiv(K, BLOCK_K)):
        k_mask = offs_k < K - k * BLOCK_K
        x = tl.load(x_ptrs, mask=m_mask[:, None] & k_mask[None, :], other=0.0)
        w = tl.load(w_ptrs, mask=k_mask[:, None] & n_mask[None, :], other=0.0)
        acc = tl.dot(x, w, acc)
        x_ptrs += BLOCK_K
        w_ptrs += BLOCK_K
    bias = tl.load(bias_ptr + offs_n, mask=n_mask, other=0.0)
    z = acc + bias[None, :]
    dt = tl.where(z > 20.0, z, tl.log(1.0 + tl.exp(z)))
    tl.store(dt_ptr + offs_m[:, None] * stride_om + offs_n[None, :], dt,
             mask=m_mask[:, None] & n_mask[None, :])
