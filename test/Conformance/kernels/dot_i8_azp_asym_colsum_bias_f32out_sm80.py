# Asymmetric int8 w8a8 GEMM (vLLM scaled_mm_azp): A int8 with a per-token
# zero point, B int8 stored [N, K] (K-major, read as a [BK, BN] tile),
# int32 tl.dot accumulation over K = 160 (64-wide steps, masked tail), then
# the zero-point correction acc - azp[m] * azp_adj[n] in int32 (azp_adj is
# the precomputed column sum of B), per-token and per-channel f32 scales and
# a bias. M = 100, N = 96: tails on both; mma.sync int8 on sm_80.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i8:16,*i8:16,*fp32:16,*fp32:16,*fp32:16,*i32:16,*i32:16,*fp32:16,i32,i32:16,i32:16,i32:16,i32:16,i32,32,64,64
# launch: grid = 4x2, num_warps = 4, num_stages = 3
# args: i8[16000]=int:-3:3 i8[15360]=int:-3:3 f32[9600]=zeros f32[100]=int:1:3 f32[96]=int:1:3 i32[100]=int:-8:8 i32[96]=int:-100:100 f32[96]=int:-16:16 i32=100 i32=96 i32=160 i32=160 i32=160 i32=100
# outputs: 2
# tol: 0 0
# target: cuda:80
import triton
import triton.language as tl


@triton.jit
def scaled_mm_azp_kernel(a_ptr, b_ptr, c_ptr, scale_a_ptr, scale_b_ptr, azp_ptr, azp_adj_ptr, bias_ptr,
                         M, N, K, stride_am, stride_bn, stride_cn,
                         BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    offs_m = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    offs_k = tl.arange(0, BLOCK_K)
    m_mask = offs_m < M
    n_mask = offs_n < N

    a_ptrs = a_ptr + offs_m[:, None].to(tl.int64) * stride_am + offs_k[None, :]
    b_ptrs = b_ptr + offs_n[None, :].to(tl.int64) * stride_bn + offs_k[:, None]

    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.int32)
    for k in range(0, tl.cdiv(K, BLOCK_K)):
        k_rem = K - k * BLOCK_K
        a = tl.load(a_ptrs, mask=m_mask[:, None] & (offs_k[None, :] < k_rem), other=0)
        b = tl.load(b_ptrs, mask=n_mask[None, :] & (offs_k[:, None] < k_rem), other=0)
        acc = tl.dot(a, b, acc, out_dtype=tl.int32)
        a_ptrs += BLOCK_K
        b_ptrs += BLOCK_K

    azp = tl.load(azp_ptr + offs_m, mask=m_mask, other=0)
    azp_adj = tl.load(azp_adj_ptr + offs_n, mask=n_mask, other=0)
    acc = acc - azp[:, None] * azp_adj[None, :]

    scale_a = tl.load(scale_a_ptr + offs_m, mask=m_mask, other=0.0)
    scale_b = tl.load(scale_b_ptr + offs_n, mask=n_mask, other=0.0)
    bias = tl.load(bias_ptr + offs_n, mask=n_mask, other=0.0)
    c = scale_a[:, None] * (scale_b[None, :] * acc.to(tl.float32)) + bias[None, :]

    # C is written column-major ([N, M]), as a transposed output view
    c_ptrs = c_ptr + offs_n[None, :] * stride_cn + offs_m[:, None]
    tl.store(c_ptrs, c, mask=m_mask[:, None] & n_mask[None, :])
