# ViT patchify / im2col: each program of a 7x7 grid loads a [C, P, P] patch
# (C = 3 padded to 4, H = W = 50 edge tails zero-padded) and writes it as a
# flat (c, i, j)-ordered row via tl.ravel (order-preserving), while patch
# statistics (sum, masked max) reduce over tl.reshape(..., can_reorder=True)
# flattenings and per-channel sums over nested axis reductions.  The patch
# index uses tl.num_programs(1) on the 2-D grid.  Integer-valued f16 pixels.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp32:16,*fp32:16,*fp32:16,i32,i32,i32,i32,3,4,8
# launch: grid = 7x7, num_warps = 2
# args: f16[7500]=int:-50:50 f16[9408]=zeros f32[49]=zeros f32[49]=zeros f32[147]=zeros i32=50 i32=50 i32=2500 i32=50
# outputs: 1 2 3 4
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def patchify_ravel_stats_kernel(img_ptr, patch_ptr, psum_ptr, pmax_ptr, csum_ptr, H, W, stride_c, stride_h,
                                C: tl.constexpr, C_PAD: tl.constexpr, P: tl.constexpr):
    tl.static_assert(C <= C_PAD)
    pid_h = tl.program_id(0)
    pid_w = tl.program_id(1)
    patch = pid_h * tl.num_programs(1) + pid_w
    PATCH_LEN: tl.constexpr = C * P * P
    FLAT: tl.constexpr = C_PAD * P * P

    offs_c = tl.arange(0, C_PAD)
    rows = pid_h * P + tl.arange(0, P)
    cols = pid_w * P + tl.arange(0, P)
    mask3 = (offs_c < C)[:, None, None] & (rows < H)[None, :, None] & (cols < W)[None, None, :]
    ptrs = img_ptr + offs_c[:, None, None] * stride_c + rows[None, :, None] * stride_h + cols[None, None, :]
    x = tl.load(ptrs, mask=mask3, other=0.0)

    flat = tl.ravel(x)
    idx = tl.arange(0, FLAT)
    tl.store(patch_ptr + patch * PATCH_LEN + idx, flat, mask=idx < PATCH_LEN)

    xf = x.to(tl.float32)
    total = tl.sum(tl.reshape(xf, (FLAT,), can_reorder=True), axis=0)
    xm = tl.where(mask3, xf, float("-inf"))
    peak = tl.max(tl.reshape(xm, (FLAT,), can_reorder=True), axis=0)
    tl.store(psum_ptr + patch, total)
    tl.store(pmax_ptr + patch, peak)

    per_c = tl.sum(tl.sum(xf, axis=2), axis=1)
    tl.store(csum_ptr + patch * C + offs_c, per_c, mask=offs_c < C)
