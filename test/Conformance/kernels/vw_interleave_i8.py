# tl.interleave of two int8 blocks (x and the wrapping difference x - y)
# stored contiguously as 2048 bytes per program; masked tail. interleave is
# join + reshape: the pairs must land adjacent in one thread's registers for
# a packed byte store. One warp.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i8:16,*i8:16,*i8:16,i32,1024
# launch: grid = 4097, num_warps = 1
# args: i8[4194321]=rand i8[4194321]=rand i8[8388642]=zeros i32=4194321
# outputs: 2
import triton
import triton.language as tl


@triton.jit
def interleave_i8(x_ptr, y_ptr, out_ptr, n, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0)
    y = tl.load(y_ptr + offs, mask=mask, other=0)
    z = tl.interleave(x, x - y)
    zoffs = pid * (2 * BLOCK) + tl.arange(0, 2 * BLOCK)
    tl.store(out_ptr + zoffs, z, mask=zoffs < 2 * n)
