# Classic Triton-ops split-K matmul on int8: grid axis 1 is the K split, each
# program walks K in interleaved BLOCK_K*SPLIT_K strides (K = 1000, last step
# masked), GROUP_M-swizzled tile order with rm % M / multiple_of hints, and the
# int32 partial tile is reduced into C with an integer tl.atomic_add (exact in
# any order). int8 x int8 -> int32, 128x128x64 tiles, 8 warps, 4 stages.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i8:16,*i8:16,*i32:16,i32,i32:16,i32,i32,i32:16,i32:16,128,128,64,8,4,False
# launch: grid = 6x4, num_warps = 8, num_stages = 4
# args: i8[200000]=int:-8:8 i8[384000]=int:-8:8 i32[76800]=zeros i32=200 i32=384 i32=1000 i32=1000 i32=384 i32=384
# outputs: 2
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def matmul_splitk_i8_kernel(A, B, C, M, N, K, stride_am, stride_bk, stride_cm,
                            BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr,
                            GROUP_M: tl.constexpr, SPLIT_K: tl.constexpr, EVEN_K: tl.constexpr):
    pid = tl.program_id(0)
    pid_z = tl.program_id(1)
    grid_m = tl.cdiv(M, BLOCK_M)
    grid_n = tl.cdiv(N, BLOCK_N)
    # re-order program ID for better L2 performance
    width = GROUP_M * grid_n
    group_id = pid // width
    group_size = min(grid_m - group_id * GROUP_M, GROUP_M)
    pid_m = group_id * GROUP_M + (pid % group_size)
    pid_n = (pid % width) // group_size

    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    ram = tl.max_contiguous(tl.multiple_of(rm % M, BLOCK_M), BLOCK_M)
    rbn = tl.max_contiguous(tl.multiple_of(rn % N, BLOCK_N), BLOCK_N)
    rk = pid_z * BLOCK_K + tl.arange(0, BLOCK_K)
    A = A + (ram[:, None] * stride_am + rk[None, :])
    B = B + (rk[:, None] * stride_bk + rbn[None, :])

    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.int32)
    for k in range(0, tl.cdiv(K, BLOCK_K * SPLIT_K)):
        if EVEN_K:
            a = tl.load(A)
            b = tl.load(B)
        else:
            k_remaining = K - k * (BLOCK_K * SPLIT_K)
            a = tl.load(A, mask=rk[None, :] < k_remaining, other=0)
            b = tl.load(B, mask=rk[:, None] < k_remaining, other=0)
        acc = tl.dot(a, b, acc, out_dtype=tl.int32)
        A += BLOCK_K * SPLIT_K
        B += BLOCK_K * SPLIT_K * stride_bk

    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    C = C + (rm[:, None] * stride_cm + rn[None, :])
    mask = (rm < M)[:, None] & (rn < N)[None, :]
    if SPLIT_K == 1:
        tl.store(C, acc, mask=mask)
    else:
        tl.atomic_add(C, acc, mask=mask)
