# tl.interleave (a join and a row-major reshape) of two int vectors, and a
# 2-D join split back along its new minor dimension after a transpose of
# the pairs. n is odd: the tail is masked.
# signature: *i32:16,*i32:16,*i32:16,*i32:16,i32,128
# launch: grid = 3, num_warps = 4
# args: i32[333]=rand i32[333]=rand i32[666]=zeros i32[333]=zeros i32=333
# outputs: 2 3
import triton
import triton.language as tl


@triton.jit
def interleave(a_ptr, b_ptr, mixed_ptr, swapped_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    a = tl.load(a_ptr + offs, mask=mask, other=0)
    b = tl.load(b_ptr + offs, mask=mask, other=0)
    mixed = tl.interleave(a, b)
    mixed_offs = tl.program_id(0) * 2 * BLOCK + tl.arange(0, 2 * BLOCK)
    tl.store(mixed_ptr + mixed_offs, mixed, mask=mixed_offs < 2 * n)
    lo, hi = tl.split(tl.join(a * 3, b - 1))
    tl.store(swapped_ptr + offs, hi - lo, mask=mask)
