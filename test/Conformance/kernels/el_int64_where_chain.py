# int64 arithmetic and a chain of tl.where on a 1-D block of 700 (masked to
# 1024), with clamping and a select between three computed branches.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i64:16,*i64:16,i32,1024
# launch: grid = 2, num_warps = 8
# args: i64[1400]=int:-100000:100000 i64[1400]=zeros i32=700
# outputs: 1
# tol: 0 0
import triton
import triton.language as tl


@triton.jit
def int64_where(x_ptr, y_ptr, N, BLOCK: tl.constexpr):
    offs = tl.program_id(0).to(tl.int64) * N + tl.arange(0, BLOCK)
    mask = tl.arange(0, BLOCK) < N
    x = tl.load(x_ptr + offs, mask=mask, other=0)
    big = x * 3 + 7
    small = x // 5 - (x % 7)
    y = tl.where(x > 50000, big, tl.where(x < -50000, small, x * x))
    y = tl.minimum(tl.maximum(y, -1000000000), 1000000000)
    tl.store(y_ptr + offs, y, mask=mask)
