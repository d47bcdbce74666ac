# tl.associative_scan with a custom two-operand combine and reverse=True: the
# first-order linear recurrence h[t] = a[t] * h[t+1] + b[t] run from the end
# of each 512-long row (a in [0, 0.95) so it decays), 2 rows a program, one warp.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,*fp32:16,i32:16,2,512
# launch: grid = 4096, num_warps = 1
# args: f32[8192,512]=rand f32[8192,512]=randn f32[8192,512]=zeros i32=8192
# outputs: 2
# tol: 1e-4 1e-4
import triton
import triton.language as tl


@triton.jit
def linear_recurrence_combine(a1, b1, a2, b2):
    return a1 * a2, a2 * b1 + b2


@triton.jit
def suffix_linear_recurrence(a_ptr, b_ptr, h_ptr, M, BM: tl.constexpr, BN: tl.constexpr):
    pid = tl.program_id(0)
    rows = pid * BM + tl.arange(0, BM)
    cols = tl.arange(0, BN)
    offs = rows[:, None] * BN + cols[None, :]
    mask = rows[:, None] < M
    a = tl.load(a_ptr + offs, mask=mask, other=0.0) * 0.95
    b = tl.load(b_ptr + offs, mask=mask, other=0.0)
    _, h = tl.associative_scan((a, b), 1, linear_recurrence_combine, reverse=True)
    tl.store(h_ptr + offs, h, mask=mask)
