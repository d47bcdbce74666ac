# NaN semantics side by side on y = log(a) of a [40, 100] bf16 tensor (NaN for
# a < 0, -inf at 0) in [16, 128] tiles, num_warps = 16: tl.clamp with per-column
# bounds and propagate_nan=ALL, tl.minimum(..., propagate_nan=ALL), a default
# tl.maximum (NaN-dropping), Inductor triton_helpers-style where-based maximum
# (mask |= a != a), a nan_to_num where-chain for NaN/+inf/-inf, and a per-row
# NaN count (x != x) reduced to i32.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*fp32:16,*fp32:16,*fp32:16,*fp32:16,*bf16:16,*fp32:16,*fp32:16,*fp32:16,*i32:16,i32,i32,i32,fp32,16,128
# launch: grid = 3, num_warps = 16
# args: bf16[4000]=randn f32[4000]=randn f32[100]=randn f32[100]=randn f32[4000]=zeros bf16[4000]=zeros f32[4000]=zeros f32[4000]=zeros f32[4000]=zeros i32[40]=zeros i32=40 i32=100 i32=100 f32=1000.0
# outputs: 4 5 6 7 8 9
# tol: 1e-2 1e-2
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def _helper_maximum(a, b):
    mask = a > b
    mask |= a != a
    return tl.where(mask, a, b)


@triton.jit
def _nan_to_num(x, big):
    y = tl.where(x != x, 0.0, x)
    y = tl.where(y == float("inf"), big, y)
    return tl.where(y == float("-inf"), -big, y)


@triton.jit
def nan_semantics_kernel(
    a_ptr,
    b_ptr,
    lo_ptr,
    hi_ptr,
    clamp_out_ptr,
    min_out_ptr,
    max_out_ptr,
    helper_max_out_ptr,
    n2n_out_ptr,
    nan_count_ptr,
    M,
    N,
    stride_m,
    posinf_val,
    BLOCK_M: tl.constexpr,
    BLOCK_N: tl.constexpr,
):
    rows = tl.program_id(0) * BLOCK_M + tl.arange(0, BLOCK_M)
    cols = tl.arange(0, BLOCK_N)
    rmask = rows < M
    cmask = cols < N
    mask = rmask[:, None] & cmask[None, :]
    offs = rows[:, None] * stride_m + cols[None, :]

    a = tl.load(a_ptr + offs, mask=mask, other=1.0).to(tl.float32)
    b = tl.load(b_ptr + offs, mask=mask, other=0.0)
    lo = -tl.abs(tl.load(lo_ptr + cols, mask=cmask, other=0.0)) - 0.5
    hi = tl.abs(tl.load(hi_ptr + cols, mask=cmask, other=0.0)) + 0.5

    y = tl.log(a)
    clamped = tl.clamp(y, lo[None, :], hi[None, :], propagate_nan=tl.PropagateNan.ALL)
    mn = tl.minimum(y, b, propagate_nan=tl.PropagateNan.ALL)
    mx = tl.maximum(y, b)
    hmx = _helper_maximum(y, b)
    n2n = _nan_to_num(y / (b * 0.0 + (b > 0.0).to(tl.float32)), posinf_val)

    tl.store(clamp_out_ptr + offs, clamped, mask=mask)
    tl.store(min_out_ptr + offs, mn.to(tl.bfloat16), mask=mask)
    tl.store(max_out_ptr + offs, mx, mask=mask)
    tl.store(helper_max_out_ptr + offs, hmx, mask=mask)
    tl.store(n2n_out_ptr + offs, n2n, mask=mask)

    is_nan = (y != y) & mask
    tl.store(nan_count_ptr + rows, tl.sum(is_nan.to(tl.int32), axis=1), mask=rmask)
