# Double-precision robust row standardisation (scientific / statistics
# preprocessing) on a [13, 100] f64 matrix in [4, 128] tiles: f64 tl.sort of
# each row (+inf padding) and median picked from the sorted row, f64 cumsum,
# row mean/std, MAD by a second sort, libdevice f64 erf / hypot / log1p /
# cbrt on the scaled values, and f64 atomic_add of integer-valued column
# sums (order independent) and of row totals into a scalar.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp64:16,*fp64:16,*fp64:16,*fp64:16,*fp64:16,*fp64:16,*fp64:16,i32,i32,i32,4,128
# launch: grid = 4, num_warps = 4
# args: f64[1300]=int:-50:50 f64[1300]=zeros f64[1300]=zeros f64[1300]=zeros f64[52]=zeros f64[100]=zeros f64[1]=zeros i32=13 i32=100 i32=100
# outputs: 1 2 3 4 5 6
# tol: 1e-10 1e-10
# target: cuda:80
import triton
import triton.language as tl
from triton.language.extra import libdevice


@triton.jit
def _pick_median(srt, n, BLOCK: tl.constexpr):
    # srt: [R, BLOCK] ascending, valid entries first; median of the first n
    c = tl.arange(0, BLOCK)[None, :]
    lo = (n - 1) // 2
    hi = n // 2
    a = tl.sum(tl.where(c == lo, srt, 0.0), axis=1)
    b = tl.sum(tl.where(c == hi, srt, 0.0), axis=1)
    return 0.5 * (a + b)


@triton.jit
def f64_robust_rows_kernel(x_ptr, srt_ptr, csum_ptr, y_ptr, stats_ptr, colsum_ptr, total_ptr,
                           R, N, stride, BR: tl.constexpr, BN: tl.constexpr):
    rows = tl.program_id(0) * BR + tl.arange(0, BR)
    cols = tl.arange(0, BN)
    rm = rows < R
    m = rm[:, None] & (cols < N)[None, :]
    off = rows[:, None] * stride + cols[None, :]
    x = tl.load(x_ptr + off, mask=m, other=0.0)

    srt = tl.sort(tl.where(m, x, float("inf")), dim=1)
    tl.store(srt_ptr + off, srt, mask=m)
    med = _pick_median(srt, N, BN)

    cs = tl.cumsum(x, axis=1)
    tl.store(csum_ptr + off, cs, mask=m)
    nf = N.to(tl.float64)
    mean = tl.sum(x, axis=1) / nf
    d = tl.where(m, x - mean[:, None], 0.0)
    std = tl.sqrt(tl.sum(d * d, axis=1) / (nf - 1.0))

    dev = tl.where(m, tl.abs(x - med[:, None]), float("inf"))
    mad = _pick_median(tl.sort(dev, dim=1), N, BN)
    scale = libdevice.hypot(1.4826 * mad, 1e-3 * std)
    z = (x - med[:, None]) / scale[:, None]
    y = libdevice.erf(z * 0.7071067811865476) + 1e-2 * libdevice.log1p(tl.abs(z)) * libdevice.cbrt(z)
    tl.store(y_ptr + off, y, mask=m)

    s = rows * 4
    tl.store(stats_ptr + s, med, mask=rm)
    tl.store(stats_ptr + s + 1, mad, mask=rm)
    tl.store(stats_ptr + s + 2, mean, mask=rm)
    tl.store(stats_ptr + s + 3, std, mask=rm)

    tl.atomic_add(colsum_ptr + cols, tl.sum(x, axis=0), mask=cols < N)
    tl.atomic_add(total_ptr, tl.sum(tl.sum(x, axis=1), axis=0))
