# Fused LoRA linear (punica / S-LoRA style) on Hopper: one tl.range(...,
# warp_specialize=True) K loop feeds two accumulators of different widths from
# the same X tile: the base GEMM X @ W^T (W [N, K] K-major, .T, 128x128) and the
# rank-16 shrink X @ LA (LA [K, 16], 16-wide dot). The LB [16, BN] expand tile is
# loaded through a descriptor BEFORE the loop and used in an epilogue dot:
# Y = X W^T + scale * (X LA) LB, descriptor store clipping N=320; K=232 tail.
# Expected to differ: Triton 3.6's Hopper warp specialization (task, data
# and code partitioning, async_task_id attributes) is not what
# nvgpu-warp-specialization builds; ours makes a producer, consumers and
# buffers of its own, not Triton's IR.
# XFAIL: *
# Triton 3.6's warp-specialized binary of this kernel gives wrong results on
# an H200 (set 22); the reference is its JIT with warp_specialize off,
# which ours, specialized, matches exactly.
# triton-reference: warp_specialize=False
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp16:16,*fp16:16,*fp16:16,i32:16,i32:16,i32,fp32,128,128,64,16
# launch: grid = 2x3, num_warps = 4, num_stages = 3
# args: f16[59392]=int:-1:1 f16[74240]=int:-1:1 f16[3712]=int:-1:1 f16[5120]=int:-1:1 f16[81920]=zeros i32=256 i32=320 i32=232 f32=2.0
# outputs: 4
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def ws_lora_fused_linear_kernel(x_ptr, w_ptr, la_ptr, lb_ptr, y_ptr, M, N, K, lora_scale,
                                BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr,
                                RANK: tl.constexpr):
    off_m = tl.program_id(0) * BLOCK_M
    off_n = tl.program_id(1) * BLOCK_N
    x_desc = tl.make_tensor_descriptor(x_ptr, shape=[M, K], strides=[K, 1],
                                       block_shape=[BLOCK_M, BLOCK_K])
    w_desc = tl.make_tensor_descriptor(w_ptr, shape=[N, K], strides=[K, 1],
                                       block_shape=[BLOCK_N, BLOCK_K])
    la_desc = tl.make_tensor_descriptor(la_ptr, shape=[K, RANK], strides=[RANK, 1],
                                        block_shape=[BLOCK_K, RANK])
    lb_desc = tl.make_tensor_descriptor(lb_ptr, shape=[RANK, N], strides=[N, 1],
                                        block_shape=[RANK, BLOCK_N])
    y_desc = tl.make_tensor_descriptor(y_ptr, shape=[M, N], strides=[N, 1],
                                       block_shape=[BLOCK_M, BLOCK_N])
    lb = lb_desc.load([0, off_n])

    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    xa = tl.zeros((BLOCK_M, RANK), dtype=tl.float32)
    for k in tl.range(0, K, BLOCK_K, warp_specialize=True):
        x = x_desc.load([off_m, k])
        w = w_desc.load([off_n, k])
        la = la_desc.load([k, 0])
        acc = tl.dot(x, w.T, acc)
        xa = tl.dot(x, la, xa)

    lora = tl.dot(xa.to(tl.float16), lb)
    acc = acc + lora * lora_scale
    y_desc.store([off_m, off_n], acc.to(tl.float16))
