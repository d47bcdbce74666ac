# Byte-typed reductions on a masked 3-D tile (2 images x 5 channels x 24
# pixels in a 2x8x32 tile): tl.sum of i8 (default i32 accumulation), tl.max
# and tl.xor_sum of u8 (unsigned compare, u8 result), tl.sum of an i1 mask,
# an "any" by tl.reduce with | on i1 and an i8 min over axis 0, all with
# keep_dims=True; the i1 results are stored to a bool tensor.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i8:16,*u8:16,*i32:16,*u8:16,*u8:16,*i32:16,*i1:16,*i8:16,i32,i32,i32,2,8,32
# launch: grid = 7, num_warps = 2
# args: i8[1680]=int:-128:127 u8[1680]=int:0:255 i32[70]=zeros u8[70]=zeros u8[70]=zeros i32[70]=zeros i1[14]=zeros i8[840]=zeros i32=14 i32=5 i32=24
# outputs: 2 3 4 5 6 7
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def _or_combine(a, b):
    return a | b


@triton.jit
def byte_reductions_kernel(s_ptr, u_ptr, sum_ptr, max_ptr, xor_ptr, cnt_ptr, any_ptr, min_ptr,
                           B, C, P, BB: tl.constexpr, BC: tl.constexpr, BP: tl.constexpr):
    b = tl.program_id(0) * BB + tl.arange(0, BB)[:, None, None]
    c = tl.arange(0, BC)[None, :, None]
    p = tl.arange(0, BP)[None, None, :]
    mask = (b < B) & (c < C) & (p < P)
    offs = b * (C * P) + c * P + p
    s = tl.load(s_ptr + offs, mask=mask, other=0)
    u = tl.load(u_ptr + offs, mask=mask, other=0)
    ssum = tl.sum(s, axis=2, keep_dims=True)
    umax = tl.max(u, axis=2, keep_dims=True)
    uxor = tl.xor_sum(u, axis=2, keep_dims=True)
    hot = (u > 200) & mask
    hcnt = tl.sum(hot, axis=2, keep_dims=True)
    bc = b * C + c
    bcmask = (b < B) & (c < C)
    tl.store(sum_ptr + bc, ssum, mask=bcmask)
    tl.store(max_ptr + bc, umax, mask=bcmask)
    tl.store(xor_ptr + bc, uxor, mask=bcmask)
    tl.store(cnt_ptr + bc, hcnt, mask=bcmask)
    any_c = tl.reduce(hot, 2, _or_combine, keep_dims=True)
    any_img = tl.reduce(any_c, 1, _or_combine, keep_dims=True)
    tl.store(any_ptr + b, any_img, mask=b < B)
    smin = tl.min(tl.where(mask, s, 127).to(tl.int8), axis=0, keep_dims=True)
    tl.store(min_ptr + tl.program_id(0) * (C * P) + c * P + p, smin, mask=(c < C) & (p < P))
