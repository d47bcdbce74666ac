# Nucleus (top-p) filtering of unnormalised scores, one row of 200 (padded to
# 256) per program: tl.sort descending, tl.cumsum of the sorted scores, keep
# while the exclusive mass is < top_p * total, cutoff = smallest kept score,
# then renormalise in the original order; keep count stored per row. Scores
# are integer-valued bf16 so every sum and comparison is exact.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*fp32:16,*i32:16,i32,i32,i32,fp32,256
# launch: grid = 24, num_warps = 8
# args: bf16[4800]=int:0:50 f32[4800]=zeros i32[24]=zeros i32=200 i32=200 i32=200 f32=0.85
# outputs: 1 2
# tol: 1e-5 1e-5
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def top_p_filter_renorm_kernel(Scores, Probs, KeepCount, V, stride_s, stride_p, top_p, BLOCK_V: tl.constexpr):
    row = tl.program_id(0)
    offs = tl.arange(0, BLOCK_V)
    mask = offs < V
    s = tl.load(Scores + row * stride_s + offs, mask=mask, other=0.0).to(tl.float32)
    total = tl.sum(s, axis=0)
    sorted_s = tl.sort(s, dim=0, descending=True)
    csum = tl.cumsum(sorted_s, axis=0)
    exclusive = csum - sorted_s
    keep_sorted = (exclusive < top_p * total) & (sorted_s > 0.0)
    cutoff = tl.min(tl.where(keep_sorted, sorted_s, float("inf")), axis=0)
    keep = (s >= cutoff) & mask
    kept_mass = tl.sum(tl.where(keep, s, 0.0), axis=0)
    probs = tl.where(keep, s / kept_mass, 0.0)
    tl.store(Probs + row * stride_p + offs, probs, mask=mask)
    tl.store(KeepCount + row, tl.sum(keep.to(tl.int32), axis=0))
