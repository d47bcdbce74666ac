# tl.dot kernel of the grid of test/GPU/dot/gen_dot_grid.py (chain_f16_d128_w8_sm80).
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp16:16,*fp32:16,i32,i32,128,128,128
# launch: grid = 1, num_warps = 8, num_stages = 1
# args: f16[16384]=int:-1:1 f16[16384]=int:-1:1 f16[16384]=int:-3:3 f32[16384]=zeros i32=128 i32=128
# outputs: 3
# tol: 2e-2 2e-2
# target: cuda:80
import triton
import triton.language as tl


@triton.jit
def dot_chain(q_ptr, k_ptr, v_ptr, o_ptr, M, N, BM: tl.constexpr, BN: tl.constexpr, D: tl.constexpr):
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.arange(0, BN)
    rd = tl.arange(0, D)
    q = tl.load(q_ptr + rm[:, None] * D + rd[None, :], mask=rm[:, None] < M, other=0)
    k = tl.load(k_ptr + rn[:, None] * D + rd[None, :], mask=rn[:, None] < N, other=0)
    v = tl.load(v_ptr + rn[:, None] * D + rd[None, :], mask=rn[:, None] < N, other=0)
    s = tl.dot(q, tl.trans(k))
    s = tl.where(rn[None, :] < N, s * 0.125, float('-inf'))
    p = tl.exp(s - tl.max(s, axis=1)[:, None])
    p = p / tl.sum(p, axis=1)[:, None]
    o = tl.dot(p.to(tl.float16), v)
    tl.store(o_ptr + rm[:, None] * D + rd[None, :], o, mask=rm[:, None] < M)
