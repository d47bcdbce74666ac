# Decode-time linear + bias + tanh-GELU for a 5-token batch padded to a single
# BLOCK_M = 16 row block (GEMV-like skinny dot): weight [N, K] read as a
# [32, 256] tile and used as w.T, deep K pipeline via tl.range(num_stages=5),
# K = 1400 tail and N = 1000 tail masked, tanh written through exp; bf16.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*bf16:16,*bf16:16,*bf16:16,i32,i32,i32,i32,i32,i32,16,32,256
# launch: grid = 32, num_warps = 4, num_stages = 5
# args: bf16[7000]=int:-1:1 bf16[1400000]=int:-1:1 bf16[1000]=randn bf16[5000]=zeros i32=5 i32=1000 i32=1400 i32=1400 i32=1400 i32=1000
# outputs: 3
# tol: 1e-2 1e-2
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def decode_linear_gelu_kernel(x_ptr, w_ptr, bias_ptr, y_ptr, M, N, K, stride_xm, stride_wn, stride_ym,
                              BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    pid_n = tl.program_id(0)
    offs_m = tl.arange(0, BLOCK_M)
    offs_n = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    offs_k = tl.arange(0, BLOCK_K)
    m_mask = offs_m < M
    n_mask = offs_n < N

    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k0 in tl.range(0, K, BLOCK_K, num_stages=5):
        kk = k0 + offs_k
        k_mask = kk < K
        x = tl.load(x_ptr + offs_m[:, None] * stride_xm + kk[None, :],
                    mask=m_mask[:, None] & k_mask[None, :], other=0.0)
        w = tl.load(w_ptr + offs_n[:, None] * stride_wn + kk[None, :],
                    mask=n_mask[:, None] & k_mask[None, :], other=0.0)
        acc = tl.dot(x, w.T, acc)

    bias = tl.load(bias_ptr + offs_n, mask=n_mask, other=0.0).to(tl.float32)
    h = acc + bias[None, :]
    inner = 0.7978845608028654 * (h + 0.044715 * h * h * h)
    t = 2.0 / (1.0 + tl.exp(-2.0 * inner)) - 1.0
    y = 0.5 * h * (1.0 + t)
    tl.store(y_ptr + offs_m[:, None] * stride_ym + offs_n[None, :], y.to(tl.bfloat16),
             mask=m_mask[:, None] & n_mask[None, :])
