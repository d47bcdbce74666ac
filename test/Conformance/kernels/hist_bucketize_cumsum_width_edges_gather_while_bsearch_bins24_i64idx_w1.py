# torch.bucketize(right=False) into 24 uneven bins: edges built in registers as
# lo + unit * exclusive tl.cumsum of integer bin widths (1..4) padded to 32 with
# +inf; per-lane binary search in a while loop (scalar tl.max(hi-lo) > 0
# condition) reading edges with tl.gather; int64 bucket ids stored and a
# masked tl.histogram of ids folded into global bins with int atomics.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*i32:16,*i64:16,*i32:16,i32,i32,fp32,fp32,256,32
# launch: grid = 12, num_warps = 1
# args: f32[3000]=randn i32[24]=int:1:4 i64[3000]=zeros i32[32]=zeros i32=3000 i32=24 f32=-3.0 f32=0.125
# outputs: 2 3
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def bucketize_uneven_hist_kernel(X, Widths, Buckets, Hist, n, n_bins, lo_edge, bin_unit,
                                 BLOCK: tl.constexpr, NE_PAD: tl.constexpr):
    pid = tl.program_id(0)
    e_idx = tl.arange(0, NE_PAD)
    w = tl.load(Widths + e_idx, mask=e_idx < n_bins, other=0)
    excl = tl.cumsum(w, axis=0) - w
    edges = lo_edge + bin_unit * excl.to(tl.float32)
    edges = tl.where(e_idx <= n_bins, edges, float("inf"))

    offs = pid * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(X + offs, mask=mask, other=0.0)
    lo = tl.zeros([BLOCK], dtype=tl.int32)
    hi = tl.zeros([BLOCK], dtype=tl.int32) + (n_bins + 1)
    while tl.max(hi - lo, axis=0) > 0:
        active = lo < hi
        mid = (lo + hi) >> 1
        e = tl.gather(edges, tl.minimum(mid, NE_PAD - 1), 0)
        right = e < x
        lo = tl.where(active & right, mid + 1, lo)
        hi = tl.where(active & (right == 0), mid, hi)
    tl.store(Buckets + offs, lo.to(tl.int64), mask=mask)
    counts = tl.histogram(lo, NE_PAD, mask=mask)
    bins = tl.arange(0, NE_PAD)
    tl.atomic_add(Hist + bins, counts, mask=(bins <= n_bins + 1) & (counts > 0))
