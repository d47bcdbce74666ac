# Causal linear attention (Katharopoulos et al.) forward, chunked: feature map
# elu(x)+1, intra-chunk causal (phi(Q) phi(K)^T masked) @ V plus the carried
# cumulative state phi(Q) @ S, normaliser from the masked row sums and the
# carried z = sum phi(k); S += phi(K)^T @ V after each chunk. The value dim
# is split across programs; sequence tail masked; num_stages 1.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp16:16,*fp16:16,i32,i32:16,i32:16,i32:16,i32:16,fp32,64,64,64
# launch: grid = 2x6, num_warps = 4, num_stages = 1
# args: f16[76800]=randn f16[76800]=randn f16[153600]=randn f16[153600]=zeros i32=200 i32=12800 i32=64 i32=25600 i32=128 f32=1e-6
# outputs: 3
# tol: 2e-2 2e-2
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def _elu_plus_one(x):
    return tl.where(x > 0, x + 1.0, tl.exp(x))


@triton.jit
def causal_linear_attn_fwd(Q, K, V, O, seq_len, stride_qh, stride_qt, stride_vh, stride_vt, eps,
                           BLOCK_T: tl.constexpr, DK: tl.constexpr, BLOCK_DV: tl.constexpr):
    pid_v = tl.program_id(0)
    bh = tl.program_id(1)
    offs_t = tl.arange(0, BLOCK_T)
    offs_k = tl.arange(0, DK)
    offs_v = pid_v * BLOCK_DV + tl.arange(0, BLOCK_DV)
    q_base = Q + bh.to(tl.int64) * stride_qh
    k_base = K + bh.to(tl.int64) * stride_qh
    v_base = V + bh.to(tl.int64) * stride_vh
    o_base = O + bh.to(tl.int64) * stride_vh

    S = tl.zeros([DK, BLOCK_DV], dtype=tl.float32)
    z = tl.zeros([DK], dtype=tl.float32)
    causal = offs_t[:, None] >= offs_t[None, :]
    for t0 in range(0, seq_len, BLOCK_T):
        t = t0 + offs_t
        tm = t < seq_len
        qk_offs = t[:, None] * stride_qt + offs_k[None, :]
        q = tl.load(q_base + qk_offs, mask=tm[:, None], other=0.0).to(tl.float32)
        k = tl.load(k_base + qk_offs, mask=tm[:, None], other=0.0).to(tl.float32)
        v_offs = t[:, None] * stride_vt + offs_v[None, :]
        v = tl.load(v_base + v_offs, mask=tm[:, None], other=0.0)

        fq = _elu_plus_one(q)
        fk = tl.where(tm[:, None], _elu_plus_one(k), 0.0)
        fq16 = fq.to(tl.float16)
        fk16 = fk.to(tl.float16)

        a = tl.dot(fq16, tl.trans(fk16))
        a = tl.where(causal, a, 0.0)
        num = tl.dot(a.to(tl.float16), v)
        num = tl.dot(fq16, S.to(tl.float16), num)
        den = tl.sum(a, 1) + tl.sum(fq * z[None, :], 1)
        o = num / (den[:, None] + eps)
        tl.store(o_base + v_offs, o.to(tl.float16), mask=tm[:, None])

        S = tl.dot(tl.trans(fk16), v, S)
        z += tl.sum(fk, 0)
