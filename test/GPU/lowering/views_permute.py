# A 4x8x16 block permuted to 16x4x8 with tl.permute and stored in the new
# order, and its 8x16 slices transposed with tl.trans.
# signature: *fp16:16,*fp16:16,*fp16:16,4,8,16
# launch: grid = 1, num_warps = 4
# args: f16[512]=randn f16[512]=zeros f16[512]=zeros
# outputs: 1 2
import triton
import triton.language as tl


@triton.jit
def permute3d(x_ptr, perm_ptr, trans_ptr, A: tl.constexpr, B: tl.constexpr, C: tl.constexpr):
    a = tl.arange(0, A)
    b = tl.arange(0, B)
    c = tl.arange(0, C)
    x = tl.load(x_ptr + a[:, None, None] * B * C + b[None, :, None] * C + c[None, None, :])
    y = tl.permute(x, (2, 0, 1))
    tl.store(perm_ptr + c[:, None, None] * A * B + a[None, :, None] * B + b[None, None, :], y)
    t = tl.trans(x, (0, 2, 1))
    tl.store(trans_ptr + a[:, None, None] * C * B + c[None, :, None] * B + b[None, None, :], t)
