# Attention-backward dV step (causal, no softmax normalisation): per key block
# S = Q K^T, P = exp2(S * scale * log2e) masked causally, then
# dV += tl.trans(P.to(f16)) @ dO, a dot whose A operand is a transposed
# register tensor; 64x64 blocks, D = 64, 2 heads, f16 in, f16 dV out.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp16:16,*fp16:16,fp32,i32:16,64,64,64
# launch: grid = 8x2, num_warps = 4, num_stages = 2
# args: f16[65536]=int:-1:1 f16[65536]=int:-1:1 f16[65536]=int:-2:2 f16[65536]=zeros f32=0.125 i32=512
# outputs: 3
# tol: 1e-2 1e-2
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def attn_bwd_dv(q_ptr, k_ptr, do_ptr, dv_ptr, sm_scale, N_CTX, BM: tl.constexpr, BN: tl.constexpr,
                HEAD_D: tl.constexpr):
    start_n = tl.program_id(0) * BN
    off_h = tl.program_id(1)
    base = off_h * N_CTX * HEAD_D
    offs_n = start_n + tl.arange(0, BN)
    offs_d = tl.arange(0, HEAD_D)
    k = tl.load(k_ptr + base + offs_n[:, None] * HEAD_D + offs_d[None, :])
    qk_scale = sm_scale * 1.4426950408889634
    dv = tl.zeros((BN, HEAD_D), dtype=tl.float32)
    # causal: only query rows at or after this key block see it
    for start_m in range(start_n, N_CTX, BM):
        offs_m = start_m + tl.arange(0, BM)
        q = tl.load(q_ptr + base + offs_m[:, None] * HEAD_D + offs_d[None, :])
        do = tl.load(do_ptr + base + offs_m[:, None] * HEAD_D + offs_d[None, :])
        qk = tl.dot(q, tl.trans(k))
        p = tl.math.exp2(qk * qk_scale)
        p = tl.where(offs_m[:, None] >= offs_n[None, :], p, 0.0)
        dv = tl.dot(tl.trans(p.to(tl.float16)), do, dv)
    tl.store(dv_ptr + base + offs_n[:, None] * HEAD_D + offs_d[None, :], dv.to(tl.float16))
