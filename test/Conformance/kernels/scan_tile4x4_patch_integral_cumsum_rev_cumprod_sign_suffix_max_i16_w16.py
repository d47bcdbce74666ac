# Per-patch integral images on 4x4 tiles of an int16 image (30x22, stride 24):
# 16 elements held by 512 threads (num_warps=16). tl.cumsum along both axes,
# the bottom-right integral with reverse=True on each axis (int16 input, i32
# default accumulation), a cumprod of signs along axis 1 stored as int8 and a
# reverse associative_scan max along axis 0 in int16; masked tail patches.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i16:16,*i32:16,*i32:16,*i8:16,*i16:16,i32,i32,i32,4
# launch: grid = 8x6, num_warps = 16
# args: i16[720]=int:-50:50 i32[720]=zeros i32[720]=zeros i8[720]=zeros i16[720]=zeros i32=30 i32=22 i32=24
# outputs: 1 2 3 4
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def _max_combine(a, b):
    return tl.maximum(a, b)


@triton.jit
def patch_integral_kernel(
    x_ptr,
    sat_ptr,
    rsat_ptr,
    sgn_ptr,
    smax_ptr,
    H,
    W,
    stride_h,
    P: tl.constexpr,
):
    pid_h = tl.program_id(0)
    pid_w = tl.program_id(1)
    rows = pid_h * P + tl.arange(0, P)
    cols = pid_w * P + tl.arange(0, P)
    mask = (rows[:, None] < H) & (cols[None, :] < W)
    offs = rows[:, None] * stride_h + cols[None, :]
    x = tl.load(x_ptr + offs, mask=mask, other=0)

    sat = tl.cumsum(tl.cumsum(x.to(tl.int32), axis=0), axis=1)
    rsat = tl.cumsum(tl.cumsum(x, axis=1, reverse=True), axis=0, reverse=True)

    sgn = tl.where(x < 0, -1, 1)
    sprod = tl.cumprod(sgn, axis=1)

    neg = tl.full([P, P], -32768, tl.int16)
    xs = tl.where(mask, x, neg)
    smax = tl.associative_scan(xs, 0, _max_combine, reverse=True)

    tl.store(sat_ptr + offs, sat, mask=mask)
    tl.store(rsat_ptr + offs, rsat.to(tl.int32), mask=mask)
    tl.store(sgn_ptr + offs, sprod.to(tl.int8), mask=mask)
    tl.store(smax_ptr + offs, smax, mask=mask)
