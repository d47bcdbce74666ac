# Row sums of a tile and column sums of the same tile, both stored as
# vectors: the reductions' sliced layouts change to the stores' layouts.
# signature: *fp32:16,*fp32:16,*fp32:16,i32:16,64,128
# launch: grid = 3, num_warps = 4
# args: f32[192,128]=randn f32[192]=zeros f32[384]=zeros i32=128
# outputs: 1 2
# tol: 1e-4 1e-5
import triton
import triton.language as tl


@triton.jit
def sums(x_ptr, rows_ptr, cols_ptr, N, BM: tl.constexpr, BN: tl.constexpr):
    pid = tl.program_id(0)
    rm = pid * BM + tl.arange(0, BM)
    rn = tl.arange(0, BN)
    x = tl.load(x_ptr + rm[:, None] * N + rn[None, :])
    tl.store(rows_ptr + rm, tl.sum(x, axis=1))
    tl.store(cols_ptr + pid * BN + rn, tl.sum(x, axis=0))
