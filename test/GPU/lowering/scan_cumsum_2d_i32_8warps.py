# tl.cumsum of an int32 64x128 tile over 8 warps along both axes: exact.
# signature: *i32:16,*i32:16,*i32:16,64,128
# launch: grid = 1, num_warps = 8
# args: i32[64,128]=rand i32[64,128]=zeros i32[64,128]=zeros
# outputs: 1 2
import triton
import triton.language as tl


@triton.jit
def cumsum_2d_i32(x_ptr, down_ptr, across_ptr, BM: tl.constexpr, BN: tl.constexpr):
    offs = tl.arange(0, BM)[:, None] * BN + tl.arange(0, BN)[None, :]
    x = tl.load(x_ptr + offs)
    tl.store(down_ptr + offs, tl.cumsum(x, axis=0))
    tl.store(across_ptr + offs, tl.cumsum(x, axis=1))
