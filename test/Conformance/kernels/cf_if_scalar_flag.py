# scf.if on a runtime scalar ((pid + flag) % 2, so both branches run) that
# yields a tensor and a reduced scalar used after the if; fp16 in and out,
# masked tail.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,i32,i32,2048
# launch: grid = 1954, num_warps = 8
# args: f16[4000001]=randn f16[4000001]=zeros i32=4000001 i32=3
# outputs: 1
# tol: 1e-3 1e-3
import triton
import triton.language as tl


@triton.jit
def if_scalar_flag(x_ptr, y_ptr, n, flag, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0.0).to(tl.float32)
    if (pid + flag) % 2 == 0:
        y = x * x
        s = tl.sum(y, axis=0) + 1.0
    else:
        y = tl.abs(x) + 1.0
        s = tl.max(y, axis=0)
    tl.store(y_ptr + offs, (y / s).to(tl.float16), mask=mask)
