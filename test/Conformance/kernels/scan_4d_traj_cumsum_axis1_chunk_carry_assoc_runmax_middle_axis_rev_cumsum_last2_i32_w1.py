# Trajectory integration on a 4-D [batch 2, time 8, agents 4, xy 2] int32 tile
# with num_warps=1: tl.cumsum along the middle (time) axis plus a keep_dims
# [2,1,4,2] carry across time chunks, reverse tl.cumsum over the size-2 last
# axis, and a running Manhattan-distance peak via tl.associative_scan(max) on
# axis 1 of the 3-D [2,8,4] result with a [2,1,4] carry. Batch and time tails.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i32:16,*i32:16,*i32:16,*i32:16,i32,i32,i32,i32,4,2,8
# launch: grid = 2, num_warps = 1
# args: i32[1080]=int:-50:50 i32[1080]=zeros i32[1080]=zeros i32[540]=zeros i32=3 i32=45 i32=360 i32=8
# outputs: 1 2 3
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def _max_combine(a, b):
    return tl.maximum(a, b)


@triton.jit
def traj_scan4d_kernel(vel_ptr, pos_ptr, rsum_ptr, peak_ptr, B, T, stride_b, stride_t,
                       A: tl.constexpr, BB: tl.constexpr, BT: tl.constexpr):
    pid = tl.program_id(0)
    b = pid * BB + tl.arange(0, BB)
    a = tl.arange(0, A)
    c = tl.arange(0, 2)
    b4 = b[:, None, None, None]
    a4 = a[None, None, :, None]
    c4 = c[None, None, None, :]
    b3 = b[:, None, None]
    a3 = a[None, None, :]
    carry = tl.zeros([BB, 1, A, 2], dtype=tl.int32)
    peak = tl.zeros([BB, 1, A], dtype=tl.int32)
    for t0 in range(0, T, BT):
        t = t0 + tl.arange(0, BT)
        t4 = t[None, :, None, None]
        mask = (b4 < B) & (t4 < T) & (a4 < A) & (c4 < 2)
        off = b4 * stride_b + t4 * stride_t + a4 * 2 + c4
        v = tl.load(vel_ptr + off, mask=mask, other=0)
        pos = tl.cumsum(v, axis=1) + carry
        tl.store(pos_ptr + off, pos, mask=mask)
        # (x + y, y) per agent: reverse scan over the 2-wide last axis
        tl.store(rsum_ptr + off, tl.cumsum(pos, axis=3, reverse=True), mask=mask)
        carry += tl.sum(v, axis=1, keep_dims=True)

        manh = tl.sum(tl.abs(pos), axis=3)
        run = tl.maximum(tl.associative_scan(manh, 1, _max_combine), peak)
        t3 = t[None, :, None]
        m3 = (b3 < B) & (t3 < T) & (a3 < A)
        tl.store(peak_ptr + b3 * (T * A) + t3 * A + a3, run, mask=m3)
        peak = tl.max(tl.where(m3, run, 0), axis=1, keep_dims=True)
