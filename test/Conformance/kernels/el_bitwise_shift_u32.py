# Unsigned 32-bit bit manipulation over 2048 values: rotate left by a loaded
# amount, xor-shift mixing, popcount-like folding with shifts and masks, and
# an unsigned compare-and-select.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *u32:16,*u32:16,*u32:16,512
# launch: grid = 4, num_warps = 4
# args: u32[2048]=int:0:2000000000 u32[2048]=int:0:31 u32[2048]=zeros
# outputs: 2
# tol: 0 0
import triton
import triton.language as tl


@triton.jit
def bits_u32(x_ptr, s_ptr, y_ptr, BLOCK: tl.constexpr):
    o = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    x = tl.load(x_ptr + o)
    s = tl.load(s_ptr + o)
    rot = (x << s) | (x >> ((32 - s) & 31))
    h = rot ^ (rot >> 16)
    h = h * 0x45D9F3B
    h = h ^ (h >> 13)
    c = (h & 0x55555555) + ((h >> 1) & 0x55555555)
    c = (c & 0x33333333) + ((c >> 2) & 0x33333333)
    y = tl.where(h > x, c, h >> 7)
    tl.store(y_ptr + o, y)
