# tl.reduce with a custom combine (a product) along axis 0 of a 16x64 f32
# tile, and a keep_dims max broadcast back to normalise the tile.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,*fp32:16,16,64
# launch: grid = 3, num_warps = 4
# args: f32[3072]=rand f32[192]=zeros f32[3072]=zeros
# outputs: 1 2
# tol: 1e-5 1e-6
import triton
import triton.language as tl


@triton.jit
def _mul(a, b):
    return a * b


@triton.jit
def prod_axis0(x_ptr, p_ptr, y_ptr, R: tl.constexpr, C: tl.constexpr):
    pid = tl.program_id(0)
    rows = tl.arange(0, R)
    cols = tl.arange(0, C)
    offs = pid * R * C + rows[:, None] * C + cols[None, :]
    x = tl.load(x_ptr + offs) + 0.5
    p = tl.reduce(x, 0, _mul)
    tl.store(p_ptr + pid * C + cols, p)
    m = tl.max(x, axis=1, keep_dims=True)
    tl.store(y_ptr + offs, x / m)
