# A 16x8x32 bf16 tile per program reduced along its outermost axis 0 with
# tl.min (promoted to fp32, stored back as bf16: exact), with 16 warps for
# 4096 elements: the 3-D layout sliced to an 8x32 result.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*bf16:16,16,8,32
# launch: grid = 2048, num_warps = 16
# args: bf16[2048,16,8,32]=randn bf16[2048,8,32]=zeros
# outputs: 1
# tol: 0 0
import triton
import triton.language as tl


@triton.jit
def tile3d_min_axis0(x_ptr, out_ptr, A: tl.constexpr, B: tl.constexpr, C: tl.constexpr):
    pid = tl.program_id(0)
    a = tl.arange(0, A)[:, None, None]
    b = tl.arange(0, B)[None, :, None]
    c = tl.arange(0, C)[None, None, :]
    x = tl.load(x_ptr + pid * (A * B * C) + a * (B * C) + b * C + c)
    m = tl.min(x, axis=0)
    ob = tl.arange(0, B)[:, None]
    oc = tl.arange(0, C)[None, :]
    tl.store(out_ptr + pid * (B * C) + ob * C + oc, m.to(tl.bfloat16))
