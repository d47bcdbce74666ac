# signature: tensordesc<fp32[32, 32]>,*fp32:16,i32,32
# launch: grid = 1, num_warps = 4
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def row_sum(desc, row, BLOCK: tl.constexpr):
    x = desc.load([row, 0])
    return tl.sum(x, axis=1)


@triton.jit
def same(desc):
    return desc


@triton.jit
def calls(desc, out_ptr, row, BLOCK: tl.constexpr):
    s = row_sum(desc, row, BLOCK)
    d = same(desc)
    y = d.load([row, 0])
    tl.device_print("v", d.shape[0] + d.strides[1])
    tl.store(out_ptr + tl.arange(0, BLOCK), s + tl.sum(y, axis=0))
    m = tl.make_tensor_descriptor(out_ptr, shape=[row, BLOCK], strides=[BLOCK, 1], block_shape=[BLOCK, BLOCK])
    t = row_sum(m, row, BLOCK)
    tl.store(out_ptr + tl.arange(0, BLOCK), t)
