# EmbeddingBag(mode="sum", per_sample_weights, padding_idx = -1): 4 bags per program,
# a tl.range(num_stages=4) loop over the runtime bag length loads one id and one
# weight per bag, then gathers the table rows whose addresses depend on those ids
# ([4, 128] tile, D = 72 tail, padded ids masked with other=-1 / other=0).
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*i32:16,*fp32:16,*fp32:16,i32,i32,i32,i32,i32,4,128
# launch: grid = 13, num_warps = 2, num_stages = 3
# args: f16[72000]=int:-3:3 i32[600]=int:-1:999 f32[600]=int:-2:2 f32[3600]=zeros i32=50 i32=12 i32=72 i32=72 i32=72
# outputs: 3
# tol: 0 0
# target: cuda:80
import triton
import triton.language as tl


@triton.jit
def embedding_bag_sum_kernel(table_ptr, ids_ptr, psw_ptr, out_ptr, NB, L, D, stride_t, stride_o,
                             BLOCK_B: tl.constexpr, BLOCK_D: tl.constexpr):
    pid = tl.program_id(0)
    offs_b = pid * BLOCK_B + tl.arange(0, BLOCK_B)
    b_mask = offs_b < NB
    offs_d = tl.arange(0, BLOCK_D)
    d_mask = offs_d < D
    acc = tl.zeros((BLOCK_B, BLOCK_D), dtype=tl.float32)
    for j in tl.range(0, L, num_stages=4):
        idx = tl.load(ids_ptr + offs_b * L + j, mask=b_mask, other=-1)
        w = tl.load(psw_ptr + offs_b * L + j, mask=b_mask, other=0.0)
        valid = idx >= 0
        rows = tl.load(table_ptr + idx.to(tl.int64)[:, None] * stride_t + offs_d[None, :],
                       mask=valid[:, None] & d_mask[None, :], other=0.0)
        acc += rows.to(tl.float32) * w[:, None]
    tl.store(out_ptr + offs_b[:, None] * stride_o + offs_d[None, :], acc,
             mask=b_mask[:, None] & d_mask[None, :])
