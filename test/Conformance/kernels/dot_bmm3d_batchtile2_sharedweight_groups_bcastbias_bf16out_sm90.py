# Batched GEMM as a rank-3 tl.dot: each program takes 2 batches at once
# ([2,32,32] x [2,32,32] tiles, batch tail masked: B = 5), batch b reads
# weight group b % G (weights shared across batches), all strides passed
# as arguments; an [N] bias broadcast over batch and rows; bf16 store.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp32:16,*bf16:16,i32,i32,i32,i32:16,i32:16,i32:16,i32:16,i32:16,i32:16,i32:16,i32:16,2,32,32,32
# launch: grid = 6x3, num_warps = 4, num_stages = 3
# args: f16[24000]=int:-2:2 f16[15360]=int:-2:2 f32[80]=int:-4:4 bf16[20000]=zeros i32=5 i32=2 i32=50 i32=80 i32=96 i32=4800 i32=96 i32=7680 i32=80 i32=4000 i32=80
# outputs: 3
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def bmm3d_shared_weight_bias(x_ptr, w_ptr, bias_ptr, out_ptr, B, G, M, N, K,
                             stride_xb, stride_xm, stride_wg, stride_wk, stride_ob, stride_om,
                             BLOCK_B: tl.constexpr, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr,
                             BLOCK_K: tl.constexpr):
    pid = tl.program_id(0)
    pid_b = tl.program_id(1)
    num_pid_n = tl.cdiv(N, BLOCK_N)
    pid_m = pid // num_pid_n
    pid_n = pid % num_pid_n

    offs_b = pid_b * BLOCK_B + tl.arange(0, BLOCK_B)
    offs_m = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    offs_k = tl.arange(0, BLOCK_K)
    mask_b = offs_b < B
    grp = offs_b % G

    x_ptrs = (x_ptr + offs_b[:, None, None] * stride_xb + offs_m[None, :, None] * stride_xm
              + offs_k[None, None, :])
    w_ptrs = (w_ptr + grp[:, None, None] * stride_wg + offs_k[None, :, None] * stride_wk
              + offs_n[None, None, :])
    xm_mask = mask_b[:, None, None] & (offs_m[None, :, None] < M)
    wn_mask = offs_n[None, None, :] < N

    acc = tl.zeros((BLOCK_B, BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k in range(0, K, BLOCK_K):
        x = tl.load(x_ptrs, mask=xm_mask & (offs_k[None, None, :] < K - k), other=0.0)
        w = tl.load(w_ptrs, mask=(offs_k[None, :, None] < K - k) & wn_mask, other=0.0)
        acc = tl.dot(x, w, acc)
        x_ptrs += BLOCK_K
        w_ptrs += BLOCK_K * stride_wk

    bias = tl.load(bias_ptr + offs_n, mask=offs_n < N, other=0.0)
    acc = acc + bias[None, None, :]
    o_ptrs = (out_ptr + offs_b[:, None, None] * stride_ob + offs_m[None, :, None] * stride_om
              + offs_n[None, None, :])
    o_mask = xm_mask & wn_mask
    tl.store(o_ptrs, acc.to(tl.bfloat16), mask=o_mask)
