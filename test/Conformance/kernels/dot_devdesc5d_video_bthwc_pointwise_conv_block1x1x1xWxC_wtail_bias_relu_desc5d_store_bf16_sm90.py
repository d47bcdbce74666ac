# Pointwise (1x1x1) 3-D convolution over a channels-last video [B, T, H, W, C]:
# a rank-5 device tensor descriptor loads [1, 1, 1, BW, C] rows of pixels,
# reshaped to a [BW, C] A operand against a [C, BN] bf16 weight slice; the
# W = 100 tail is zero-filled on load and clipped on the rank-5 descriptor
# store of the bias + ReLU output. 3-D grid (b*t*h, w block, cout block).
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*bf16:16,*fp32:16,*bf16:16,i32,i32,i32,i32,64,128,64,64
# launch: grid = 30x2x2, num_warps = 4
# args: bf16[192000]=int:-2:2 bf16[8192]=int:-2:2 f32[128]=int:-4:4 bf16[384000]=zeros i32=2 i32=3 i32=5 i32=100
# outputs: 3
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def video_pointwise_conv_desc5d(x_ptr, w_ptr, bias_ptr, y_ptr, NB, T, H, W,
                                C: tl.constexpr, COUT: tl.constexpr,
                                BLOCK_W: tl.constexpr, BLOCK_N: tl.constexpr):
    pid_s = tl.program_id(0)
    pid_w = tl.program_id(1)
    pid_n = tl.program_id(2)
    h = pid_s % H
    t = (pid_s // H) % T
    b = pid_s // (H * T)
    x_desc = tl.make_tensor_descriptor(x_ptr, shape=[NB, T, H, W, C],
                                       strides=[T * H * W * C, H * W * C, W * C, C, 1],
                                       block_shape=[1, 1, 1, BLOCK_W, C])
    y_desc = tl.make_tensor_descriptor(y_ptr, shape=[NB, T, H, W, COUT],
                                       strides=[T * H * W * COUT, H * W * COUT, W * COUT, COUT, 1],
                                       block_shape=[1, 1, 1, BLOCK_W, BLOCK_N])
    off_w = pid_w * BLOCK_W
    off_n = pid_n * BLOCK_N
    xt = x_desc.load([b, t, h, off_w, 0]).reshape(BLOCK_W, C)
    offs_c = tl.arange(0, C)
    offs_n = off_n + tl.arange(0, BLOCK_N)
    wt = tl.load(w_ptr + offs_c[:, None] * COUT + offs_n[None, :])
    acc = tl.dot(xt, wt)
    bias = tl.load(bias_ptr + offs_n)
    y = tl.maximum(acc + bias[None, :], 0.0)
    y_desc.store([b, t, h, off_w, off_n], y.to(tl.bfloat16).reshape(1, 1, 1, BLOCK_W, BLOCK_N))
