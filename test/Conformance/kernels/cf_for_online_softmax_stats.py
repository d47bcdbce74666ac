# scf.for carrying two 1-D tensors (running max and running sum of exp: the
# online-softmax statistics) over 16x128 fp16 tiles; rows (3990) and columns
# (1000) both masked, the row vectors are SliceLayouts of the 2-D tile.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp32:16,*fp32:16,i32,i32,i32,16,128
# launch: grid = 250, num_warps = 2
# args: f16[3990,1000]=randn f32[3990]=zeros f32[3990]=zeros i32=3990 i32=1000 i32=1000
# outputs: 1 2
# tol: 1e-4 1e-4
import triton
import triton.language as tl


@triton.jit
def online_softmax_stats(x_ptr, m_ptr, l_ptr, M, N, stride, BM: tl.constexpr, BN: tl.constexpr):
    pid = tl.program_id(0)
    rows = pid * BM + tl.arange(0, BM)
    rmask = rows < M
    cols = tl.arange(0, BN)
    m_i = tl.full([BM], float("-inf"), tl.float32)
    l_i = tl.zeros([BM], tl.float32)
    for start in range(0, N, BN):
        c = start + cols
        mask = rmask[:, None] & (c < N)[None, :]
        x = tl.load(x_ptr + rows[:, None] * stride + c[None, :], mask=mask, other=float("-inf")).to(tl.float32)
        m_new = tl.maximum(m_i, tl.max(x, axis=1))
        l_i = l_i * tl.exp(m_i - m_new) + tl.sum(tl.exp(x - m_new[:, None]), axis=1)
        m_i = m_new
    tl.store(m_ptr + rows, m_i, mask=rmask)
    tl.store(l_ptr + rows, l_i, mask=rmask)
