# A 16x64 f32 tile accumulates squares and a running max of f16 columns blocks
# over a runtime trip count through tl.range(loop_unroll_factor=2), masked tail.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp32:16,*fp32:16,*fp32:16,i32,16,64
# launch: grid = 2, num_warps = 2
# args: f16[32000]=randn f32[2048]=zeros f32[2048]=zeros f32[32]=zeros i32=1000
# outputs: 1 2 3
# tol: 1e-5 1e-5
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def range_unroll2_tile_acc(x_ptr, acc_ptr, mx_ptr, rs_ptr, n_cols, ROWS: tl.constexpr, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    rows = pid * ROWS + tl.arange(0, ROWS)
    cols = tl.arange(0, BLOCK)
    acc = tl.zeros((ROWS, BLOCK), dtype=tl.float32)
    mx = tl.full((ROWS, BLOCK), float("-inf"), dtype=tl.float32)
    n_iter = tl.cdiv(n_cols, BLOCK)
    for it in tl.range(0, n_iter, loop_unroll_factor=2):
        c = it * BLOCK + cols
        mask = c[None, :] < n_cols
        x = tl.load(x_ptr + rows[:, None] * n_cols + c[None, :], mask=mask, other=0.0).to(tl.float32)
        acc += x * x + 0.25 * it
        mx = tl.maximum(mx, tl.where(mask, x, float("-inf")))
    tile = rows[:, None] * BLOCK + cols[None, :]
    tl.store(acc_ptr + tile, acc)
    tl.store(mx_ptr + tile, mx)
    tl.store(rs_ptr + rows, tl.sum(acc, axis=1))
