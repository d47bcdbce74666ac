# Batched GEMM with a rank-3 tl.dot inside a K loop on sm_80: each program
# owns BB=2 batches of a [B, M, K] x [B, K, N] product ([2, 32, 16] x
# [2, 16, 32] per step) with a 3-D f32 accumulator, masked tails on the batch
# (B=5), M=40, N=48 and K=72, batch strides passed as arguments, and a
# per-batch scale applied in the epilogue.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp32:16,*fp32:16,i32,i32,i32:16,i32,i32:16,i32,i32:16,i32:16,i32:16,i32:16,2,32,32,16
# launch: grid = 4x3, num_warps = 4, num_stages = 2
# args: f16[14400]=int:-3:3 f16[17280]=int:-3:3 f32[5]=int:1:3 f32[9600]=zeros i32=5 i32=40 i32=48 i32=72 i32=2880 i32=72 i32=3456 i32=48 i32=1920 i32=48
# outputs: 3
# tol: 0 0
# target: cuda:80
import triton
import triton.language as tl


@triton.jit
def bmm3d_kloop_batch_scale(a_ptr, b_ptr, scale_ptr, c_ptr, BATCH, M, N, K,
                            stride_ab, stride_am, stride_bb, stride_bk, stride_cb, stride_cm,
                            BB: tl.constexpr, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    pid = tl.program_id(0)
    pid_b = tl.program_id(1)
    num_pid_n = tl.cdiv(N, BN)
    pid_m = pid // num_pid_n
    pid_n = pid % num_pid_n
    ob = pid_b * BB + tl.arange(0, BB)
    om = pid_m * BM + tl.arange(0, BM)
    on = pid_n * BN + tl.arange(0, BN)
    ok = tl.arange(0, BK)
    b3 = ob[:, None, None]
    bmask = b3 < BATCH
    a_ptrs = a_ptr + b3 * stride_ab + om[None, :, None] * stride_am + ok[None, None, :]
    b_ptrs = b_ptr + b3 * stride_bb + ok[None, :, None] * stride_bk + on[None, None, :]
    acc = tl.zeros((BB, BM, BN), dtype=tl.float32)
    for k0 in range(0, K, BK):
        a_mask = bmask & (om[None, :, None] < M) & ((ok[None, None, :] + k0) < K)
        b_mask = bmask & ((ok[None, :, None] + k0) < K) & (on[None, None, :] < N)
        a = tl.load(a_ptrs, mask=a_mask, other=0.0)
        b = tl.load(b_ptrs, mask=b_mask, other=0.0)
        acc = tl.dot(a, b, acc)
        a_ptrs += BK
        b_ptrs += BK * stride_bk
    s = tl.load(scale_ptr + ob, mask=ob < BATCH, other=0.0)
    acc = acc * s[:, None, None]
    c_ptrs = c_ptr + b3 * stride_cb + om[None, :, None] * stride_cm + on[None, None, :]
    tl.store(c_ptrs, acc, mask=bmask & (om[None, :, None] < M) & (on[None, None, :] < N))
