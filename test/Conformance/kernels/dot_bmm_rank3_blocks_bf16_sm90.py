# Batched matmul with rank-3 blocks: each program loads [BLOCK_B, BLOCK_M,
# BLOCK_K] of A and [BLOCK_B, BLOCK_K, BLOCK_N] of B (2 batches at once,
# 3-D pointer tensors with a batch stride) and accumulates one 3-D tl.dot
# per K step into a [2, 64, 64] f32 accumulator; bf16 in, f32 out. 8
# batches of 128x128x128, grid = batch-blocks x tiles, 3 stages.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*bf16:16,*fp32:16,i32:16,i32:16,i32:16,i32:16,i32:16,i32:16,2,64,64,32
# launch: grid = 4x4, num_warps = 4, num_stages = 3
# args: bf16[131072]=int:-2:2 bf16[131072]=int:-2:2 f32[131072]=zeros i32=128 i32=128 i32=128 i32=16384 i32=16384 i32=16384
# outputs: 2
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def bmm_rank3(a_ptr, b_ptr, c_ptr, M, N, K, stride_ab, stride_bb, stride_cb,
              BLOCK_B: tl.constexpr, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr,
              BLOCK_K: tl.constexpr):
    pid_b = tl.program_id(0)
    pid_t = tl.program_id(1)
    num_pid_n = tl.cdiv(N, BLOCK_N)
    pid_m = pid_t // num_pid_n
    pid_n = pid_t % num_pid_n

    offs_b = pid_b * BLOCK_B + tl.arange(0, BLOCK_B)
    offs_m = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    offs_k = tl.arange(0, BLOCK_K)

    a_ptrs = (a_ptr + offs_b[:, None, None] * stride_ab + offs_m[None, :, None] * K
              + offs_k[None, None, :])
    b_ptrs = (b_ptr + offs_b[:, None, None] * stride_bb + offs_k[None, :, None] * N
              + offs_n[None, None, :])
    acc = tl.zeros((BLOCK_B, BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k in range(0, K, BLOCK_K):
        a = tl.load(a_ptrs)
        b = tl.load(b_ptrs)
        acc = tl.dot(a, b, acc)
        a_ptrs += BLOCK_K
        b_ptrs += BLOCK_K * N

    c_ptrs = (c_ptr + offs_b[:, None, None] * stride_cb + offs_m[None, :, None] * N
              + offs_n[None, None, :])
    tl.store(c_ptrs, acc)
