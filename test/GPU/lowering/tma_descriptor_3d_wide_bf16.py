# Three-dimensional TMA blocks through descriptors made on the device, two swizzle spans
# wide (128 bf16 a row, two TMA messages): the second message's box lands after the whole
# first box. Loaded, changed and stored back through a second descriptor; the tensor's
# edges clip the blocks.
# signature: *bf16:16,*bf16:16,i32,i32,i32,2,16,128
# launch: grid = 36, num_warps = 4
# args: bf16[91200]=int:-3:3 bf16[91200]=zeros i32=6 i32=50 i32=304
# outputs: 1
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def scale_blocks_3d(x_ptr, y_ptr, D0, D1, D2, B0: tl.constexpr, B1: tl.constexpr, B2: tl.constexpr):
    x_desc = tl.make_tensor_descriptor(x_ptr, shape=[D0, D1, D2], strides=[D1 * D2, D2, 1], block_shape=[B0, B1, B2])
    y_desc = tl.make_tensor_descriptor(y_ptr, shape=[D0, D1, D2], strides=[D1 * D2, D2, 1], block_shape=[B0, B1, B2])
    pid = tl.program_id(0)
    n1 = tl.cdiv(D1, B1)
    n2 = tl.cdiv(D2, B2)
    i0 = pid // (n1 * n2)
    i1 = (pid % (n1 * n2)) // n2
    i2 = pid % n2
    x = x_desc.load([i0 * B0, i1 * B1, i2 * B2])
    y_desc.store([i0 * B0, i1 * B1, i2 * B2], x * 2 + 1)
