# scf.for whose trip count is a runtime argument: Horner evaluation of a
# polynomial with n_coef coefficients read as scalars inside the loop,
# carrying a 2048-wide fp32 tile (16 warps; masked tail, n = 2^22 + 3).
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,*fp32:16,i32,i32,2048
# launch: grid = 2049, num_warps = 16
# args: f32[4194307]=rand f32[9]=randn f32[4194307]=zeros i32=4194307 i32=9
# outputs: 2
# tol: 1e-5 1e-5
import triton
import triton.language as tl


@triton.jit
def horner_runtime_trips(x_ptr, c_ptr, y_ptr, n, n_coef, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0.0)
    acc = tl.zeros([BLOCK], dtype=tl.float32)
    for k in range(n_coef):
        acc = acc * x + tl.load(c_ptr + k)
    tl.store(y_ptr + offs, acc, mask=mask)
