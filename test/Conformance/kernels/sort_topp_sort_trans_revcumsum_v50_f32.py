# Top-p (nucleus) filtering of 30 rows x 50 logits, 4 rows per program (rows and
# vocab masked to a [4, 64] tile): softmax per row, tl.sort ascending along the
# vocab axis, tl.trans to [64, 4] and a reverse cumsum on axis 0 (mass at or
# above each sorted prob), the smallest kept prob as a per-row threshold, then
# the original probs below it zeroed and the rest renormalized.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,*fp32:16,i32,i32,i32,4,64
# launch: grid = 8, num_warps = 4
# args: f32[1500]=randn f32[1500]=zeros f32[30]=rand i32=30 i32=50 i32=50
# outputs: 1
# tol: 1e-5 1e-4
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def top_p_filter_kernel(
    logits_ptr,
    probs_out_ptr,
    top_p_ptr,
    n_rows,
    n_vocab,
    stride_row,
    ROWS: tl.constexpr,
    BLOCK_V: tl.constexpr,
):
    pid = tl.program_id(0)
    rows = pid * ROWS + tl.arange(0, ROWS)
    cols = tl.arange(0, BLOCK_V)
    rmask = rows < n_rows
    mask = rmask[:, None] & (cols < n_vocab)[None, :]
    x = tl.load(logits_ptr + rows[:, None] * stride_row + cols[None, :], mask=mask, other=float("-inf"))
    # fully masked rows: keep the softmax finite
    x = tl.where(rmask[:, None], x, 0.0)
    x = x - tl.max(x, axis=1)[:, None]
    e = tl.where(mask, tl.exp(x), 0.0)
    p = e / tl.maximum(tl.sum(e, axis=1), 1e-30)[:, None]

    # top_p in [0.5, 1.0)
    top_p = tl.load(top_p_ptr + rows, mask=rmask, other=1.0) * 0.5 + 0.5
    s = tl.sort(p, dim=1)
    st = tl.trans(s)
    suffix = tl.cumsum(st, axis=0, reverse=True)
    # keep a prob if the mass strictly above it is below top_p
    keep = (suffix - st) < top_p[None, :]
    thresh = tl.min(tl.where(keep, st, float("inf")), axis=0)
    p_kept = tl.where(p >= thresh[:, None], p, 0.0)
    p_kept = p_kept / tl.maximum(tl.sum(p_kept, axis=1), 1e-30)[:, None]
    tl.store(probs_out_ptr + rows[:, None] * stride_row + cols[None, :], p_kept, mask=mask)
