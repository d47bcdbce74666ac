# Confidence-margin pooling over the middle (sequence) axis of [2, 32, 8]
# tiles: tl.reduce with a 3-value tuple combine (top-1, its lowest index,
# top-2), the same combine called directly to merge three [2, 8] carries across
# chunks (tl.range, num_stages=3). Integer-valued f32 with many ties; -inf and
# INT_MAX pad the N tail. Stores top-1, argmax and top1 - top2. 8 warps.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,*i32:16,*fp32:16,i32,i32,i32,i32,2,32,8
# launch: grid = 3, num_warps = 8, num_stages = 3
# args: f32[4800]=int:-50:50 f32[48]=zeros i32[48]=zeros f32[48]=zeros i32=6 i32=100 i32=800 i32=8
# outputs: 1 2 3
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def _top2_combine(v1a, ia, v2a, v1b, ib, v2b):
    a_wins = (v1a > v1b) | ((v1a == v1b) & (ia < ib))
    top1 = tl.where(a_wins, v1a, v1b)
    idx = tl.where(a_wins, ia, ib)
    loser = tl.where(a_wins, v1b, v1a)
    second = tl.maximum(loser, tl.where(a_wins, v2a, v2b))
    return top1, idx, second


@triton.jit
def top2_margin_pool_kernel(x_ptr, top_ptr, arg_ptr, gap_ptr, B, N, stride_b, stride_n,
                            BB: tl.constexpr, BN: tl.constexpr, D: tl.constexpr):
    pid = tl.program_id(0)
    b = pid * BB + tl.arange(0, BB)
    d = tl.arange(0, D)
    b3 = b[:, None, None]
    d3 = d[None, None, :]
    best = tl.full([BB, D], float("-inf"), tl.float32)
    best_i = tl.full([BB, D], 2147483647, tl.int32)
    second = tl.full([BB, D], float("-inf"), tl.float32)
    for n0 in tl.range(0, N, BN, num_stages=3):
        n = n0 + tl.arange(0, BN)
        n3 = n[None, :, None]
        m = (b3 < B) & (n3 < N) & (d3 < D)
        x = tl.load(x_ptr + b3 * stride_b + n3 * stride_n + d3, mask=m, other=float("-inf"))
        idx = tl.broadcast_to(tl.where(m, n3, 2147483647), [BB, BN, D])
        init2 = tl.full([BB, BN, D], float("-inf"), tl.float32)
        c1, ci, c2 = tl.reduce((x, idx, init2), 1, _top2_combine)
        best, best_i, second = _top2_combine(best, best_i, second, c1, ci, c2)
    o = b[:, None] * D + d[None, :]
    om = b[:, None] < B
    tl.store(top_ptr + o, best, mask=om)
    tl.store(arg_ptr + o, best_i, mask=om)
    tl.store(gap_ptr + o, best - second, mask=om)
