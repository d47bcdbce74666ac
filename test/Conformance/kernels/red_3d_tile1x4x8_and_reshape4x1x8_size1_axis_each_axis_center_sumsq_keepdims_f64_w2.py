# Group statistics of one sample per program on a [1, 4, 8] fp64 tile (3 of 4
# groups, 6 of 8 channels real) under num_warps=2: sums over the size-1 axis 0,
# over axis 2 with keep_dims (group means broadcast back for centering) and over
# axis 1 (sum of squares per channel), a max |d| over axis 0 kept as [1, 4, 8],
# and the tile reshaped to [4, 1, 8] with a min over its size-1 axis 1 then 0.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp64:16,*fp64:16,*fp64:16,*fp64:16,*fp64:16,*fp64:16,i32,i32,i32:16,i32,4,8
# launch: grid = 10, num_warps = 2
# args: f64[320]=randn f64[320]=zeros f64[40]=zeros f64[80]=zeros f64[320]=zeros f64[80]=zeros i32=3 i32=6 i32=32 i32=8
# outputs: 1 2 3 4 5
# tol: 1e-9 1e-9
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def group_stats_3d_kernel(
    x_ptr,
    copy_ptr,
    mean_ptr,
    sumsq_ptr,
    absdev_ptr,
    colmin_ptr,
    n_groups,
    n_ch,
    stride_b,
    stride_g,
    G: tl.constexpr,
    C: tl.constexpr,
):
    pid = tl.program_id(0)
    b = pid + tl.arange(0, 1)
    g = tl.arange(0, G)
    c = tl.arange(0, C)
    gm = (g < n_groups)[None, :, None]
    cm = (c < n_ch)[None, None, :]
    mask = gm & cm
    offs = b[:, None, None] * stride_b + g[None, :, None] * stride_g + c[None, None, :]
    x = tl.load(x_ptr + offs, mask=mask, other=0.0)

    s0 = tl.sum(x, axis=0)
    tl.store(copy_ptr + pid * stride_b + g[:, None] * stride_g + c[None, :], s0 * 2.0,
             mask=(g < n_groups)[:, None] & (c < n_ch)[None, :])

    mean_c = tl.sum(x, axis=2, keep_dims=True) / n_ch
    tl.store(mean_ptr + b[:, None, None] * G + g[None, :, None], mean_c, mask=gm)

    dev = tl.where(mask, x - mean_c, 0.0)
    ss = tl.sum(dev * dev, axis=1)
    tl.store(sumsq_ptr + b[:, None] * C + c[None, :], ss, mask=(c < n_ch)[None, :])

    amax = tl.max(tl.abs(dev), axis=0, keep_dims=True)
    tl.store(absdev_ptr + offs, amax, mask=mask)

    y = tl.reshape(tl.where(mask, x, float("inf")), [G, 1, C])
    ymin = tl.min(tl.min(y, axis=1), axis=0)
    tl.store(colmin_ptr + pid * C + c, ymin, mask=c < n_ch)
