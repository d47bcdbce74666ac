# nn.EmbeddingBag forward with per-sample weights and padding_idx, one program per bag:
# the bag's start offset comes from an exclusive tl.cumsum over the int32 bag lengths
# (64-wide, 50 bags) picked out with a where-sum, then a runtime-bounded loop gathers
# int64-indexed f16 rows (D=100 padded to 128), weighted sum in f32 and a mean over the
# non-padding entries written as f16 (empty bags give 0). num_warps 2.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*i64:16,*i32:16,*fp32:16,*fp32:16,*fp16:16,i32,i32,i32,i32,64,128
# launch: grid = 50, num_warps = 2
# args: f16[1000,100]=randn i64[300]=int:0:999 i32[50]=int:0:6 f32[300]=randn f32[50,100]=zeros f16[50,100]=zeros i32=50 i32=100 i32=3 i32=100
# outputs: 4 5
# tol: 1e-3 1e-3
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def embedding_bag_fwd_kernel(
    weight_ptr,
    indices_ptr,
    bag_lengths_ptr,
    per_sample_weights_ptr,
    out_sum_ptr,
    out_mean_ptr,
    num_bags,
    emb_dim,
    padding_idx,
    stride_w,
    BAGS_BLOCK: tl.constexpr,
    BLOCK_D: tl.constexpr,
):
    bag = tl.program_id(0)
    b_offs = tl.arange(0, BAGS_BLOCK)
    lengths = tl.load(bag_lengths_ptr + b_offs, mask=b_offs < num_bags, other=0)
    incl = tl.cumsum(lengths, axis=0)
    excl = incl - lengths
    start = tl.sum(tl.where(b_offs == bag, excl, 0), axis=0)
    end = tl.sum(tl.where(b_offs == bag, incl, 0), axis=0)

    d_offs = tl.arange(0, BLOCK_D)
    d_mask = d_offs < emb_dim
    acc_w = tl.zeros([BLOCK_D], dtype=tl.float32)
    acc = tl.zeros([BLOCK_D], dtype=tl.float32)
    count = 0
    for i in range(start, end):
        idx = tl.load(indices_ptr + i)
        if idx != padding_idx:
            psw = tl.load(per_sample_weights_ptr + i)
            row = tl.load(weight_ptr + idx * stride_w + d_offs, mask=d_mask, other=0.0).to(tl.float32)
            acc_w += row * psw
            acc += row
            count += 1
    mean = acc / tl.maximum(count, 1).to(tl.float32)
    out_off = bag.to(tl.int64) * emb_dim + d_offs
    tl.store(out_sum_ptr + out_off, acc_w, mask=d_mask)
    tl.store(out_mean_ptr + out_off, mean.to(tl.float16), mask=d_mask)
