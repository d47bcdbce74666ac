# Softmax over the last axis of a 3-D [2, 4, 64] tile (batch x head x key) of
# scaled f32 scores [5, 6, 50] plus an additive [5, 50] bias broadcast over
# heads via tl.expand_dims; tl.max / tl.sum with keep_dims=True, masked
# batches/heads/keys (-inf guarded), bf16 probabilities and the [2, 4] lse
# obtained by reshaping the kept [2, 4, 1] dims away.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,*bf16:16,*fp32:16,i32,i32,i32,i32,i32,i32,fp32,2,4,64
# launch: grid = 3x2, num_warps = 4
# args: f32[1500]=randn f32[250]=randn bf16[1500]=zeros f32[30]=zeros i32=5 i32=6 i32=50 i32=300 i32=50 i32=50 f32=0.7
# outputs: 2 3
# tol: 1e-2 1e-2
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def softmax3d_lastaxis_bias_kernel(
    S, Bias, P, Lse,
    B, H, N, stride_sb, stride_sh, stride_bb, sm_scale,
    BLOCK_B: tl.constexpr, BLOCK_H: tl.constexpr, BLOCK_N: tl.constexpr,
):
    b = tl.program_id(0) * BLOCK_B + tl.arange(0, BLOCK_B)
    h = tl.program_id(1) * BLOCK_H + tl.arange(0, BLOCK_H)
    n = tl.arange(0, BLOCK_N)
    b3 = b[:, None, None]
    h3 = h[None, :, None]
    n3 = n[None, None, :]
    mask = (b3 < B) & (h3 < H) & (n3 < N)
    offs = b3 * stride_sb + h3 * stride_sh + n3
    x = tl.load(S + offs, mask=mask, other=float("-inf"))
    bias = tl.load(Bias + b[:, None] * stride_bb + n[None, :],
                   mask=(b < B)[:, None] & (n < N)[None, :], other=0.0)
    x = x * sm_scale + tl.expand_dims(bias, 1)
    mx = tl.max(x, axis=2, keep_dims=True)
    mx = tl.where(mx == float("-inf"), 0.0, mx)
    e = tl.exp(x - mx)
    den = tl.sum(e, axis=2, keep_dims=True)
    p = e / den
    tl.store(P + offs, p.to(tl.bfloat16), mask=mask)
    lse = tl.reshape(mx + tl.log(den), [BLOCK_B, BLOCK_H])
    tl.store(Lse + b[:, None] * H + h[None, :], lse, mask=(b < B)[:, None] & (h < H)[None, :])
