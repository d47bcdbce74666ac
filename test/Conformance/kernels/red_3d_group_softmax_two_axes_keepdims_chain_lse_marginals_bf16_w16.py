# Softmax over the last TWO axes of a bf16 [45, 6, 20] tensor (e.g. per-head 2-D
# attention maps), on [4, 8, 32] 3-D tiles: chained keep_dims=True reductions
# (max axis 2 -> max axis 1, sum axis 2 -> sum axis 1) broadcasting back over the tile,
# -inf padding in all three dims and a guard for padded groups; also the per-group
# logsumexp (reshape [4,1,1] -> [4]) and per-row marginals sum(p, axis=2). num_warps 16.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*bf16:16,*fp32:16,*fp32:16,i32,i32,i32,i32,i32,i32,i32,4,8,32
# launch: grid = 12, num_warps = 16
# args: bf16[45,6,20]=randn bf16[45,6,20]=zeros f32[45]=zeros f32[45,6]=zeros i32=45 i32=6 i32=20 i32=120 i32=20 i32=120 i32=20
# outputs: 1 2 3
# tol: 1e-2 1e-2
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def softmax_last2_kernel(
    x_ptr,
    out_ptr,
    lse_ptr,
    marg_ptr,
    G,
    R,
    C,
    stride_xg,
    stride_xr,
    stride_og,
    stride_or,
    BLOCK_G: tl.constexpr,
    BLOCK_R: tl.constexpr,
    BLOCK_C: tl.constexpr,
):
    pid = tl.program_id(0)
    offs_g = pid * BLOCK_G + tl.arange(0, BLOCK_G)
    offs_r = tl.arange(0, BLOCK_R)
    offs_c = tl.arange(0, BLOCK_C)
    g3 = offs_g[:, None, None]
    r3 = offs_r[None, :, None]
    c3 = offs_c[None, None, :]
    mask = (g3 < G) & (r3 < R) & (c3 < C)

    x = tl.load(x_ptr + g3 * stride_xg + r3 * stride_xr + c3, mask=mask, other=float("-inf")).to(tl.float32)
    row_max = tl.max(x, axis=2, keep_dims=True)  # [BG, BR, 1]
    grp_max = tl.max(row_max, axis=1, keep_dims=True)  # [BG, 1, 1]
    grp_max = tl.where(grp_max == float("-inf"), 0.0, grp_max)
    e = tl.exp(x - grp_max)
    row_sum = tl.sum(e, axis=2, keep_dims=True)
    grp_sum = tl.sum(row_sum, axis=1, keep_dims=True)
    inv = tl.where(grp_sum > 0.0, 1.0 / grp_sum, 0.0)
    p = e * inv
    tl.store(out_ptr + g3 * stride_og + r3 * stride_or + c3, p.to(tl.bfloat16), mask=mask)

    lse = tl.reshape(grp_max + tl.log(grp_sum), (BLOCK_G,))
    tl.store(lse_ptr + offs_g, lse, mask=offs_g < G)

    marg = tl.sum(p, axis=2)  # [BG, BR]
    m_mask = (offs_g[:, None] < G) & (offs_r[None, :] < R)
    tl.store(marg_ptr + offs_g[:, None] * R + offs_r[None, :], marg, mask=m_mask)
