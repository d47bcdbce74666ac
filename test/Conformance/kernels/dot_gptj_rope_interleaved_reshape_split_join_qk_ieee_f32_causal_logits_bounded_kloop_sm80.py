# Attention-logit export with GPT-J (interleaved pairs) rotary embedding done
# in registers: q and each k tile are reshaped to (rows, D/2, 2), tl.split,
# rotated by cos/sin tables and re-interleaved with tl.join + reshape, then
# S = q_rot @ k_rot^T with input_precision="ieee" on f32 operands; the key loop
# stops at the causal bound of the row block; masked entries store 0. L = 80.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp32:16,*fp32:16,*fp32:16,i32:16,i32:16,i32:16,i32:16,i32:16,32,32,64
# launch: grid = 3x2, num_warps = 4, num_stages = 2
# args: f16[10240]=int:-1:1 f16[10240]=int:-1:1 f32[2560]=int:-1:1 f32[2560]=int:-1:1 f32[12800]=zeros i32=80 i32=5120 i32=64 i32=6400 i32=80
# outputs: 4
# tol: 0 0
# target: cuda:80
import triton
import triton.language as tl


@triton.jit
def _rope_interleaved(x, c, s, BR: tl.constexpr, D: tl.constexpr):
    x0, x1 = tl.split(tl.reshape(x, (BR, D // 2, 2)))
    r0 = x0 * c - x1 * s
    r1 = x0 * s + x1 * c
    return tl.reshape(tl.join(r0, r1), (BR, D))


@triton.jit
def rope_gptj_causal_logits(q_ptr, k_ptr, cos_ptr, sin_ptr, s_ptr, L, stride_h, stride_l, stride_oh, stride_ol,
                            BM: tl.constexpr, BN: tl.constexpr, D: tl.constexpr):
    pid_m = tl.program_id(0)
    h = tl.program_id(1)
    rm = pid_m * BM + tl.arange(0, BM)
    rd = tl.arange(0, D)
    rh = tl.arange(0, D // 2)
    m_ok = rm < L
    q = tl.load(q_ptr + h * stride_h + rm[:, None] * stride_l + rd[None, :], mask=m_ok[:, None], other=0.0)
    cq = tl.load(cos_ptr + rm[:, None] * (D // 2) + rh[None, :], mask=m_ok[:, None], other=0.0)
    sq = tl.load(sin_ptr + rm[:, None] * (D // 2) + rh[None, :], mask=m_ok[:, None], other=0.0)
    qr = _rope_interleaved(q.to(tl.float32), cq, sq, BM, D)
    hi = tl.minimum((pid_m + 1) * BM, L)
    for n0 in range(0, hi, BN):
        rn = n0 + tl.arange(0, BN)
        n_ok = rn < L
        k = tl.load(k_ptr + h * stride_h + rn[:, None] * stride_l + rd[None, :], mask=n_ok[:, None], other=0.0)
        ck = tl.load(cos_ptr + rn[:, None] * (D // 2) + rh[None, :], mask=n_ok[:, None], other=0.0)
        sk = tl.load(sin_ptr + rn[:, None] * (D // 2) + rh[None, :], mask=n_ok[:, None], other=0.0)
        kr = _rope_interleaved(k.to(tl.float32), ck, sk, BN, D)
        s = tl.dot(qr, tl.trans(kr), input_precision="ieee")
        s = tl.where(rn[None, :] <= rm[:, None], s, 0.0)
        tl.store(s_ptr + h * stride_oh + rm[:, None] * stride_ol + rn[None, :], s,
                 mask=m_ok[:, None] & n_ok[None, :])
