# signature: tensordesc<fp16[64, 32]>,tensordesc<fp16[64, 32]>,i32:16
# launch: grid = 1, num_warps = 4
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def copy2d(src, dst, n):
    pid = tl.program_id(0)
    x = src.load([pid * 64, 0])
    dst.store([pid * 64, 0], x)
    rows = src.shape[0] + src.shape[1]
    stride = src.strides[0] + src.strides[1]
    tl.device_print("rows", rows)
    tl.device_print("stride", stride)
    tl.device_print("bs", src.block_shape[1] + n)
    z = tl.load_tensor_descriptor(src, [0, 0])
    tl.store_tensor_descriptor(dst, [0, 0], z)
