# tf32 addmm with split accumulation: each K step of 2*BLOCK_K feeds two
# independent accumulators (even and odd K blocks, two dot chains that the
# pipeliner can overlap), summed once after the loop; D = alpha * (A @ B) +
# beta * C with M = 130, N = 96 and K = 200 tails (the odd block of the last
# step fully masked); general strides, 3 stages.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,*fp32:16,*fp32:16,i32,i32:16,i32,i32,i32:16,i32:16,i32:16,fp32,fp32,64,32,32
# launch: grid = 3x3, num_warps = 4, num_stages = 3
# args: f32[26000]=int:-3:3 f32[19200]=int:-3:3 f32[12480]=int:-4:4 f32[12480]=zeros i32=130 i32=96 i32=200 i32=200 i32=96 i32=96 i32=96 f32=2.0 f32=0.5
# outputs: 3
# tol: 0 0
# target: cuda:80
import triton
import triton.language as tl


@triton.jit
def tf32_addmm_split_acc(a_ptr, b_ptr, c_ptr, d_ptr, M, N, K,
                         stride_am, stride_bk, stride_cm, stride_dm, alpha, beta,
                         BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    offs_m = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    offs_k = tl.arange(0, BLOCK_K)
    m_ok = offs_m < M
    n_ok = offs_n < N
    a_ptrs = a_ptr + offs_m[:, None] * stride_am + offs_k[None, :]
    b_ptrs = b_ptr + offs_k[:, None] * stride_bk + offs_n[None, :]

    acc_even = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    acc_odd = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k0 in range(0, K, 2 * BLOCK_K):
        k_e = k0 + offs_k
        k_o = k0 + BLOCK_K + offs_k
        a0 = tl.load(a_ptrs, mask=m_ok[:, None] & (k_e[None, :] < K), other=0.0)
        b0 = tl.load(b_ptrs, mask=(k_e[:, None] < K) & n_ok[None, :], other=0.0)
        acc_even = tl.dot(a0, b0, acc_even, input_precision="tf32")
        a1 = tl.load(a_ptrs + BLOCK_K, mask=m_ok[:, None] & (k_o[None, :] < K), other=0.0)
        b1 = tl.load(b_ptrs + BLOCK_K * stride_bk, mask=(k_o[:, None] < K) & n_ok[None, :], other=0.0)
        acc_odd = tl.dot(a1, b1, acc_odd, input_precision="tf32")
        a_ptrs += 2 * BLOCK_K
        b_ptrs += 2 * BLOCK_K * stride_bk

    acc = acc_even + acc_odd
    mask = m_ok[:, None] & n_ok[None, :]
    c = tl.load(c_ptr + offs_m[:, None] * stride_cm + offs_n[None, :], mask=mask, other=0.0)
    d = alpha * acc + beta * c
    tl.store(d_ptr + offs_m[:, None] * stride_dm + offs_n[None, :], d, mask=mask)
