# signature: *fp16:16,tensordesc<fp16[16, 64]>,i32
# launch: grid = 1, num_warps = 4
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def w(a_ptr, desc, n):
    i = 0
    while i < n:
        x = desc.load([i, 0])
        desc = tl.make_tensor_descriptor(a_ptr, shape=[n, 64], strides=[64, 1], block_shape=[16, 64])
        desc.store([i, 0], x)
        i += 1
