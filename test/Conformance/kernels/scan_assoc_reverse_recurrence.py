# tl.associative_scan with a custom, non-commutative two-operand combine
# (the first-order linear recurrence h = a * h' + b, as for discounted
# returns) and reverse=True, along axis 1 of a 16x128 fp32 tile; decay
# factors in [0, 1).
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,*fp32:16,16,128
# launch: grid = 1024, num_warps = 2
# args: f32[16384,128]=rand f32[16384,128]=randn f32[16384,128]=zeros
# outputs: 2
# tol: 1e-5 1e-4
import triton
import triton.language as tl


@triton.jit
def recurrence_combine(a1, b1, a2, b2):
    return a1 * a2, b1 * a2 + b2


@triton.jit
def scan_reverse_recurrence(a_ptr, b_ptr, h_ptr, ROWS: tl.constexpr, COLS: tl.constexpr):
    rows = tl.program_id(0) * ROWS + tl.arange(0, ROWS)
    offs = rows[:, None] * COLS + tl.arange(0, COLS)[None, :]
    a = tl.load(a_ptr + offs)
    b = tl.load(b_ptr + offs)
    _, h = tl.associative_scan((a, b), 1, recurrence_combine, reverse=True)
    tl.store(h_ptr + offs, h)
