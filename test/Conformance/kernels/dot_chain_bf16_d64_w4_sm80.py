# tl.dot kernel of the grid of test/GPU/dot/gen_dot_grid.py (chain_bf16_d64_w4_sm80).
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*bf16:16,*bf16:16,*fp32:16,i32,i32,64,64,64
# launch: grid = 2, num_warps = 4, num_stages = 1
# args: bf16[6400]=int:-1:1 bf16[3200]=int:-1:1 bf16[3200]=int:-3:3 f32[6400]=zeros i32=100 i32=50
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
    o = tl.dot(p.to(tl.bfloat16), v)
    tl.store(o_ptr + rm[:, None] * D + rd[None, :], o, mask=rm[:, None] < M)
