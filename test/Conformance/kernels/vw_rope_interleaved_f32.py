# Rotary embedding on interleaved pairs: a 16x64 tile is reshaped to
# 16x32x2 and split into even and odd halves, rotated by per-position cos and
# sin, and joined back (tl.reshape, tl.split, tl.join).
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,*fp32:16,*fp32:16,16,64
# launch: grid = 8, num_warps = 2
# args: f32[8192]=randn f32[4096]=randn f32[4096]=randn f32[8192]=zeros
# outputs: 3
# tol: 1e-5 1e-5
import triton
import triton.language as tl


@triton.jit
def rope(x_ptr, cos_ptr, sin_ptr, y_ptr, S: tl.constexpr, D: tl.constexpr):
    pid = tl.program_id(0)
    rows = tl.arange(0, S)
    cols = tl.arange(0, D)
    x = tl.load(x_ptr + pid * S * D + rows[:, None] * D + cols[None, :])
    half = tl.arange(0, D // 2)
    pos = (pid % 4) * S + rows
    c = tl.load(cos_ptr + pos[:, None] * (D // 2) + half[None, :])
    s = tl.load(sin_ptr + pos[:, None] * (D // 2) + half[None, :])
    even, odd = tl.split(tl.reshape(x, (S, D // 2, 2)))
    y = tl.join(even * c - odd * s, even * s + odd * c)
    tl.store(y_ptr + pid * S * D + rows[:, None] * D + cols[None, :], tl.reshape(y, (S, D)))
