# Merge of two ragged candidate-score lists per row (lengths 50 and 37, both
# in 64-wide tiles padded with INT32_MIN) through tl.cat(can_reorder=True),
# used only by order-independent consumers: tl.sort descending (top 20
# stored) and sum / count / max reductions written as a 3-entry row through a
# tl.where chain over a 4-lane index tile.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i32:16,*i32:16,*i32:16,*i32:16,i32,i32,i32,i32,i32,64,20
# launch: grid = 9, num_warps = 1
# args: i32[450]=int:-1000:1000 i32[333]=int:-1000:1000 i32[180]=zeros i32[27]=zeros i32=50 i32=37 i32=50 i32=37 i32=20
# outputs: 2 3
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def merge_candidates_cat_topk_kernel(ScoresA, ScoresB, TopK, Stats, len_a, len_b, stride_a, stride_b, stride_o,
                                     BLOCK: tl.constexpr, K: tl.constexpr):
    row = tl.program_id(0)
    offs = tl.arange(0, BLOCK)
    a = tl.load(ScoresA + row * stride_a + offs, mask=offs < len_a, other=-2147483648)
    b = tl.load(ScoresB + row * stride_b + offs, mask=offs < len_b, other=-2147483648)
    both = tl.cat(a, b, can_reorder=True)
    s = tl.sort(both, descending=True)
    k = tl.arange(0, 2 * BLOCK)
    tl.store(TopK + row * stride_o + k, s, mask=k < K)
    valid = both > -2147483648
    total = tl.sum(tl.where(valid, both, 0), axis=0)
    cnt = tl.sum(valid.to(tl.int32), axis=0)
    mx = tl.max(both, axis=0)
    i = tl.arange(0, 4)
    stats = tl.where(i == 0, total, tl.where(i == 1, cnt, mx))
    tl.store(Stats + row * 3 + i, stats, mask=i < 3)
