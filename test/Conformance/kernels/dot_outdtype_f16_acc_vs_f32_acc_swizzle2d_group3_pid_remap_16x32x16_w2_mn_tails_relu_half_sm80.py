# GEMM with two accumulators fed by the same tiles: tl.dot(..., out_dtype=
# tl.float16) (f16 mma accumulation on sm_80) and the usual f32 one.  The
# 1-D launch is remapped with tl.swizzle2d (group of 3 tile rows) over a
# tl.cdiv tile grid; 16x32x16 tiles on 2 warps, M = 100 / N = 90 tails,
# integer inputs so the f16 sums stay exact; ReLU * 0.5 epilogue in f16.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp16:16,*fp32:16,i32,i32,i32:16,i32:16,i32,i32,16,32,16,3
# launch: grid = 21, num_warps = 2, num_stages = 3
# args: f16[6400]=int:-2:2 f16[5760]=int:-2:2 f16[9000]=zeros f32[9000]=zeros i32=100 i32=90 i32=64 i32=64 i32=90 i32=90
# outputs: 2 3
# tol: 0 0
# target: cuda:80
import triton
import triton.language as tl


@triton.jit
def f16acc_swizzled_gemm_kernel(a_ptr, b_ptr, c16_ptr, c32_ptr, M, N, K,
                                stride_am, stride_bk, stride_cm,
                                BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr,
                                GROUP_M: tl.constexpr):
    pid = tl.program_id(0)
    num_pid_m = tl.cdiv(M, BLOCK_M)
    num_pid_n = tl.cdiv(N, BLOCK_N)
    pid_m, pid_n = tl.swizzle2d(pid // num_pid_n, pid % num_pid_n, num_pid_m, num_pid_n, GROUP_M)

    offs_m = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    offs_k = tl.arange(0, BLOCK_K)
    m_ok = offs_m < M
    n_ok = offs_n < N
    a_ptrs = a_ptr + offs_m[:, None] * stride_am + offs_k[None, :]
    b_ptrs = b_ptr + offs_k[:, None] * stride_bk + offs_n[None, :]

    acc16 = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float16)
    acc32 = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k in range(0, K, BLOCK_K):
        a = tl.load(a_ptrs, mask=m_ok[:, None] & ((offs_k + k) < K)[None, :], other=0.0)
        b = tl.load(b_ptrs, mask=((offs_k + k) < K)[:, None] & n_ok[None, :], other=0.0)
        acc16 = tl.dot(a, b, acc16, out_dtype=tl.float16)
        acc32 = tl.dot(a, b, acc32)
        a_ptrs += BLOCK_K
        b_ptrs += BLOCK_K * stride_bk

    y16 = tl.maximum(acc16, 0.0) * 0.5
    c_off = offs_m[:, None] * stride_cm + offs_n[None, :]
    c_mask = m_ok[:, None] & n_ok[None, :]
    tl.store(c16_ptr + c_off, y16.to(tl.float16), mask=c_mask)
    tl.store(c32_ptr + c_off, tl.maximum(acc32, 0.0) * 0.5, mask=c_mask)
