# tl.argmin along axis 0 of a 64x16 int64 tile (the column minima and their
# row indices, ties to the lowest index), rows masked to 40.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i64:16,*i64:16,*i32:16,i32,64,16
# launch: grid = 3, num_warps = 2
# args: i64[1920]=int:-20:20 i64[48]=zeros i32[48]=zeros i32=40
# outputs: 1 2
# tol: 0 0
import triton
import triton.language as tl


@triton.jit
def argmin_cols(x_ptr, v_ptr, i_ptr, M, BM: tl.constexpr, BN: tl.constexpr):
    pid = tl.program_id(0)
    rows = tl.arange(0, BM)
    cols = tl.arange(0, BN)
    mask = rows[:, None] < M
    x = tl.load(x_ptr + pid * M * BN + rows[:, None] * BN + cols[None, :], mask=mask, other=2**40)
    v, i = tl.min(x, axis=0, return_indices=True)
    tl.store(v_ptr + pid * BN + cols, v)
    tl.store(i_ptr + pid * BN + cols, i)
