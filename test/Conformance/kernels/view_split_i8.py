# tl.split of a reshaped tile: 2048 int8 values read as one vector, reshaped
# to 1024x2 (can_reorder=False) and split into the even and odd elements;
# their wrapping int8 sum and difference are stored, and the pair is joined
# back swapped and split again (split of a join). 3000001 pairs: the tail is
# masked.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i8:16,*i8:16,*i8:16,*i8:16,i32,1024
# launch: grid = 2930, num_warps = 1
# args: i8[6000002]=rand i8[3000001]=zeros i8[3000001]=zeros i8[3000001]=zeros i32=3000001
# outputs: 1 2 3
import triton
import triton.language as tl


@triton.jit
def split_pairs(x_ptr, sum_ptr, diff_ptr, mix_ptr, n, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    flat = pid * 2 * BLOCK + tl.arange(0, 2 * BLOCK)
    x = tl.load(x_ptr + flat, mask=flat < 2 * n, other=0)
    even, odd = tl.split(tl.reshape(x, (BLOCK, 2), can_reorder=False))
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    tl.store(sum_ptr + offs, even + odd, mask=mask)
    tl.store(diff_ptr + offs, even - odd, mask=mask)
    lo, hi = tl.split(tl.join(odd * 3, even))
    tl.store(mix_ptr + offs, lo ^ hi, mask=mask)
