# tl.expand_dims and tl.broadcast_to spelled out (no [:, None] indexing): a
# loaded bias row and column of int32 expanded and broadcast to a 64x128 tile,
# combined with the tile of a 4096x1000 matrix. Columns masked.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i32:16,*i32:16,*i32:16,*i32:16,i32:16,i32,64,128
# launch: grid = 512, num_warps = 16
# args: i32[4096,1000]=rand i32[1000]=rand i32[4096]=rand i32[4096,1000]=zeros i32=4096 i32=1000
# outputs: 3
import triton
import triton.language as tl


@triton.jit
def expand_broadcast(x_ptr, row_ptr, col_ptr, out_ptr, M, N, BM: tl.constexpr, BN: tl.constexpr):
    pid = tl.program_id(0)
    grid_n = tl.cdiv(N, BN)
    rm = (pid // grid_n) * BM + tl.arange(0, BM)
    rn = (pid % grid_n) * BN + tl.arange(0, BN)
    row = tl.load(row_ptr + rn, mask=rn < N, other=0)
    col = tl.load(col_ptr + rm, mask=rm < M, other=0)
    rows2 = tl.broadcast_to(tl.expand_dims(row, 0), (BM, BN))
    cols2 = tl.broadcast_to(tl.expand_dims(col, 1), (BM, BN))
    rm2 = tl.broadcast_to(tl.expand_dims(rm, 1), BM, BN)
    rn2 = tl.broadcast_to(tl.expand_dims(rn, 0), BM, BN)
    mask = (rm2 < M) & (rn2 < N)
    offs = rm2 * N + rn2
    x = tl.load(x_ptr + offs, mask=mask)
    tl.store(out_ptr + offs, x * rows2 - cols2, mask=mask)
