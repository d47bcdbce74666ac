# Residual-fused projection out = R + A @ B on Hopper: the fp32 accumulator is
# initialised from the residual tile R[off_m:, off_n:] loaded through a
# device-side descriptor before the loop (zero-filled at the edges) instead of
# zeros; 128x64 tiles with BK=128, 2 stages, K loop tl.range(...,
# warp_specialize=True). K=392 tail, M=320 and N=136 edges clipped on store. bf16.
# Expected to differ: Triton 3.6's Hopper warp specialization (task, data
# and code partitioning, async_task_id attributes) is not what
# nvgpu-warp-specialization builds; ours makes a producer, consumers and
# buffers of its own, not Triton's IR.
# XFAIL: *
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*bf16:16,*bf16:16,*bf16:16,i32:16,i32,i32,128,64,128
# launch: grid = 9, num_warps = 4, num_stages = 2
# args: bf16[125440]=int:-2:2 bf16[53312]=int:-2:2 bf16[43520]=int:-4:4 bf16[43520]=zeros i32=320 i32=136 i32=392
# outputs: 3
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def ws_residual_proj_kernel(a_ptr, b_ptr, res_ptr, out_ptr, M, N, K,
                            BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    pid = tl.program_id(0)
    num_pid_n = tl.cdiv(N, BLOCK_N)
    pid_m = pid // num_pid_n
    pid_n = pid % num_pid_n
    off_m = pid_m * BLOCK_M
    off_n = pid_n * BLOCK_N
    a_desc = tl.make_tensor_descriptor(a_ptr, shape=[M, K], strides=[K, 1],
                                       block_shape=[BLOCK_M, BLOCK_K])
    b_desc = tl.make_tensor_descriptor(b_ptr, shape=[K, N], strides=[N, 1],
                                       block_shape=[BLOCK_K, BLOCK_N])
    r_desc = tl.make_tensor_descriptor(res_ptr, shape=[M, N], strides=[N, 1],
                                       block_shape=[BLOCK_M, BLOCK_N])
    o_desc = tl.make_tensor_descriptor(out_ptr, shape=[M, N], strides=[N, 1],
                                       block_shape=[BLOCK_M, BLOCK_N])

    acc = r_desc.load([off_m, off_n]).to(tl.float32)
    for k in tl.range(0, tl.cdiv(K, BLOCK_K), warp_specialize=True):
        a = a_desc.load([off_m, k * BLOCK_K])
        b = b_desc.load([k * BLOCK_K, off_n])
        acc = tl.dot(a, b, acc)
    o_desc.store([off_m, off_n], acc.to(tl.bfloat16))
