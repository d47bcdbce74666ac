# Inclusive tl.cumsum along axis 1 of a [4, 32, 16] f32 tile with only the
# first 27 positions of that axis valid (masked), the exclusive prefix sum as
# cumsum - x, and the per-(axis0, axis2) totals, with 2 warps.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,*fp32:16,*fp32:16,i32,4,32,16
# launch: grid = 8, num_warps = 2
# args: f32[16384]=rand f32[16384]=zeros f32[16384]=zeros f32[512]=zeros i32=27
# outputs: 1 2 3
# tol: 1e-5 1e-5
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def cumsum3d_exclusive(x_ptr, inc_ptr, exc_ptr, tot_ptr, n_valid,
                       A: tl.constexpr, B: tl.constexpr, C: tl.constexpr):
    pid = tl.program_id(0)
    a = tl.arange(0, A)[:, None, None]
    b = tl.arange(0, B)[None, :, None]
    c = tl.arange(0, C)[None, None, :]
    offs = pid * (A * B * C) + a * (B * C) + b * C + c
    mask = b < n_valid
    x = tl.load(x_ptr + offs, mask=mask, other=0.0)
    inc = tl.cumsum(x, axis=1)
    exc = inc - x
    tl.store(inc_ptr + offs, inc, mask=mask)
    tl.store(exc_ptr + offs, exc, mask=mask)
    tot = tl.sum(x, axis=1)
    a2 = tl.arange(0, A)[:, None]
    c2 = tl.arange(0, C)[None, :]
    tl.store(tot_ptr + pid * (A * C) + a2 * C + c2, tot)
