# A long 1-D tl.cumsum of int64 (values up to 1e12, so the sums need 64
# bits): 8192-element blocks, one per program, with the last block masked
# (4,000,003 elements). Integers: exact.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i64:16,*i64:16,i32,8192
# launch: grid = 489, num_warps = 4
# args: i64[4000003]=int:-1000000000000:1000000000000 i64[4000003]=zeros i32=4000003
# outputs: 1
import triton
import triton.language as tl


@triton.jit
def block_cumsum_i64(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0)
    tl.store(y_ptr + offs, tl.cumsum(x, axis=0), mask=mask)
