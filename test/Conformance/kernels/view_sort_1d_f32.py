# tl.sort (Triton's standard-library bitonic sort: reshapes to a 2x2x...x2
# hypercube and xor-reductions) of a loaded 1-D fp32 tile, ascending. Each
# program sorts one row of 1000 in a 1024 block; the masked lanes are +inf so
# they sort to the end and the store of the first 1000 drops them.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,i32,1024
# launch: grid = 4096, num_warps = 4
# args: f32[4096,1000]=randn f32[4096,1000]=zeros i32=1000
# outputs: 1
# tol: 0 0
import triton
import triton.language as tl


@triton.jit
def sort_rows_1d(x_ptr, y_ptr, L, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    mask = cols < L
    x = tl.load(x_ptr + row * L + cols, mask=mask, other=float('inf'))
    y = tl.sort(x)
    tl.store(y_ptr + row * L + cols, y, mask=mask)
