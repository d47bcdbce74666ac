# 1-D gather tl.load(x + idx) with int32 indices loaded from memory (a masked
# load whose addresses are data-dependent: no vectorization); masked tail.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*i32:16,*fp32:16,i32,1024
# launch: grid = 3907, num_warps = 8
# args: f32[2000003]=randn i32[4000037]=int:0:2000002 f32[4000037]=zeros i32=4000037
# outputs: 2
# tol: 0 0
import triton
import triton.language as tl


@triton.jit
def gather_1d(x_ptr, idx_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    idx = tl.load(idx_ptr + offs, mask=mask, other=0)
    v = tl.load(x_ptr + idx, mask=mask, other=0.0)
    tl.store(y_ptr + offs, v, mask=mask)
