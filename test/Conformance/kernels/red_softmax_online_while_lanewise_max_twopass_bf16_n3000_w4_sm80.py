# Row softmax with a lane-wise online max/sum over a while loop (each of the
# 1024 lanes keeps its own running max and rescaled sum, -inf lanes guarded),
# the lanes merged once after the loop, then a second for-loop pass writes
# exp2-based probabilities; bf16 rows of 3000 with a padded input stride.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*bf16:16,i32,i32:16,i32,1024
# launch: grid = 64, num_warps = 4, num_stages = 3
# args: bf16[192000]=zeros bf16[192512]=randn i32=3000 i32=3008 i32=3000
# outputs: 0
# tol: 1e-5 1e-2
# target: cuda:80
import triton
import triton.language as tl


@triton.jit
def softmax_online_while_kernel(
    out_ptr,
    in_ptr,
    n_cols,
    in_stride,
    out_stride,
    BLOCK: tl.constexpr,
):
    LOG2E: tl.constexpr = 1.4426950408889634
    row = tl.program_id(0)
    in_row = in_ptr + row.to(tl.int64) * in_stride
    out_row = out_ptr + row.to(tl.int64) * out_stride
    lanes = tl.arange(0, BLOCK)

    m = tl.full([BLOCK], float("-inf"), tl.float32)
    l = tl.zeros([BLOCK], dtype=tl.float32)
    start = 0
    while start < n_cols:
        offs = start + lanes
        x = tl.load(in_row + offs, mask=offs < n_cols, other=float("-inf")).to(tl.float32) * LOG2E
        m_new = tl.maximum(m, x)
        seen = m_new != float("-inf")
        alpha = tl.where(seen, tl.exp2(m - m_new), 1.0)
        p = tl.where(seen, tl.exp2(x - m_new), 0.0)
        l = l * alpha + p
        m = m_new
        start += BLOCK

    row_max = tl.max(m, axis=0)
    lane_scale = tl.where(m == float("-inf"), 0.0, tl.exp2(m - row_max))
    inv_sum = 1.0 / tl.sum(l * lane_scale, axis=0)

    for s in range(0, n_cols, BLOCK):
        offs = s + lanes
        cmask = offs < n_cols
        x = tl.load(in_row + offs, mask=cmask, other=0.0).to(tl.float32) * LOG2E
        y = tl.exp2(x - row_max) * inv_sum
        tl.store(out_row + offs, y.to(tl.bfloat16), mask=cmask)
