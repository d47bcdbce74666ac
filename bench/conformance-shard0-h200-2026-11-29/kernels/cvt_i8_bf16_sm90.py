# int8 -> bf16 casts, four registers at a time (sm_90: prmt bit tricks),
# scaled in bf16 and stored; a masked tail.
# signature: *i8:16,*bf16:16,i32,1024
# launch: grid = 4096, num_warps = 4
# args: i8[4194000]=int:-128:127 bf16[4194000]=zeros i32=4194000
# outputs: 1
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def cvt_i8_bf16(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0)
    y = x.to(tl.bfloat16) * 2.0
    tl.store(y_ptr + offs, y.to(tl.bfloat16), mask=mask)
