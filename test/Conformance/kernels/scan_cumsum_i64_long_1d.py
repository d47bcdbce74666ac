# A long 1-D tl.cumsum of int64 (16384 elements per program, 8 warps): the
# values reach 1e12, so partial sums need all 64 bits (exact); n is not a
# multiple of the block, so the last program's tail is masked.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i64:16,*i64:16,i32,16384
# launch: grid = 512, num_warps = 8
# args: i64[8388485]=int:-1000000000000:1000000000000 i64[8388485]=zeros i32=8388485
# outputs: 1
import triton
import triton.language as tl


@triton.jit
def scan_cumsum_i64(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0)
    tl.store(y_ptr + offs, tl.cumsum(x, axis=0), mask=mask)
