# Shape-op chains on 16x32 f16 tiles x, y: tl.interleave(x, y) stored as
# 16x64; tl.join(x, y) permuted (2, 0, 1) and reshaped to 32x32 (x rows then
# y rows); the interleaved tile reshaped to 16x32x2 and tl.split back, and
# the stacked one reshaped 2x16x32, permuted (1, 2, 0) and split again,
# combined as (a - q) * (p + b); plus tl.permute (2, 0, 1) of a 4x8x16 f32
# tile.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp16:16,*fp16:16,*fp16:16,*fp32:16,*fp32:16,16,32,4,8,16
# launch: grid = 6, num_warps = 1
# args: f16[3072]=randn f16[3072]=randn f16[6144]=zeros f16[6144]=zeros f16[3072]=zeros f32[3072]=randn f32[3072]=zeros
# outputs: 2 3 4 6
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def view_chain(x_ptr, y_ptr, inter_ptr, stack_ptr, mix_ptr, t_ptr, pt_ptr,
               BM: tl.constexpr, BN: tl.constexpr, A: tl.constexpr, B: tl.constexpr, C: tl.constexpr):
    pid = tl.program_id(0)
    rm = tl.arange(0, BM)
    rn = tl.arange(0, BN)
    offs = pid * BM * BN + rm[:, None] * BN + rn[None, :]
    x = tl.load(x_ptr + offs)
    y = tl.load(y_ptr + offs)

    z = tl.interleave(x, y)
    r2 = tl.arange(0, 2 * BN)
    tl.store(inter_ptr + pid * BM * 2 * BN + rm[:, None] * (2 * BN) + r2[None, :], z)

    j = tl.join(x, y)
    jp = tl.permute(j, (2, 0, 1))
    stacked = tl.reshape(jp, (2 * BM, BN))
    rs = tl.arange(0, 2 * BM)
    tl.store(stack_ptr + pid * 2 * BM * BN + rs[:, None] * BN + rn[None, :], stacked)

    a, b = tl.split(tl.reshape(z, (BM, BN, 2)))
    w = tl.permute(tl.reshape(stacked, (2, BM, BN)), (1, 2, 0))
    p, q = tl.split(w)
    tl.store(mix_ptr + offs, (a - q) * (p + b))

    ta = tl.arange(0, A)[:, None, None]
    tb = tl.arange(0, B)[None, :, None]
    tc = tl.arange(0, C)[None, None, :]
    t = tl.load(t_ptr + pid * A * B * C + ta * (B * C) + tb * C + tc)
    pt = tl.permute(t, (2, 0, 1))
    pc = tl.arange(0, C)[:, None, None]
    pa = tl.arange(0, A)[None, :, None]
    pb = tl.arange(0, B)[None, None, :]
    tl.store(pt_ptr + pid * A * B * C + pc * (A * B) + pa * B + pb, pt)
