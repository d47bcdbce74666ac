# A row-block loop carrying five values of different shapes and types: a [64]
# f32 column-sum vector, a [16, 64] f32 tile (running max of the row blocks
# folded modulo 16, a strided max-pool over time), a [16] i32 per-row-slot
# positive count, an f32 scalar (largest row sum seen) and an i32 scalar (tile
# count); integer-valued f32 inputs keep every result exact. 8 warps, 2 programs.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,*fp32:16,*i32:16,*fp32:16,i32,i32,i32,16,64
# launch: grid = 2, num_warps = 8
# args: f32[33300]=int:-8:8 f32[100]=zeros f32[1600]=zeros i32[32]=zeros f32[4]=zeros i32=333 i32=100 i32=100
# outputs: 1 2 3 4
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def multi_carry_stats_kernel(x_ptr, colsum_ptr, fold_ptr, poscnt_ptr, stats_ptr, M, N, stride_m,
                             BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr):
    pid = tl.program_id(0)
    cols = pid * BLOCK_N + tl.arange(0, BLOCK_N)
    col_ok = cols < N
    r = tl.arange(0, BLOCK_M)
    colsum = tl.zeros([BLOCK_N], dtype=tl.float32)
    fold = tl.full([BLOCK_M, BLOCK_N], float("-inf"), dtype=tl.float32)
    poscnt = tl.zeros([BLOCK_M], dtype=tl.int32)
    best_rowsum = float("-inf")
    ntiles = 0
    for start in range(0, M, BLOCK_M):
        rows = start + r
        row_ok = rows < M
        m = row_ok[:, None] & col_ok[None, :]
        x = tl.load(x_ptr + rows[:, None] * stride_m + cols[None, :], mask=m, other=0.0)
        colsum += tl.sum(x, axis=0)
        fold = tl.maximum(fold, tl.where(row_ok[:, None], x, float("-inf")))
        poscnt += tl.sum((x > 0).to(tl.int32), axis=1)
        rowsum = tl.where(row_ok, tl.sum(x, axis=1), float("-inf"))
        best_rowsum = tl.maximum(best_rowsum, tl.max(rowsum, axis=0))
        ntiles += 1
    tl.store(colsum_ptr + cols, colsum, mask=col_ok)
    tl.store(fold_ptr + r[:, None] * N + cols[None, :], fold, mask=col_ok[None, :])
    tl.store(poscnt_ptr + pid * BLOCK_M + r, poscnt)
    tl.store(stats_ptr + 2 * pid, best_rowsum)
    tl.store(stats_ptr + 2 * pid + 1, ntiles.to(tl.float32))
