# tl.cumsum of fp32 over 1024 elements per program, the last 24 masked off:
# chunks in registers, shuffles across lanes, the 4 warps' totals through
# shared memory (Triton's combine order, so the sums round the same way).
# signature: *fp32:16,*fp32:16,i32,1024
# launch: grid = 3, num_warps = 4
# args: f32[3072]=randn f32[3072]=zeros i32=1000
# outputs: 1
# tol: 1e-4 1e-5
import triton
import triton.language as tl


@triton.jit
def cumsum_f32(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    base = tl.program_id(0) * BLOCK
    offs = tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + base + offs, mask=mask, other=0.0)
    tl.store(y_ptr + base + offs, tl.cumsum(x, axis=0), mask=mask)
