# tl.multiple_of / tl.max_contiguous hints on the offsets of an int8 stream
# (16-byte vector loads) widened to int16 (y = 3x - 7), 8192-element blocks
# over 16 warps, masked tail.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i8:16,*i16:16,i32,8192
# launch: grid = 2048, num_warps = 16
# args: i8[16777215]=rand i16[16777215]=zeros i32=16777215
# outputs: 1
import triton
import triton.language as tl


@triton.jit
def hints_contiguous(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    start = tl.multiple_of(tl.program_id(0) * BLOCK, BLOCK)
    offs = tl.max_contiguous(tl.multiple_of(start + tl.arange(0, BLOCK), BLOCK), BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0)
    tl.store(y_ptr + offs, x.to(tl.int16) * 3 - 7, mask=mask)
