# Column-wise (dim 0) logsumexp and first-occurrence argmax of an f32 [500, 90]
# matrix (row stride 96): each program owns 32 columns and walks the rows in
# [64 x 32] tiles with an online (max, rescaled sum) pair and a running argmax
# carried across tiles (tl.max return_indices, tie_break_left, strict > keeps
# the first); integer-valued inputs make the ties real. 8 warps, 3 stages.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,*fp32:16,*i32:16,i32,i32,i32:16,64,32
# launch: grid = 3, num_warps = 8, num_stages = 3
# args: f32[48000]=int:-30:30 f32[90]=zeros f32[90]=zeros i32[90]=zeros i32=500 i32=90 i32=96
# outputs: 1 2 3
# tol: 1e-4 1e-4
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def col_logsumexp_argmax_kernel(x_ptr, lse_ptr, amax_ptr, argmax_ptr, M, N, stride_m,
                                BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr):
    pid = tl.program_id(0)
    cols = pid * BLOCK_N + tl.arange(0, BLOCK_N)
    col_ok = cols < N
    m_run = tl.full([BLOCK_N], float("-inf"), tl.float32)
    s_run = tl.zeros([BLOCK_N], tl.float32)
    best = tl.full([BLOCK_N], float("-inf"), tl.float32)
    best_idx = tl.zeros([BLOCK_N], tl.int32)
    for start in tl.range(0, M, BLOCK_M, num_stages=3):
        rows = start + tl.arange(0, BLOCK_M)
        row_ok = rows < M
        x = tl.load(x_ptr + rows[:, None] * stride_m + cols[None, :],
                    mask=row_ok[:, None] & col_ok[None, :], other=0.0)
        x = tl.where(row_ok[:, None], x, float("-inf"))
        tile_max, tile_arg = tl.max(x, axis=0, return_indices=True, return_indices_tie_break_left=True)
        m_new = tl.maximum(m_run, tile_max)
        p = tl.exp(x - m_new[None, :])
        s_run = s_run * tl.exp(m_run - m_new) + tl.sum(p, axis=0)
        m_run = m_new
        take = tile_max > best
        best_idx = tl.where(take, start + tile_arg, best_idx)
        best = tl.where(take, tile_max, best)
    lse = m_run + tl.log(s_run)
    tl.store(lse_ptr + cols, lse, mask=col_ok)
    tl.store(amax_ptr + cols, best, mask=col_ok)
    tl.store(argmax_ptr + cols, best_idx, mask=col_ok)
