# Batched NT GEMM C[b] = alpha[b] * A[b] @ B[b]^T (B stored [batch, N, K]): the
# batch index from tl.program_id(2) is widened to int64 before it multiplies
# the batch strides (64-bit base offsets, int32 in-tile offsets); B^T is read
# as a [BK, BN] tile via strides, K = 72 tail masked, alpha loaded per batch.
# 64x64x32 f16 tiles, 4 warps, 4 stages.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp32:16,*fp16:16,i32:16,i32:16,i32,i32:16,i32,i32:16,i32,i32:16,i32:16,64,64,32
# launch: grid = 2x2x5, num_warps = 4, num_stages = 4
# args: f16[34560]=int:-2:2 f16[28800]=int:-2:2 f32[5]=int:1:3 f16[38400]=zeros i32=96 i32=80 i32=72 i32=6912 i32=72 i32=5760 i32=72 i32=7680 i32=80
# outputs: 3
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def bmm_nt_int64_batch_kernel(a_ptr, b_ptr, alpha_ptr, c_ptr, M, N, K,
                              stride_ab, stride_am, stride_bb, stride_bn, stride_cb, stride_cm,
                              BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    bid = tl.program_id(2).to(tl.int64)

    a_batch = a_ptr + bid * stride_ab
    b_batch = b_ptr + bid * stride_bb
    c_batch = c_ptr + bid * stride_cb
    alpha = tl.load(alpha_ptr + bid)

    offs_m = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    offs_k = tl.arange(0, BLOCK_K)
    a_ptrs = a_batch + offs_m[:, None] * stride_am + offs_k[None, :]
    bT_ptrs = b_batch + offs_k[:, None] + offs_n[None, :] * stride_bn

    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k in range(0, tl.cdiv(K, BLOCK_K)):
        k_ok = offs_k < K - k * BLOCK_K
        a = tl.load(a_ptrs, mask=(offs_m[:, None] < M) & k_ok[None, :], other=0.0)
        b = tl.load(bT_ptrs, mask=k_ok[:, None] & (offs_n[None, :] < N), other=0.0)
        acc = tl.dot(a, b, acc)
        a_ptrs += BLOCK_K
        bT_ptrs += BLOCK_K

    c = (acc * alpha).to(tl.float16)
    tl.store(c_batch + offs_m[:, None] * stride_cm + offs_n[None, :], c,
             mask=(offs_m[:, None] < M) & (offs_n[None, :] < N))
