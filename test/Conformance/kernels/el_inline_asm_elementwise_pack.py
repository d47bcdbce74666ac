# tl.inline_asm_elementwise: a PTX `prmt` byte permutation over packs of four
# int8 values (pack = 4) producing int8, and a lop3 on int32 pairs.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i8:16,*i8:16,*i32:16,*i32:16,*i32:16,1024
# launch: grid = 2, num_warps = 4
# args: i8[2048]=int:-100:100 i8[2048]=zeros i32[2048]=int:0:1000000 i32[2048]=int:0:1000000 i32[2048]=zeros
# outputs: 1 4
# tol: 0 0
import triton
import triton.language as tl


@triton.jit
def asm_kernel(x_ptr, y_ptr, a_ptr, b_ptr, c_ptr, BLOCK: tl.constexpr):
    o = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    x = tl.load(x_ptr + o)
    y = tl.inline_asm_elementwise("prmt.b32 $0, $1, 0, 0x0123;", "=r,r", [x], dtype=tl.int8,
                                  is_pure=True, pack=4)
    tl.store(y_ptr + o, y)
    a = tl.load(a_ptr + o)
    b = tl.load(b_ptr + o)
    c = tl.inline_asm_elementwise("lop3.b32 $0, $1, $2, 0xF0F0F0F0, 0x96;", "=r,r,r", [a, b],
                                  dtype=tl.int32, is_pure=True, pack=1)
    tl.store(c_ptr + o, c)
