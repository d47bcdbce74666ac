# tl.cumprod along the middle axis of a 2x32x8 f32 tile, values near 1.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,2,32,8
# launch: grid = 3, num_warps = 2
# args: f32[1536]=rand f32[1536]=zeros
# outputs: 1
# tol: 1e-5 1e-5
import triton
import triton.language as tl


@triton.jit
def cumprod3d(x_ptr, y_ptr, A: tl.constexpr, B: tl.constexpr, C: tl.constexpr):
    pid = tl.program_id(0)
    a = tl.arange(0, A)[:, None, None]
    b = tl.arange(0, B)[None, :, None]
    c = tl.arange(0, C)[None, None, :]
    offs = pid * A * B * C + a * B * C + b * C + c
    x = tl.load(x_ptr + offs) * 0.1 + 0.95
    tl.store(y_ptr + offs, tl.cumprod(x, axis=1))
