# Newton iterations for sqrt in a while loop that carries a tensor and stops
# when every lane has converged or after 30 steps (a reduction in the
# condition), over 512 f32 values.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,*i32:16,512
# launch: grid = 4, num_warps = 1
# args: f32[2048]=rand f32[2048]=zeros i32[4]=zeros
# outputs: 1 2
# tol: 1e-5 1e-5
import triton
import triton.language as tl


@triton.jit
def newton_sqrt(x_ptr, y_ptr, it_ptr, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    a = tl.load(x_ptr + offs) + 0.5
    y = a
    err = 1.0
    i = 0
    while (err > 1e-6) & (i < 30):
        y_new = 0.5 * (y + a / y)
        err = tl.max(tl.abs(y_new - y), axis=0)
        y = y_new
        i += 1
    tl.store(y_ptr + offs, y)
    tl.store(it_ptr + tl.program_id(0), i)
