# TMA reductions through a tensor descriptor made on the device
# (tl.make_tensor_descriptor, desc.atomic_add: cp.reduce.async.bulk.tensor
# add boxes): each 64x64 f32 tile of x is added into y by two programs, so
# the adds race; 300x200 is not a multiple of the block, so the boxes are
# clipped at the edges. Integer-valued inputs keep every sum exact in any
# order.
# signature: *fp32:16,*fp32:16,i32,i32,64,64
# launch: grid = 40, num_warps = 4
# args: f32[60000]=int:-3:3 f32[60000]=int:-3:3 i32=300 i32=200
# outputs: 1
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def tma_reduce_add(x_ptr, y_ptr, M, N, BM: tl.constexpr, BN: tl.constexpr):
    y_desc = tl.make_tensor_descriptor(y_ptr, shape=[M, N], strides=[N, 1], block_shape=[BM, BN])
    tiles_n = tl.cdiv(N, BN)
    tiles = tl.cdiv(M, BM) * tiles_n
    tile = tl.program_id(0) % tiles
    pid_m = tile // tiles_n
    pid_n = tile % tiles_n
    offs_m = pid_m * BM + tl.arange(0, BM)
    offs_n = pid_n * BN + tl.arange(0, BN)
    mask = (offs_m[:, None] < M) & (offs_n[None, :] < N)
    x = tl.load(x_ptr + offs_m[:, None] * N + offs_n[None, :], mask=mask, other=0.0)
    y_desc.atomic_add([pid_m * BM, pid_n * BN], x)
