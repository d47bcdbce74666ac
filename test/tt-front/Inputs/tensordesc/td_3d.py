# signature: tensordesc<bf16[2, 16, 64]>
# launch: grid = 1, num_warps = 4
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def copy3d(desc):
    x = desc.load([0, 0, 0])
    desc.store([2, 0, 0], x)
    d0, d1, d2 = desc.shape
    tl.device_print("n", d0 * d2)
    tl.device_print("last", desc.strides[2])
