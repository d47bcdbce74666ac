# Linear + residual add + RMSNorm fused in the GEMM epilogue: one program owns
# 64 full rows (BLOCK_N = 256 covers N = 224, the last 32 columns masked),
# the K loop does f32 x f32 tl.dot with input_precision="tf32" (integer
# inputs are exact in tf32), the pre-norm sum h = x W + residual is stored,
# then the row mean of h^2 over the valid columns, rsqrt and the gamma
# weight give the normalised output. 8 warps, 2 stages.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,*fp32:16,*fp32:16,*fp32:16,*fp32:16,i32:16,i32:16,i32:16,fp32,64,256,32
# launch: grid = 3, num_warps = 8, num_stages = 2
# args: f32[18432]=int:-3:3 f32[21504]=int:-3:3 f32[43008]=int:-4:4 f32[224]=rand f32[43008]=zeros f32[43008]=zeros i32=192 i32=224 i32=96 f32=1e-6
# outputs: 4 5
# tol: 1e-4 1e-4
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def linear_residual_rmsnorm(x_ptr, w_ptr, res_ptr, gamma_ptr, h_ptr, y_ptr, M, N, K, eps,
                            BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    pid = tl.program_id(0)
    offs_m = pid * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = tl.arange(0, BLOCK_N)
    offs_k = tl.arange(0, BLOCK_K)
    m_mask = offs_m < M
    n_mask = offs_n < N

    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k0 in range(0, K, BLOCK_K):
        x = tl.load(x_ptr + offs_m[:, None] * K + (k0 + offs_k)[None, :],
                    mask=m_mask[:, None] & ((k0 + offs_k)[None, :] < K), other=0.0)
        w = tl.load(w_ptr + (k0 + offs_k)[:, None] * N + offs_n[None, :],
                    mask=((k0 + offs_k)[:, None] < K) & n_mask[None, :], other=0.0)
        acc = tl.dot(x, w, acc, input_precision="tf32")

    mask2 = m_mask[:, None] & n_mask[None, :]
    row_off = offs_m[:, None] * N + offs_n[None, :]
    res = tl.load(res_ptr + row_off, mask=mask2, other=0.0)
    h = acc + res
    tl.store(h_ptr + row_off, h, mask=mask2)

    h = tl.where(mask2, h, 0.0)
    var = tl.sum(h * h, axis=1) / N
    rstd = tl.math.rsqrt(var + eps)
    gamma = tl.load(gamma_ptr + offs_n, mask=n_mask, other=0.0)
    y = h * rstd[:, None] * gamma[None, :]
    tl.store(y_ptr + row_off, y, mask=mask2)
