# tl.cumsum along the middle axis 1 of an 8x16x32 fp32 tile per program: a
# scan over a dimension that is neither the outermost nor the fastest one of
# a 3-D layout.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,8,16,32
# launch: grid = 1024, num_warps = 2
# args: f32[1024,8,16,32]=randn f32[1024,8,16,32]=zeros
# outputs: 1
# tol: 1e-5 1e-5
import triton
import triton.language as tl


@triton.jit
def tile3d_cumsum_axis1(x_ptr, y_ptr, A: tl.constexpr, B: tl.constexpr, C: tl.constexpr):
    pid = tl.program_id(0)
    a = tl.arange(0, A)[:, None, None]
    b = tl.arange(0, B)[None, :, None]
    c = tl.arange(0, C)[None, None, :]
    offs = pid * (A * B * C) + a * (B * C) + b * C + c
    tl.store(y_ptr + offs, tl.cumsum(tl.load(x_ptr + offs), axis=1))
