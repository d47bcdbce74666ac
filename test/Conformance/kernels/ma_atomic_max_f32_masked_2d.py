# tl.atomic_max of f32 values into per-column maxima from a 40x32 tile
# (rows masked to 40 of a 64-row block), with negative and positive values.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,i32,64,32
# launch: grid = 5, num_warps = 4
# args: f32[6400]=randn f32[32]=fill:-100 i32=40
# outputs: 1
# tol: 0 0
import triton
import triton.language as tl


@triton.jit
def col_atomic_max(x_ptr, m_ptr, M, BM: tl.constexpr, BN: tl.constexpr):
    pid = tl.program_id(0)
    rows = tl.arange(0, BM)
    cols = tl.arange(0, BN)
    mask = rows[:, None] < M
    x = tl.load(x_ptr + pid * M * BN + rows[:, None] * BN + cols[None, :], mask=mask, other=0.0)
    ptrs = m_ptr + tl.broadcast_to(cols[None, :], (BM, BN))
    tl.atomic_max(ptrs, x, mask=mask)
