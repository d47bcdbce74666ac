# tl.permute of a 3-D fp16 tile: an [S, H, D] tensor (D = 24 masked inside a
# 32-wide block, S not a multiple of the 8-row block) rewritten as [H, D, S].
# The permuted tile has its fastest dimension on S, so the permute needs a
# 3-D layout conversion before the (masked) store.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,i32,16,24,8,32
# launch: grid = 1024, num_warps = 2
# args: f16[8190,16,24]=randn f16[16,24,8190]=zeros i32=8190
# outputs: 1
# tol: 0 0
import triton
import triton.language as tl


@triton.jit
def permute_shd_to_hds(x_ptr, y_ptr, S, H: tl.constexpr, D: tl.constexpr, BS: tl.constexpr, BD: tl.constexpr):
    s = tl.program_id(0) * BS + tl.arange(0, BS)
    h = tl.arange(0, H)
    d = tl.arange(0, BD)
    mask = (s[:, None, None] < S) & (d[None, None, :] < D)
    x = tl.load(x_ptr + s[:, None, None] * (H * D) + h[None, :, None] * D + d[None, None, :], mask=mask)
    y = tl.permute(x, (1, 2, 0))
    ymask = (d[None, :, None] < D) & (s[None, None, :] < S)
    tl.store(y_ptr + h[:, None, None] * (D * S) + d[None, :, None] * S + s[None, None, :], y, mask=ymask)
