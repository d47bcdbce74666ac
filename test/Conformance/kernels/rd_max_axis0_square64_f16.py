# tl.max along axis 0 of square 64x64 fp16 tiles (computed in fp32 by Triton,
# stored back as fp16: exact): one partial column maximum per row block.
# 4000 rows = 62.5 row blocks, so the last block's rows are masked with -inf.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,i32:16,i32:16,64,64
# launch: grid = 2016, num_warps = 2
# args: f16[4000,2048]=randn f16[63,2048]=zeros i32=4000 i32=2048
# outputs: 1
# tol: 0 0
import triton
import triton.language as tl


@triton.jit
def col_max_square_tiles(x_ptr, out_ptr, M, N, BM: tl.constexpr, BN: tl.constexpr):
    pid = tl.program_id(0)
    n_col_blocks = tl.cdiv(N, BN)
    pid_m = pid // n_col_blocks
    pid_n = pid % n_col_blocks
    rows = pid_m * BM + tl.arange(0, BM)
    cols = pid_n * BN + tl.arange(0, BN)
    mask = (rows[:, None] < M) & (cols[None, :] < N)
    tile = tl.load(x_ptr + rows[:, None] * N + cols[None, :], mask=mask, other=-float("inf"))
    col_max = tl.max(tile, axis=0)
    tl.store(out_ptr + pid_m * N + cols, col_max.to(tl.float16), mask=cols < N)
