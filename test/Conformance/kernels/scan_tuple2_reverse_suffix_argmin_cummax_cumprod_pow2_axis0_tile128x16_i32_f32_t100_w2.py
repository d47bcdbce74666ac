# Three scans down the time axis (axis 0) of a [128, 16] tile of a [100, 40]
# series, columns split over 3 programs: a reverse associative_scan of the
# 2-tuple (value, index) giving the suffix minimum and its first index (ties to
# the lower index, so the combine is order-free), a forward cummax through
# associative_scan(maximum) and tl.cumprod of sign/power-of-two factors (exact
# in f32). Padded rows are +inf-like sentinels / factor 1. 2 warps.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i32:16,*fp32:16,*i32:16,*i32:16,*i32:16,*fp32:16,i32,i32,i32,128,16
# launch: grid = 3, num_warps = 2
# args: i32[4000]=int:-20:20 f32[4000]=int:-2:2 i32[4000]=zeros i32[4000]=zeros i32[4000]=zeros f32[4000]=zeros i32=100 i32=40 i32=40
# outputs: 2 3 4 5
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def _argmin_combine(v1, i1, v2, i2):
    take1 = (v1 < v2) | ((v1 == v2) & (i1 < i2))
    return tl.where(take1, v1, v2), tl.where(take1, i1, i2)


@triton.jit
def _max_combine(a, b):
    return tl.maximum(a, b)


@triton.jit
def time_scans_kernel(v_ptr, f_ptr, sufmin_ptr, sufarg_ptr, cmax_ptr, cprod_ptr, T, C, stride_t,
                      BLOCK_T: tl.constexpr, BLOCK_C: tl.constexpr):
    t = tl.arange(0, BLOCK_T)
    c = tl.program_id(0) * BLOCK_C + tl.arange(0, BLOCK_C)
    t_ok = t < T
    c_ok = c < C
    m = t_ok[:, None] & c_ok[None, :]
    offs = t[:, None] * stride_t + c[None, :]
    v = tl.load(v_ptr + offs, mask=m, other=2147483647)
    idx = tl.broadcast_to(t[:, None], [BLOCK_T, BLOCK_C])
    smin, sarg = tl.associative_scan((v, idx), 0, _argmin_combine, reverse=True)
    vmax_in = tl.where(m, v, -2147483648)
    cmax = tl.associative_scan(vmax_in, 0, _max_combine)
    f = tl.load(f_ptr + offs, mask=m, other=1.0)
    f = tl.where(f == 0.0, 1.0, f)
    cprod = tl.cumprod(f, axis=0)
    tl.store(sufmin_ptr + offs, smin, mask=m)
    tl.store(sufarg_ptr + offs, sarg, mask=m)
    tl.store(cmax_ptr + offs, cmax, mask=m)
    tl.store(cprod_ptr + offs, cprod, mask=m)
