# Streams two int32 sources (n=900 and m=611 elements) block by block, joins
# each pair of [256] blocks with tl.cat(..., can_reorder=True) and feeds the
# [512] result only to order-free reductions (sum, max, min, xor-sum, count of
# positives), carried across a loop with tails; per-program partials over a
# strided split of the blocks.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i32:16,*i32:16,*i32:16,i32,i32,256
# launch: grid = 3, num_warps = 4
# args: i32[900]=int:-1000:1000 i32[611]=int:-1000:1000 i32[15]=zeros i32=900 i32=611
# outputs: 2
# tol: 0 0
# target: cuda:80
import triton
import triton.language as tl


@triton.jit
def _xor(a, b):
    return a ^ b


@triton.jit
def cat_reorder_orderfree_stats_kernel(a_ptr, b_ptr, out_ptr, NA, NB, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    nprog = tl.num_programs(0)
    offs0 = tl.arange(0, BLOCK)
    s = tl.zeros([2 * BLOCK], dtype=tl.int32)
    mx = tl.full([2 * BLOCK], -2147483647, tl.int32)
    mn = tl.full([2 * BLOCK], 2147483647, tl.int32)
    xr = tl.zeros([2 * BLOCK], dtype=tl.int32)
    cnt = tl.zeros([2 * BLOCK], dtype=tl.int32)
    nmax = tl.maximum(NA, NB)
    for start in range(pid * BLOCK, nmax, nprog * BLOCK):
        offs = start + offs0
        ma = offs < NA
        mb = offs < NB
        a = tl.load(a_ptr + offs, mask=ma, other=0)
        b = tl.load(b_ptr + offs, mask=mb, other=0)
        v = tl.cat(a, b, can_reorder=True)
        s += v
        xr = xr ^ v
        hi = tl.cat(tl.where(ma, a, -2147483647), tl.where(mb, b, -2147483647), can_reorder=True)
        lo = tl.cat(tl.where(ma, a, 2147483647), tl.where(mb, b, 2147483647), can_reorder=True)
        mx = tl.maximum(mx, hi)
        mn = tl.minimum(mn, lo)
        cnt += tl.cat(a > 0, b > 0, can_reorder=True).to(tl.int32)
    base = out_ptr + pid * 5
    tl.store(base + 0, tl.sum(s, axis=0))
    tl.store(base + 1, tl.max(mx, axis=0))
    tl.store(base + 2, tl.min(mn, axis=0))
    tl.store(base + 3, tl.reduce(xr, 0, _xor))
    tl.store(base + 4, tl.sum(cnt, axis=0))
