# RMSNorm backward (Liger-style, Gemma offset on the weight): for rows of
# 4096 bf16 values in one 4096-wide block, dX = rstd * (m - x * rstd^2 *
# mean(m * x)) with m = dY * (w + offset) in f32, from dY, X, W and the
# saved f32 rstd; each program walks 4 rows (the last program 2: 510 rows,
# row_end = min(...)) and writes its partial f32 dW row.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,i32:16,*bf16:16,*bf16:16,*bf16:16,*fp32:16,*fp32:16,i32,i32:16,fp32,4,4096
# launch: grid = 128, num_warps = 16
# args: bf16[510,4096]=randn i32=4096 bf16[510,4096]=zeros bf16[510,4096]=randn bf16[4096]=randn f32[510]=rand f32[128,4096]=zeros i32=510 i32=4096 f32=1.0
# outputs: 2 6
# tol: 1e-2 1e-2
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def rms_norm_backward_kernel(
    dY_ptr,
    row_stride,
    dX_ptr,
    X_ptr,
    W_ptr,
    RSTD_ptr,
    dW_ptr,
    n_rows,
    n_cols,
    offset,
    rows_per_program: tl.constexpr,
    BLOCK_SIZE: tl.constexpr,
):
    row_block_id = tl.program_id(0)
    row_start = row_block_id * rows_per_program
    row_end = min((row_block_id + 1) * rows_per_program, n_rows)
    col_offsets = tl.arange(0, BLOCK_SIZE)
    mask = col_offsets < n_cols

    dW_row = tl.zeros((BLOCK_SIZE,), dtype=tl.float32)

    dY_ptr += row_start * row_stride
    dX_ptr += row_start * row_stride
    X_ptr += row_start * row_stride
    RSTD_ptr += row_start

    W_row = tl.load(W_ptr + col_offsets, mask=mask, other=0.0).to(tl.float32)
    W_row = W_row + offset

    for _ in range(row_start, row_end):
        dY_row = tl.load(dY_ptr + col_offsets, mask=mask, other=0.0).to(tl.float32)
        X_row = tl.load(X_ptr + col_offsets, mask=mask, other=0.0).to(tl.float32)
        rstd_row = tl.load(RSTD_ptr)

        m = dY_row * W_row
        dX_row = rstd_row * m
        dX_row += rstd_row * (-(1 / n_cols) * rstd_row * rstd_row * tl.sum(m * X_row, axis=0) * X_row)

        dW_row += dY_row * (X_row * rstd_row)

        tl.store(dX_ptr + col_offsets, dX_row.to(dX_ptr.dtype.element_ty), mask=mask)

        dY_ptr += row_stride
        dX_ptr += row_stride
        X_ptr += row_stride
        RSTD_ptr += 1

    tl.store(dW_ptr + row_block_id * BLOCK_SIZE + col_offsets, dW_row, mask=mask)
