# Pairs two vectors with tl.join and stores the pairs interleaved, then
# splits the scaled pairs with tl.split and stores their difference. n is
# not a multiple of BLOCK: the tail is masked.
# signature: *fp32:16,*fp32:16,*fp32:16,*fp32:16,i32,256
# launch: grid = 4, num_warps = 4
# args: f32[1000]=randn f32[1000]=randn f32[2000]=zeros f32[1000]=zeros i32=1000
# outputs: 2 3
import triton
import triton.language as tl


@triton.jit
def join_split(x_ptr, y_ptr, pairs_ptr, diff_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask)
    y = tl.load(y_ptr + offs, mask=mask)
    pairs = tl.join(x, y)
    pair_offs = 2 * offs[:, None] + tl.arange(0, 2)[None, :]
    tl.store(pairs_ptr + pair_offs, pairs, mask=mask[:, None])
    a, b = tl.split(pairs * 2.0)
    tl.store(diff_ptr + offs, a - b, mask=mask)
