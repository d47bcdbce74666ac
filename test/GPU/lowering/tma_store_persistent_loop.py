# A persistent loop over 64x64 f32 tiles (300x200, so the boxes at the edges
# are clipped): each program reads its tiles through one device-made
# descriptor and writes 2x+1 through another, and every third tile it also
# adds the tile into a sum through a TMA reduction. In a loop of num_stages
# > 1 each store leaves by an asynchronous TMA copy from a buffer made before
# the loop, waited for only before the buffer is written again (Triton's
# pipelined TMA stores); the store and the reduction share that buffer.
# Integer-valued inputs keep every sum exact in any order.
# signature: *fp32:16,*fp32:16,*fp32:16,i32,i32,64,64
# launch: grid = 5, num_warps = 4, num_stages = 3
# args: f32[60000]=int:-3:3 f32[60000]=zeros f32[60000]=zeros i32=300 i32=200
# outputs: 1 2
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def tile_scale_persistent(x_ptr, y_ptr, s_ptr, M, N, BM: tl.constexpr, BN: tl.constexpr):
    x_desc = tl.make_tensor_descriptor(x_ptr, shape=[M, N], strides=[N, 1], block_shape=[BM, BN])
    y_desc = tl.make_tensor_descriptor(y_ptr, shape=[M, N], strides=[N, 1], block_shape=[BM, BN])
    s_desc = tl.make_tensor_descriptor(s_ptr, shape=[M, N], strides=[N, 1], block_shape=[BM, BN])
    tiles_n = tl.cdiv(N, BN)
    tiles = tl.cdiv(M, BM) * tiles_n
    for t in range(tl.program_id(0), tiles, tl.num_programs(0)):
        m = (t // tiles_n) * BM
        n = (t % tiles_n) * BN
        x = x_desc.load([m, n])
        y_desc.store([m, n], x * 2.0 + 1.0)
        if t % 3 == 0:
            s_desc.atomic_add([m, n], x)
