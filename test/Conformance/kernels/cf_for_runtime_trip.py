# scf.for whose trip count is a runtime argument (Horner evaluation of a
# polynomial with n_coef coefficients, one scalar load per iteration), one
# warp, masked tail.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,*fp32:16,i32,i32,256
# launch: grid = 11719, num_warps = 1
# args: f32[2999999]=rand f32[9]=randn f32[2999999]=zeros i32=2999999 i32=9
# outputs: 2
# tol: 1e-5 1e-5
import triton
import triton.language as tl


@triton.jit
def horner_runtime_trip(x_ptr, c_ptr, y_ptr, n, n_coef, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0.0)
    acc = tl.zeros([BLOCK], tl.float32)
    for k in range(0, n_coef):
        c = tl.load(c_ptr + k)
        acc = acc * x + c
    tl.store(y_ptr + offs, acc, mask=mask)
