# Fused residual-add + RMSNorm backward (Liger/Unsloth style): each of 10 programs
# owns a contiguous chunk of 8 rows of a [77, 1500] bf16 activation (last chunk
# short, row_end = min(...)), recomputes h_hat = h * rstd, writes
# dX = rstd * (dy*w - h_hat * mean(dy*w*h_hat)) + dResidual, and keeps a
# per-program fp32 dW partial in registers flushed to a [10, 1500] buffer.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*bf16:16,*bf16:16,*fp32:16,*bf16:16,*bf16:16,*fp32:16,i32,i32,i32,i32,fp32,2048
# launch: grid = 10, num_warps = 8
# args: bf16[115500]=randn bf16[115500]=randn bf16[1500]=randn f32[77]=rand bf16[115500]=randn bf16[115500]=zeros f32[15000]=zeros i32=1500 i32=77 i32=1500 i32=8 f32=1.0
# outputs: 5 6
# tol: 2e-2 2e-2
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def _add_rms_norm_backward_kernel(
    dY_ptr,
    H_ptr,
    W_ptr,
    RSTD_ptr,
    dRes_ptr,
    dX_ptr,
    dW_partial_ptr,
    row_stride,
    n_rows,
    n_cols,
    rows_per_program,
    offset,
    BLOCK_SIZE: tl.constexpr,
):
    pid = tl.program_id(0)
    row_start = pid * rows_per_program
    row_end = tl.minimum(row_start + rows_per_program, n_rows)
    cols = tl.arange(0, BLOCK_SIZE)
    mask = cols < n_cols

    w = tl.load(W_ptr + cols, mask=mask, other=0.0).to(tl.float32) + offset
    dw_acc = tl.zeros([BLOCK_SIZE], dtype=tl.float32)

    for row in range(row_start, row_end):
        base = row.to(tl.int64) * row_stride
        dy = tl.load(dY_ptr + base + cols, mask=mask, other=0.0).to(tl.float32)
        h = tl.load(H_ptr + base + cols, mask=mask, other=0.0).to(tl.float32)
        rstd = tl.load(RSTD_ptr + row)
        h_hat = h * rstd
        m = dy * w
        dw_acc += dy * h_hat
        c = tl.sum(m * h_hat, axis=0) / n_cols
        dx = rstd * (m - h_hat * c)
        dres = tl.load(dRes_ptr + base + cols, mask=mask, other=0.0, eviction_policy="evict_first").to(tl.float32)
        tl.store(dX_ptr + base + cols, (dx + dres).to(tl.bfloat16), mask=mask)

    tl.store(dW_partial_ptr + pid * n_cols + cols, dw_acc, mask=mask)
