# tl.cumsum of int32 over 512 elements in one warp (16 blocks of 32 in each
# thread's registers, each block carrying the previous one's total), the
# tail masked off.
# signature: *i32:16,*i32:16,i32,512
# launch: grid = 2, num_warps = 1
# args: i32[1024]=rand i32[1024]=zeros i32=500
# outputs: 1
import triton
import triton.language as tl


@triton.jit
def cumsum_i32(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    base = tl.program_id(0) * BLOCK
    offs = tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + base + offs, mask=mask, other=0)
    tl.store(y_ptr + base + offs, tl.cumsum(x, axis=0), mask=mask)
