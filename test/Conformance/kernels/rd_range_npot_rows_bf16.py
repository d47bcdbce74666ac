# Rows of 700 bf16 values (not a power of two) masked inside a 1024-wide
# block, 4 rows per program: tl.max (masked lanes -inf) and tl.min (masked
# lanes +inf) along axis 1, both promoted to fp32, and their difference.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*fp32:16,i32:16,i32,4,1024
# launch: grid = 2048, num_warps = 4
# args: bf16[8192,700]=randn f32[8192]=zeros i32=8192 i32=700
# outputs: 1
# tol: 0 0
import triton
import triton.language as tl


@triton.jit
def row_range_npot(x_ptr, out_ptr, M, N, BM: tl.constexpr, BN: tl.constexpr):
    pid = tl.program_id(0)
    rows = pid * BM + tl.arange(0, BM)
    cols = tl.arange(0, BN)
    mask = (rows[:, None] < M) & (cols[None, :] < N)
    ptrs = x_ptr + rows[:, None] * N + cols[None, :]
    hi = tl.max(tl.load(ptrs, mask=mask, other=-float("inf")), axis=1)
    lo = tl.min(tl.load(ptrs, mask=mask, other=float("inf")), axis=1)
    tl.store(out_ptr + rows, hi - lo, mask=rows < M)
