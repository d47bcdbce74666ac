# Small-tile linear forward with fused reductions: a [16, 32] x [32, 8] f16 K
# loop (K = 70, masked tail) whose f32 tile is stored through a 2-D M/N tail
# mask and, after tl.where zeroes the out-of-range lanes, also summed over rows
# (column sums, as a bias-grad) and over columns (row sums), both atomically
# accumulated; the results are integer-valued so atomics are order-free.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp32:16,*fp32:16,*fp32:16,i32,i32,i32,i32,i32,i32,16,8,32
# launch: grid = 6x3, num_warps = 4, num_stages = 1
# args: f16[6300]=int:-2:2 f16[1400]=int:-2:2 f32[1800]=zeros f32[20]=zeros f32[90]=zeros i32=90 i32=20 i32=70 i32=70 i32=20 i32=20
# outputs: 2 3 4
# tol: 0 0
# target: cuda:80
import triton
import triton.language as tl


@triton.jit
def linear_store_and_reduce_kernel(x_ptr, w_ptr, y_ptr, colsum_ptr, rowsum_ptr, M, N, K,
                                   stride_xm, stride_wk, stride_ym,
                                   BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    offs_m = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    offs_k = tl.arange(0, BLOCK_K)
    mmask = offs_m < M
    nmask = offs_n < N
    x_ptrs = x_ptr + offs_m[:, None] * stride_xm + offs_k[None, :]
    w_ptrs = w_ptr + offs_k[:, None] * stride_wk + offs_n[None, :]
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k0 in range(0, K, BLOCK_K):
        krem = K - k0
        a = tl.load(x_ptrs, mask=mmask[:, None] & (offs_k[None, :] < krem), other=0.0)
        b = tl.load(w_ptrs, mask=(offs_k[:, None] < krem) & nmask[None, :], other=0.0)
        acc = tl.dot(a, b, acc)
        x_ptrs += BLOCK_K
        w_ptrs += BLOCK_K * stride_wk
    valid = mmask[:, None] & nmask[None, :]
    tl.store(y_ptr + offs_m[:, None] * stride_ym + offs_n[None, :], acc, mask=valid)
    z = tl.where(valid, acc, 0.0)
    tl.atomic_add(colsum_ptr + offs_n, tl.sum(z, axis=0), mask=nmask)
    tl.atomic_add(rowsum_ptr + offs_m, tl.sum(z, axis=1), mask=mmask)
