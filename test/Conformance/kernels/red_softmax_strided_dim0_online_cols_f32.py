# torch.softmax(x, dim=0) of a 3-D [L=77, B=3, H=50] view whose storage is
# [B, H, L] (L has stride 1): one program per (H block, batch), a [32, 16] tile
# with the reduced dim on axis 0, online max/sum over L chunks (masked tail),
# then a second pass writing a contiguous [L, B, H] output; strides are args.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,i32,i32,i32,i32,i32,i32,i32,i32,32,16
# launch: grid = 4x3, num_warps = 2, num_stages = 2
# args: f32[11550]=randn f32[11550]=zeros i32=77 i32=50 i32=1 i32=3850 i32=77 i32=150 i32=50 i32=1
# outputs: 1
# tol: 1e-5 1e-4
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def softmax_dim0_strided_kernel(
    x_ptr,
    y_ptr,
    L,
    H,
    sx_l,
    sx_b,
    sx_h,
    sy_l,
    sy_b,
    sy_h,
    BLOCK_L: tl.constexpr,
    BLOCK_H: tl.constexpr,
):
    pid_h = tl.program_id(0)
    b = tl.program_id(1)
    h = pid_h * BLOCK_H + tl.arange(0, BLOCK_H)
    h_mask = h < H
    l_offs = tl.arange(0, BLOCK_L)
    x_base = x_ptr + b * sx_b + h[None, :] * sx_h
    y_base = y_ptr + b * sy_b + h[None, :] * sy_h

    m_i = tl.full([BLOCK_H], float("-inf"), dtype=tl.float32)
    s_i = tl.zeros([BLOCK_H], dtype=tl.float32)
    for l0 in range(0, L, BLOCK_L):
        l = l0 + l_offs
        mask = (l < L)[:, None] & h_mask[None, :]
        x = tl.load(x_base + l[:, None] * sx_l, mask=mask, other=float("-inf"))
        m_new = tl.maximum(m_i, tl.max(x, axis=0))
        # columns masked in H stay at -inf: keep their correction finite
        m_safe = tl.where(m_new == float("-inf"), 0.0, m_new)
        alpha = tl.exp(m_i - m_safe)
        p = tl.exp(x - m_safe[None, :])
        s_i = s_i * alpha + tl.sum(p, axis=0)
        m_i = m_new

    m_fin = tl.where(h_mask, m_i, 0.0)
    inv = 1.0 / tl.where(h_mask, s_i, 1.0)
    for l0 in range(0, L, BLOCK_L):
        l = l0 + l_offs
        mask = (l < L)[:, None] & h_mask[None, :]
        x = tl.load(x_base + l[:, None] * sx_l, mask=mask, other=0.0)
        y = tl.exp(x - m_fin[None, :]) * inv[None, :]
        tl.store(y_base + l[:, None] * sy_l, y, mask=mask)
