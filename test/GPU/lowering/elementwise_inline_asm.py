# tl.inline_asm_elementwise with two results per element (max and min of
# two floats, pack 1) and with four bytes packed into one 32-bit register
# (pack 4, each byte zero-extended to int32 in its own result register);
# masked tail.
# signature: *fp32:16,*fp32:16,*i8:16,*fp32:16,*fp32:16,*i32:16,i32,256
# launch: grid = 4, num_warps = 4
# args: f32[1000]=randn f32[1000]=randn i8[1000]=rand f32[1000]=zeros f32[1000]=zeros i32[1000]=zeros i32=1000
# outputs: 3 4 5
# tol: 0 0
import triton
import triton.language as tl


@triton.jit
def inline_asm(x_ptr, y_ptr, a_ptr, max_ptr, min_ptr, wide_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask)
    y = tl.load(y_ptr + offs, mask=mask)
    a = tl.load(a_ptr + offs, mask=mask)
    hi, lo = tl.inline_asm_elementwise("max.f32 $0, $2, $3;\n\tmin.f32 $1, $2, $3;", "=f,=f,f,f",
                                       [x, y], dtype=(tl.float32, tl.float32), is_pure=True, pack=1)
    wide = tl.inline_asm_elementwise(
        "{\n\t.reg .b8 b<4>;\n\tmov.b32 {b0, b1, b2, b3}, $4;\n\tcvt.u32.u8 $0, b0;\n\t"
        "cvt.u32.u8 $1, b1;\n\tcvt.u32.u8 $2, b2;\n\tcvt.u32.u8 $3, b3;\n\t}",
        "=r,=r,=r,=r,r", [a], dtype=tl.int32, is_pure=True, pack=4)
    tl.store(max_ptr + offs, hi, mask=mask)
    tl.store(min_ptr + offs, lo, mask=mask)
    tl.store(wide_ptr + offs, wide, mask=mask)
