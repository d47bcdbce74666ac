# SGLang extend_attention _fwd_kernel: the prefix K/V of each request are
# gathered from a token KV pool through req_to_token[req_idx, pos] indices
# (stage 1, no causal mask), then the extend tokens attend to themselves
# causally (stage 2); MLA-like split q/k head: 64 dims + a 32-dim rope part
# (BLOCK_DPE) added as a second dot, Lv = 64, logit soft-cap via
# 2*sigmoid(2x)-1, GQA 16/2, extend starts from an in-kernel tl.cumsum.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*bf16:16,*bf16:16,*bf16:16,*bf16:16,*bf16:16,*i32:16,*i32:16,*i32:16,*i32:16,i32,fp32,i32,i32:16,i32:16,i32:16,i32:16,i32:16,i32:16,i32:16,i32:16,i32:16,i32:16,i32:16,i32:16,i32:16,i32:16,i32:16,30.0,4,64,32,64,64,32,1
# launch: grid = 3x16x2, num_warps = 4, num_stages = 2
# args: bf16[322560]=randn bf16[40320]=randn bf16[26880]=randn bf16[215040]=zeros bf16[49152]=randn bf16[32768]=randn i32[512]=int:0:255 i32[3]=int:0:3 i32[3]=int:0:80 i32[3]=int:1:70 i32=3 f32=0.102 i32=8 i32=1536 i32=96 i32=192 i32=96 i32=128 i32=64 i32=1024 i32=64 i32=192 i32=96 i32=128 i32=64 i32=128 i32=96 i32=64
# outputs: 3
# tol: 2e-2 2e-2
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def tanh(x):
    # Tanh is just a scaled sigmoid
    return 2 * tl.sigmoid(2 * x) - 1


@triton.jit
def _fwd_kernel(Q_Extend, K_Extend, V_Extend, O_Extend, K_Buffer, V_Buffer,
                Req_to_tokens, B_req_idx, B_Seq_Len_Prefix, B_Seq_Len_Extend, num_seqs,
                sm_scale, kv_group_num,
                stride_qbs, stride_qh, stride_kbs, stride_kh, stride_vbs, stride_vh,
                stride_obs, stride_oh, stride_buf_kbs, stride_buf_kh,
                stride_buf_vbs, stride_buf_vh, stride_req_to_tokens_b,
                Lq, Lv,
                logit_cap: tl.constexpr, MAX_BATCH: tl.constexpr,
                BLOCK_DMODEL: tl.constexpr, BLOCK_DPE: tl.constexpr, BLOCK_DV: tl.constexpr,
                BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, IS_CAUSAL: tl.constexpr):
    cur_seq = tl.program_id(0)
    cur_head = tl.program_id(1)
    cur_block_m = tl.program_id(2)
    cur_kv_head = cur_head // kv_group_num

    # exclusive prefix sum of the extend lengths -> start of this request
    offs_b = tl.arange(0, MAX_BATCH)
    ext_lens = tl.load(B_Seq_Len_Extend + offs_b, mask=offs_b < num_seqs, other=0)
    ext_starts = tl.cumsum(ext_lens, axis=0) - ext_lens
    cur_seq_extend_start_idx = tl.sum(tl.where(offs_b == cur_seq, ext_starts, 0), axis=0)
    cur_seq_len_extend = tl.load(B_Seq_Len_Extend + cur_seq)
    cur_seq_len_prefix = tl.load(B_Seq_Len_Prefix + cur_seq)
    cur_batch_req_idx = tl.load(B_req_idx + cur_seq)

    offs_d = tl.arange(0, BLOCK_DMODEL)
    offs_dv = tl.arange(0, BLOCK_DV)
    offs_m = tl.arange(0, BLOCK_M)
    mask_m = (cur_block_m * BLOCK_M + offs_m) < cur_seq_len_extend
    mask_d = offs_d < Lq
    mask_dv = offs_dv < Lv

    offs_q = ((cur_seq_extend_start_idx + cur_block_m * BLOCK_M + offs_m[:, None]) * stride_qbs +
              cur_head * stride_qh + offs_d[None, :])
    q = tl.load(Q_Extend + offs_q, mask=(mask_m[:, None]) & (mask_d[None, :]), other=0.0)

    if BLOCK_DPE > 0:
        offs_dpe = BLOCK_DMODEL + tl.arange(0, BLOCK_DPE)
        offs_qpe = ((cur_seq_extend_start_idx + cur_block_m * BLOCK_M + offs_m[:, None]) * stride_qbs +
                    cur_head * stride_qh + offs_dpe[None, :])
        qpe = tl.load(Q_Extend + offs_qpe, mask=mask_m[:, None], other=0.0)

    # stage 1: compute scores with prefix
    offs_n = tl.arange(0, BLOCK_N)

    acc = tl.zeros([BLOCK_M, BLOCK_DV], dtype=tl.float32)
    deno = tl.zeros([BLOCK_M], dtype=tl.float32)
    e_max = tl.zeros([BLOCK_M], dtype=tl.float32) - float("inf")

    for start_n in range(0, cur_seq_len_prefix, BLOCK_N):
        start_n = tl.multiple_of(start_n, BLOCK_N)
        mask_n = (start_n + offs_n) < cur_seq_len_prefix
        offs_b_loc_prefix = cur_batch_req_idx * stride_req_to_tokens_b + (start_n + offs_n)
        offs_kv_loc = tl.load(Req_to_tokens + offs_b_loc_prefix, mask=mask_n, other=0)

        # load k in transposed way
        offs_buf_k = (offs_kv_loc[None, :] * stride_buf_kbs + cur_kv_head * stride_buf_kh + offs_d[:, None])
        k = tl.load(K_Buffer + offs_buf_k, mask=(mask_n[None, :]) & (mask_d[:, None]), other=0.0)

        qk = tl.dot(q.to(k.dtype), k)
        if BLOCK_DPE > 0:
            offs_kpe = (offs_kv_loc[None, :] * stride_buf_kbs + cur_kv_head * stride_buf_kh + offs_dpe[:, None])
            kpe = tl.load(K_Buffer + offs_kpe, mask=mask_n[None, :], other=0.0)
            qk += tl.dot(qpe.to(kpe.dtype), kpe)
        qk *= sm_scale

        if logit_cap > 0:
            qk = logit_cap * tanh(qk / logit_cap)

        qk = tl.where(mask_m[:, None] & mask_n[None, :], qk, float("-inf"))

        n_e_max = tl.maximum(tl.max(qk, 1), e_max)
        re_scale = tl.exp(e_max - n_e_max)
        p = tl.exp(qk - n_e_max[:, None])
        deno = deno * re_scale + tl.sum(p, 1)

        offs_buf_v = (offs_kv_loc[:, None] * stride_buf_vbs + cur_kv_head * stride_buf_vh + offs_dv[None, :])
        v = tl.load(V_Buffer + offs_buf_v, mask=mask_n[:, None] & mask_dv[None, :], other=0.0)
        p = p.to(v.dtype)
        acc = acc * re_scale[:, None] + tl.dot(p, v)

        e_max = n_e_max

    # stage 2: compute the triangle part
    cur_block_m_end = tl.minimum(cur_seq_len_extend, (cur_block_m + 1) * BLOCK_M)
    for start_n in range(0, cur_block_m_end, BLOCK_N):
        start_n = tl.multiple_of(start_n, BLOCK_N)
        mask_n = (start_n + offs_n) < cur_block_m_end

        # load k in transposed way
        offs_k = ((cur_seq_extend_start_idx + start_n + offs_n[None, :]) * stride_kbs +
                  cur_kv_head * stride_kh + offs_d[:, None])
        k = tl.load(K_Extend + offs_k, mask=(mask_n[None, :]) & (mask_d[:, None]), other=0.0)

        qk = tl.dot(q, k, out_dtype=tl.float32)
        if BLOCK_DPE > 0:
            offs_kpe = ((cur_seq_extend_start_idx + start_n + offs_n[None, :]) * stride_kbs +
                        cur_kv_head * stride_kh + offs_dpe[:, None])
            kpe = tl.load(K_Extend + offs_kpe, mask=mask_n[None, :], other=0.0)
            qk += tl.dot(qpe, kpe)

        qk *= sm_scale

        if logit_cap > 0:
            qk = logit_cap * tanh(qk / logit_cap)

        if IS_CAUSAL:
            mask_causual = (cur_block_m * BLOCK_M + offs_m[:, None]) >= (start_n + offs_n[None, :])
            mask_causual &= mask_m[:, None] & mask_n[None, :]
        else:
            mask_causual = mask_m[:, None] & mask_n[None, :]
        qk = tl.where(mask_causual, qk, float("-inf"))

        n_e_max = tl.maximum(tl.max(qk, 1), e_max)
        re_scale = tl.exp(e_max - n_e_max)
        p = tl.exp(qk - n_e_max[:, None])
        deno = deno * re_scale + tl.sum(p, 1)

        offs_v = ((cur_seq_extend_start_idx + start_n + offs_n[:, None]) * stride_vbs +
                  cur_kv_head * stride_vh + offs_dv[None, :])
        v = tl.load(V_Extend + offs_v, mask=mask_n[:, None] & mask_dv[None, :], other=0.0)
        p = p.to(v.dtype)
        acc = acc * re_scale[:, None] + tl.dot(p, v)

        e_max = n_e_max

    offs_o = ((cur_seq_extend_start_idx + cur_block_m * BLOCK_M + offs_m[:, None]) * stride_obs +
              cur_head * stride_oh + offs_dv[None, :])
    tl.store(O_Extend + offs_o, acc / deno[:, None], mask=mask_m[:, None] & mask_dv[None, :])
