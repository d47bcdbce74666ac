# An 8x16x32 int32 tile per program reduced along its innermost axis 2 with
# tl.min; the last dimension is 30 valid of 32 (masked with INT32_MAX), so
# the masked lanes sit inside the reduced dimension.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i32:16,*i32:16,i32,8,16,32
# launch: grid = 2048, num_warps = 1
# args: i32[2048,8,16,30]=rand i32[2048,8,16]=zeros i32=30
# outputs: 1
import triton
import triton.language as tl


@triton.jit
def red_3d_axis2(x_ptr, y_ptr, n_inner, A: tl.constexpr, B: tl.constexpr, C: tl.constexpr):
    pid = tl.program_id(0)
    a = tl.arange(0, A)[:, None, None]
    b = tl.arange(0, B)[None, :, None]
    c = tl.arange(0, C)[None, None, :]
    mask = c < n_inner
    x = tl.load(x_ptr + pid * (A * B * n_inner) + a * (B * n_inner) + b * n_inner + c, mask=mask,
                other=2147483647)
    m = tl.min(x, axis=2)
    a2 = tl.arange(0, A)[:, None]
    b2 = tl.arange(0, B)[None, :]
    tl.store(y_ptr + pid * (A * B) + a2 * B + b2, m)
