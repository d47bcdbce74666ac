# Per-program tl.histogram of 1024 loaded int32 bin ids (0..63), the last
# block masked through histogram's mask, merged into one global 64-bin
# histogram with integer tl.atomic_add on the non-empty bins only, plus a
# scalar atomic counter of the elements every program binned.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i32:16,*i32:16,*i32:16,i32,1024,64
# launch: grid = 40, num_warps = 4
# args: i32[40700]=int:0:63 i32[64]=zeros i32[1]=zeros i32=40700
# outputs: 1 2
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def hist_global_atomic(x_ptr, hist_ptr, total_ptr, n, BLOCK: tl.constexpr, NBINS: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0)
    h = tl.histogram(x, NBINS, mask=mask)
    bins = tl.arange(0, NBINS)
    tl.atomic_add(hist_ptr + bins, h, mask=h > 0, sem="relaxed")
    tl.atomic_add(total_ptr, tl.sum(h, axis=0))
