# NaN semantics across reductions of [4, 512] f16 row tiles (300 real
# columns, row stride 304): values above a threshold become NaN sentinels;
# tl.reduce with tl.maximum/tl.minimum(propagate_nan=ALL) combines (torch.amax
# style), plain tl.max (NaN-ignoring maxnum), a nan_to_num row sum, an int32
# NaN count, and tl.clamp(propagate_nan=ALL) stored back as f16.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp32:16,*fp32:16,*fp32:16,*i32:16,*fp32:16,i32,i32,i32:16,fp32,fp32,fp32,4,512
# launch: grid = 10, num_warps = 8
# args: f16[12160]=randn f16[12160]=zeros f32[40]=zeros f32[40]=zeros f32[40]=zeros i32[40]=zeros f32[40]=zeros i32=40 i32=300 i32=304 f32=-1.0 f32=1.0 f32=1.75
# outputs: 1 2 3 4 5 6
# tol: 1e-3 1e-3
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def _max_propagate_nan(a, b):
    return tl.maximum(a, b, propagate_nan=tl.PropagateNan.ALL)


@triton.jit
def _min_propagate_nan(a, b):
    return tl.minimum(a, b, propagate_nan=tl.PropagateNan.ALL)


@triton.jit
def nan_semantics_rows_kernel(
    x_ptr,
    clamp_ptr,
    amax_ptr,
    amin_ptr,
    max_ignore_ptr,
    nan_count_ptr,
    nansum_ptr,
    n_rows,
    n_cols,
    stride,
    lo,
    hi,
    nan_thresh,
    BLOCK_M: tl.constexpr,
    BLOCK_N: tl.constexpr,
):
    rows = tl.program_id(0) * BLOCK_M + tl.arange(0, BLOCK_M)
    cols = tl.arange(0, BLOCK_N)
    rmask = rows < n_rows
    mask = rmask[:, None] & (cols < n_cols)[None, :]
    off = rows[:, None] * stride + cols[None, :]
    raw = tl.load(x_ptr + off, mask=mask, other=0.0).to(tl.float32)
    x = tl.where(raw > nan_thresh, float("nan"), raw)
    is_nan = x != x

    amax = tl.reduce(tl.where(mask, x, float("-inf")), 1, _max_propagate_nan)
    amin = tl.reduce(tl.where(mask, x, float("inf")), 1, _min_propagate_nan)
    max_ignore = tl.max(tl.where(mask, x, float("-inf")), axis=1)
    nan_count = tl.sum((is_nan & mask).to(tl.int32), axis=1)
    nansum = tl.sum(tl.where(is_nan | ~mask, 0.0, x), axis=1)

    clamped = tl.clamp(x, lo, hi, propagate_nan=tl.PropagateNan.ALL)
    tl.store(clamp_ptr + off, clamped.to(tl.float16), mask=mask)
    tl.store(amax_ptr + rows, amax, mask=rmask)
    tl.store(amin_ptr + rows, amin, mask=rmask)
    tl.store(max_ignore_ptr + rows, max_ignore, mask=rmask)
    tl.store(nan_count_ptr + rows, nan_count, mask=rmask)
    tl.store(nansum_ptr + rows, nansum, mask=rmask)
