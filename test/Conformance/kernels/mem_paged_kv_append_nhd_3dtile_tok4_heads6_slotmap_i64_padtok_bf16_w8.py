# Paged KV-cache append (FlashInfer NHD layout [blocks, 16, H, D]) from a packed
# kv tensor [50, 2, 6, 64] bf16: 4 tokens per program as a 3-D [4, 8, 64]
# (token x head x dim) tile, an int64 slot mapping split into block / offset,
# int64 destination offsets, heads padded 6 -> 8, tokens past num_valid (CUDA
# graph padding) or with a negative slot skipped.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*bf16:16,*bf16:16,*i64:16,i32,i32,i32:16,i32:16,i32:16,i32:16,i32:16,i32:16,i32:16,4,8,64
# launch: grid = 13, num_warps = 8
# args: bf16[38400]=randn bf16[24576]=zeros bf16[24576]=zeros i64[50]=iota i32=45 i32=6 i32=16 i32=768 i32=384 i32=64 i32=6144 i32=384 i32=64
# outputs: 1 2
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def paged_kv_append_kernel(
    KV, KCache, VCache, SlotMapping,
    num_valid, num_heads, block_size,
    stride_kv_t, stride_kv_kv, stride_kv_h,
    stride_cb, stride_cs, stride_ch,
    BLOCK_T: tl.constexpr, BLOCK_H: tl.constexpr, HEAD_DIM: tl.constexpr,
):
    pid = tl.program_id(0)
    t = pid * BLOCK_T + tl.arange(0, BLOCK_T)
    tmask = t < num_valid
    slot = tl.load(SlotMapping + t, mask=tmask, other=-1)
    valid = tmask & (slot >= 0)
    blk = slot // block_size
    off = slot % block_size

    h = tl.arange(0, BLOCK_H)
    d = tl.arange(0, HEAD_DIM)
    h3 = h[None, :, None]
    d3 = d[None, None, :]
    m = valid[:, None, None] & (h3 < num_heads) & (d3 < HEAD_DIM)

    src = t.to(tl.int64)[:, None, None] * stride_kv_t + h3 * stride_kv_h + d3
    k = tl.load(KV + src, mask=m, other=0.0)
    v = tl.load(KV + stride_kv_kv + src, mask=m, other=0.0)

    dst = (blk * stride_cb + off * stride_cs)[:, None, None] + h3 * stride_ch + d3
    tl.store(KCache + dst, k, mask=m)
    tl.store(VCache + dst, v, mask=m)
