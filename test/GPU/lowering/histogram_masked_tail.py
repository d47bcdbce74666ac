# tl.histogram of int32 values folded into [0, 64), 2048 inputs over 4
# warps with the last 48 masked off.
# signature: *i32:16,*i32:16,i32,2048,64
# launch: grid = 1, num_warps = 4
# args: i32[2048]=rand i32[64]=zeros i32=2000
# outputs: 1
import triton
import triton.language as tl


@triton.jit
def histogram_tail(x_ptr, h_ptr, n, N: tl.constexpr, BINS: tl.constexpr):
    offs = tl.arange(0, N)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0) & (BINS - 1)
    tl.store(h_ptr + tl.arange(0, BINS), tl.histogram(x, BINS, mask=mask))
