# Hopper matmul C = A @ B^T whose K loop is a
# tl.range(..., warp_specialize=True) over device-side tensor descriptors
# (tl.make_tensor_descriptor; B stored [N, K], transposed with .T): the
# K=208 tail (not a multiple of BK=64) is zero-filled by the descriptor
# bounds, the N=192 edge is clipped by the descriptor store; 128x128x64.
# Expected to differ: Triton 3.6's Hopper warp specialization (task, data
# and code partitioning, async_task_id attributes, a barrier pair per
# channel) is not what nvgpu-warp-specialization builds; ours makes the same
# producer, consumers and buffers (WarpSpecialization.cpp), not its IR.
# XFAIL: *
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp16:16,i32:16,i32:16,i32:16,128,128,64
# launch: grid = 2x2, num_warps = 4, num_stages = 3
# args: f16[53248]=int:-2:2 f16[39936]=int:-2:2 f16[49152]=zeros i32=256 i32=192 i32=208
# outputs: 2
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def ws_desc_matmul_bt(a_ptr, b_ptr, c_ptr, M, N, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    a_desc = tl.make_tensor_descriptor(a_ptr, shape=[M, K], strides=[K, 1], block_shape=[BM, BK])
    b_desc = tl.make_tensor_descriptor(b_ptr, shape=[N, K], strides=[K, 1], block_shape=[BN, BK])
    c_desc = tl.make_tensor_descriptor(c_ptr, shape=[M, N], strides=[N, 1], block_shape=[BM, BN])
    off_m = tl.program_id(0) * BM
    off_n = tl.program_id(1) * BN
    k_tiles = tl.cdiv(K, BK)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for ki in tl.range(k_tiles, warp_specialize=True):
        off_k = ki * BK
        a = a_desc.load([off_m, off_k])
        b = b_desc.load([off_n, off_k])
        acc = tl.dot(a, b.T, acc)
    c_desc.store([off_m, off_n], acc.to(tl.float16))
