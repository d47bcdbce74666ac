# MXFP8 GEMM with mixed element types through tl.dot_scaled: A e4m3 [M, K],
# B e5m2 stored [N, K] (K-major, loaded [BN, BK] and transposed), e8m0 scales
# per 32 K for rows of A and of B, fast_math=True; a tiny K loop of two
# 128-wide steps under num_stages = 5, BLOCK_M 64 with 8 warps, M = 72 tail,
# f32 out times a runtime output scale.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp8e4nv:16,*u8:16,*fp8e5:16,*u8:16,*fp32:16,i32,i32:16,i32:16,i32:16,i32:16,i32:16,fp32,64,128,128
# launch: grid = 2x2, num_warps = 8, num_stages = 5
# args: fp8e4m3[18432]=int:-3:3 u8[576]=int:125:128 fp8e5m2[65536]=int:-3:3 u8[2048]=int:126:129 f32[18432]=zeros i32=72 i32=256 i32=256 i32=256 i32=256 i32=256 f32=0.25
# outputs: 4
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def mxfp8_mixed_gemm(a_ptr, a_scale_ptr, b_ptr, b_scale_ptr, c_ptr, M, N, K,
                     stride_am, stride_bn, stride_cm, out_scale,
                     BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    offs_m = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    offs_k = tl.arange(0, BLOCK_K)
    offs_s = tl.arange(0, BLOCK_K // 32)
    m_ok = offs_m < M
    stride_s = K // 32

    a_ptrs = a_ptr + offs_m[:, None] * stride_am + offs_k[None, :]
    b_ptrs = b_ptr + offs_n[:, None] * stride_bn + offs_k[None, :]
    as_ptrs = a_scale_ptr + offs_m[:, None] * stride_s + offs_s[None, :]
    bs_ptrs = b_scale_ptr + offs_n[:, None] * stride_s + offs_s[None, :]
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k in tl.range(0, K, BLOCK_K):
        a = tl.load(a_ptrs, mask=m_ok[:, None], other=0.0)
        b = tl.load(b_ptrs)
        sa = tl.load(as_ptrs, mask=m_ok[:, None], other=127)
        sb = tl.load(bs_ptrs)
        acc = tl.dot_scaled(a, sa, "e4m3", b.T, sb, "e5m2", acc, fast_math=True)
        a_ptrs += BLOCK_K
        b_ptrs += BLOCK_K
        as_ptrs += BLOCK_K // 32
        bs_ptrs += BLOCK_K // 32

    acc = acc * out_scale
    tl.store(c_ptr + offs_m[:, None] * stride_cm + offs_n[None, :], acc, mask=m_ok[:, None])
