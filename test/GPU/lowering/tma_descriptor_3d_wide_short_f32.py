# A three-dimensional TMA store through a descriptor made on the device, of blocks with
# four fp32 rows a plane and 256-byte rows (two swizzle spans, two TMA messages). Loaded
# through pointers, so that any element the shared layout misplaces shows.
# signature: *fp32:16,*fp32:16,i32,i32,i32,2,4,64
# launch: grid = 18, num_warps = 4
# args: f32[4500]=int:-3:3 f32[4500]=zeros i32=5 i32=9 i32=100
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
    y_desc = tl.make_tensor_descriptor(y_ptr, shape=[D0, D1, D2], strides=[D1 * D2, D2, 1], block_shape=[B0, B1, B2])
    x = tl.load(x_ptr + offsets, mask=inside, other=0.0)
    y_desc.store([i0 * B0, i1 * B1, i2 * B2], x * 2 + 1)
