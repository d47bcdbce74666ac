# tl.gather on both axes of one [16, 64] f16 tile per batch (50 real columns,
# row stride 56): along axis 1 with indices computed in-kernel (a per-row
# circular shift, (k + shift[row]) % n_cols, taking 32 columns of each rolled
# row), and along axis 0 with an [8, 64] int32 index tile loaded from memory.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*i32:16,*i32:16,*fp16:16,*fp16:16,i32,i32:16,i32,i32:16,16,64,8,32
# launch: grid = 6, num_warps = 4
# args: f16[5376]=randn i32[3072]=int:0:15 i32[96]=int:0:49 f16[3072]=zeros f16[3072]=zeros i32=50 i32=896 i32=56 i32=512
# outputs: 3 4
# tol: 0 0
# target: cuda:80
import triton
import triton.language as tl


@triton.jit
def gather_rows_cols_kernel(
    x_ptr,
    ridx_ptr,
    shift_ptr,
    out_row_ptr,
    out_col_ptr,
    n_cols,
    stride_xb,
    stride_xm,
    stride_ib,
    BLOCK_M: tl.constexpr,
    BLOCK_N: tl.constexpr,
    BLOCK_K0: tl.constexpr,
    BLOCK_K1: tl.constexpr,
):
    b = tl.program_id(0)
    rows = tl.arange(0, BLOCK_M)
    cols = tl.arange(0, BLOCK_N)
    cmask = cols < n_cols
    x = tl.load(x_ptr + b * stride_xb + rows[:, None] * stride_xm + cols[None, :], mask=cmask[None, :], other=0.0)

    shift = tl.load(shift_ptr + b * BLOCK_M + rows)
    k1 = tl.arange(0, BLOCK_K1)
    src_col = (k1[None, :] + shift[:, None]) % n_cols
    g1 = tl.gather(x, src_col, axis=1)
    tl.store(out_col_ptr + b * (BLOCK_M * BLOCK_K1) + rows[:, None] * BLOCK_K1 + k1[None, :], g1)

    k0 = tl.arange(0, BLOCK_K0)
    ridx = tl.load(ridx_ptr + b * stride_ib + k0[:, None] * BLOCK_N + cols[None, :])
    g0 = tl.gather(x, ridx, axis=0)
    tl.store(out_row_ptr + b * (BLOCK_K0 * BLOCK_N) + k0[:, None] * BLOCK_N + cols[None, :], g0, mask=cmask[None, :])
