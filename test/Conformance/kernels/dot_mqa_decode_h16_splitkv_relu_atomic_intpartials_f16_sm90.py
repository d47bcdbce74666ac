# Multi-query attention decode (16 query heads share one KV head, so the query
# tile is [16, 128]) with split-KV: grid = (batch, 4 splits), each split walks
# its slice of the per-batch context length (loaded from memory, early return
# for empty splits) with ReLU attention scores, and reduces its un-normalized
# partial output (f32) and score mass (i32) with atomic adds. Integer-valued
# inputs keep every partial exact, so the atomic order does not matter.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp16:16,*i32:16,*fp32:16,*i32:16,i32:16,i32:16,i32:16,16,128,64,4
# launch: grid = 3x4, num_warps = 2, num_stages = 2
# args: f16[6144]=int:-1:1 f16[196608]=int:-1:1 f16[196608]=int:-2:2 i32[3]=int:1:512 f32[6144]=zeros i32[48]=zeros i32=2048 i32=65536 i32=128
# outputs: 4 5
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def mqa_decode_split_kv_relu(Q, K_cache, V_cache, CTX_LENS, OUT, DENOM,
                             stride_qb, stride_kb, stride_ks,
                             NUM_HEADS: tl.constexpr, HEAD_DIM: tl.constexpr,
                             BLOCK_N: tl.constexpr, NUM_SPLITS: tl.constexpr):
    off_b = tl.program_id(0)
    split = tl.program_id(1)
    ctx_len = tl.load(CTX_LENS + off_b)
    chunk = tl.cdiv(tl.cdiv(ctx_len, NUM_SPLITS), BLOCK_N) * BLOCK_N
    kv_start = split * chunk
    kv_end = tl.minimum(kv_start + chunk, ctx_len)
    if kv_start >= kv_end:
        return

    offs_h = tl.arange(0, NUM_HEADS)
    offs_d = tl.arange(0, HEAD_DIM)
    offs_n0 = tl.arange(0, BLOCK_N)
    q = tl.load(Q + off_b * stride_qb + offs_h[:, None] * HEAD_DIM + offs_d[None, :])
    k_base = K_cache + off_b.to(tl.int64) * stride_kb
    v_base = V_cache + off_b.to(tl.int64) * stride_kb

    acc = tl.zeros([NUM_HEADS, HEAD_DIM], dtype=tl.float32)
    mass = tl.zeros([NUM_HEADS], dtype=tl.float32)
    for start_n in range(kv_start, kv_end, BLOCK_N):
        cols = start_n + offs_n0
        cmask = cols < kv_end
        k = tl.load(k_base + cols[:, None] * stride_ks + offs_d[None, :], mask=cmask[:, None], other=0.0)
        s = tl.dot(q, tl.trans(k))
        p = tl.where(cmask[None, :], tl.maximum(s, 0.0), 0.0)
        mass += tl.sum(p, axis=1)
        v = tl.load(v_base + cols[:, None] * stride_ks + offs_d[None, :], mask=cmask[:, None], other=0.0)
        acc = tl.dot(p.to(tl.float16), v, acc)

    out_ptrs = OUT + off_b * (NUM_HEADS * HEAD_DIM) + offs_h[:, None] * HEAD_DIM + offs_d[None, :]
    tl.atomic_add(out_ptrs, acc)
    tl.atomic_add(DENOM + off_b * NUM_HEADS + offs_h, mass.to(tl.int32))
