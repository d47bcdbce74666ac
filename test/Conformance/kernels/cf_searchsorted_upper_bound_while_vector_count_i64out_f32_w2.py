# torch.searchsorted(boundaries, values, right=True) / bucketize as the branch-free
# std::upper_bound loop of ATen's CUDA kernel: per-lane (first, count) carried through a
# while loop whose trip count is the tile max of count, masked gathers of the midpoint
# boundary, tl.where updates; 5000 integer-valued f32 queries (many exact ties) against
# 1000 sorted boundaries, int64 output. BLOCK 128, num_warps 2.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,*i64:16,i32,i32,1,128
# launch: grid = 40, num_warps = 2
# args: f32[1000]=iota f32[5000]=int:-20:1020 i64[5000]=zeros i32=5000 i32=1000
# outputs: 2
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def searchsorted_kernel(
    boundaries_ptr,
    values_ptr,
    out_ptr,
    n_values,
    n_boundaries,
    RIGHT: tl.constexpr,
    BLOCK: tl.constexpr,
):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n_values
    v = tl.load(values_ptr + offs, mask=mask, other=0.0)

    first = tl.zeros([BLOCK], dtype=tl.int32)
    count = tl.zeros([BLOCK], dtype=tl.int32) + n_boundaries
    count = tl.where(mask, count, 0)
    while tl.max(count, axis=0) > 0:
        step = count // 2
        mid = first + step
        active = count > 0
        b = tl.load(boundaries_ptr + mid, mask=active, other=0.0)
        if RIGHT:
            go_right = b <= v
        else:
            go_right = b < v
        go_right = go_right & active
        first = tl.where(go_right, mid + 1, first)
        count = tl.where(go_right, count - step - 1, step)
    tl.store(out_ptr + offs, first.to(tl.int64), mask=mask)
