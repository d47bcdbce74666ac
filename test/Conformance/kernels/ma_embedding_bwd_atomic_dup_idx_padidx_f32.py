# Embedding backward (dense grad_weight) with duplicate indices: [16, 128]
# tiles of 333 tokens x 300 dims (both masked) scatter-added with tl.atomic_add
# into a 50-row table at the loaded int64 indices, rows equal to padding_idx
# skipped through the mask; integer-valued grads keep the float sums exact, and
# a per-row token count (scale_grad_by_freq) is accumulated by the first column block.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*i64:16,*fp32:16,*i32:16,i32,i32,i32,i32,16,128
# launch: grid = 21x3, num_warps = 4
# args: f32[99900]=int:-8:8 i64[333]=int:0:49 f32[15000]=zeros i32[50]=zeros i32=333 i32=300 i32=300 i32=3
# outputs: 2 3
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def embedding_dense_backward_kernel(
    grad_out_ptr,
    indices_ptr,
    grad_weight_ptr,
    counts_ptr,
    num_tokens,
    dim,
    stride_go,
    padding_idx,
    BLOCK_T: tl.constexpr,
    BLOCK_D: tl.constexpr,
):
    pid_t = tl.program_id(0)
    pid_d = tl.program_id(1)
    t = pid_t * BLOCK_T + tl.arange(0, BLOCK_T)
    dcol = pid_d * BLOCK_D + tl.arange(0, BLOCK_D)
    t_mask = t < num_tokens
    d_mask = dcol < dim
    idx = tl.load(indices_ptr + t, mask=t_mask, other=padding_idx)
    valid = t_mask & (idx != padding_idx)
    g = tl.load(grad_out_ptr + t[:, None] * stride_go + dcol[None, :], mask=t_mask[:, None] & d_mask[None, :], other=0.0)
    mask = valid[:, None] & d_mask[None, :]
    tl.atomic_add(grad_weight_ptr + idx[:, None] * dim + dcol[None, :], g, mask=mask, sem="relaxed")
    if pid_d == 0:
        ones = tl.full([BLOCK_T], 1, dtype=tl.int32)
        tl.atomic_add(counts_ptr + idx, ones, mask=valid, sem="relaxed")
