# int32 arithmetic as Triton lowers it: // and % (truncating arith.divsi /
# remsi) by a nonzero odd divisor, << and arithmetic >> by in-range amounts,
# &, |, ^, ~, wrapping multiplication, and tl.umulhi (arith.mulhiui, the
# unsigned high half) of hashed values. 2000003 elements: tail masked.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i32:16,*i32:16,*i32:16,*i32:16,*i32:16,*i32:16,i32,512
# launch: grid = 3907, num_warps = 8
# args: i32[2000003]=rand i32[2000003]=rand i32[2000003]=zeros i32[2000003]=zeros i32[2000003]=zeros i32[2000003]=zeros i32=2000003
# outputs: 2 3 4 5
import triton
import triton.language as tl


@triton.jit
def int_ops(a_ptr, b_ptr, div_ptr, shift_ptr, bits_ptr, hi_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    a = tl.load(a_ptr + offs, mask=mask, other=0)
    b = tl.load(b_ptr + offs, mask=mask, other=1)
    d = b | 1
    tl.store(div_ptr + offs, (a * 1000 + offs) // d + (a % d) * 7, mask=mask)
    left = a << (b & 31)
    right = (a * 65537) >> (b & 15)
    tl.store(shift_ptr + offs, left ^ right, mask=mask)
    tl.store(bits_ptr + offs, ((a & b) | (~a ^ (b << 4))) + (a | 0x0F0F), mask=mask)
    h = a * 1540483477 + offs * 40503
    tl.store(hi_ptr + offs, tl.umulhi(h, h ^ 0x5bd1e995), mask=mask)
