# Split-K matmul: grid = (output tiles, SPLIT_K); program (t, s) runs the K
# loop over its slice [s*ceil(K/4), min(..., K)) of K = 960 (240 per slice,
# so the 4th BLOCK_K step of each slice is masked) and adds its partial f32
# tile into C with tl.atomic_add(sem="relaxed") under an M/N mask. f16 in,
# 128x128x64 tiles, 4 warps, 3 stages; integer inputs make any order exact.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp32:16,i32:16,i32:16,i32:16,128,128,64,4
# launch: grid = 4x4, num_warps = 4, num_stages = 3
# args: f16[245760]=int:-2:2 f16[245760]=int:-2:2 f32[65536]=zeros i32=256 i32=256 i32=960
# outputs: 2
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def matmul_splitk_atomic(a_ptr, b_ptr, c_ptr, M, N, K,
                         BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr,
                         SPLIT_K: tl.constexpr):
    pid = tl.program_id(0)
    pid_k = tl.program_id(1)
    num_pid_n = tl.cdiv(N, BLOCK_N)
    pid_m = pid // num_pid_n
    pid_n = pid % num_pid_n

    k_per_split = tl.cdiv(K, SPLIT_K)
    k_start = pid_k * k_per_split
    k_end = tl.minimum(k_start + k_per_split, K)

    offs_m = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    offs_k = tl.arange(0, BLOCK_K)
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k in range(k_start, k_end, BLOCK_K):
        kk = k + offs_k
        a = tl.load(a_ptr + offs_m[:, None] * K + kk[None, :],
                    mask=(offs_m[:, None] < M) & (kk[None, :] < k_end), other=0.0)
        b = tl.load(b_ptr + kk[:, None] * N + offs_n[None, :],
                    mask=(kk[:, None] < k_end) & (offs_n[None, :] < N), other=0.0)
        acc = tl.dot(a, b, acc)

    c_mask = (offs_m[:, None] < M) & (offs_n[None, :] < N)
    tl.atomic_add(c_ptr + offs_m[:, None] * N + offs_n[None, :], acc, mask=c_mask, sem="relaxed")
