# tl.inline_asm_elementwise becomes tt.elementwise_inline_asm on the
# arguments broadcast to one shape, one result per dtype, the asm text
# escaped as an MLIR string.
#
# REQUIRES: tt-front
# RUN: tt-front %s --kernel two_results --signature "*fp32,*u8,64" | FileCheck %s
# RUN: tt-front %s --kernel two_results --signature "*fp32,*u8,64" | tt-opt -o /dev/null
# RUN: not tt-front %s --kernel bad_pack --signature "*fp32,64" 2>&1 | FileCheck %s --check-prefix=BAD
import triton
import triton.language as tl


# CHECK-LABEL: tt.func public @two_results(
# The scalar broadcast once to find the shape, then again to use it.
# CHECK: arith.constant dense<5.000000e-01> : tensor<64xf32>
# CHECK: %[[S:.+]] = arith.constant dense<5.000000e-01> : tensor<64xf32>
# CHECK: %{{.+}}:2 = tt.elementwise_inline_asm "max.f32 $0, $2, $3;\0A\09min.f32 $1, $2, $3;" {constraints = "=f,=f,f,f", packed_element = 1 : i32, pure = true} %{{.+}}, %[[S]] : tensor<64xf32>, tensor<64xf32> -> tensor<64xf32>, tensor<64xf32>
# CHECK: tt.elementwise_inline_asm "mov.b32 $0, $1;" {constraints = "=r,r", packed_element = 4 : i32, pure = false} %{{.+}} : tensor<64xi8> -> tensor<64xi8>
@triton.jit
def two_results(x_ptr, a_ptr, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs)
    hi, lo = tl.inline_asm_elementwise("max.f32 $0, $2, $3;\n\tmin.f32 $1, $2, $3;", "=f,=f,f,f",
                                       [x, 0.5], dtype=(tl.float32, tl.float32), is_pure=True, pack=1)
    a = tl.load(a_ptr + offs)
    b = tl.inline_asm_elementwise("mov.b32 $0, $1;", "=r,r", [a], dtype=tl.uint8, is_pure=False,
                                  pack=4)
    tl.store(x_ptr + offs, hi + lo)
    tl.store(a_ptr + offs, b)


# BAD: error: inline_asm_elementwise: pack must be a positive integer
@triton.jit
def bad_pack(x_ptr, BLOCK: tl.constexpr):
    x = tl.load(x_ptr + tl.arange(0, BLOCK))
    tl.store(x_ptr + tl.arange(0, BLOCK),
             tl.inline_asm_elementwise("mov.b32 $0, $1;", "=r,r", [x], dtype=tl.float32, is_pure=True,
                                       pack=0))
