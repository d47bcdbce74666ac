# Causal grouped-query attention forward on Hopper in the packed [Z, S, H*D]
# (bshd) layout: rank-3 device-side descriptors with [1, BLOCK, D] blocks at
# column h*D (query head) / (h // (H/KV_H))*D (shared KV head); the Q tile is
# loaded before a causal KV loop tl.range(0, min(S, end_m), 32,
# warp_specialize=True) with a causal + KV-tail (-inf) mask and online softmax;
# O goes out through a rank-3 descriptor store clipped at S=200. f16, D=64.
# Triton 3.6 does not compile this kernel warp-specialized (PassManager::run
# failed, set 22); the reference is its JIT with warp_specialize off.
# triton-reference: warp_specialize=False
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp16:16,*fp16:16,fp32,i32,i32,i32,i32,128,32,64
# launch: grid = 2x16, num_warps = 4, num_stages = 3
# args: f16[204800]=int:-1:1 f16[51200]=int:-1:1 f16[51200]=int:-2:2 f16[204800]=zeros f32=0.125 i32=2 i32=200 i32=8 i32=2
# outputs: 3
# tol: 1e-2 1e-2
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def ws_gqa_causal_fwd_bshd_kernel(q_ptr, k_ptr, v_ptr, o_ptr, sm_scale, Z, S, H, KV_H,
                                  BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, HEAD_DIM: tl.constexpr):
    start_m = tl.program_id(0)
    zh = tl.program_id(1)
    z = zh // H
    h = zh % H
    kvh = h // (H // KV_H)
    q_desc = tl.make_tensor_descriptor(q_ptr, shape=[Z, S, H * HEAD_DIM],
                                       strides=[S * H * HEAD_DIM, H * HEAD_DIM, 1],
                                       block_shape=[1, BLOCK_M, HEAD_DIM])
    k_desc = tl.make_tensor_descriptor(k_ptr, shape=[Z, S, KV_H * HEAD_DIM],
                                       strides=[S * KV_H * HEAD_DIM, KV_H * HEAD_DIM, 1],
                                       block_shape=[1, BLOCK_N, HEAD_DIM])
    v_desc = tl.make_tensor_descriptor(v_ptr, shape=[Z, S, KV_H * HEAD_DIM],
                                       strides=[S * KV_H * HEAD_DIM, KV_H * HEAD_DIM, 1],
                                       block_shape=[1, BLOCK_N, HEAD_DIM])
    o_desc = tl.make_tensor_descriptor(o_ptr, shape=[Z, S, H * HEAD_DIM],
                                       strides=[S * H * HEAD_DIM, H * HEAD_DIM, 1],
                                       block_shape=[1, BLOCK_M, HEAD_DIM])
    off_m = start_m * BLOCK_M
    q = q_desc.load([z, off_m, h * HEAD_DIM]).reshape(BLOCK_M, HEAD_DIM)
    offs_m = off_m + tl.arange(0, BLOCK_M)
    qk_scale = sm_scale * 1.4426950408889634

    m_i = tl.full((BLOCK_M,), float("-inf"), dtype=tl.float32)
    l_i = tl.zeros((BLOCK_M,), dtype=tl.float32)
    acc = tl.zeros((BLOCK_M, HEAD_DIM), dtype=tl.float32)
    hi = tl.minimum(S, off_m + BLOCK_M)
    for start_n in tl.range(0, hi, BLOCK_N, warp_specialize=True):
        k = k_desc.load([z, start_n, kvh * HEAD_DIM]).reshape(BLOCK_N, HEAD_DIM)
        qk = tl.dot(q, k.T)
        offs_n = start_n + tl.arange(0, BLOCK_N)
        keep = (offs_n[None, :] <= offs_m[:, None]) & (offs_n[None, :] < S)
        qk = tl.where(keep, qk * qk_scale, float("-inf"))
        m_ij = tl.maximum(m_i, tl.max(qk, axis=1))
        p = tl.math.exp2(qk - m_ij[:, None])
        alpha = tl.math.exp2(m_i - m_ij)
        l_i = l_i * alpha + tl.sum(p, axis=1)
        v = v_desc.load([z, start_n, kvh * HEAD_DIM]).reshape(BLOCK_N, HEAD_DIM)
        acc = tl.dot(p.to(tl.float16), v, acc * alpha[:, None])
        m_i = m_ij

    out = acc / l_i[:, None]
    o_desc.store([z, off_m, h * HEAD_DIM], out.to(tl.float16).reshape(1, BLOCK_M, HEAD_DIM))
