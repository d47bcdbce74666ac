# A bias row (one value per column) added to every row and a bias column
# (one value per row) added to every column of a 4000x1000 fp32 matrix, in
# 32x256 tiles with the 1000-wide rows masked; 16 warps. The two bias vectors
# live in the two slice layouts of the tile's layout.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,*fp32:16,*fp32:16,i32:16,i32,32,256
# launch: grid = 500, num_warps = 16
# args: f32[4000,1000]=randn f32[1000]=randn f32[4000]=randn f32[4000,1000]=zeros i32=4000 i32=1000
# outputs: 3
# tol: 1e-6 1e-6
import triton
import triton.language as tl


@triton.jit
def add_bias_row_col(x_ptr, brow_ptr, bcol_ptr, out_ptr, M, N, BM: tl.constexpr, BN: tl.constexpr):
    pid = tl.program_id(0)
    tiles_n = tl.cdiv(N, BN)
    rm = (pid // tiles_n) * BM + tl.arange(0, BM)
    rn = (pid % tiles_n) * BN + tl.arange(0, BN)
    mask = (rm[:, None] < M) & (rn[None, :] < N)
    offs = rm[:, None] * N + rn[None, :]
    x = tl.load(x_ptr + offs, mask=mask, other=0.0)
    brow = tl.load(brow_ptr + rn, mask=rn < N, other=0.0)
    bcol = tl.load(bcol_ptr + rm, mask=rm < M, other=0.0)
    tl.store(out_ptr + offs, x + brow[None, :] + bcol[:, None], mask=mask)
