# An 8x16x32 fp16 tile per program summed along its innermost axis 2 with
# tl.sum(dtype=tl.float32): fp16 inputs accumulated in fp32, the 8x16 result
# stored as fp32.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp32:16,8,16,32
# launch: grid = 2048, num_warps = 8
# args: f16[2048,8,16,32]=randn f32[2048,8,16]=zeros
# outputs: 1
# tol: 1e-4 1e-5
import triton
import triton.language as tl


@triton.jit
def tile3d_sum_axis2_f32acc(x_ptr, out_ptr, A: tl.constexpr, B: tl.constexpr, C: tl.constexpr):
    pid = tl.program_id(0)
    a = tl.arange(0, A)[:, None, None]
    b = tl.arange(0, B)[None, :, None]
    c = tl.arange(0, C)[None, None, :]
    x = tl.load(x_ptr + pid * (A * B * C) + a * (B * C) + b * C + c)
    s = tl.sum(x, axis=2, dtype=tl.float32)
    oa = tl.arange(0, A)[:, None]
    ob = tl.arange(0, B)[None, :]
    tl.store(out_ptr + pid * (A * B) + oa * B + ob, s)
