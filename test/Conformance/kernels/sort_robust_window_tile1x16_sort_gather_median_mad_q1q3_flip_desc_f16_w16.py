# Robust per-window statistics (median, MAD, quartiles) over 13 values per row
# in a [1, 16] fp16 tile under num_warps=16 (512 threads, 16 values): tl.sort
# with +inf padding, tl.gather of [1, 1] and [1, 2] rank tensors (index tiles
# narrower than the source), a second sort of |x - median|, and a descending
# copy by tl.flip on axis 1; integer-valued data keeps every result exact.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp16:16,*fp16:16,*fp16:16,i32,i32,16
# launch: grid = 40, num_warps = 16
# args: f16[520]=int:-20:20 f16[640]=zeros f16[40]=zeros f16[40]=zeros f16[80]=zeros i32=13 i32=13
# outputs: 1 2 3 4
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def robust_window_stats_kernel(
    x_ptr,
    desc_ptr,
    med_ptr,
    mad_ptr,
    quart_ptr,
    n,
    stride_row,
    BLOCK: tl.constexpr,
):
    row = tl.program_id(0)
    j = tl.arange(0, BLOCK)[None, :]
    m = j < n
    x = tl.load(x_ptr + row * stride_row + j, mask=m, other=float("inf"))

    xs = tl.sort(x, dim=1)
    mid = tl.zeros([1, 1], dtype=tl.int32) + (n - 1) // 2
    med = tl.gather(xs, mid, axis=1)

    dev = tl.where(m, tl.abs(x - med), float("inf"))
    ds = tl.sort(dev, dim=1)
    mad = tl.gather(ds, mid, axis=1)

    q_idx = tl.arange(0, 2)[None, :] * ((3 * (n - 1)) // 4 - (n - 1) // 4) + (n - 1) // 4
    quart = tl.gather(xs, q_idx, axis=1)

    desc = tl.flip(tl.where(m, xs, float("-inf")), 1)
    tl.store(desc_ptr + row * BLOCK + j, desc)
    one = tl.arange(0, 1)[None, :]
    tl.store(med_ptr + row + one, med)
    tl.store(mad_ptr + row + one, mad)
    tl.store(quart_ptr + row * 2 + tl.arange(0, 2)[None, :], quart)
