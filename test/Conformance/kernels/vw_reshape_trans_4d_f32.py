# A 4-D round trip: a 64x64 tile reshaped to 8x8x8x8, permuted (3, 1, 2, 0),
# reshaped back to 64x64 and stored, and summed over the middle two axes.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,*fp32:16,8
# launch: grid = 2, num_warps = 4
# args: f32[8192]=randn f32[8192]=zeros f32[128]=zeros
# outputs: 1 2
# tol: 1e-5 1e-5
import triton
import triton.language as tl


@triton.jit
def reshape4d(x_ptr, y_ptr, s_ptr, E: tl.constexpr):
    pid = tl.program_id(0)
    r = tl.arange(0, E * E)
    offs = pid * E * E * E * E + r[:, None] * E * E + r[None, :]
    x = tl.load(x_ptr + offs)
    t = tl.permute(tl.reshape(x, (E, E, E, E)), (3, 1, 2, 0))
    tl.store(y_ptr + offs, tl.reshape(t, (E * E, E * E)))
    s = tl.sum(tl.sum(t, axis=2), axis=1)
    e = tl.arange(0, E)
    tl.store(s_ptr + pid * E * E + e[:, None] * E + e[None, :], s)
