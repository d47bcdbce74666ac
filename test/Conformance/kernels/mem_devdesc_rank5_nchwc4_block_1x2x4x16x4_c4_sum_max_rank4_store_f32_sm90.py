# NCHWc4 (TensorRT-style blocked channels) group reduction through rank-5 and
# rank-4 device-side tensor descriptors, no dot: a [1, 2, 4, 16, 4] f32 block
# of x[N, C/4, H, W, 4] (16-byte innermost rows) is reduced over the c4 axis
# to sum and max, each stored through a rank-4 descriptor over [N, C/4, H, W].
# W = 40 and H = 10 leave partial blocks (zero fill, clipped stores). 3-D grid.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,*fp32:16,i32,i32,i32,i32,2,4,16,4
# launch: grid = 9x3x2, num_warps = 4
# args: f32[19200]=randn f32[4800]=zeros f32[4800]=zeros i32=2 i32=6 i32=10 i32=40
# outputs: 1 2
# tol: 1e-5 1e-5
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def nchwc4_group_stats_kernel(x_ptr, sum_ptr, max_ptr, N, CB, H, W,
                              BLOCK_CB: tl.constexpr, BLOCK_H: tl.constexpr, BLOCK_W: tl.constexpr,
                              C4: tl.constexpr):
    x_desc = tl.make_tensor_descriptor(x_ptr, shape=[N, CB, H, W, C4],
                                       strides=[CB * H * W * C4, H * W * C4, W * C4, C4, 1],
                                       block_shape=[1, BLOCK_CB, BLOCK_H, BLOCK_W, C4])
    s_desc = tl.make_tensor_descriptor(sum_ptr, shape=[N, CB, H, W], strides=[CB * H * W, H * W, W, 1],
                                       block_shape=[1, BLOCK_CB, BLOCK_H, BLOCK_W])
    m_desc = tl.make_tensor_descriptor(max_ptr, shape=[N, CB, H, W], strides=[CB * H * W, H * W, W, 1],
                                       block_shape=[1, BLOCK_CB, BLOCK_H, BLOCK_W])
    pid_hw = tl.program_id(0)
    cb0 = tl.program_id(1) * BLOCK_CB
    n = tl.program_id(2)
    n_wb = tl.cdiv(W, BLOCK_W)
    h0 = (pid_hw // n_wb) * BLOCK_H
    w0 = (pid_hw % n_wb) * BLOCK_W
    x = x_desc.load([n, cb0, h0, w0, 0])
    s_desc.store([n, cb0, h0, w0], tl.sum(x, axis=4))
    m_desc.store([n, cb0, h0, w0], tl.max(x, axis=4))
