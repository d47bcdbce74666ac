# tl.histogram of raw values in [-100, 100) into 16 and into 64 bins: what
# Triton 3.6 does with values outside [0, bins) is kept (a value counts in
# bin `v mod max(bins, 32)` when that bin exists, nowhere otherwise).
# signature: *i32:16,*i32:16,*i32:16,1024
# launch: grid = 1, num_warps = 4
# args: i32[1024]=rand i32[16]=zeros i32[64]=zeros
# outputs: 1 2
import triton
import triton.language as tl


@triton.jit
def histogram_raw(x_ptr, h16_ptr, h64_ptr, N: tl.constexpr):
    x = tl.load(x_ptr + tl.arange(0, N))
    tl.store(h16_ptr + tl.arange(0, 16), tl.histogram(x, 16))
    tl.store(h64_ptr + tl.arange(0, 64), tl.histogram(x, 64))
