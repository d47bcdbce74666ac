# An 8x16x32 fp16 tile per program reduced along its middle axis 1 with
# tl.max (Triton computes it in fp32; stored back as fp16, exact): the
# result keeps the outer and inner dimensions (8x32).
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,8,16,32
# launch: grid = 4096, num_warps = 8
# args: f16[4096,8,16,32]=randn f16[4096,8,32]=zeros
# outputs: 1
# tol: 0 0
import triton
import triton.language as tl


@triton.jit
def red_3d_axis1(x_ptr, y_ptr, A: tl.constexpr, B: tl.constexpr, C: tl.constexpr):
    pid = tl.program_id(0)
    a = tl.arange(0, A)[:, None, None]
    b = tl.arange(0, B)[None, :, None]
    c = tl.arange(0, C)[None, None, :]
    x = tl.load(x_ptr + pid * (A * B * C) + a * (B * C) + b * C + c)
    m = tl.max(x, axis=1).to(tl.float16)
    a2 = tl.arange(0, A)[:, None]
    c2 = tl.arange(0, C)[None, :]
    tl.store(y_ptr + pid * (A * C) + a2 * C + c2, m)
