# tl.sum along axis 1 of square 64x64 fp32 tiles, accumulated over the four
# column tiles of a 256-wide matrix into a row vector (a sliced layout carried
# through the loop); 16300 rows, so the last program's row block is masked.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,i32,i32:16,64,64
# launch: grid = 255, num_warps = 4
# args: f32[16300,256]=randn f32[16300]=zeros i32=16300 i32=256
# outputs: 1
# tol: 1e-4 1e-5
import triton
import triton.language as tl


@triton.jit
def row_sums_square_tiles(x_ptr, out_ptr, M, N, BM: tl.constexpr, BN: tl.constexpr):
    pid = tl.program_id(0)
    rows = pid * BM + tl.arange(0, BM)
    row_ok = rows < M
    acc = tl.zeros([BM], dtype=tl.float32)
    for start in range(0, N, BN):
        cols = start + tl.arange(0, BN)
        mask = row_ok[:, None] & (cols[None, :] < N)
        tile = tl.load(x_ptr + rows[:, None] * N + cols[None, :], mask=mask, other=0.0)
        acc += tl.sum(tile, axis=1)
    tl.store(out_ptr + rows, acc, mask=row_ok)
