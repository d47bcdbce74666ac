# An if/else on a runtime scalar returning two tensors of different
# layouts' producers (a reduction in one branch, a broadcast in the other),
# used after the branch, and a nested while inside a for.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,i32,32,64
# launch: grid = 4, num_warps = 4
# args: f32[8192]=randn f32[8192]=zeros i32=2
# outputs: 1
# tol: 1e-4 1e-4
import triton
import triton.language as tl


@triton.jit
def if_else_tensors(x_ptr, y_ptr, mode, R: tl.constexpr, C: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * R * C + tl.arange(0, R)[:, None] * C + tl.arange(0, C)[None, :]
    x = tl.load(x_ptr + offs)
    if (pid + mode) % 2 == 0:
        v = tl.sum(x, axis=1)
        t = x - v[:, None] / C
    else:
        v = tl.max(x, axis=1)
        t = x * 0.5
    for i in range(0, 3):
        j = 0
        while j < i + 1:
            t = t + v[:, None] * 0.01
            j += 1
    tl.store(y_ptr + offs, t)
