# A two-operand tl.associative_scan: the running maximum of fp32 values and
# the index where it was reached (later index on ties), over 2048 elements
# and 8 warps. No arithmetic: exact.
# signature: *fp32:16,*fp32:16,*i32:16,2048
# launch: grid = 1, num_warps = 8
# args: f32[2048]=randn f32[2048]=zeros i32[2048]=zeros
# outputs: 1 2
# tol: 0 0
import triton
import triton.language as tl


@triton.jit
def argmax_combine(a, ai, b, bi):
    take_b = b >= a
    return tl.where(take_b, b, a), tl.where(take_b, bi, ai)


@triton.jit
def running_argmax(x_ptr, max_ptr, idx_ptr, N: tl.constexpr):
    offs = tl.arange(0, N)
    m, i = tl.associative_scan((tl.load(x_ptr + offs), offs), 0, argmax_combine)
    tl.store(max_ptr + offs, m)
    tl.store(idx_ptr + offs, i)
