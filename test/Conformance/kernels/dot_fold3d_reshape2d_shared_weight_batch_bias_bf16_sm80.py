# Small-sequence batched linear with a shared weight, batch folded into M: a 3D
# [2, 32, 32] activation tile (batch, seq, k; masks on all three axes) is
# tl.reshape'd to [64, 32] for the dot against the shared [K, N] weight, the
# accumulator reshaped back to [2, 32, 32] for a per-sample (adaLN-style)
# bias broadcast over seq, stored 3D. 3D grid, 2 warps, K tail (72 = 2*32+8).
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*bf16:16,*bf16:16,*fp32:16,i32,i32,i32,i32:16,i32:16,i32,i32:16,i32:16,i32:16,i32:16,2,32,32,32
# launch: grid = 3x2x2, num_warps = 2, num_stages = 2
# args: bf16[21600]=int:-2:2 bf16[3456]=int:-2:2 bf16[288]=int:-3:3 f32[14400]=zeros i32=6 i32=50 i32=72 i32=48 i32=3600 i32=72 i32=48 i32=48 i32=2400 i32=48
# outputs: 3
# tol: 0 0
# target: cuda:80
import triton
import triton.language as tl


@triton.jit
def batched_linear_fold3d(X, W, BIAS, Y, B, S, K, N,
                          stride_xb, stride_xs, stride_wk, stride_bb, stride_yb, stride_ys,
                          BLOCK_B: tl.constexpr, BLOCK_S: tl.constexpr,
                          BLOCK_K: tl.constexpr, BLOCK_N: tl.constexpr):
    pid_b = tl.program_id(0)
    pid_s = tl.program_id(1)
    pid_n = tl.program_id(2)
    offs_b = pid_b * BLOCK_B + tl.arange(0, BLOCK_B)
    offs_s = pid_s * BLOCK_S + tl.arange(0, BLOCK_S)
    offs_n = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    offs_k0 = tl.arange(0, BLOCK_K)
    b_mask = offs_b < B
    n_mask = offs_n < N
    bs_mask = b_mask[:, None, None] & (offs_s[None, :, None] < S)

    x_rows = X + offs_b[:, None, None].to(tl.int64) * stride_xb + offs_s[None, :, None] * stride_xs
    acc = tl.zeros([BLOCK_B * BLOCK_S, BLOCK_N], dtype=tl.float32)
    for k0 in range(0, K, BLOCK_K):
        offs_k = k0 + offs_k0
        k_mask = offs_k < K
        x3 = tl.load(x_rows + offs_k[None, None, :], mask=bs_mask & k_mask[None, None, :], other=0.0)
        x2 = tl.reshape(x3, (BLOCK_B * BLOCK_S, BLOCK_K))
        w = tl.load(W + offs_k[:, None] * stride_wk + offs_n[None, :],
                    mask=k_mask[:, None] & n_mask[None, :], other=0.0)
        acc = tl.dot(x2, w, acc)

    acc3 = tl.reshape(acc, (BLOCK_B, BLOCK_S, BLOCK_N))
    bias = tl.load(BIAS + offs_b[:, None] * stride_bb + offs_n[None, :],
                   mask=b_mask[:, None] & n_mask[None, :], other=0.0).to(tl.float32)
    acc3 = acc3 + bias[:, None, :]
    y_ptrs = Y + offs_b[:, None, None].to(tl.int64) * stride_yb + offs_s[None, :, None] * stride_ys \
        + offs_n[None, None, :]
    tl.store(y_ptrs, acc3, mask=bs_mask & n_mask[None, None, :])
