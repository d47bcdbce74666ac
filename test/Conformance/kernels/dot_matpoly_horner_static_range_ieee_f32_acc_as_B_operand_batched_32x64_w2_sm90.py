# Matrix-polynomial apply Y = (c3 A^3 + c2 A^2 + c1 A + c0 I) X per batch, by
# Horner's rule in a tl.static_range loop: Y <- A @ Y + c_i X, where the
# previous dot's f32 result is the B operand of the next dot (fp32 operands,
# input_precision="ieee"). A [32, 32] is loaded once per program, X/Y tiles
# are 32x64 with the N = 100 tail masked, coefficients loaded from memory.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,*fp32:16,*fp32:16,i32,i32:16,i32:16,i32:16,i32,32,64,3
# launch: grid = 2x3, num_warps = 2, num_stages = 1
# args: f32[3072]=int:-1:1 f32[9600]=int:-2:2 f32[4]=int:-2:2 f32[9600]=zeros i32=100 i32=1024 i32=3200 i32=32 i32=100
# outputs: 3
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def matpoly_horner_apply(a_ptr, x_ptr, coef_ptr, y_ptr, N, stride_ab, stride_xb, stride_am, stride_xm,
                         BLOCK_D: tl.constexpr, BLOCK_N: tl.constexpr, DEGREE: tl.constexpr):
    pid_n = tl.program_id(0)
    b = tl.program_id(1)
    rd = tl.arange(0, BLOCK_D)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    mask_n = rn < N

    a = tl.load(a_ptr + b * stride_ab + rd[:, None] * stride_am + rd[None, :])
    x_ptrs = x_ptr + b * stride_xb + rd[:, None] * stride_xm + rn[None, :]
    x = tl.load(x_ptrs, mask=mask_n[None, :], other=0.0)

    y = x * tl.load(coef_ptr + DEGREE)
    for i in tl.static_range(DEGREE):
        c = tl.load(coef_ptr + (DEGREE - 1 - i))
        y = tl.dot(a, y, input_precision="ieee") + c * x

    tl.store(y_ptr + b * stride_xb + rd[:, None] * stride_xm + rn[None, :], y, mask=mask_n[None, :])
