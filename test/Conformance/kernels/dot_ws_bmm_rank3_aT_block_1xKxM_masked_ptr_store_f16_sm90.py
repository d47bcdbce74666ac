# Batched C[b] = A[b]^T @ B[b] on Hopper with rank-3 device-side descriptors:
# A is stored [B, K, M] and loaded as [1, BK, BM] blocks reshaped to [BK, BM] and
# used transposed, B [B, K, N] as [1, BK, BN] blocks; K loop tl.range(...,
# warp_specialize=True), 64x128x64 tiles. The per-batch K=88 tail and M=120 edge
# are zero-filled by the rank-3 bounds; C leaves through a masked pointer store
# with int64 batch offsets (N=192 edge).
# Expected to differ: Triton 3.6's Hopper warp specialization (task, data
# and code partitioning, async_task_id attributes) is not what
# nvgpu-warp-specialization builds; ours makes a producer, consumers and
# buffers of its own, not Triton's IR.
# XFAIL: *
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp16:16,i32,i32,i32:16,i32,i32:16,i32:16,i32:16,64,128,64
# launch: grid = 2x2x3, num_warps = 4, num_stages = 3
# args: f16[31680]=int:-2:2 f16[50688]=int:-2:2 f16[69120]=zeros i32=3 i32=120 i32=192 i32=88 i32=10560 i32=16896 i32=23040
# outputs: 2
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def ws_bmm_at_b_rank3_kernel(a_ptr, b_ptr, c_ptr, BATCH, M, N, K,
                             stride_ab, stride_bb, stride_cb,
                             BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    bid = tl.program_id(2)
    a_desc = tl.make_tensor_descriptor(a_ptr, shape=[BATCH, K, M], strides=[stride_ab, M, 1],
                                       block_shape=[1, BLOCK_K, BLOCK_M])
    b_desc = tl.make_tensor_descriptor(b_ptr, shape=[BATCH, K, N], strides=[stride_bb, N, 1],
                                       block_shape=[1, BLOCK_K, BLOCK_N])
    off_m = pid_m * BLOCK_M
    off_n = pid_n * BLOCK_N
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k in tl.range(0, K, BLOCK_K, warp_specialize=True):
        a_km = a_desc.load([bid, k, off_m]).reshape(BLOCK_K, BLOCK_M)
        b = b_desc.load([bid, k, off_n]).reshape(BLOCK_K, BLOCK_N)
        acc = tl.dot(a_km.T, b, acc)

    offs_m = off_m + tl.arange(0, BLOCK_M)
    offs_n = off_n + tl.arange(0, BLOCK_N)
    c_base = c_ptr + bid.to(tl.int64) * stride_cb
    c_ptrs = c_base + offs_m[:, None] * N + offs_n[None, :]
    mask = (offs_m[:, None] < M) & (offs_n[None, :] < N)
    tl.store(c_ptrs, acc.to(tl.float16), mask=mask)
