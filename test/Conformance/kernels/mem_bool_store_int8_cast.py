# Loads int8, compares into an i1 tensor stored as tl.int1 (bool) and as a
# 0/1 int8, plus a umulhi of two u32-ranged int32 inputs.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i8:16,*i1:16,*i8:16,*i32:16,*i32:16,*i32:16,512
# launch: grid = 2, num_warps = 4
# args: i8[1024]=int:-50:50 i1[1024]=zeros i8[1024]=zeros i32[1024]=int:0:100000 i32[1024]=int:0:100000 i32[1024]=zeros
# outputs: 1 2 5
# tol: 0 0
import triton
import triton.language as tl


@triton.jit
def bool_and_hi(x_ptr, b_ptr, c_ptr, u_ptr, v_ptr, h_ptr, BLOCK: tl.constexpr):
    o = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    x = tl.load(x_ptr + o)
    b = (x > 3) ^ (x < -20)
    tl.store(b_ptr + o, b)
    tl.store(c_ptr + o, b.to(tl.int8) * 2 - 1)
    u = tl.load(u_ptr + o)
    v = tl.load(v_ptr + o)
    tl.store(h_ptr + o, tl.umulhi(u * 40000, v))
