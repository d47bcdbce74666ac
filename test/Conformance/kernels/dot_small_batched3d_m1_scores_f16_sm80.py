# Per-batch query-key scores with one query row per batch in a 3-D tl.dot:
# [B, 1, D] x [B, D, L] -> [B, 1, L] over 16 batches in one program (M = 1 per
# batch, as in single-token decoding), scaled and stored as f32.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp32:16,fp32,16,32,32
# launch: grid = 2, num_warps = 4
# args: f16[1024]=int:-2:2 f16[32768]=int:-2:2 f32[1024]=zeros fp32=0.5
# outputs: 2
# tol: 0 0
# target: cuda:80
import triton
import triton.language as tl


@triton.jit
def batched_m1_scores_kernel(q_ptr, k_ptr, s_ptr, scale, BB: tl.constexpr, D: tl.constexpr, L: tl.constexpr):
    pid = tl.program_id(0)
    b = pid * BB + tl.arange(0, BB)
    d = tl.arange(0, D)
    l = tl.arange(0, L)
    zero = tl.arange(0, 1)
    q = tl.load(q_ptr + b[:, None, None] * D + zero[None, :, None] * 0 + d[None, None, :])
    k = tl.load(k_ptr + b[:, None, None] * (D * L) + d[None, :, None] * L + l[None, None, :])
    s = tl.dot(q, k) * scale
    tl.store(s_ptr + b[:, None, None] * L + zero[None, :, None] * 0 + l[None, None, :], s)
