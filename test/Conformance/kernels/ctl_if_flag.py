# scf.if yielding tensors: a runtime scalar flag picks one of two fp16->fp32
# computations whose two results are used after the if (flag = 7 takes the
# else branch); masked tail, n = 2^22 + 11.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,i32,i32,512
# launch: grid = 8193, num_warps = 2
# args: f16[4194315]=randn f16[4194315]=zeros i32=4194315 i32=7
# outputs: 1
# tol: 1e-2 1e-3
import triton
import triton.language as tl


@triton.jit
def if_flag(x_ptr, y_ptr, n, flag, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0.0).to(tl.float32)
    if flag % 2 == 0:
        a = x * x + 1.0
        b = tl.abs(x)
    else:
        a = tl.exp(x)
        b = -x
    tl.store(y_ptr + offs, (a - b).to(tl.float16), mask=mask)
