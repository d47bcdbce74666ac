# A running argmax along rows of a 16x128 f32 tile: tl.associative_scan over a
# (value, index) tuple with a custom combine function, axis 1.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,*i32:16,16,128
# launch: grid = 2, num_warps = 4
# args: f32[4096]=randn f32[4096]=zeros i32[4096]=zeros
# outputs: 1 2
# tol: 0 0
import triton
import triton.language as tl


@triton.jit
def _argmax_combine(v1, i1, v2, i2):
    take2 = v2 > v1
    return tl.where(take2, v2, v1), tl.where(take2, i2, i1)


@triton.jit
def running_argmax(x_ptr, v_ptr, i_ptr, R: tl.constexpr, C: tl.constexpr):
    pid = tl.program_id(0)
    rows = tl.arange(0, R)
    cols = tl.arange(0, C)
    offs = pid * R * C + rows[:, None] * C + cols[None, :]
    x = tl.load(x_ptr + offs)
    idx = tl.broadcast_to(cols[None, :], (R, C))
    v, i = tl.associative_scan((x, idx), axis=1, combine_fn=_argmax_combine)
    tl.store(v_ptr + offs, v)
    tl.store(i_ptr + offs, i)
