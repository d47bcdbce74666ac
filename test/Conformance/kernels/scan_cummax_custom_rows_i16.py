# A running max along rows of a 8x256 int16 tile by tl.associative_scan with
# tl.maximum as the combine, reversed, and its last column.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i16:16,*i16:16,*i16:16,8,256
# launch: grid = 2, num_warps = 4
# args: i16[4096]=int:-3000:3000 i16[4096]=zeros i16[16]=zeros
# outputs: 1 2
# tol: 0 0
import triton
import triton.language as tl


@triton.jit
def _max(a, b):
    return tl.maximum(a, b)


@triton.jit
def cummax_rev(x_ptr, y_ptr, first_ptr, R: tl.constexpr, C: tl.constexpr):
    pid = tl.program_id(0)
    rows = tl.arange(0, R)
    offs = pid * R * C + rows[:, None] * C + tl.arange(0, C)[None, :]
    x = tl.load(x_ptr + offs)
    y = tl.associative_scan(x, 1, _max, reverse=True)
    tl.store(y_ptr + offs, y)
    tl.store(first_ptr + pid * R + rows, tl.max(x, axis=1))
