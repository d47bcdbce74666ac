# Row-wise stream compaction (masked_select / nonzero per row): for each of 37 rows of
# a f16 [37, 1000] tensor, elements above a runtime threshold are packed to the front
# of the output row together with their column index; positions from an exclusive
# tl.cumsum of the keep flags plus a loop-carried running count (tl.sum per chunk),
# scattered with masked stores; the per-row count is written at the end. 256-wide
# chunks with a 232-element tail. num_warps 4.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*i32:16,*i32:16,i32,i32,i32,fp32,256
# launch: grid = 37, num_warps = 4, num_stages = 2
# args: f16[37,1000]=randn f16[37,1000]=zeros i32[37,1000]=zeros i32[37]=zeros i32=1000 i32=1000 i32=1000 f32=0.5
# outputs: 1 2 3
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def rowwise_compact_kernel(
    x_ptr,
    out_vals_ptr,
    out_idx_ptr,
    count_ptr,
    n_cols,
    stride_x,
    stride_o,
    threshold,
    BLOCK: tl.constexpr,
):
    row = tl.program_id(0).to(tl.int64)
    x_row = x_ptr + row * stride_x
    vals_row = out_vals_ptr + row * stride_o
    idx_row = out_idx_ptr + row * stride_o

    base = tl.zeros([], dtype=tl.int32)
    for start in range(0, n_cols, BLOCK):
        cols = start + tl.arange(0, BLOCK)
        in_bounds = cols < n_cols
        x = tl.load(x_row + cols, mask=in_bounds, other=0.0)
        keep = (x.to(tl.float32) > threshold) & in_bounds
        keep_i = keep.to(tl.int32)
        incl = tl.cumsum(keep_i, axis=0)
        pos = base + incl - keep_i
        tl.store(vals_row + pos, x, mask=keep)
        tl.store(idx_row + pos, cols, mask=keep)
        base += tl.sum(keep_i, axis=0)
    tl.store(count_ptr + row, base)
