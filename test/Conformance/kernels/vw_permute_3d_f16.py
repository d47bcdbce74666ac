# tl.permute of a 4x8x32 f16 tile to 32x4x8 (order 2, 0, 1), stored
# contiguously, and its max over the new last axis.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp16:16,4,8,32
# launch: grid = 4, num_warps = 4
# args: f16[4096]=randn f16[4096]=zeros f16[512]=zeros
# outputs: 1 2
# tol: 0 0
import triton
import triton.language as tl


@triton.jit
def permute3d(x_ptr, y_ptr, m_ptr, A: tl.constexpr, B: tl.constexpr, C: tl.constexpr):
    pid = tl.program_id(0)
    a = tl.arange(0, A)[:, None, None]
    b = tl.arange(0, B)[None, :, None]
    c = tl.arange(0, C)[None, None, :]
    x = tl.load(x_ptr + pid * A * B * C + a * B * C + b * C + c)
    y = tl.permute(x, (2, 0, 1))
    cc = tl.arange(0, C)[:, None, None]
    aa = tl.arange(0, A)[None, :, None]
    bb = tl.arange(0, B)[None, None, :]
    tl.store(y_ptr + pid * A * B * C + cc * A * B + aa * B + bb, y)
    m = tl.max(y, axis=2)
    tl.store(m_ptr + pid * C * A + tl.arange(0, C)[:, None] * A + tl.arange(0, A)[None, :], m)
