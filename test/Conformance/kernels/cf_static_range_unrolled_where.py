# tl.static_range unrolls four tile loads with a scalar-conditioned
# tl.where (the condition is a runtime scalar argument) and an if on a
# constexpr, accumulating into a 32x32 tile.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,i32,32,1
# launch: grid = 2, num_warps = 4
# args: f32[8192]=randn f32[2048]=zeros i32=1
# outputs: 1
# tol: 1e-5 1e-5
import triton
import triton.language as tl


@triton.jit
def unrolled(x_ptr, y_ptr, flag, B: tl.constexpr, SQUARE: tl.constexpr):
    pid = tl.program_id(0)
    r = tl.arange(0, B)
    acc = tl.zeros((B, B), tl.float32)
    for i in tl.static_range(4):
        t = tl.load(x_ptr + (pid * 4 + i) * B * B + r[:, None] * B + r[None, :])
        if SQUARE:
            t = t * t
        acc += tl.where(flag > 0, t * (i + 1), -t)
    tl.store(y_ptr + pid * B * B + r[:, None] * B + r[None, :], acc)
