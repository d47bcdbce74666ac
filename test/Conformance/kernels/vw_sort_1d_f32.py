# tl.sort (ascending, Triton's bitonic sort from its standard library) of
# 1024-element fp32 blocks; the masked tail is padded with +inf so it sorts
# to the end and is not stored. The sort is a sequence of reshapes to
# [..., 2, ...] views and xor-reductions across threads and warps.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,i32,1024
# launch: grid = 2048, num_warps = 4
# args: f32[2096852]=randn f32[2096852]=zeros i32=2096852
# outputs: 1
# tol: 0 0
import triton
import triton.language as tl


@triton.jit
def sort_blocks_1d(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=float("inf"))
    tl.store(y_ptr + offs, tl.sort(x), mask=mask)
