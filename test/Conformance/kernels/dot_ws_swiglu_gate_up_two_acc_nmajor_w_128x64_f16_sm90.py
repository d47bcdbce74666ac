# Fused SwiGLU MLP gate/up projection on Hopper: one tl.range(...,
# warp_specialize=True) K loop loads the X tile once and feeds two dots into two
# fp32 accumulators (gate = X @ Wg, up = X @ Wu, weights stored [K, N] N-major,
# separate device-side descriptors); epilogue silu(gate) * up in fp32, cast to
# f16 and stored through a descriptor that clips M=264, N=200. 128x64x64 tiles,
# K=160 tail, strides passed as arguments.
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
# signature: *fp16:16,*fp16:16,*fp16:16,*fp16:16,i32,i32,i32:16,i32:16,i32,i32,128,64,64
# launch: grid = 3x4, num_warps = 4, num_stages = 3
# args: f16[42240]=int:-1:1 f16[32000]=int:-1:1 f16[32000]=int:-1:1 f16[52800]=zeros i32=264 i32=200 i32=160 i32=160 i32=200 i32=200
# outputs: 3
# tol: 1e-2 1e-2
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def ws_swiglu_gate_up_kernel(x_ptr, wg_ptr, wu_ptr, out_ptr, M, N, K,
                             stride_xm, stride_wk, stride_om,
                             BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    off_m = tl.program_id(0) * BLOCK_M
    off_n = tl.program_id(1) * BLOCK_N
    x_desc = tl.make_tensor_descriptor(x_ptr, shape=[M, K], strides=[stride_xm, 1],
                                       block_shape=[BLOCK_M, BLOCK_K])
    wg_desc = tl.make_tensor_descriptor(wg_ptr, shape=[K, N], strides=[stride_wk, 1],
                                        block_shape=[BLOCK_K, BLOCK_N])
    wu_desc = tl.make_tensor_descriptor(wu_ptr, shape=[K, N], strides=[stride_wk, 1],
                                        block_shape=[BLOCK_K, BLOCK_N])
    o_desc = tl.make_tensor_descriptor(out_ptr, shape=[M, N], strides=[stride_om, 1],
                                       block_shape=[BLOCK_M, BLOCK_N])
    gate = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    up = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for ki in tl.range(0, tl.cdiv(K, BLOCK_K), warp_specialize=True):
        k = ki * BLOCK_K
        x = x_desc.load([off_m, k])
        wg = wg_desc.load([k, off_n])
        wu = wu_desc.load([k, off_n])
        gate = tl.dot(x, wg, gate)
        up = tl.dot(x, wu, up)
    h = gate / (1.0 + tl.exp(-gate)) * up
    o_desc.store([off_m, off_n], h.to(tl.float16))
