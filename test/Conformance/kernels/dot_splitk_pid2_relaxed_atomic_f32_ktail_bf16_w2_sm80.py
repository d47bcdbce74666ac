# Split-K GEMM with the split on grid axis 2: each of 4 splits covers a
# K range of cdiv(K, 4*BK)*BK (K = 500: the last split is short and masked)
# and atomically adds its 32x32 f32 partial into a zeroed C with
# sem="relaxed"; bf16 integer-valued inputs keep the sums exact. 2 warps.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*bf16:16,*fp32:16,i32,i32:16,i32,i32,i32:16,i32:16,32,32,32,4
# launch: grid = 3x3x4, num_warps = 2, num_stages = 3
# args: bf16[35000]=int:-3:3 bf16[48000]=int:-3:3 f32[6720]=zeros i32=70 i32=96 i32=500 i32=500 i32=96 i32=96
# outputs: 2
# tol: 0 0
# target: cuda:80
import triton
import triton.language as tl


@triton.jit
def splitk_gemm_atomic(a_ptr, b_ptr, c_ptr, M, N, K, stride_am, stride_bk, stride_cm,
                       BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr,
                       SPLIT_K: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    pid_k = tl.program_id(2)
    k_per_split = tl.cdiv(K, SPLIT_K * BLOCK_K) * BLOCK_K
    k_start = pid_k * k_per_split
    k_end = tl.minimum(k_start + k_per_split, K)

    offs_m = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    offs_k = tl.arange(0, BLOCK_K)
    mask_m = offs_m < M
    mask_n = offs_n < N
    a_ptrs = a_ptr + offs_m[:, None] * stride_am + (k_start + offs_k)[None, :]
    b_ptrs = b_ptr + (k_start + offs_k)[:, None] * stride_bk + offs_n[None, :]
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k in range(k_start, k_end, BLOCK_K):
        k_ok = (k + offs_k) < k_end
        a = tl.load(a_ptrs, mask=mask_m[:, None] & k_ok[None, :], other=0.0)
        b = tl.load(b_ptrs, mask=k_ok[:, None] & mask_n[None, :], other=0.0)
        acc = tl.dot(a, b, acc)
        a_ptrs += BLOCK_K
        b_ptrs += BLOCK_K * stride_bk
    c_ptrs = c_ptr + offs_m[:, None] * stride_cm + offs_n[None, :]
    tl.atomic_add(c_ptrs, acc, mask=mask_m[:, None] & mask_n[None, :], sem="relaxed")
