# k-means E-step for 2 points x 8 centroids per program under num_warps=4: a
# [2, 8, 4] broadcast of integer-valued fp32 points and centroids summed over
# axis 2 (3 of 4 dims, 6 of 8 centroids real), a custom 3-tuple tl.reduce
# (min distance, lowest argmin, tie count) along axis 1, a bitwise-OR reduce of
# the centroids within a radius, and atomic_add of counts / [2, 4] coordinates.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,*fp32:16,*i32:16,*i32:16,*i32:16,*i32:16,*fp32:16,fp32,i32,i32,i32,2,8,4
# launch: grid = 19, num_warps = 4
# args: f32[148]=int:-3:3 f32[32]=int:-3:3 f32[37]=zeros i32[37]=zeros i32[37]=zeros i32[37]=zeros i32[8]=zeros f32[32]=zeros f32=4.0 i32=37 i32=3 i32=6
# outputs: 2 3 4 5 6 7
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def _min_idx_count(d1, i1, c1, d2, i2, c2):
    first = (d1 < d2) | ((d1 == d2) & (i1 < i2))
    d = tl.where(first, d1, d2)
    i = tl.where(first, i1, i2)
    c = tl.where(d1 == d2, c1 + c2, tl.where(d1 < d2, c1, c2))
    return d, i, c


@triton.jit
def _bit_or(a, b):
    return a | b


@triton.jit
def kmeans_assign_kernel(
    pts_ptr,
    cent_ptr,
    dmin_ptr,
    amin_ptr,
    nties_ptr,
    near_ptr,
    counts_ptr,
    sums_ptr,
    radius,
    n_pts,
    dim,
    n_cent,
    BLOCK_P: tl.constexpr,
    K: tl.constexpr,
    D: tl.constexpr,
):
    pid = tl.program_id(0)
    p = pid * BLOCK_P + tl.arange(0, BLOCK_P)
    k = tl.arange(0, K)
    d = tl.arange(0, D)
    pm = p < n_pts
    dm = d < dim
    km = k < n_cent

    x = tl.load(pts_ptr + p[:, None] * D + d[None, :], mask=pm[:, None] & dm[None, :], other=0.0)
    c = tl.load(cent_ptr + k[:, None] * D + d[None, :], mask=km[:, None] & dm[None, :], other=0.0)
    diff = x[:, None, :] - c[None, :, :]
    dist = tl.sum(diff * diff, axis=2)
    dist = tl.where(km[None, :], dist, float("inf"))

    kk = tl.broadcast_to(k[None, :], [BLOCK_P, K])
    ones = tl.full([BLOCK_P, K], 1, tl.int32)
    dmin, amin, nties = tl.reduce((dist, kk, ones), 1, _min_idx_count)

    near = (dist <= dmin[:, None] + radius) & km[None, :]
    bits = tl.reduce(tl.where(near, 1 << kk, 0), 1, _bit_or)

    tl.store(dmin_ptr + p, dmin, mask=pm)
    tl.store(amin_ptr + p, amin, mask=pm)
    tl.store(nties_ptr + p, nties, mask=pm)
    tl.store(near_ptr + p, bits, mask=pm)

    tl.atomic_add(counts_ptr + amin, 1, mask=pm, sem="relaxed")
    tl.atomic_add(sums_ptr + amin[:, None] * D + d[None, :], x, mask=pm[:, None] & dm[None, :], sem="relaxed")
