# Column-wise running (max, first argmax, number of ties at the max) down 50
# rows of int16 values in [-20, 20] (many ties) for 40 columns, as one
# tl.associative_scan over three tensors (int16, int32, int32) along axis 0 of a
# [64, 16] tile with a custom combine; padded rows use the identity
# (int16 minimum, count 0); num_warps=16 over a small tile.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i16:16,*i16:16,*i32:16,*i32:16,i32,i32,i32,64,16
# launch: grid = 3, num_warps = 16
# args: i16[2000]=int:-20:20 i16[2000]=zeros i32[2000]=zeros i32[2000]=zeros i32=50 i32=40 i32=40
# outputs: 1 2 3
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def _max_arg_ties(v1, i1, c1, v2, i2, c2):
    gt = v2 > v1
    eq = v2 == v1
    v = tl.where(gt, v2, v1)
    i = tl.where(gt, i2, i1)
    c = tl.where(gt, c2, tl.where(eq, c1 + c2, c1))
    return v, i, c


@triton.jit
def running_max_tiecount_scan_kernel(
    x_ptr, vmax_ptr, arg_ptr, ties_ptr, R, C, stride,
    BLOCK_R: tl.constexpr, BLOCK_C: tl.constexpr,
):
    pid = tl.program_id(0)
    rows = tl.arange(0, BLOCK_R)
    cols = pid * BLOCK_C + tl.arange(0, BLOCK_C)
    rmask = rows < R
    mask = rmask[:, None] & (cols < C)[None, :]
    offs = rows[:, None] * stride + cols[None, :]
    x = tl.load(x_ptr + offs, mask=mask, other=-32768)
    idx = tl.broadcast_to(rows[:, None], (BLOCK_R, BLOCK_C))
    cnt = tl.where(mask, 1, 0)
    v, i, c = tl.associative_scan((x, idx, cnt), axis=0, combine_fn=_max_arg_ties)
    tl.store(vmax_ptr + offs, v, mask=mask)
    tl.store(arg_ptr + offs, i, mask=mask)
    tl.store(ties_ptr + offs, c, mask=mask)
