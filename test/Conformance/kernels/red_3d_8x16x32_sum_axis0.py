# An 8x16x32 fp32 tile per program reduced along axis 0 (the outermost
# dimension) with tl.sum: a 3-D layout sliced to a 16x32 result.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,8,16,32
# launch: grid = 2048, num_warps = 4
# args: f32[2048,8,16,32]=randn f32[2048,16,32]=zeros
# outputs: 1
# tol: 1e-4 1e-5
import triton
import triton.language as tl


@triton.jit
def red_3d_axis0(x_ptr, y_ptr, A: tl.constexpr, B: tl.constexpr, C: tl.constexpr):
    pid = tl.program_id(0)
    a = tl.arange(0, A)[:, None, None]
    b = tl.arange(0, B)[None, :, None]
    c = tl.arange(0, C)[None, None, :]
    x = tl.load(x_ptr + pid * (A * B * C) + a * (B * C) + b * C + c)
    s = tl.sum(x, axis=0)
    b2 = tl.arange(0, B)[:, None]
    c2 = tl.arange(0, C)[None, :]
    tl.store(y_ptr + pid * (B * C) + b2 * C + c2, s)
