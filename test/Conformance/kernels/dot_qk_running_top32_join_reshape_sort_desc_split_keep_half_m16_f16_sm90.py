# Top-k retrieval scores: each program holds 16 query rows (D = 64) and walks
# the keys in 32-key tiles; S = q @ k^T is merged into a running top-32 per row
# by tl.join(best, S) -> reshape (16, 64) -> tl.sort descending -> reshape /
# permute / tl.split keeping the upper half. Stresses a dot result sorted in
# the loop body; M = 40 and N = 200 tails (masked keys are -inf).
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp32:16,i32,i32,i32:16,i32:16,i32:16,16,32,64
# launch: grid = 3, num_warps = 4, num_stages = 2
# args: f16[2560]=int:-2:2 f16[12800]=int:-2:2 f32[1280]=zeros i32=40 i32=200 i32=64 i32=64 i32=32
# outputs: 2
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def qk_running_topk_sort(q_ptr, k_ptr, out_ptr, M, N, stride_qm, stride_kn, stride_om,
                         BM: tl.constexpr, BN: tl.constexpr, D: tl.constexpr):
    pid = tl.program_id(0)
    rm = pid * BM + tl.arange(0, BM)
    rd = tl.arange(0, D)
    rn0 = tl.arange(0, BN)
    m_ok = rm < M
    q = tl.load(q_ptr + rm[:, None] * stride_qm + rd[None, :], mask=m_ok[:, None], other=0.0)
    best = tl.full((BM, BN), float("-inf"), tl.float32)
    for n0 in tl.range(0, N, BN, num_stages=2):
        rn = n0 + rn0
        n_ok = rn < N
        k = tl.load(k_ptr + rn[:, None] * stride_kn + rd[None, :], mask=n_ok[:, None], other=0.0)
        s = tl.dot(q, tl.trans(k))
        s = tl.where(n_ok[None, :], s, float("-inf"))
        both = tl.reshape(tl.join(best, s), (BM, 2 * BN))
        both = tl.sort(both, dim=1, descending=True)
        both = tl.permute(tl.reshape(both, (BM, 2, BN)), (0, 2, 1))
        best, _ = tl.split(both)
    tl.store(out_ptr + rm[:, None] * stride_om + rn0[None, :], best, mask=m_ok[:, None])
