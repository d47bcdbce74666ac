# MLA (DeepSeek) absorbed decode attention, stage 1 of the split-KV scheme
# (sglang decode_attention grouped kernel): a 16-head group of one sequence
# scores q_nope . c_kv (latent 512) + q_pe . k_pe (rope 64) as two tl.dot's
# into one tile, the compressed cache [slots, 576] is paged (page 16) through
# a block table, each program walks one of 4 KV splits and writes its partial
# P @ c_kv (V is the latent slice of the same rows) and the split's LSE;
# 24 heads (second head group half masked), context lengths 1..160.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*bf16:16,*i32:16,*i32:16,*fp32:16,*fp32:16,fp32,i32:16,i32:16,i32,i32:16,i32:16,i32:16,i32,512,64,16,32,4,16
# launch: grid = 2x2x4, num_warps = 4, num_stages = 2
# args: bf16[27648]=randn bf16[294912]=randn i32[20]=int:0:31 i32[2]=int:1:160 f32[98304]=zeros f32[192]=zeros f32=0.07216878364870322 i32=13824 i32=576 i32=10 i32=576 i32=49152 i32=2048 i32=24
# outputs: 4 5
# tol: 2e-2 2e-2
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def mla_decode_grouped_stage1(Q, KV_Buffer, Block_Table, Seq_Lens, Att_Out, Att_Lse, sm_scale,
                              stride_qb, stride_qh, stride_bt, stride_buf,
                              stride_ob, stride_oh, q_head_num,
                              KV_LORA: tl.constexpr, ROPE_DIM: tl.constexpr, PAGE_SIZE: tl.constexpr,
                              BLOCK_N: tl.constexpr, NUM_KV_SPLITS: tl.constexpr, BLOCK_H: tl.constexpr):
    cur_batch = tl.program_id(0)
    cur_head_id = tl.program_id(1)
    split_kv_id = tl.program_id(2)

    cur_head = cur_head_id * BLOCK_H + tl.arange(0, BLOCK_H)
    mask_h = cur_head < q_head_num
    offs_c = tl.arange(0, KV_LORA)
    offs_pe = KV_LORA + tl.arange(0, ROPE_DIM)

    q_base = Q + cur_batch * stride_qb + cur_head[:, None] * stride_qh
    q_nope = tl.load(q_base + offs_c[None, :], mask=mask_h[:, None], other=0.0)
    q_pe = tl.load(q_base + offs_pe[None, :], mask=mask_h[:, None], other=0.0)

    seq_len = tl.load(Seq_Lens + cur_batch)
    kv_len_per_split = tl.cdiv(seq_len, NUM_KV_SPLITS)
    split_start = kv_len_per_split * split_kv_id
    split_end = tl.minimum(split_start + kv_len_per_split, seq_len)

    e_max = tl.zeros([BLOCK_H], dtype=tl.float32) - float("inf")
    e_sum = tl.zeros([BLOCK_H], dtype=tl.float32)
    acc = tl.zeros([BLOCK_H, KV_LORA], dtype=tl.float32)

    if split_end > split_start:
        for start_n in range(split_start, split_end, BLOCK_N):
            offs_n = start_n + tl.arange(0, BLOCK_N)
            n_mask = offs_n < split_end
            page = tl.load(Block_Table + cur_batch * stride_bt + offs_n // PAGE_SIZE, mask=n_mask, other=0)
            kv_loc = page.to(tl.int64) * PAGE_SIZE + offs_n % PAGE_SIZE

            c_t = tl.load(KV_Buffer + kv_loc[None, :] * stride_buf + offs_c[:, None],
                          mask=n_mask[None, :], other=0.0)
            qk = tl.dot(q_nope, c_t)
            kpe_t = tl.load(KV_Buffer + kv_loc[None, :] * stride_buf + offs_pe[:, None],
                            mask=n_mask[None, :], other=0.0)
            qk += tl.dot(q_pe, kpe_t)
            qk *= sm_scale
            qk = tl.where(mask_h[:, None] & n_mask[None, :], qk, float("-inf"))

            n_e_max = tl.maximum(tl.max(qk, 1), e_max)
            n_e_max = tl.where(n_e_max == float("-inf"), 0.0, n_e_max)
            re_scale = tl.exp(e_max - n_e_max)
            p = tl.exp(qk - n_e_max[:, None])
            c = tl.load(KV_Buffer + kv_loc[:, None] * stride_buf + offs_c[None, :],
                        mask=n_mask[:, None], other=0.0)
            acc *= re_scale[:, None]
            acc += tl.dot(p.to(c.dtype), c)
            e_sum = e_sum * re_scale + tl.sum(p, 1)
            e_max = n_e_max

        out_ptrs = Att_Out + cur_batch * stride_ob + cur_head[:, None] * stride_oh \
            + split_kv_id * KV_LORA + offs_c[None, :]
        e_sum_safe = tl.where(e_sum == 0.0, 1.0, e_sum)
        tl.store(out_ptrs, acc / e_sum_safe[:, None], mask=mask_h[:, None])
        lse_ptrs = Att_Lse + (cur_batch * q_head_num + cur_head) * NUM_KV_SPLITS + split_kv_id
        tl.store(lse_ptrs, e_max + tl.log(e_sum_safe), mask=mask_h)
