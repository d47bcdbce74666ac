# Weight-gradient style GEMM C = diag(s) * (X^T @ dY) on Hopper: A is stored
# [K, M] (tokens x features), loaded as [BK, BM] tiles through a device-side
# descriptor and used transposed (.T) in tl.dot inside a tl.range(...,
# warp_specialize=True) loop; 128x128x64 tiles, bf16 in / bf16 out. The per-row
# fp32 scale is loaded before the loop; K=328 tail zero-filled, M=376 and N=200
# edges clipped by the descriptor store.
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
# signature: *bf16:16,*bf16:16,*fp32:16,*bf16:16,i32,i32,i32,i32,i32,i32,128,128,64
# launch: grid = 3x2, num_warps = 4, num_stages = 3
# args: bf16[123328]=int:-2:2 bf16[65600]=int:-2:2 f32[376]=int:1:3 bf16[75200]=zeros i32=376 i32=200 i32=328 i32=376 i32=200 i32=200
# outputs: 3
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def ws_xT_dy_rowscale_kernel(x_ptr, dy_ptr, scale_ptr, dw_ptr, M, N, K,
                             stride_xk, stride_dyk, stride_dwm,
                             BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    off_m = pid_m * BLOCK_M
    off_n = pid_n * BLOCK_N
    # X is [K, M]: each K-row holds all M features.
    x_desc = tl.make_tensor_descriptor(x_ptr, shape=[K, M], strides=[stride_xk, 1],
                                       block_shape=[BLOCK_K, BLOCK_M])
    dy_desc = tl.make_tensor_descriptor(dy_ptr, shape=[K, N], strides=[stride_dyk, 1],
                                        block_shape=[BLOCK_K, BLOCK_N])
    dw_desc = tl.make_tensor_descriptor(dw_ptr, shape=[M, N], strides=[stride_dwm, 1],
                                        block_shape=[BLOCK_M, BLOCK_N])

    offs_m = off_m + tl.arange(0, BLOCK_M)
    row_scale = tl.load(scale_ptr + offs_m, mask=offs_m < M, other=0.0)

    num_k = tl.cdiv(K, BLOCK_K)
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for ki in tl.range(0, num_k, warp_specialize=True):
        xt = x_desc.load([ki * BLOCK_K, off_m])
        dy = dy_desc.load([ki * BLOCK_K, off_n])
        acc = tl.dot(xt.T, dy, acc)

    acc = acc * row_scale[:, None]
    dw_desc.store([off_m, off_n], acc.to(tl.bfloat16))
