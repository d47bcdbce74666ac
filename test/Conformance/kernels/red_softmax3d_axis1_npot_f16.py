# Softmax of 2x16x32 f16 tiles along axis 1 whose extent is 12 (masked): max
# and sum with keep_dims=True broadcast back over the 3-D tile, f32 math.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp32:16,i32,2,16,32
# launch: grid = 3, num_warps = 4
# args: f16[2304]=randn f32[2304]=zeros i32=12
# outputs: 1
# tol: 1e-6 1e-5
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def softmax3d_axis1(x_ptr, y_ptr, m, B: tl.constexpr, M: tl.constexpr, N: tl.constexpr):
    pid = tl.program_id(0)
    b = tl.arange(0, B)[:, None, None]
    i = tl.arange(0, M)[None, :, None]
    j = tl.arange(0, N)[None, None, :]
    offs = (pid * B + b) * m * N + i * N + j
    mask = (i < m) & (j < N) & (b < B)
    x = tl.load(x_ptr + offs, mask=mask, other=float("-inf")).to(tl.float32)
    mx = tl.max(x, axis=1, keep_dims=True)
    e = tl.exp(x - mx)
    e = tl.where(mask, e, 0.0)
    s = tl.sum(e, axis=1, keep_dims=True)
    y = e / s
    tl.store(y_ptr + offs, y, mask=mask)
