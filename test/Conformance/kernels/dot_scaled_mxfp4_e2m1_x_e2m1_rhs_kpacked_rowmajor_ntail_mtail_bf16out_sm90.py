# MXFP4 x MXFP4 GEMM with tl.dot_scaled: both operands e2m1 packed two per
# uint8 along K (A as [M, K/2], B row-major as [K/2, N] packed along its rows),
# e8m0 scales per 32 K for every row of A and every column of B; M = 112 and
# N = 200 tails masked (scale other = 127 = x1), two 128-wide K steps, bf16 out.
# On sm_90 Triton 3.6 emulates the scaled dot (upcast to bf16, multiply scale).
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *u8:16,*u8:16,*u8:16,*u8:16,*bf16:16,i32:16,i32,i32:16,i32:16,i32,i32,i32,i32,64,64,128
# launch: grid = 2x4, num_warps = 4, num_stages = 3
# args: u8[14336]=int:0:255 u8[896]=int:126:128 u8[25600]=int:0:255 u8[1600]=int:126:128 bf16[22400]=zeros i32=112 i32=200 i32=256 i32=128 i32=8 i32=200 i32=8 i32=200
# outputs: 4
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def mxfp4_x_mxfp4_gemm(a_ptr, a_scale_ptr, b_ptr, b_scale_ptr, c_ptr, M, N, K,
                       stride_am, stride_asm, stride_bk, stride_bsn, stride_cm,
                       BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    offs_m = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    offs_kp = tl.arange(0, BLOCK_K // 2)
    offs_ks = tl.arange(0, BLOCK_K // 32)
    m_ok = offs_m < M
    n_ok = offs_n < N

    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for kb in range(0, tl.cdiv(K, BLOCK_K)):
        kp = kb * (BLOCK_K // 2) + offs_kp
        ks = kb * (BLOCK_K // 32) + offs_ks
        a = tl.load(a_ptr + offs_m[:, None] * stride_am + kp[None, :], mask=m_ok[:, None], other=0)
        b = tl.load(b_ptr + kp[:, None] * stride_bk + offs_n[None, :], mask=n_ok[None, :], other=0)
        a_scale = tl.load(a_scale_ptr + offs_m[:, None] * stride_asm + ks[None, :], mask=m_ok[:, None], other=127)
        b_scale = tl.load(b_scale_ptr + offs_n[:, None] * stride_bsn + ks[None, :], mask=n_ok[:, None], other=127)
        acc = tl.dot_scaled(a, a_scale, "e2m1", b, b_scale, "e2m1", acc)

    c_ptrs = c_ptr + offs_m[:, None] * stride_cm + offs_n[None, :]
    tl.store(c_ptrs, acc.to(tl.bfloat16), mask=m_ok[:, None] & n_ok[None, :])
