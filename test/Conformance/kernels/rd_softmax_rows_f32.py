# Fused row softmax: each program loads one row of 781 fp32 values (masked
# with -inf inside a 1024-wide block), subtracts the row max, exponentiates
# and divides by the row sum: two reductions over the same 1-D layout.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,i32,1024
# launch: grid = 4096, num_warps = 4
# args: f32[4096,781]=randn f32[4096,781]=zeros i32=781
# outputs: 1
# tol: 1e-6 1e-5
import triton
import triton.language as tl


@triton.jit
def softmax_rows(x_ptr, y_ptr, N, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    mask = cols < N
    x = tl.load(x_ptr + row * N + cols, mask=mask, other=-float("inf"))
    shifted = x - tl.max(x, axis=0)
    e = tl.exp(shifted)
    y = e / tl.sum(e, axis=0)
    tl.store(y_ptr + row * N + cols, y, mask=mask)
