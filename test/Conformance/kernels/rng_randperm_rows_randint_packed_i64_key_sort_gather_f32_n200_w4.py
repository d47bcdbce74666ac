# Per-row random permutation (torch.randperm-style shuffle of each row) of a
# [12, 200] f32 matrix: tl.randint(seed, row*256 + col) gives 24 random bits
# packed with the column index into an int64 key (unique, padding lanes get
# INT64_MAX), tl.sort over the 256-wide row, low 16 bits decoded as the
# permutation, values gathered through it; permutation (i32) and rows stored.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,*i32:16,i32,i32,i32,i32,i32,256
# launch: grid = 12, num_warps = 4
# args: f32[2400]=randn f32[2400]=zeros i32[2400]=zeros i32=1234 i32=200 i32=200 i32=200 i32=200
# outputs: 1 2
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def random_permute_rows_kernel(X, Y, Perm, seed, n_cols, stride_x, stride_y, stride_p, BLOCK_N: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK_N)
    mask = cols < n_cols
    r = tl.randint(seed, row * BLOCK_N + cols)
    key = (r >> 8).to(tl.int64)
    packed = (key << 16) | cols.to(tl.int64)
    packed = tl.where(mask, packed, 0x7FFFFFFFFFFFFFFF)
    s = tl.sort(packed, dim=0)
    perm = (s & 0xFFFF).to(tl.int32)
    vals = tl.load(X + row * stride_x + perm, mask=mask, other=0.0)
    tl.store(Y + row * stride_y + cols, vals, mask=mask)
    tl.store(Perm + row * stride_p + cols, perm, mask=mask)
