# Chunked causal linear attention forward (fla chunk / RWKV-style, no decay):
# one program per (batch, head) walks T = 200 in 64-token chunks carrying the
# f32 state S [DK, DV]: o = q S (inter-chunk, S cast to f16) + tril(q k^T) v
# (intra-chunk, the score tile masked causally and fed back into a dot),
# then S += tl.trans(k) v. Three dependent dots per chunk plus the state dot,
# a masked tail chunk; f32 out, integer inputs keep every product exact.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp16:16,*fp32:16,*fp32:16,i32,i32:16,i32:16,64,64,64
# launch: grid = 4, num_warps = 4, num_stages = 2
# args: f16[51200]=int:-1:1 f16[51200]=int:-1:1 f16[51200]=int:-1:1 f32[51200]=zeros f32[16384]=zeros i32=200 i32=12800 i32=64
# outputs: 3 4
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def linear_attn_chunk_fwd(q_ptr, k_ptr, v_ptr, o_ptr, ht_ptr, T, stride_bh, stride_t,
                          BT: tl.constexpr, DK: tl.constexpr, DV: tl.constexpr):
    i_bh = tl.program_id(0)
    base = i_bh.to(tl.int64) * stride_bh
    offs_t = tl.arange(0, BT)
    offs_k = tl.arange(0, DK)
    offs_v = tl.arange(0, DV)
    causal = offs_t[:, None] >= offs_t[None, :]

    S = tl.zeros([DK, DV], dtype=tl.float32)
    for i_t in range(0, tl.cdiv(T, BT)):
        rows = i_t * BT + offs_t
        t_mask = rows < T
        q = tl.load(q_ptr + base + rows[:, None] * stride_t + offs_k[None, :], mask=t_mask[:, None], other=0.0)
        k = tl.load(k_ptr + base + rows[:, None] * stride_t + offs_k[None, :], mask=t_mask[:, None], other=0.0)
        v = tl.load(v_ptr + base + rows[:, None] * stride_t + offs_v[None, :], mask=t_mask[:, None], other=0.0)

        o = tl.dot(q, S.to(q.dtype))
        att = tl.dot(q, tl.trans(k))
        att = tl.where(causal, att, 0.0)
        o = tl.dot(att.to(v.dtype), v, o)
        tl.store(o_ptr + base + rows[:, None] * stride_t + offs_v[None, :], o, mask=t_mask[:, None])

        S = tl.dot(tl.trans(k), v, S)

    tl.store(ht_ptr + i_bh * DK * DV + offs_k[:, None] * DV + offs_v[None, :], S)
