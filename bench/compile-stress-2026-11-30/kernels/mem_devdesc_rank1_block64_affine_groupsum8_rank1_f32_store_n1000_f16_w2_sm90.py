# Rank-1 device tensor descriptors: each program walks 4 consecutive [64]
# blocks of a flat f16 vector (N = 1000, the last block zero-filled past the
# end), applies y = x * scale + shift[i] and stores through a rank-1 [64]
# descriptor (clipped at N); the block is reshaped to [8, 8] and its group
# sums of 8 go out through a rank-1 f32 [8] descriptor (125 groups, clipped).
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp16:16,*fp32:16,*fp32:16,fp32,i32,64,4
# launch: grid = 4, num_warps = 2
# args: f16[1000]=int:-3:3 f16[1000]=int:-4:4 f16[1000]=zeros f32[125]=zeros f32[16]=zeros f32=0.5 i32=1000
# outputs: 2 3 4
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def rank1_desc_affine_groupsum(x_ptr, shift_ptr, y_ptr, gsum_ptr, bsum_ptr, scale, N,
                               BLOCK: tl.constexpr, TILES_PER_PROG: tl.constexpr):
    pid = tl.program_id(0)
    x_desc = tl.make_tensor_descriptor(x_ptr, shape=[N], strides=[1], block_shape=[BLOCK])
    s_desc = tl.make_tensor_descriptor(shift_ptr, shape=[N], strides=[1], block_shape=[BLOCK])
    y_desc = tl.make_tensor_descriptor(y_ptr, shape=[N], strides=[1], block_shape=[BLOCK])
    n_groups = N // 8
    g_desc = tl.make_tensor_descriptor(gsum_ptr, shape=[n_groups], strides=[1],
                                       block_shape=[BLOCK // 8])
    for t in range(TILES_PER_PROG):
        blk = pid * TILES_PER_PROG + t
        off = blk * BLOCK
        x = x_desc.load([off]).to(tl.float32)
        sh = s_desc.load([off]).to(tl.float32)
        y = x * scale + sh
        y_desc.store([off], y.to(tl.float16))
        groups = tl.sum(tl.reshape(y, (BLOCK // 8, 8)), axis=1)
        g_desc.store([off // 8], groups)
        tl.store(bsum_ptr + blk, tl.sum(x, axis=0))
