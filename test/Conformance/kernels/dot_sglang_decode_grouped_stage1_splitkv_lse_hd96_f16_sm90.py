# SGLang decode_attention _fwd_grouped_kernel_stage1 (the dot-based half of
# split-KV decode; stage 2's LSE merge has no dot): BLOCK_H = 16 query heads
# of one KV group (only 8 valid) per program share a tl.dot with K gathered
# from the token pool through req_to_token; per-request num_kv_splits with
# MIN_BLOCK_KV rounding, empty splits skipped by a scalar if; partial output
# and LSE stored to the mid buffers (LSE index = mid offset // Lv). Lk=Lv=96.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp16:16,fp32,*i32:16,*i32:16,*i32:16,*i32:16,*fp32:16,*fp32:16,i32:16,i32:16,i32:16,i32:16,i32:16,i32:16,i32:16,i32:16,i32:16,i32:16,8,32,128,128,32,16,32,0,i32:16,i32:16
# launch: grid = 5x4x4, num_warps = 4, num_stages = 2
# args: f16[15360]=randn f16[196608]=randn f16[196608]=randn f32=0.102 i32[1920]=int:0:511 i32[5]=int:0:5 i32[5]=int:1:300 i32[5]=int:1:4 f32[61440]=zeros f32[640]=zeros i32=3072 i32=96 i32=384 i32=96 i32=384 i32=96 i32=12288 i32=384 i32=96 i32=320 i32=96 i32=96
# outputs: 8 9
# tol: 1e-2 1e-2
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def _fwd_grouped_kernel_stage1(Q, K_Buffer, V_Buffer, sm_scale,
                               Req_to_tokens, B_req_idx, B_Seqlen, num_kv_splits,
                               Att_Out, Att_Lse,
                               stride_qbs, stride_qh,
                               stride_buf_kbs, stride_buf_kh,
                               stride_buf_vbs, stride_buf_vh,
                               stride_mid_ob, stride_mid_oh, stride_mid_os,
                               stride_req_to_tokens_b,
                               kv_group_num: tl.constexpr, q_head_num: tl.constexpr,
                               BLOCK_DMODEL: tl.constexpr, BLOCK_DV: tl.constexpr,
                               BLOCK_N: tl.constexpr, BLOCK_H: tl.constexpr,
                               MIN_BLOCK_KV: tl.constexpr, logit_cap: tl.constexpr,
                               Lk, Lv):
    cur_batch = tl.program_id(0)
    cur_head_id = tl.program_id(1)
    cur_kv_head = cur_head_id // tl.cdiv(kv_group_num, BLOCK_H)
    split_kv_id = tl.program_id(2)

    if BLOCK_H < kv_group_num:
        VALID_BLOCK_H: tl.constexpr = BLOCK_H
    else:
        VALID_BLOCK_H: tl.constexpr = kv_group_num
    cur_head = cur_head_id * VALID_BLOCK_H + tl.arange(0, BLOCK_H)
    mask_h = cur_head < (cur_head_id + 1) * VALID_BLOCK_H
    mask_h = mask_h & (cur_head < q_head_num)

    offs_d = tl.arange(0, BLOCK_DMODEL)
    offs_dv = tl.arange(0, BLOCK_DV)
    mask_d = offs_d < Lk
    mask_dv = offs_dv < Lv
    cur_batch_seq_len = tl.load(B_Seqlen + cur_batch)
    cur_batch_req_idx = tl.load(B_req_idx + cur_batch)
    kv_splits = tl.load(num_kv_splits + cur_batch)

    offs_q = cur_batch * stride_qbs + cur_head[:, None] * stride_qh + offs_d[None, :]
    q = tl.load(Q + offs_q, mask=(mask_h[:, None]) & (mask_d[None, :]), other=0.0)

    kv_len_per_split = tl.cdiv(tl.cdiv(cur_batch_seq_len, kv_splits), MIN_BLOCK_KV) * MIN_BLOCK_KV
    split_kv_start = kv_len_per_split * split_kv_id
    split_kv_end = tl.minimum(split_kv_start + kv_len_per_split, cur_batch_seq_len)

    e_max = tl.zeros([BLOCK_H], dtype=tl.float32) - float("inf")
    e_sum = tl.zeros([BLOCK_H], dtype=tl.float32)
    acc = tl.zeros([BLOCK_H, BLOCK_DV], dtype=tl.float32)

    if split_kv_end > split_kv_start:
        for start_n in range(split_kv_start, split_kv_end, BLOCK_N):
            offs_n = start_n + tl.arange(0, BLOCK_N)
            kv_loc = tl.load(Req_to_tokens + stride_req_to_tokens_b * cur_batch_req_idx + offs_n,
                             mask=offs_n < split_kv_end, other=0)
            offs_buf_k = kv_loc[None, :] * stride_buf_kbs + cur_kv_head * stride_buf_kh + offs_d[:, None]
            k = tl.load(K_Buffer + offs_buf_k,
                        mask=(offs_n[None, :] < split_kv_end) & (mask_d[:, None]), other=0.0)
            qk = tl.dot(q, k.to(q.dtype))
            qk *= sm_scale

            if logit_cap > 0:
                qk = logit_cap * (2 * tl.sigmoid(2 * qk / logit_cap) - 1)

            qk = tl.where(mask_h[:, None] & (offs_n[None, :] < split_kv_end), qk, float("-inf"))

            offs_buf_v = kv_loc[:, None] * stride_buf_vbs + cur_kv_head * stride_buf_vh + offs_dv[None, :]
            v = tl.load(V_Buffer + offs_buf_v,
                        mask=(offs_n[:, None] < split_kv_end) & (mask_dv[None, :]), other=0.0)

            n_e_max = tl.maximum(tl.max(qk, 1), e_max)
            re_scale = tl.exp(e_max - n_e_max)
            p = tl.exp(qk - n_e_max[:, None])
            acc *= re_scale[:, None]
            acc += tl.dot(p.to(v.dtype), v)

            e_sum = e_sum * re_scale + tl.sum(p, 1)
            e_max = n_e_max

        offs_mid_o = (cur_batch * stride_mid_ob + cur_head[:, None] * stride_mid_oh +
                      split_kv_id * stride_mid_os + offs_dv[None, :])
        tl.store(Att_Out + offs_mid_o, acc / e_sum[:, None],
                 mask=(mask_h[:, None]) & (mask_dv[None, :]))

        offs_mid_o_1 = (cur_batch * stride_mid_ob + cur_head * stride_mid_oh +
                        split_kv_id * stride_mid_os) // Lv
        tl.store(Att_Lse + offs_mid_o_1, e_max + tl.log(e_sum), mask=mask_h)
