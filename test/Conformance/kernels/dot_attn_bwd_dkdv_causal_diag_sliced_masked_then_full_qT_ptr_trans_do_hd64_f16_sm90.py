# FlashAttention-2 style backward, dK/dV half, causal: each program owns a
# 64-key block, first walks the diagonal with 16-row query slices under the
# causal mask (offs_m >= offs_n), then the remaining query blocks of 32 rows
# unmasked. Q is read transposed through its pointers (qT), dO^T is
# tl.trans of the loaded dO tile inside the loop, P^T = exp2(K Q^T * scale *
# log2e - lse * log2e); four dots per step. Z=2, H=2, N_CTX=192, d=64, f16.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp16:16,*fp16:16,*fp32:16,*fp32:16,*fp16:16,*fp16:16,fp32,i32:16,i32:16,i32:16,i32,i32:16,32,64,64,2
# launch: grid = 3x4, num_warps = 4, num_stages = 2
# args: f16[49152]=rand f16[49152]=rand f16[49152]=randn f16[49152]=randn f32[768]=fill:6.0 f32[768]=rand f16[49152]=zeros f16[49152]=zeros f32=0.125 i32=24576 i32=12288 i32=64 i32=2 i32=192
# outputs: 6 7
# tol: 5e-2 5e-2
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def _dkdv_query_blocks(dk, dv, Q, k, v, DO, LSE, DELTA, qk_scale, stride_tok,
                       start_n, start_m, num_steps,
                       BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, HEAD_DIM: tl.constexpr, MASK: tl.constexpr):
    RCP_LN2: tl.constexpr = 1.4426950408889634
    offs_m = start_m + tl.arange(0, BLOCK_M)
    offs_n = start_n + tl.arange(0, BLOCK_N)
    offs_d = tl.arange(0, HEAD_DIM)
    qT_ptrs = Q + offs_m[None, :] * stride_tok + offs_d[:, None]
    do_ptrs = DO + offs_m[:, None] * stride_tok + offs_d[None, :]
    curr_m = start_m
    for _ in range(num_steps):
        qT = tl.load(qT_ptrs)
        offs_m = curr_m + tl.arange(0, BLOCK_M)
        lse = tl.load(LSE + offs_m) * RCP_LN2
        qkT = tl.dot(k, qT) * qk_scale
        pT = tl.math.exp2(qkT - lse[None, :])
        if MASK:
            causal = offs_m[None, :] >= offs_n[:, None]
            pT = tl.where(causal, pT, 0.0)
        do = tl.load(do_ptrs)
        dv += tl.dot(pT.to(tl.float16), do)
        delta = tl.load(DELTA + offs_m)
        dpT = tl.dot(v, tl.trans(do))
        dsT = pT * (dpT - delta[None, :])
        dk += tl.dot(dsT.to(tl.float16), tl.trans(qT))
        curr_m += BLOCK_M
        qT_ptrs += BLOCK_M * stride_tok
        do_ptrs += BLOCK_M * stride_tok
    return dk, dv


@triton.jit
def attn_bwd_dkdv_causal(Q, K, V, DO, LSE, DELTA, DK, DV, sm_scale,
                         stride_z, stride_h, stride_tok, H, N_CTX,
                         BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, HEAD_DIM: tl.constexpr,
                         BLK_SLICE_FACTOR: tl.constexpr):
    RCP_LN2: tl.constexpr = 1.4426950408889634
    bhid = tl.program_id(1)
    off_z = bhid // H
    off_h = bhid % H
    adj = (stride_h * off_h + stride_z * off_z).to(tl.int64)
    row0 = (bhid * N_CTX).to(tl.int64)
    Q += adj
    K += adj
    V += adj
    DO += adj
    DK += adj
    DV += adj
    LSE += row0
    DELTA += row0

    start_n = tl.program_id(0) * BLOCK_N
    offs_n = start_n + tl.arange(0, BLOCK_N)
    offs_d = tl.arange(0, HEAD_DIM)
    kv_off = offs_n[:, None] * stride_tok + offs_d[None, :]
    k = tl.load(K + kv_off)
    v = tl.load(V + kv_off)
    dk = tl.zeros([BLOCK_N, HEAD_DIM], dtype=tl.float32)
    dv = tl.zeros([BLOCK_N, HEAD_DIM], dtype=tl.float32)
    qk_scale = sm_scale * RCP_LN2

    # diagonal block: thin query slices under the causal mask
    MASK_BLOCK_M: tl.constexpr = BLOCK_M // BLK_SLICE_FACTOR
    start_m = start_n
    num_steps = BLOCK_N // MASK_BLOCK_M
    dk, dv = _dkdv_query_blocks(dk, dv, Q, k, v, DO, LSE, DELTA, qk_scale, stride_tok,
                                start_n, start_m, num_steps, MASK_BLOCK_M, BLOCK_N, HEAD_DIM, MASK=True)
    # every later query block sees the whole key block
    start_m += num_steps * MASK_BLOCK_M
    num_steps = (N_CTX - start_m) // BLOCK_M
    dk, dv = _dkdv_query_blocks(dk, dv, Q, k, v, DO, LSE, DELTA, qk_scale, stride_tok,
                                start_n, start_m, num_steps, BLOCK_M, BLOCK_N, HEAD_DIM, MASK=False)

    tl.store(DV + kv_off, dv.to(tl.float16))
    tl.store(DK + kv_off, (dk * sm_scale).to(tl.float16))
