# Squared-ReLU6 MLP block y = clamp(relu(x @ W1), 0, 6)^2 @ W2, fused: the
# up-projection of each 64-wide hidden chunk runs its K loop with an f16
# accumulator (tl.dot out_dtype=tl.float16, acc f16), the epilogue between the
# two dots is elementwise only (no softmax), and the f16 hidden tile is the A
# operand of the f32-accumulated down-projection. M = 300 rows (tail masked).
# 128-row tiles, 8 warps, 2 stages.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp16:16,*fp32:16,i32,i32:16,i32:16,i32:16,i32:16,i32:16,i32:16,128,32,64,64
# launch: grid = 3, num_warps = 8, num_stages = 2
# args: f16[38400]=int:-1:1 f16[24576]=int:-1:1 f16[12288]=int:-1:1 f32[19200]=zeros i32=300 i32=128 i32=192 i32=64 i32=128 i32=192 i32=64
# outputs: 3
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def sqrelu6_mlp_fused(x_ptr, w1_ptr, w2_ptr, y_ptr, M, D_IN, D_HID, D_OUT,
                      stride_xm, stride_w1k, stride_w2h,
                      BLOCK_M: tl.constexpr, BLOCK_K: tl.constexpr, BLOCK_H: tl.constexpr,
                      BLOCK_O: tl.constexpr):
    pid = tl.program_id(0)
    rm = pid * BLOCK_M + tl.arange(0, BLOCK_M)
    rk = tl.arange(0, BLOCK_K)
    rh = tl.arange(0, BLOCK_H)
    ro = tl.arange(0, BLOCK_O)
    mask_m = rm < M

    y = tl.zeros((BLOCK_M, BLOCK_O), dtype=tl.float32)
    for h0 in range(0, D_HID, BLOCK_H):
        h = tl.zeros((BLOCK_M, BLOCK_H), dtype=tl.float16)
        for k0 in range(0, D_IN, BLOCK_K):
            x = tl.load(x_ptr + rm[:, None] * stride_xm + (k0 + rk)[None, :], mask=mask_m[:, None], other=0.0)
            w1 = tl.load(w1_ptr + (k0 + rk)[:, None] * stride_w1k + (h0 + rh)[None, :])
            h = tl.dot(x, w1, h, out_dtype=tl.float16)
        h = tl.minimum(tl.maximum(h, 0.0), 6.0).to(tl.float16)
        h = h * h
        w2 = tl.load(w2_ptr + (h0 + rh)[:, None] * stride_w2h + ro[None, :], mask=(ro < D_OUT)[None, :], other=0.0)
        y = tl.dot(h, w2, y)

    tl.store(y_ptr + rm[:, None] * D_OUT + ro[None, :], y, mask=mask_m[:, None] & (ro < D_OUT)[None, :])
