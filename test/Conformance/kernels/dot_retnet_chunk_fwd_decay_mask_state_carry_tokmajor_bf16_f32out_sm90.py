# RetNet chunkwise retention forward: per head the decay gamma = 1 - 2^(-5-h)
# is computed in-kernel; per 64-token chunk o = ((q k^T) * D) v + (q * g^(i+1))
# S with D[i,j] = g^(i-j) (i >= j), then S = g^C S + (k * g^(C-1-j))^T v.
# Token-major [B, T, H, D] layout, T = 200 (last chunk partial), the value
# dim split over grid axis 0 (BV = 32); f32 state carried in the loop.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*bf16:16,*bf16:16,*fp32:16,fp32,i32,i32,i32:16,i32:16,64,64,32
# launch: grid = 2x4, num_warps = 4, num_stages = 2
# args: bf16[51200]=randn bf16[51200]=randn bf16[51200]=randn f32[51200]=zeros f32=0.125 i32=200 i32=2 i32=25600 i32=128
# outputs: 3
# tol: 2e-2 2e-2
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def retention_chunk_fwd(q_ptr, k_ptr, v_ptr, o_ptr, scale, T, H, stride_b, stride_t,
                        CHUNK: tl.constexpr, DK: tl.constexpr, BV: tl.constexpr):
    pid_v = tl.program_id(0)
    bh = tl.program_id(1)
    b = bh // H
    h = bh % H
    log2_gamma = tl.math.log2(1.0 - tl.math.exp2(-5.0 - h.to(tl.float32)))

    offs_c = tl.arange(0, CHUNK)
    offs_k = tl.arange(0, DK)
    offs_v = pid_v * BV + tl.arange(0, BV)
    base = b.to(tl.int64) * stride_b + h * DK

    idx = offs_c.to(tl.float32)
    diff = idx[:, None] - idx[None, :]
    decay_mask = tl.where(diff >= 0, tl.math.exp2(tl.maximum(diff, 0.0) * log2_gamma), 0.0)
    q_decay = tl.math.exp2((idx + 1.0) * log2_gamma)
    k_decay = tl.math.exp2((CHUNK - 1.0 - idx) * log2_gamma)
    chunk_decay = tl.math.exp2(CHUNK * log2_gamma)

    state = tl.zeros((DK, BV), dtype=tl.float32)
    for start in range(0, T, CHUNK):
        rows = start + offs_c
        row_ok = rows < T
        qk_off = base + rows[:, None] * stride_t + offs_k[None, :]
        q = tl.load(q_ptr + qk_off, mask=row_ok[:, None], other=0.0)
        k = tl.load(k_ptr + qk_off, mask=row_ok[:, None], other=0.0)
        v_off = base + rows[:, None] * stride_t + offs_v[None, :]
        v = tl.load(v_ptr + v_off, mask=row_ok[:, None], other=0.0)
        q = (q.to(tl.float32) * scale).to(tl.bfloat16)

        scores = tl.dot(q, tl.trans(k)) * decay_mask
        o = tl.dot(scores.to(tl.bfloat16), v)
        q_dec = (q.to(tl.float32) * q_decay[:, None]).to(tl.bfloat16)
        o = tl.dot(q_dec, state.to(tl.bfloat16), o)
        tl.store(o_ptr + v_off, o, mask=row_ok[:, None])

        k_dec = (k.to(tl.float32) * k_decay[:, None]).to(tl.bfloat16)
        state = state * chunk_decay + tl.dot(tl.trans(k_dec), v)
