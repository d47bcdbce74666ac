# Mamba dt projection: dt = softplus(x_dbl[:, :dt_rank] @ W_dt^T + b) with dt_rank = 40,
# so the K loop is 3 iterations of BLOCK_K = 16 (tail 8) over a strided slice of x_dbl
# (row stride dt_rank + 2 * d_state = 72) and the [d_inner, dt_rank] weight read as a
# K-contiguous tile; tiny 16x16 tiles on a single warp, 5 stages, thresholded softplus.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp32:16,*fp32:16,i32,i32,i32,i32,i32,i32,16,16,16
# launch: grid = 7x5, num_warps = 1, num_stages = 5
# args: f16[7200]=int:-1:1 f16[2880]=int:-1:1 f32[72]=int:-6:6 f32[7200]=zeros i32=100 i32=72 i32=40 i32=72 i32=40 i32=72
# outputs: 3
# tol: 1e-4 1e-4
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def dt_proj_softplus_kernel(xdbl_ptr, w_ptr, bias_ptr, dt_ptr, L, D_INNER, DT_RANK,
                            stride_xl, stride_wd, stride_dl,
                            BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    offs_m = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    offs_k = tl.arange(0, BLOCK_K)
    m_mask = offs_m < L
    n_mask = offs_n < D_INNER
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k0 in range(0, DT_RANK, BLOCK_K):
        kk = k0 + offs_k
        k_mask = kk < DT_RANK
        x = tl.load(xdbl_ptr + offs_m[:, None] * stride_xl + kk[None, :],
                    mask=m_mask[:, None] & k_mask[None, :], other=0.0)
        w = tl.load(w_ptr + offs_n[None, :] * stride_wd + kk[:, None],
                    mask=k_mask[:, None] & n_mask[None, :], other=0.0)
        acc = tl.dot(x, w, acc)
    b = tl.load(bias_ptr + offs_n, mask=n_mask, other=0.0)
    z = acc + b[None, :]
    dt = tl.where(z <= 20.0, tl.log(1.0 + tl.exp(z)), z)
    tl.store(dt_ptr + offs_m[:, None] * stride_dl + offs_n[None, :], dt,
             mask=m_mask[:, None] & n_mask[None, :])
