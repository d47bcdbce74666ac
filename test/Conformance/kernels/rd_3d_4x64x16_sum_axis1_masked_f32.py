# A 4x64x16 fp32 tile per program summed along its middle axis 1, which has
# 60 valid of 64 (masked as 0): the masked lanes sit inside the reduced
# dimension of a 3-D layout, and the 4x16 result is stored as a 2-D tile.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,i32,4,64,16
# launch: grid = 2048, num_warps = 2
# args: f32[2048,4,60,16]=randn f32[2048,4,16]=zeros i32=60
# outputs: 1
# tol: 1e-4 1e-5
import triton
import triton.language as tl


@triton.jit
def tile3d_sum_axis1(x_ptr, out_ptr, L, A: tl.constexpr, B: tl.constexpr, C: tl.constexpr):
    pid = tl.program_id(0)
    a = tl.arange(0, A)[:, None, None]
    b = tl.arange(0, B)[None, :, None]
    c = tl.arange(0, C)[None, None, :]
    mask = (b < L) & (a < A) & (c < C)
    x = tl.load(x_ptr + pid * (A * L * C) + a * (L * C) + b * C + c, mask=mask, other=0.0)
    s = tl.sum(x, axis=1)
    oa = tl.arange(0, A)[:, None]
    oc = tl.arange(0, C)[None, :]
    tl.store(out_ptr + pid * (A * C) + oa * C + oc, s)
