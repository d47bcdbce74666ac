# tl.reshape with can_reorder=False both ways: an 8x64 int32 tile of a
# 4000x300 matrix flattened 2-D -> 1-D (row-major order kept) into a tile-
# blocked copy, and a 512-element chunk of the flat matrix reshaped 1-D -> 3-D
# (8x8x8), weighted along its middle axis, stored as a 3-D tile and summed
# over that axis. The 300-column edge and the flat tail are masked.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i32:16,*i32:16,*i32:16,*i32:16,i32:16,i32,i32:16,8,64,8,8,8
# launch: grid = 2500, num_warps = 1
# args: i32[4000,300]=rand i32[1280000]=zeros i32[1200000]=zeros i32[150016]=zeros i32=4000 i32=300 i32=1200000
# outputs: 1 2 3
import triton
import triton.language as tl


@triton.jit
def reshape_views(x_ptr, tiles_ptr, y_ptr, sums_ptr, R, C, n, BR: tl.constexpr, BC: tl.constexpr,
                  A: tl.constexpr, B: tl.constexpr, K: tl.constexpr):
    pid = tl.program_id(0)
    # 2-D -> 1-D
    grid_c = tl.cdiv(C, BC)
    rr = (pid // grid_c) * BR + tl.arange(0, BR)
    rc = (pid % grid_c) * BC + tl.arange(0, BC)
    tile = tl.load(x_ptr + rr[:, None] * C + rc[None, :], mask=(rr[:, None] < R) & (rc[None, :] < C), other=-1)
    flat = tl.reshape(tile, (BR * BC, ), can_reorder=False)
    tl.store(tiles_ptr + pid * BR * BC + tl.arange(0, BR * BC), flat)
    # 1-D -> 3-D
    offs = pid * A * B * K + tl.arange(0, A * B * K)
    chunk = tl.load(x_ptr + offs, mask=offs < n, other=0)
    cube = tl.reshape(chunk, (A, B, K), can_reorder=False)
    w = tl.arange(0, B)[None, :, None] + 1
    cube = cube * w
    a = tl.arange(0, A)
    b = tl.arange(0, B)
    k = tl.arange(0, K)
    cube_offs = pid * A * B * K + a[:, None, None] * B * K + b[None, :, None] * K + k[None, None, :]
    tl.store(y_ptr + cube_offs, cube, mask=cube_offs < n)
    sums = tl.sum(cube, axis=1)
    n_chunks = tl.cdiv(n, A * B * K)
    sum_offs = pid * A * K + a[:, None] * K + k[None, :]
    tl.store(sums_ptr + sum_offs, sums, mask=(sum_offs < n_chunks * A * K))
