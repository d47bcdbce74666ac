# Column-major 200x130 f32 input (leading dimension 208) read through a block
# pointer with order=(0, 1), scaled per row, and written transposed into a
# row-major 130x200 output through a second block pointer; both advance along
# N in a loop with boundary_check on both dimensions (zero padding on loads).
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,*fp32:16,i32,i32,i32:16,i32,64,32
# launch: grid = 4, num_warps = 8, num_stages = 2
# args: f32[27040]=randn f32[200]=randn f32[26000]=zeros i32=200 i32=130 i32=208 i32=200
# outputs: 2
# tol: 1e-6 1e-6
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def colmajor_scale_transpose(a_ptr, scale_ptr, out_ptr, M, N, lda, ldo,
                             BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr):
    pid_m = tl.program_id(0)
    a_blk = tl.make_block_ptr(base=a_ptr, shape=(M, N), strides=(1, lda),
                              offsets=(pid_m * BLOCK_M, 0), block_shape=(BLOCK_M, BLOCK_N),
                              order=(0, 1))
    o_blk = tl.make_block_ptr(base=out_ptr, shape=(N, M), strides=(ldo, 1),
                              offsets=(0, pid_m * BLOCK_M), block_shape=(BLOCK_N, BLOCK_M),
                              order=(1, 0))
    rows = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    s = tl.load(scale_ptr + rows, mask=rows < M, other=0.0)
    for _ in range(0, tl.cdiv(N, BLOCK_N)):
        a = tl.load(a_blk, boundary_check=(0, 1), padding_option="zero")
        a = a * s[:, None]
        tl.store(o_blk, tl.trans(a), boundary_check=(0, 1))
        a_blk = tl.advance(a_blk, (0, BLOCK_N))
        o_blk = tl.advance(o_blk, (BLOCK_N, 0))
