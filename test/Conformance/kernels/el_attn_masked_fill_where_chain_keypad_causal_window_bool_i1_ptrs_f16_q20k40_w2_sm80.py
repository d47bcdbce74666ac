# Attention-score masked_fill for [3, 4, 20, 40] f16 scores: per (batch*head,
# 16-query block) a [16, 64] tile (queries, keys masked); key-padding flags
# loaded from a bool (*i1) tensor, bottom-right causal and sliding-window masks
# as boolean tiles, a nested tl.where chain (-inf pad, -1e4 causal, penalty
# outside the window); the combined boolean mask stored through an *i1 pointer.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*i1:16,*fp16:16,*i1:16,i32,i32,i32,i32:16,i32:16,i32,i32,fp32,16,64
# launch: grid = 12x2, num_warps = 2
# args: f16[9600]=randn i1[120]=rand f16[9600]=zeros i1[9600]=zeros i32=4 i32=20 i32=40 i32=3200 i32=800 i32=40 i32=25 f32=2.5
# outputs: 2 3
# tol: 0 0
# target: cuda:80
import triton
import triton.language as tl


@triton.jit
def attn_masked_fill_kernel(
    Scores, KeyPad, Out, OutMask,
    H, Q, K, stride_b, stride_h, stride_q, window, penalty,
    BLOCK_Q: tl.constexpr, BLOCK_K: tl.constexpr,
):
    bh = tl.program_id(0)
    b = bh // H
    h = bh % H
    q = tl.program_id(1) * BLOCK_Q + tl.arange(0, BLOCK_Q)
    k = tl.arange(0, BLOCK_K)
    io = (q < Q)[:, None] & (k < K)[None, :]
    offs = b * stride_b + h * stride_h + q[:, None] * stride_q + k[None, :]
    x = tl.load(Scores + offs, mask=io, other=0.0)
    pad = tl.load(KeyPad + b * K + k, mask=k < K, other=True)
    shift = K - Q
    causal = k[None, :] > (q[:, None] + shift)
    outside = (q[:, None] + shift - k[None, :]) >= window
    pad2 = pad[None, :] & (q < Q)[:, None]
    is_masked = pad2 | causal | outside
    y = tl.where(pad2, float("-inf"),
                 tl.where(causal, -10000.0,
                          tl.where(outside, x - penalty, x)))
    tl.store(Out + offs, y.to(tl.float16), mask=io)
    tl.store(OutMask + offs, is_masked, mask=io)
