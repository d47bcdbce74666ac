# Padded varlen batch, 4 sequences per program, 16 warps: a for loop with trip
# count tl.cdiv(tl.max(loaded lengths), BT) mean-pools [4, 16, 16] chunks and
# totals int weights; a while loop then runs until every live sequence found
# its weighted-median token (chunked tl.cumsum + carry reaches half the
# total) or the data ends. Empty / out-of-range sequences start done.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*i32:16,*i32:16,*fp32:16,*i32:16,*i32:16,*i32:16,i32,i32,i32,i32,4,16,16
# launch: grid = 3, num_warps = 16
# args: f32[10240]=randn i32[640]=int:0:9 i32[10]=int:0:64 f32[160]=zeros i32[10]=zeros i32[10]=zeros i32[3]=zeros i32=10 i32=1024 i32=16 i32=64
# outputs: 3 4 5 6
# tol: 1e-4 1e-4
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def varlen_pool_wmedian_kernel(x_ptr, w_ptr, len_ptr, pooled_ptr, total_ptr, med_ptr, trips_ptr,
                               S, stride_xs, stride_xt, stride_ws,
                               BS: tl.constexpr, BT: tl.constexpr, D: tl.constexpr):
    pid = tl.program_id(0)
    s = pid * BS + tl.arange(0, BS)
    sm = s < S
    lens = tl.load(len_ptr + s, mask=sm, other=0)
    max_len = tl.max(lens, axis=0)
    d = tl.arange(0, D)

    acc = tl.zeros([BS, D], tl.float32)
    wtot = tl.zeros([BS], tl.int32)
    for c in range(0, tl.cdiv(max_len, BT)):
        t = c * BT + tl.arange(0, BT)
        live = sm[:, None] & (t[None, :] < lens[:, None])
        x = tl.load(x_ptr + s[:, None, None] * stride_xs + t[None, :, None] * stride_xt + d[None, None, :],
                    mask=live[:, :, None], other=0.0)
        acc += tl.sum(x, axis=1)
        w = tl.load(w_ptr + s[:, None] * stride_ws + t[None, :], mask=live, other=0)
        wtot += tl.sum(w, axis=1)
    denom = tl.maximum(lens, 1).to(tl.float32)
    tl.store(pooled_ptr + s[:, None] * D + d[None, :], acc / denom[:, None], mask=sm[:, None])
    tl.store(total_ptr + s, wtot, mask=sm)

    found = tl.where(sm & (lens > 0), -1, -2)
    carry = tl.zeros([BS], tl.int32)
    t0 = 0
    trips = 0
    while (t0 < max_len) & (tl.max((found == -1).to(tl.int32), axis=0) > 0):
        t = t0 + tl.arange(0, BT)
        live = sm[:, None] & (t[None, :] < lens[:, None])
        w = tl.load(w_ptr + s[:, None] * stride_ws + t[None, :], mask=live, other=0)
        cum = tl.cumsum(w, axis=1) + carry[:, None]
        hit = live & (cum * 2 >= wtot[:, None])
        first = tl.min(tl.where(hit, t[None, :], 2147483647), axis=1)
        found = tl.where((found == -1) & (first < 2147483647), first, found)
        carry += tl.sum(w, axis=1)
        t0 += BT
        trips += 1
    tl.store(med_ptr + s, found, mask=sm)
    tl.store(trips_ptr + pid, trips)
