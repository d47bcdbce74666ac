# signature: tensordesc<i32[8, 32]>,tensordesc<u8[8, 64]>,*i32:16
# launch: grid = 1, num_warps = 4
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def ints(a, b, p):
    x = a.load([0, 0])
    y = b.load([0, 0])
    a.store([8, 0], x + tl.sum(y.to(tl.int32), axis=1)[:, None])
    m = tl.make_tensor_descriptor(p, shape=[8, 32], strides=[32, 1], block_shape=[8, 32])
    m.store([0, 0], m.load([0, 0]) + 1)
