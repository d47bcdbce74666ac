# Block histogram with tl.histogram(mask=...) over 5000 int32 values in 2048-wide
# blocks with 16 warps: lanes past the end and values outside [0, 64) are masked
# out, the 64-bin block histogram and its reverse inclusive cumsum (count of
# values >= bin, a CCDF) are atomically added to global int32 bins.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i32:16,*i32:16,*i32:16,i32,2048,64
# launch: grid = 3, num_warps = 16
# args: i32[5000]=int:-6:70 i32[64]=zeros i32[64]=zeros i32=5000
# outputs: 1 2
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def masked_histogram_ccdf_kernel(
    x_ptr,
    hist_ptr,
    ccdf_ptr,
    n,
    BLOCK: tl.constexpr,
    NUM_BINS: tl.constexpr,
):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    in_bounds = offs < n
    x = tl.load(x_ptr + offs, mask=in_bounds, other=-1)
    valid = in_bounds & (x >= 0) & (x < NUM_BINS)
    h = tl.histogram(x, NUM_BINS, mask=valid)
    ccdf = tl.cumsum(h, axis=0, reverse=True)
    bins = tl.arange(0, NUM_BINS)
    tl.atomic_add(hist_ptr + bins, h, sem="relaxed")
    tl.atomic_add(ccdf_ptr + bins, ccdf, sem="relaxed")
