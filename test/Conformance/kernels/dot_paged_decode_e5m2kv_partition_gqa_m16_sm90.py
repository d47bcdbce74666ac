# Paged-attention v2 decode partition kernel: program (kv_head, seq, part)
# gathers the 64 tokens of its partition through the block table (KV block
# size 16) from an fp8 e5m2 KV cache, dequantizes with k_scale/v_scale, runs
# the 4 grouped query heads padded to M = 16 (QK^T via tl.trans of the
# gathered K tile, then P @ V), writes max_logits / exp_sums / partial out.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,*fp32:16,*fp16:16,*fp8e5:16,*fp8e5:16,*i32:16,*i32:16,fp32,fp32,fp32,i32:16,i32:16,i32:16,i32:16,i32:16,i32,i32:16,i32,i32:16,i32:16,i32:16,4,16,128,16,64
# launch: grid = 2x3x4, num_warps = 4
# args: f32[96]=zeros f32[96]=zeros f32[12288]=zeros f16[3072]=randn fp8e5m2[98304]=int:-3:3 fp8e5m2[98304]=int:-3:3 i32[39]=int:0:23 i32[3]=int:1:200 f32=0.08838834764831845 f32=0.5 f32=0.25 i32=1024 i32=128 i32=4096 i32=2048 i32=128 i32=13 i32=32 i32=4 i32=4096 i32=512 i32=128
# outputs: 0 1 2
# tol: 5e-3 5e-3
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def paged_attn_decode_v2_partition(exp_sums_ptr, max_logits_ptr, tmp_out_ptr, q_ptr, k_cache_ptr, v_cache_ptr,
                                   block_tables_ptr, seq_lens_ptr, scale, k_scale, v_scale,
                                   stride_q_s, stride_q_h, stride_kv_b, stride_kv_h, stride_kv_t, stride_bt_s,
                                   stride_es_s, stride_es_h, stride_o_s, stride_o_h, stride_o_p,
                                   QUERY_GRP_SZ: tl.constexpr, PADDED_QUERY_GRP_SZ: tl.constexpr,
                                   HEAD_SZ: tl.constexpr, KV_BLK_SZ: tl.constexpr, PARTITION_SZ: tl.constexpr):
    kv_head_idx = tl.program_id(0)
    seq_idx = tl.program_id(1)
    part_idx = tl.program_id(2)

    seq_len = tl.load(seq_lens_ptr + seq_idx)
    part_start = part_idx * PARTITION_SZ
    if part_start >= seq_len:
        return

    offs_g = tl.arange(0, PADDED_QUERY_GRP_SZ)
    offs_d = tl.arange(0, HEAD_SZ)
    offs_t = part_start + tl.arange(0, PARTITION_SZ)
    g_mask = offs_g < QUERY_GRP_SZ
    t_mask = offs_t < seq_len
    q_heads = kv_head_idx * QUERY_GRP_SZ + offs_g

    q = tl.load(q_ptr + seq_idx * stride_q_s + q_heads[:, None] * stride_q_h + offs_d[None, :],
                mask=g_mask[:, None], other=0.0)
    q = (q.to(tl.float32) * scale).to(q.dtype)

    blk_ids = tl.load(block_tables_ptr + seq_idx * stride_bt_s + offs_t // KV_BLK_SZ, mask=t_mask, other=0)
    kv_offs = (blk_ids[:, None].to(tl.int64) * stride_kv_b + kv_head_idx * stride_kv_h
               + (offs_t % KV_BLK_SZ)[:, None] * stride_kv_t + offs_d[None, :])
    k = tl.load(k_cache_ptr + kv_offs, mask=t_mask[:, None], other=0.0)
    k = (k.to(tl.float32) * k_scale).to(q.dtype)

    qk = tl.dot(q, tl.trans(k))
    qk = tl.where(t_mask[None, :], qk, float("-inf"))
    max_logit = tl.max(qk, axis=1)
    p = tl.exp(qk - max_logit[:, None])
    exp_sum = tl.sum(p, axis=1)

    v = tl.load(v_cache_ptr + kv_offs, mask=t_mask[:, None], other=0.0)
    v = (v.to(tl.float32) * v_scale).to(q.dtype)
    acc = tl.dot(p.to(v.dtype), v)
    acc = acc / exp_sum[:, None]

    es_offs = seq_idx * stride_es_s + q_heads * stride_es_h + part_idx
    tl.store(max_logits_ptr + es_offs, max_logit, mask=g_mask)
    tl.store(exp_sums_ptr + es_offs, exp_sum, mask=g_mask)
    o_offs = (seq_idx * stride_o_s + q_heads[:, None] * stride_o_h + part_idx * stride_o_p
              + offs_d[None, :])
    tl.store(tmp_out_ptr + o_offs, acc, mask=g_mask[:, None])
