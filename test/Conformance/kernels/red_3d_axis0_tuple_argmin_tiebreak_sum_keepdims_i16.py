# tl.reduce over axis 0 of a masked 3-D tile (6x24x40 data in an 8x32x64 tile,
# i16 values with many ties) with a three-operand combine: the minimum, its
# index (smallest index on ties) and an i32 sum, kept with keep_dims=True and
# broadcast back to centre the tile; one volume per program.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i16:16,*i16:16,*i32:16,*i32:16,i32,i32,i32,i32:16,8,32,64
# launch: grid = 3, num_warps = 8
# args: i16[17280]=int:-3:3 i16[17280]=zeros i32[2880]=zeros i32[2880]=zeros i32=6 i32=24 i32=40 i32=5760
# outputs: 1 2 3
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def _min_idx_sum_combine(v1, i1, s1, v2, i2, s2):
    take1 = (v1 < v2) | ((v1 == v2) & (i1 < i2))
    return tl.where(take1, v1, v2), tl.where(take1, i1, i2), s1 + s2


@triton.jit
def argmin_axis0_keepdims_kernel(x_ptr, c_ptr, idx_ptr, sum_ptr, D0, D1, D2, stride_b,
                                 B0: tl.constexpr, B1: tl.constexpr, B2: tl.constexpr):
    pid = tl.program_id(0)
    i0 = tl.arange(0, B0)[:, None, None]
    i1 = tl.arange(0, B1)[None, :, None]
    i2 = tl.arange(0, B2)[None, None, :]
    mask = (i0 < D0) & (i1 < D1) & (i2 < D2)
    offs = i0 * (D1 * D2) + i1 * D2 + i2
    x = tl.load(x_ptr + pid * stride_b + offs, mask=mask, other=32767)
    idx = tl.broadcast_to(i0, (B0, B1, B2))
    idx = tl.where(mask, idx, B0)
    vmin, amin, tot = tl.reduce((x, idx, tl.where(mask, x.to(tl.int32), 0)), 0,
                                _min_idx_sum_combine, keep_dims=True)
    tl.static_assert(vmin.shape[0] == 1)
    centred = (x - vmin).to(tl.int16)
    tl.store(c_ptr + pid * stride_b + offs, centred, mask=mask)
    plane = (i1 * D2 + i2)
    pmask = (i1 < D1) & (i2 < D2)
    tl.store(idx_ptr + pid * (D1 * D2) + plane, amin, mask=pmask)
    tl.store(sum_ptr + pid * (D1 * D2) + plane, tot, mask=pmask)
