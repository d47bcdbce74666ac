# Column statistics of a 300x97 f16 matrix (nan-aware mean, count, max) through
# a 2-D tl.make_block_ptr advanced down the rows in a loop: the ragged tails
# (300 % 64 rows, 97 % 32 cols) are padded with NaN (padding_option="nan")
# and dropped by x == x; the results go out through 1-D block pointers.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp32:16,*i32:16,*fp32:16,i32,i32,i32,64,32
# launch: grid = 4, num_warps = 2, num_stages = 3
# args: f16[29100]=int:-8:8 f32[97]=zeros i32[97]=zeros f32[97]=zeros i32=300 i32=97 i32=97
# outputs: 1 2 3
# tol: 1e-6 1e-6
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def col_nanstats_kernel(x_ptr, mean_ptr, cnt_ptr, max_ptr, M, N, stride_xm,
                        BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr):
    pid = tl.program_id(0)
    x_blk = tl.make_block_ptr(base=x_ptr, shape=(M, N), strides=(stride_xm, 1),
                              offsets=(0, pid * BLOCK_N), block_shape=(BLOCK_M, BLOCK_N),
                              order=(1, 0))
    acc = tl.zeros((BLOCK_N,), dtype=tl.float32)
    cnt = tl.zeros((BLOCK_N,), dtype=tl.int32)
    mx = tl.full((BLOCK_N,), float("-inf"), dtype=tl.float32)
    for _ in range(0, tl.cdiv(M, BLOCK_M)):
        x = tl.load(x_blk, boundary_check=(0, 1), padding_option="nan").to(tl.float32)
        valid = x == x
        acc += tl.sum(tl.where(valid, x, 0.0), axis=0)
        cnt += tl.sum(valid.to(tl.int32), axis=0)
        mx = tl.maximum(mx, tl.max(tl.where(valid, x, float("-inf")), axis=0))
        x_blk = tl.advance(x_blk, (BLOCK_M, 0))
    mean = acc / tl.maximum(cnt, 1).to(tl.float32)
    mean_blk = tl.make_block_ptr(mean_ptr, (N,), (1,), (pid * BLOCK_N,), (BLOCK_N,), (0,))
    cnt_blk = tl.make_block_ptr(cnt_ptr, (N,), (1,), (pid * BLOCK_N,), (BLOCK_N,), (0,))
    max_blk = tl.make_block_ptr(max_ptr, (N,), (1,), (pid * BLOCK_N,), (BLOCK_N,), (0,))
    tl.store(mean_blk, mean, boundary_check=(0,))
    tl.store(cnt_blk, cnt, boundary_check=(0,))
    tl.store(max_blk, mx, boundary_check=(0,))
