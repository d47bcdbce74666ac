# signature: *fp16:16,tensordesc<fp16[16, 64]>,i32
# launch: grid = 1, num_warps = 4
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def carried(a_ptr, desc, n):
    for i in range(n):
        x = desc.load([i * 16, 0])
        desc = tl.make_tensor_descriptor(a_ptr, shape=[n, 64], strides=[64, 1], block_shape=[16, 64])
        desc.store([0, 0], x)
    desc.store([16, 0], tl.zeros((16, 64), dtype=tl.float16))
