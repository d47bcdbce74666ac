# Standalone attention-probability softmax (non-flash path of HF / xformers eager attention):
# scores [12 heads*batch, 77, 77] f16 scaled, masked_fill(-inf) by a causal mask built
# from 2-D tl.arange comparisons AND a per-batch key-padding length (heads -> batch by
# integer division), guarded row max for fully-masked rows, probs f16 with zeros in
# masked slots and per-row logsumexp f32. BLOCK_M=16 x full 128-wide row, num_warps 8.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp32:16,*i32:16,i32,i32,i32,i32,i32,i32,fp32,16,128
# launch: grid = 5x12, num_warps = 8
# args: f16[12,77,77]=randn f16[12,77,77]=zeros f32[12,77]=zeros i32[2]=int:1:77 i32=77 i32=6 i32=5929 i32=77 i32=5929 i32=77 f32=0.125
# outputs: 1 2
# tol: 2e-3 2e-3
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def causal_padmask_softmax_kernel(
    scores_ptr,
    probs_ptr,
    lse_ptr,
    kv_lens_ptr,
    seq_len,
    num_heads,
    stride_sbh,
    stride_sm,
    stride_pbh,
    stride_pm,
    sm_scale,
    BLOCK_M: tl.constexpr,
    BLOCK_N: tl.constexpr,
):
    pid_m = tl.program_id(0)
    bh = tl.program_id(1)
    batch = bh // num_heads
    kv_len = tl.load(kv_lens_ptr + batch)

    rows = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    cols = tl.arange(0, BLOCK_N)
    row_mask = rows < seq_len
    io_mask = row_mask[:, None] & (cols[None, :] < seq_len)

    s_ptrs = scores_ptr + bh.to(tl.int64) * stride_sbh + rows[:, None] * stride_sm + cols[None, :]
    s = tl.load(s_ptrs, mask=io_mask, other=0.0).to(tl.float32) * sm_scale

    causal = cols[None, :] <= rows[:, None]
    key_pad = cols[None, :] < kv_len
    keep = causal & key_pad & io_mask
    s = tl.where(keep, s, float("-inf"))

    row_max = tl.max(s, axis=1)
    safe_max = tl.where(row_max == float("-inf"), 0.0, row_max)
    p = tl.exp(s - safe_max[:, None])
    denom = tl.sum(p, axis=1)
    inv_denom = tl.where(denom > 0.0, 1.0 / denom, 0.0)
    probs = p * inv_denom[:, None]
    lse = tl.where(denom > 0.0, safe_max + tl.log(denom), float("-inf"))

    p_ptrs = probs_ptr + bh.to(tl.int64) * stride_pbh + rows[:, None] * stride_pm + cols[None, :]
    tl.store(p_ptrs, probs.to(tl.float16), mask=io_mask)
    tl.store(lse_ptr + bh * seq_len + rows, lse, mask=row_mask)
