# The smallest mma.sync dot: 16x16x16 f16 on one warp, f32 out, a batch of
# tiles one per program.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp32:16,16
# launch: grid = 4, num_warps = 1
# args: f16[1024]=int:-3:3 f16[1024]=int:-3:3 f32[1024]=zeros
# outputs: 2
# tol: 0 0
# target: cuda:80
import triton
import triton.language as tl


@triton.jit
def tiny_dot(a_ptr, b_ptr, c_ptr, T: tl.constexpr):
    pid = tl.program_id(0)
    r = tl.arange(0, T)
    a = tl.load(a_ptr + pid * T * T + r[:, None] * T + r[None, :])
    b = tl.load(b_ptr + pid * T * T + r[:, None] * T + r[None, :])
    tl.store(c_ptr + pid * T * T + r[:, None] * T + r[None, :], tl.dot(a, b))
