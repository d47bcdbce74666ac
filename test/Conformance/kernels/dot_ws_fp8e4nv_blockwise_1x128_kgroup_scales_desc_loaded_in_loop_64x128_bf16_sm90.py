# DeepSeek-V3 / torchao style blockwise-scaled fp8 GEMM on Hopper: A fp8e4nv
# [M, K] with 1x128 (row, K-group) scales and B fp8e4nv [N, K] (K-major, .T) with
# 128x1 (K-group, column) scales. The scales are stored K-group-major ([KB, M],
# [KB, N]) so they are fetched per iteration through device-side descriptors
# ([1, BM] / [1, BN] blocks) next to the operand tiles in the tl.range(...,
# warp_specialize=True) loop: acc += dot(a, b.T) * sa[:, None] * sb[None, :].
# 64x128x128 tiles, 4 stages, K=320 tail, bf16 descriptor store clips M=200, N=264.
# Expected to differ: Triton 3.6's Hopper warp specialization (task, data
# and code partitioning, async_task_id attributes) is not what
# nvgpu-warp-specialization builds; ours makes a producer, consumers and
# buffers of its own, not Triton's IR.
# XFAIL: *
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp8e4nv:16,*fp8e4nv:16,*fp32:16,*fp32:16,*bf16:16,i32,i32,i32:16,64,128,128
# launch: grid = 4x3, num_warps = 4, num_stages = 4
# args: fp8e4m3[64000]=int:-2:2 fp8e4m3[84480]=int:-2:2 f32[600]=int:1:2 f32[792]=int:1:2 bf16[52800]=zeros i32=200 i32=264 i32=320
# outputs: 4
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def ws_fp8_blockwise_scaled_mm_kernel(a_ptr, b_ptr, as_ptr, bs_ptr, c_ptr, M, N, K,
                                      BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    off_m = tl.program_id(0) * BLOCK_M
    off_n = tl.program_id(1) * BLOCK_N
    k_groups = tl.cdiv(K, BLOCK_K)
    a_desc = tl.make_tensor_descriptor(a_ptr, shape=[M, K], strides=[K, 1],
                                       block_shape=[BLOCK_M, BLOCK_K])
    b_desc = tl.make_tensor_descriptor(b_ptr, shape=[N, K], strides=[K, 1],
                                       block_shape=[BLOCK_N, BLOCK_K])
    as_desc = tl.make_tensor_descriptor(as_ptr, shape=[k_groups, M], strides=[M, 1],
                                        block_shape=[1, BLOCK_M])
    bs_desc = tl.make_tensor_descriptor(bs_ptr, shape=[k_groups, N], strides=[N, 1],
                                        block_shape=[1, BLOCK_N])
    c_desc = tl.make_tensor_descriptor(c_ptr, shape=[M, N], strides=[N, 1],
                                       block_shape=[BLOCK_M, BLOCK_N])
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for kg in tl.range(0, k_groups, warp_specialize=True):
        a = a_desc.load([off_m, kg * BLOCK_K])
        b = b_desc.load([off_n, kg * BLOCK_K])
        sa = tl.reshape(as_desc.load([kg, off_m]), [BLOCK_M])
        sb = tl.reshape(bs_desc.load([kg, off_n]), [BLOCK_N])
        partial = tl.dot(a, b.T)
        acc += partial * sa[:, None] * sb[None, :]
    c_desc.store([off_m, off_n], acc.to(tl.bfloat16))
