# Emulated MXFP8 GEMM on Hopper: e4m3 A [M, K] and B [N, K] (K-major, loaded
# [BN, BK] and transposed) with one e8m0 (u8 exponent) scale per 32-wide K
# block for every row of A and of B, loaded in the K loop and decoded by a
# shift into the f32 exponent field; each BLOCK_K = 32 step's dot is scaled
# by sa[:, None] * sb[None, :] before it is added. M = 200 tail, bf16 out.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp8e4nv:16,*u8:16,*fp8e4nv:16,*u8:16,*bf16:16,i32,i32:16,i32:16,i32:16,i32:16,i32:16,i32:16,i32:16,128,128,32
# launch: grid = 2x2, num_warps = 8, num_stages = 4
# args: fp8e4m3[102400]=int:-2:2 u8[3200]=int:125:129 fp8e4m3[131072]=int:-2:2 u8[4096]=int:125:129 bf16[51200]=zeros i32=200 i32=256 i32=512 i32=512 i32=16 i32=512 i32=16 i32=256
# outputs: 4
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def _e8m0_to_f32(s):
    return (s.to(tl.int32) << 23).to(tl.float32, bitcast=True)


@triton.jit
def mxfp8_gemm_emulated(a_ptr, a_scale_ptr, b_ptr, b_scale_ptr, c_ptr, M, N, K,
                        stride_am, stride_asm, stride_bn, stride_bsn, stride_cm,
                        BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    offs_m = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    offs_k = tl.arange(0, BLOCK_K)
    m_ok = offs_m < M
    n_ok = offs_n < N
    a_ptrs = a_ptr + offs_m[:, None] * stride_am + offs_k[None, :]
    b_ptrs = b_ptr + offs_n[:, None] * stride_bn + offs_k[None, :]
    as_ptrs = a_scale_ptr + offs_m * stride_asm
    bs_ptrs = b_scale_ptr + offs_n * stride_bsn

    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for kb in range(0, tl.cdiv(K, BLOCK_K)):
        a = tl.load(a_ptrs, mask=m_ok[:, None], other=0.0)
        b = tl.load(b_ptrs, mask=n_ok[:, None], other=0.0)
        sa = _e8m0_to_f32(tl.load(as_ptrs + kb, mask=m_ok, other=127))
        sb = _e8m0_to_f32(tl.load(bs_ptrs + kb, mask=n_ok, other=127))
        acc += tl.dot(a, tl.trans(b)) * sa[:, None] * sb[None, :]
        a_ptrs += BLOCK_K
        b_ptrs += BLOCK_K

    tl.store(c_ptr + offs_m[:, None] * stride_cm + offs_n[None, :], acc.to(tl.bfloat16),
             mask=m_ok[:, None] & n_ok[None, :])
