# Bucketize + histogram with a mask: values go through sqrt_rn (negative
# inputs give NaN), are binned as floor((x - lo) * inv_width), each element's
# bin (-1 when NaN, out of range or past the tail) is stored, and the valid
# ones are counted with tl.histogram(..., mask=valid) and atomically added to a
# global 16-bin histogram; num_warps = 1, 10000 elements in blocks of 512.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*i32:16,*i32:16,i32:16,fp32,fp32,512,16
# launch: grid = 20, num_warps = 1
# args: f32[10000]=randn i32[10000]=zeros i32[16]=zeros i32=10000 f32=0.0 f32=4.0
# outputs: 1 2
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def bucketize_histogram_kernel(
    x_ptr,
    bin_ptr,
    hist_ptr,
    n,
    lo,
    inv_width,
    BLOCK: tl.constexpr,
    NBINS: tl.constexpr,
):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    raw = tl.load(x_ptr + offs, mask=mask, other=-1.0)
    x = tl.sqrt_rn(raw)
    b = tl.floor((x - lo) * inv_width)
    valid = mask & (x == x) & (b >= 0.0) & (b < NBINS)
    bi = tl.where(valid, b.to(tl.int32), -1)
    tl.store(bin_ptr + offs, bi, mask=mask)
    h = tl.histogram(tl.where(valid, bi, 0), NBINS, mask=valid)
    tl.atomic_add(hist_ptr + tl.arange(0, NBINS), h, sem="relaxed")
