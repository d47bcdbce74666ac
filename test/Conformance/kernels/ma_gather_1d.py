# 1-D gather y[i] = x[idx[i]] with int32 indices loaded from memory (random
# addresses: no vectorization of the gathered load), masked tail.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*i32:16,*fp32:16,i32,1024
# launch: grid = 2930, num_warps = 8
# args: f32[4194304]=randn i32[3000001]=int:0:4194303 f32[3000001]=zeros i32=3000001
# outputs: 2
# tol: 0 0
import triton
import triton.language as tl


@triton.jit
def gather_1d(x_ptr, idx_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    idx = tl.load(idx_ptr + offs, mask=mask, other=0)
    tl.store(y_ptr + offs, tl.load(x_ptr + idx, mask=mask), mask=mask)
