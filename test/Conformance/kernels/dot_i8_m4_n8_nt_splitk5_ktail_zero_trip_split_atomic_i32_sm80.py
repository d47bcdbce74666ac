# int8 split-K GEMM with tiny 4x8 output tiles (K tile 32, the int8 minimum):
# B is [N, K] (NT) and loaded transposed, each of 5 K-splits of 96 masks its own
# end (K = 300, so split 3 is partial and split 4 runs zero iterations), and the
# int32 partial tile is folded into C with masked integer atomics.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i8:16,*i8:16,*i32:16,i32,i32,i32,i32,i32,i32,i32:16,4,8,32
# launch: grid = 3x3x5, num_warps = 4, num_stages = 2
# args: i8[3000]=int:-8:8 i8[6000]=int:-8:8 i32[200]=zeros i32=10 i32=20 i32=300 i32=300 i32=300 i32=20 i32=96
# outputs: 2
# tol: 0 0
# target: cuda:80
import triton
import triton.language as tl


@triton.jit
def i8_small_splitk_kernel(a_ptr, b_ptr, c_ptr, M, N, K, stride_am, stride_bn, stride_cm,
                           K_PER_SPLIT,
                           BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    pid_k = tl.program_id(2)
    offs_m = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    offs_k = tl.arange(0, BLOCK_K)
    k_start = pid_k * K_PER_SPLIT
    k_end = tl.minimum(k_start + K_PER_SPLIT, K)
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.int32)
    for k0 in range(k_start, k_end, BLOCK_K):
        kk = k0 + offs_k
        a = tl.load(a_ptr + offs_m[:, None] * stride_am + kk[None, :],
                    mask=(offs_m[:, None] < M) & (kk[None, :] < k_end), other=0)
        b = tl.load(b_ptr + offs_n[None, :] * stride_bn + kk[:, None],
                    mask=(offs_n[None, :] < N) & (kk[:, None] < k_end), other=0)
        acc = tl.dot(a, b, acc, out_dtype=tl.int32)
    cmask = (offs_m[:, None] < M) & (offs_n[None, :] < N)
    tl.atomic_add(c_ptr + offs_m[:, None] * stride_cm + offs_n[None, :], acc, mask=cmask)
