# Block-wise quantized int8 GEMM: each 64-deep K block does a fresh int8 x int8 -> int32
# tl.dot, then rescales it by a per-(K block, N block) weight scale (a scalar loaded each
# iteration) times a per-(row, K block) activation scale vector before adding to an f32
# accumulator; loop-carried pointers, K = 450 (tail 2), num_stages = 5, M/N tails.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i8:16,*i8:16,*fp32:16,*fp32:16,*fp32:16,i32,i32,i32,i32,i32,i32,128,64,64
# launch: grid = 3x4, num_warps = 4, num_stages = 5
# args: i8[135000]=int:-3:3 i8[90000]=int:-3:3 f32[2400]=int:1:4 f32[32]=int:1:4 f32[60000]=zeros i32=300 i32=200 i32=450 i32=450 i32=200 i32=200
# outputs: 4
# tol: 0 0
# target: cuda:80
import triton
import triton.language as tl


@triton.jit
def i8_blockscale_gemm_kernel(a_ptr, b_ptr, a_scale_ptr, b_scale_ptr, c_ptr,
                              M, N, K, stride_am, stride_bk, stride_cm,
                              BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    offs_m = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    offs_k = tl.arange(0, BLOCK_K)
    m_mask = offs_m < M
    n_mask = offs_n < N
    num_kb = tl.cdiv(K, BLOCK_K)
    num_nb = tl.cdiv(N, BLOCK_N)
    a_ptrs = a_ptr + offs_m[:, None] * stride_am + offs_k[None, :]
    b_ptrs = b_ptr + offs_k[:, None] * stride_bk + offs_n[None, :]
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for kb in range(0, num_kb):
        k_rem = K - kb * BLOCK_K
        a = tl.load(a_ptrs, mask=m_mask[:, None] & (offs_k[None, :] < k_rem), other=0)
        b = tl.load(b_ptrs, mask=(offs_k[:, None] < k_rem) & n_mask[None, :], other=0)
        part = tl.dot(a, b, out_dtype=tl.int32)
        s_b = tl.load(b_scale_ptr + kb * num_nb + pid_n)
        s_a = tl.load(a_scale_ptr + offs_m * num_kb + kb, mask=m_mask, other=0.0)
        acc += part.to(tl.float32) * (s_a[:, None] * s_b)
        a_ptrs += BLOCK_K
        b_ptrs += BLOCK_K * stride_bk
    c_ptrs = c_ptr + offs_m[:, None] * stride_cm + offs_n[None, :]
    tl.store(c_ptrs, acc, mask=m_mask[:, None] & n_mask[None, :])
