# Per-program histogram of 1024 values into 64 bins (tl.histogram), added
# into a global histogram with an atomic add per bin.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i32:16,*i32:16,1024,64
# launch: grid = 6, num_warps = 4
# args: i32[6144]=int:0:63 i32[64]=zeros
# outputs: 1
# tol: 0 0
import triton
import triton.language as tl


@triton.jit
def hist_atomic(x_ptr, h_ptr, BLOCK: tl.constexpr, BINS: tl.constexpr):
    pid = tl.program_id(0)
    x = tl.load(x_ptr + pid * BLOCK + tl.arange(0, BLOCK))
    h = tl.histogram(x, BINS)
    tl.atomic_add(h_ptr + tl.arange(0, BINS), h)
