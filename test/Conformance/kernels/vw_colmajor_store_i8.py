# A 64x64 int8 tile of a row-major 2500x1700 matrix stored column-major
# through pointer arithmetic alone (no tl.trans): out[i + j * M] = x[i, j] + 1
# (wrapping). The store's contiguous dimension is the tile's dim 0, the
# load's is dim 1: coalescing wants a layout change between them. Both edges
# masked.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i8:16,*i8:16,i32,i32,64,64
# launch: grid = 1080, num_warps = 8
# args: i8[2500,1700]=rand i8[1700,2500]=zeros i32=2500 i32=1700
# outputs: 1
import triton
import triton.language as tl


@triton.jit
def store_col_major(x_ptr, y_ptr, M, N, BM: tl.constexpr, BN: tl.constexpr):
    pid = tl.program_id(0)
    tiles_n = tl.cdiv(N, BN)
    rm = (pid // tiles_n) * BM + tl.arange(0, BM)
    rn = (pid % tiles_n) * BN + tl.arange(0, BN)
    mask = (rm[:, None] < M) & (rn[None, :] < N)
    x = tl.load(x_ptr + rm[:, None] * N + rn[None, :], mask=mask, other=0)
    tl.store(y_ptr + rm[:, None] + rn[None, :] * M, x + 1, mask=mask)
