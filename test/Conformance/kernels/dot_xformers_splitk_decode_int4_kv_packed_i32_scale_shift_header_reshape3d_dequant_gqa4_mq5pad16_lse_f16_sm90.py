# xformers triton_splitk decode attention over an int4-quantized KV cache: each
# row of K/V is int32 words, word 0 packs the f16 scale (low half) and shift
# (high half), words 1..16 hold 8 nibbles each; dequant shifts a [N, 8, 16]
# broadcast, masks 0xF and reshapes to [N, 128]. 5 speculative queries padded to
# 16 rows, GQA 8 q heads / 2 kv heads, 4 splits of 256 keys bounded by per-batch
# seq lens, online exp2 softmax, per-split normalized O and LSE out.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*i32:16,*i32:16,*i32:16,*fp32:16,*fp32:16,fp32,i32,i32:16,i32:16,i32:16,i32:16,4,4,16,64,128,8
# launch: grid = 4x8x2, num_warps = 4, num_stages = 2
# args: f16[2,5,8,128]=randn i32[2,1000,2,17]=int:15360:15375 i32[2,1000,2,17]=int:15360:15375 i32[2]=int:800:1000 f32[2,8,4,5,128]=zeros f32[2,8,4,5]=zeros f32=0.08838834764831845 i32=5 i32=256 i32=5120 i32=1024 i32=34000
# outputs: 4 5
# tol: 1e-2 1e-2
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def _dequant_rows(ptrs, mask, D: tl.constexpr, PACKED: tl.constexpr, BLOCK_N: tl.constexpr):
    hdr = tl.load(ptrs, mask=mask, other=0)
    scale = (hdr & 0xFFFF).to(tl.int16).to(tl.float16, bitcast=True)
    shift = (hdr >> 16).to(tl.int16).to(tl.float16, bitcast=True)
    offs_w = tl.arange(0, D // PACKED)
    words = tl.load(ptrs[:, None] + 1 + offs_w[None, :], mask=mask[:, None], other=0)
    nib = tl.arange(0, PACKED) * 4
    q = (words[:, None, :] >> nib[None, :, None]) & 0xF
    q = tl.reshape(q, (BLOCK_N, D))
    return q.to(tl.float16) * scale[:, None] + shift[:, None]


@triton.jit
def _fwd_kernel_splitK_int4(
    Q, K, V, Seq_len, O_split, LSE_split, sm_scale, Mq, split_len,
    stride_qz, stride_qm, stride_kz,
    G: tl.constexpr, S: tl.constexpr, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr,
    D: tl.constexpr, PACKED: tl.constexpr,
):
    split = tl.program_id(0)
    off_h = tl.program_id(1)
    off_z = tl.program_id(2)
    H = tl.num_programs(1)
    kv_h = off_h // G
    seq_len = tl.load(Seq_len + off_z)
    start = split * split_len
    end = tl.minimum(start + split_len, seq_len)

    offs_m = tl.arange(0, BLOCK_M)
    offs_d = tl.arange(0, D)
    q = tl.load(Q + off_z * stride_qz + offs_m[:, None] * stride_qm + off_h * D + offs_d[None, :],
                mask=offs_m[:, None] < Mq, other=0.0)
    row_stride = (H // G) * (1 + D // PACKED)
    k_base = K + off_z * stride_kz + kv_h * (1 + D // PACKED)
    v_base = V + off_z * stride_kz + kv_h * (1 + D // PACKED)

    m_i = tl.full([BLOCK_M], float("-inf"), dtype=tl.float32)
    l_i = tl.zeros([BLOCK_M], dtype=tl.float32)
    acc = tl.zeros([BLOCK_M, D], dtype=tl.float32)
    qk_scale = sm_scale * 1.44269504
    for n0 in range(start, end, BLOCK_N):
        offs_n = n0 + tl.arange(0, BLOCK_N)
        mn = offs_n < end
        k = _dequant_rows(k_base + offs_n * row_stride, mn, D, PACKED, BLOCK_N)
        qk = tl.dot(q, tl.trans(k)) * qk_scale
        qk = tl.where(mn[None, :], qk, float("-inf"))
        m_new = tl.maximum(m_i, tl.max(qk, 1))
        alpha = tl.math.exp2(m_i - m_new)
        p = tl.math.exp2(qk - m_new[:, None])
        l_i = l_i * alpha + tl.sum(p, 1)
        v = _dequant_rows(v_base + offs_n * row_stride, mn, D, PACKED, BLOCK_N)
        acc = acc * alpha[:, None] + tl.dot(p.to(tl.float16), v)
        m_i = m_new

    l_safe = tl.where(l_i == 0.0, 1.0, l_i)
    acc = acc / l_safe[:, None]
    lse = tl.where(l_i == 0.0, float("-inf"), (m_i + tl.math.log2(l_safe)) / 1.44269504)
    row = (off_z * H + off_h) * S + split
    mm = offs_m < Mq
    tl.store(O_split + (row * Mq + offs_m[:, None]) * D + offs_d[None, :], acc, mask=mm[:, None])
    tl.store(LSE_split + row * Mq + offs_m, lse, mask=mm)
