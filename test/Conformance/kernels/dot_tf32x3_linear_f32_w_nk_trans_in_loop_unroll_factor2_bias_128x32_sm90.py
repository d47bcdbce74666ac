# fp32 F.linear y = x @ W^T + b with the 3xTF32 emulation
# (input_precision="tf32x3"): W is nn.Linear-shaped [N, K], each loaded
# [32, 32] W tile is transposed with tl.trans inside the K loop, and the loop
# is a tl.range(..., loop_unroll_factor=2) over 7 K tiles (K = 200 tail
# masked, odd trip count). M = 300 tail, 128x32 tiles, 2-D grid, f32 out.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,*fp32:16,*fp32:16,i32,i32:16,i32,i32,i32,i32:16,128,32,32
# launch: grid = 3x3, num_warps = 4, num_stages = 3
# args: f32[60000]=int:-3:3 f32[19200]=int:-3:3 f32[96]=int:-20:20 f32[28800]=zeros i32=300 i32=96 i32=200 i32=200 i32=200 i32=96
# outputs: 3
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def linear_tf32x3_wT(x_ptr, w_ptr, b_ptr, y_ptr, M, N, K, stride_xm, stride_wn, stride_ym,
                     BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    rk = tl.arange(0, BLOCK_K)
    mask_m = rm < M
    mask_n = rn < N

    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for kt in tl.range(0, tl.cdiv(K, BLOCK_K), loop_unroll_factor=2):
        kk = kt * BLOCK_K + rk
        mask_k = kk < K
        x = tl.load(x_ptr + rm[:, None] * stride_xm + kk[None, :], mask=mask_m[:, None] & mask_k[None, :], other=0.0)
        w = tl.load(w_ptr + rn[:, None] * stride_wn + kk[None, :], mask=mask_n[:, None] & mask_k[None, :], other=0.0)
        acc = tl.dot(x, tl.trans(w), acc, input_precision="tf32x3")

    bias = tl.load(b_ptr + rn, mask=mask_n, other=0.0)
    acc += bias[None, :]
    tl.store(y_ptr + rm[:, None] * stride_ym + rn[None, :], acc, mask=mask_m[:, None] & mask_n[None, :])
