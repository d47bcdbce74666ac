# tl.cat (whose element order is left to the compiler) of two int blocks,
# reduced so that the order does not matter: sum of squares and maximum.
# signature: *i32:16,*i32:16,*i32:16,256
# launch: grid = 4, num_warps = 4
# args: i32[1024]=rand i32[1024]=rand i32[8]=zeros
# outputs: 2
import triton
import triton.language as tl


@triton.jit
def cat_reduce(x_ptr, y_ptr, out_ptr, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs)
    y = tl.load(y_ptr + offs)
    both = tl.cat(x, y, can_reorder=True)
    tl.store(out_ptr + 2 * pid, tl.sum(both * both, axis=0))
    tl.store(out_ptr + 2 * pid + 1, tl.max(both, axis=0))
