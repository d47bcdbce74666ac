# RMSNorm over rows of 1000 bf16 values with 1-D block pointers only: a first
# loop sums squares through a zero-padded boundary-checked block pointer, a
# second loop re-walks x and the weight and stores y; the per-row rstd goes out
# through a 1-element block pointer (block_shape (1,)). One warp per row.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*bf16:16,*bf16:16,*fp32:16,i32,i32:16,i32,fp32,256
# launch: grid = 37, num_warps = 1
# args: bf16[38000]=randn bf16[1000]=randn bf16[37000]=zeros f32[37]=zeros i32=1000 i32=1024 i32=1000 f32=1e-6
# outputs: 2 3
# tol: 1e-2 1e-2
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def rmsnorm_blockptr_1d(x_ptr, w_ptr, y_ptr, rstd_ptr, N, stride_x, stride_y, eps,
                        BLOCK: tl.constexpr):
    row = tl.program_id(0)
    x_blk = tl.make_block_ptr(x_ptr + row * stride_x, (N,), (1,), (0,), (BLOCK,), (0,))
    sq = tl.zeros((BLOCK,), dtype=tl.float32)
    for _ in range(0, tl.cdiv(N, BLOCK)):
        x = tl.load(x_blk, boundary_check=(0,), padding_option="zero").to(tl.float32)
        sq += x * x
        x_blk = tl.advance(x_blk, (BLOCK,))
    rstd = 1.0 / tl.sqrt(tl.sum(sq, axis=0) / N + eps)
    r_blk = tl.make_block_ptr(rstd_ptr, (tl.num_programs(0),), (1,), (row,), (1,), (0,))
    tl.store(r_blk, tl.zeros((1,), dtype=tl.float32) + rstd, boundary_check=(0,))
    x_blk = tl.make_block_ptr(x_ptr + row * stride_x, (N,), (1,), (0,), (BLOCK,), (0,))
    w_blk = tl.make_block_ptr(w_ptr, (N,), (1,), (0,), (BLOCK,), (0,))
    y_blk = tl.make_block_ptr(y_ptr + row * stride_y, (N,), (1,), (0,), (BLOCK,), (0,))
    for _ in range(0, tl.cdiv(N, BLOCK)):
        x = tl.load(x_blk, boundary_check=(0,), padding_option="zero").to(tl.float32)
        w = tl.load(w_blk, boundary_check=(0,), padding_option="zero").to(tl.float32)
        tl.store(y_blk, (x * rstd * w).to(tl.bfloat16), boundary_check=(0,))
        x_blk = tl.advance(x_blk, (BLOCK,))
        w_blk = tl.advance(w_blk, (BLOCK,))
        y_blk = tl.advance(y_blk, (BLOCK,))
