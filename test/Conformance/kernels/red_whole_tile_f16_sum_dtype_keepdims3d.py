# Per program a 4x16x32 f16 block: centred along axis 0 with
# tl.sum(axis=0, keep_dims=True) broadcast back over the 3-D tile, row sums
# of the same block viewed as 64x32 with tl.sum(axis=1, dtype=tl.float32) on
# f16, and whole-tile tl.sum(x) / tl.max(x, axis=None) / tl.min(axis=None).
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp32:16,*fp32:16,*fp32:16,4,16,32
# launch: grid = 6, num_warps = 4
# args: f16[12288]=randn f32[12288]=zeros f32[384]=zeros f32[18]=zeros
# outputs: 1 2 3
# tol: 1e-4 1e-4
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def whole_tile_stats(x_ptr, cen_ptr, rs_ptr, stat_ptr, A: tl.constexpr, B: tl.constexpr, C: tl.constexpr):
    pid = tl.program_id(0)
    base = pid * A * B * C
    a = tl.arange(0, A)
    b = tl.arange(0, B)
    c = tl.arange(0, C)
    offs3 = a[:, None, None] * (B * C) + b[None, :, None] * C + c[None, None, :]
    x3 = tl.load(x_ptr + base + offs3).to(tl.float32)
    mean0 = tl.sum(x3, axis=0, keep_dims=True) / A
    tl.store(cen_ptr + base + offs3, x3 - mean0)
    r = tl.arange(0, A * B)
    x2 = tl.load(x_ptr + base + r[:, None] * C + c[None, :])
    rs = tl.sum(x2, axis=1, dtype=tl.float32)
    tl.store(rs_ptr + pid * A * B + r, rs)
    total = tl.sum(x3)
    mx = tl.max(x2, axis=None)
    mn = tl.min(x3, axis=None, keep_dims=False)
    tl.store(stat_ptr + pid * 3, total)
    tl.store(stat_ptr + pid * 3 + 1, mx.to(tl.float32))
    tl.store(stat_ptr + pid * 3 + 2, mn)
