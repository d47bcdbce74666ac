# fp8 (e4m3) GEMM with an f16 accumulator (tl.dot(..., out_dtype=tl.float16),
# the fast fp8 wgmma mode) on the narrowest Hopper tile, BLOCK_N = 8: B is a
# K-major [N, K] weight read as [8, 64] and transposed. Per-tensor scales are
# applied in f32 after the loop. M = 200, N = 44, K = 200 tails masked; values
# in -2..2 keep every f16 partial sum exact.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp8e4nv:16,*fp8e4nv:16,*fp16:16,fp32,fp32,i32,i32,i32,i32,i32,i32,128,8,64
# launch: grid = 2x6, num_warps = 4, num_stages = 4
# args: fp8e4m3[40000]=int:-2:2 fp8e4m3[8800]=int:-2:2 f16[8800]=zeros f32=0.5 f32=2.0 i32=200 i32=44 i32=200 i32=200 i32=200 i32=44
# outputs: 2
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def fp8_bn8_f16acc_gemm(a_ptr, b_ptr, c_ptr, scale_a, scale_b, M, N, K, stride_am, stride_bn, stride_cm,
                        BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    offs_m = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    offs_k = tl.arange(0, BLOCK_K)
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float16)
    for k0 in range(0, K, BLOCK_K):
        kk = k0 + offs_k
        a = tl.load(a_ptr + offs_m[:, None] * stride_am + kk[None, :],
                    mask=(offs_m[:, None] < M) & (kk[None, :] < K), other=0.0)
        b = tl.load(b_ptr + offs_n[:, None] * stride_bn + kk[None, :],
                    mask=(offs_n[:, None] < N) & (kk[None, :] < K), other=0.0)
        acc = tl.dot(a, b.T, acc, out_dtype=tl.float16)
    c = acc.to(tl.float32) * (scale_a * scale_b)
    tl.store(c_ptr + offs_m[:, None] * stride_cm + offs_n[None, :], c.to(tl.float16),
             mask=(offs_m[:, None] < M) & (offs_n[None, :] < N))
