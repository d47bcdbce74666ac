# A non-commutative two-operand scan: the recurrence h = a * h + b along the
# rows of an int32 tile, as pairs composed (a1, b1) then (a2, b2) ->
# (a1 * a2, a2 * b1 + b2); forwards and reversed. Any combination in the
# wrong order changes the result. a is +1 or -1, so nothing overflows.
# signature: *i32:16,*i32:16,*i32:16,*i32:16,16,128
# launch: grid = 1, num_warps = 4
# args: i32[16,128]=rand i32[16,128]=rand i32[16,128]=zeros i32[16,128]=zeros
# outputs: 2 3
import triton
import triton.language as tl


@triton.jit
def compose(a1, b1, a2, b2):
    return a1 * a2, a2 * b1 + b2


@triton.jit
def recurrence(a_ptr, b_ptr, fwd_ptr, rev_ptr, BM: tl.constexpr, BN: tl.constexpr):
    offs = tl.arange(0, BM)[:, None] * BN + tl.arange(0, BN)[None, :]
    a = 1 - 2 * (tl.load(a_ptr + offs) & 1)
    b = tl.load(b_ptr + offs)
    _, h = tl.associative_scan((a, b), 1, compose)
    tl.store(fwd_ptr + offs, h)
    _, g = tl.associative_scan((a, b), 1, compose, reverse=True)
    tl.store(rev_ptr + offs, g)
