# scf.for carrying two tensors (running max and running sum of exponentials:
# online softmax statistics) over masked column blocks of fp32 rows (1000 = 7 * 128 + 104).
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,*fp32:16,i32,i32,128
# launch: grid = 8192, num_warps = 2
# args: f32[8192,1000]=randn f32[8192]=zeros f32[8192]=zeros i32=1000 i32=1000
# outputs: 1 2
# tol: 1e-5 1e-5
import triton
import triton.language as tl


@triton.jit
def online_softmax_stats(x_ptr, m_ptr, l_ptr, n_cols, stride, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    m = tl.full([BLOCK], float("-inf"), tl.float32)
    l = tl.zeros([BLOCK], dtype=tl.float32)
    # n_cols >= BLOCK: every lane sees a finite value in the first block.
    for start in range(0, n_cols, BLOCK):
        c = start + cols
        x = tl.load(x_ptr + row * stride + c, mask=c < n_cols, other=float("-inf"))
        m_new = tl.maximum(m, x)
        l = l * tl.exp(m - m_new) + tl.exp(x - m_new)
        m = m_new
    m_row = tl.max(m, axis=0)
    l_row = tl.sum(l * tl.exp(m - m_row), axis=0)
    tl.store(m_ptr + row, m_row)
    tl.store(l_ptr + row, l_row)
