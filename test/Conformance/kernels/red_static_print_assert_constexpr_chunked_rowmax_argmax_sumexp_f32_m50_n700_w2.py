# Row max / first argmax / sum(exp(x - max)) over [50, 700] f32 with a column
# loop of BLOCK_N 256 (tail 188): tl.static_assert and tl.static_print on the
# constexpr block configuration, a derived annotated constexpr, and an online
# max-rescale of the exp-sum carried through the loop.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,*i32:16,*fp32:16,i32,i32,i32,2,256,2
# launch: grid = 25, num_warps = 2
# args: f32[35000]=randn f32[50]=zeros i32[50]=zeros f32[50]=zeros i32=50 i32=700 i32=700
# outputs: 1 2 3
# tol: 1e-4 1e-4
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def rowmax_argmax_static_checks_kernel(
    x_ptr, max_ptr, idx_ptr, sumexp_ptr, M, N, stride,
    BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, WARPS: tl.constexpr,
):
    tl.static_assert(BLOCK_N % 32 == 0, "BLOCK_N must be a multiple of the warp size")
    tl.static_assert(BLOCK_M * BLOCK_N <= 16384)
    ELEMS_PER_THREAD: tl.constexpr = (BLOCK_M * BLOCK_N) // (WARPS * 32)
    tl.static_assert(ELEMS_PER_THREAD >= 4, "tile too small for the warp count")
    tl.static_print("rowmax config", BLOCK_M, BLOCK_N, ELEMS_PER_THREAD)
    pid = tl.program_id(0)
    rows = pid * BLOCK_M + tl.arange(0, BLOCK_M)
    rm = rows < M
    cols0 = tl.arange(0, BLOCK_N)
    best = tl.full([BLOCK_M], float("-inf"), tl.float32)
    best_idx = tl.zeros([BLOCK_M], dtype=tl.int32)
    sexp = tl.zeros([BLOCK_M], dtype=tl.float32)
    for start in range(0, N, BLOCK_N):
        cols = start + cols0
        mask = rm[:, None] & (cols < N)[None, :]
        x = tl.load(x_ptr + rows[:, None] * stride + cols[None, :], mask=mask, other=float("-inf"))
        cmax, carg = tl.max(x, axis=1, return_indices=True, return_indices_tie_break_left=True)
        upd = cmax > best
        best_idx = tl.where(upd, carg + start, best_idx)
        new_best = tl.maximum(best, cmax)
        sexp = sexp * tl.exp(best - new_best) + tl.sum(tl.exp(x - new_best[:, None]), axis=1)
        best = new_best
    tl.store(max_ptr + rows, best, mask=rm)
    tl.store(idx_ptr + rows, best_idx, mask=rm)
    tl.store(sumexp_ptr + rows, sexp, mask=rm)
