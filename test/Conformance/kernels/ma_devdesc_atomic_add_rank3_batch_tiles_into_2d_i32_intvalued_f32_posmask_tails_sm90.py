# Batch reduction through TMA reduce stores (desc.atomic_add), no dot: each
# program loads one [1, 32, 64] i32 tile of x[B, M, N] through a rank-3 device
# descriptor, reshapes it to [32, 64], and atomically adds x (i32), x*x as
# integer-valued f32, and the positive-lane mask (i32) into three rank-2
# descriptors over [M, N]; M = 100 and N = 200 leave partial tiles (clipped
# reductions). Integer-valued data keeps the result order independent.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i32:16,*i32:16,*fp32:16,*i32:16,i32,i32,i32,32,64
# launch: grid = 4x4x6, num_warps = 4
# args: i32[120000]=int:-50:50 i32[20000]=zeros f32[20000]=zeros i32[20000]=zeros i32=6 i32=100 i32=200
# outputs: 1 2 3
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def batch_tile_reduce_desc_atomic_kernel(x_ptr, sum_ptr, sq_ptr, pos_ptr, B, M, N,
                                         BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr):
    x_desc = tl.make_tensor_descriptor(x_ptr, shape=[B, M, N], strides=[M * N, N, 1],
                                       block_shape=[1, BLOCK_M, BLOCK_N])
    sum_desc = tl.make_tensor_descriptor(sum_ptr, shape=[M, N], strides=[N, 1], block_shape=[BLOCK_M, BLOCK_N])
    sq_desc = tl.make_tensor_descriptor(sq_ptr, shape=[M, N], strides=[N, 1], block_shape=[BLOCK_M, BLOCK_N])
    pos_desc = tl.make_tensor_descriptor(pos_ptr, shape=[M, N], strides=[N, 1], block_shape=[BLOCK_M, BLOCK_N])
    m0 = tl.program_id(0) * BLOCK_M
    n0 = tl.program_id(1) * BLOCK_N
    b = tl.program_id(2)
    x = x_desc.load([b, m0, n0]).reshape(BLOCK_M, BLOCK_N)
    sum_desc.atomic_add([m0, n0], x)
    xf = x.to(tl.float32)
    sq_desc.atomic_add([m0, n0], xf * xf)
    pos_desc.atomic_add([m0, n0], (x > 0).to(tl.int32))
