# A three-dimensional TMA load through a descriptor made on the device, of blocks with
# four rows a plane: fewer than a swizzle period, so the swizzle runs on across the
# planes. Stored through pointers, so that any element the shared layout misplaces shows.
# signature: *fp16:16,*fp16:16,i32,i32,i32,4,4,64
# launch: grid = 36, num_warps = 4
# args: f16[18000]=int:-3:3 f16[18000]=zeros i32=9 i32=10 i32=200
# outputs: 1
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def scale_blocks_3d(x_ptr, y_ptr, D0, D1, D2, B0: tl.constexpr, B1: tl.constexpr, B2: tl.constexpr):
    pid = tl.program_id(0)
    n1 = tl.cdiv(D1, B1)
    n2 = tl.cdiv(D2, B2)
    i0 = pid // (n1 * n2)
    i1 = (pid % (n1 * n2)) // n2
    i2 = pid % n2
    o0 = i0 * B0 + tl.arange(0, B0)[:, None, None]
    o1 = i1 * B1 + tl.arange(0, B1)[None, :, None]
    o2 = i2 * B2 + tl.arange(0, B2)[None, None, :]
    inside = (o0 < D0) & (o1 < D1) & (o2 < D2)
    offsets = o0 * D1 * D2 + o1 * D2 + o2
    x_desc = tl.make_tensor_descriptor(x_ptr, shape=[D0, D1, D2], strides=[D1 * D2, D2, 1], block_shape=[B0, B1, B2])
    x = x_desc.load([i0 * B0, i1 * B1, i2 * B2])
    tl.store(y_ptr + offsets, x * 2 + 1, mask=inside)
