# Signed and unsigned-style integer division and remainder by constants and
# by a loaded divisor (never zero), i32 and i64, over 2048 values.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i32:16,*i32:16,*i64:16,*i32:16,*i64:16,1024
# launch: grid = 2, num_warps = 8
# args: i32[2048]=int:-100000:100000 i32[2048]=int:1:97 i64[2048]=int:-9000000000:9000000000 i32[2048]=zeros i64[2048]=zeros
# outputs: 3 4
# tol: 0 0
import triton
import triton.language as tl


@triton.jit
def div_mod(x_ptr, d_ptr, w_ptr, y_ptr, z_ptr, BLOCK: tl.constexpr):
    o = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    x = tl.load(x_ptr + o)
    d = tl.load(d_ptr + o)
    w = tl.load(w_ptr + o)
    y = x // 7 + x % 13 - x // d + x % d + tl.cdiv(x, 5)
    z = w // 1000003 + w % 4096 - w // d.to(tl.int64)
    tl.store(y_ptr + o, y)
    tl.store(z_ptr + o, z)
