# Batched scaled C[b] = alpha[b] * A[b] @ Bt[b]^T on Hopper (bmm with a
# per-batch scalar loaded before the loop): rank-3 device-side descriptors with
# [1, 128, 64] / [1, 64, 64] blocks reshaped to 2-D, Bt K-major used as .T, K loop
# tl.range(..., num_stages=4, warp_specialize=True), 128x64 tiles; the result is
# stored through a rank-3 descriptor ([1, 128, 64] block) that clips M=160 and
# N=72 per batch. K=136 tail zero-filled. bf16.
# Triton 3.6 does not compile this kernel warp-specialized (PassManager::run
# failed, set 22); the reference is its JIT with warp_specialize off.
# triton-reference: warp_specialize=False
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*bf16:16,*fp32:16,*bf16:16,i32,i32:16,i32,i32,128,64,64
# launch: grid = 2x2x4, num_warps = 4, num_stages = 4
# args: bf16[87040]=int:-2:2 bf16[39168]=int:-2:2 f32[4]=int:1:3 bf16[46080]=zeros i32=4 i32=160 i32=72 i32=136
# outputs: 3
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def ws_bmm_bt_alpha_rank3_kernel(a_ptr, bt_ptr, alpha_ptr, c_ptr, BATCH, M, N, K,
                                 BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    bid = tl.program_id(2)
    a_desc = tl.make_tensor_descriptor(a_ptr, shape=[BATCH, M, K], strides=[M * K, K, 1],
                                       block_shape=[1, BLOCK_M, BLOCK_K])
    bt_desc = tl.make_tensor_descriptor(bt_ptr, shape=[BATCH, N, K], strides=[N * K, K, 1],
                                        block_shape=[1, BLOCK_N, BLOCK_K])
    c_desc = tl.make_tensor_descriptor(c_ptr, shape=[BATCH, M, N], strides=[M * N, N, 1],
                                       block_shape=[1, BLOCK_M, BLOCK_N])
    alpha = tl.load(alpha_ptr + bid)
    off_m = pid_m * BLOCK_M
    off_n = pid_n * BLOCK_N
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for ki in tl.range(0, tl.cdiv(K, BLOCK_K), num_stages=4, warp_specialize=True):
        a = a_desc.load([bid, off_m, ki * BLOCK_K]).reshape(BLOCK_M, BLOCK_K)
        bt = bt_desc.load([bid, off_n, ki * BLOCK_K]).reshape(BLOCK_N, BLOCK_K)
        acc = tl.dot(a, bt.T, acc)
    out = (acc * alpha).to(tl.bfloat16)
    c_desc.store([bid, off_m, off_n], out.reshape(1, BLOCK_M, BLOCK_N))
