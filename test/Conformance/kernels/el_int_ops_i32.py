# int32 elementwise ops: // and % by a positive divisor (Triton's truncating
# signed division), << and arithmetic >> by amounts kept below 32, a logical
# >> through a uint32 bitcast, &, |, ^, ~ and tl.umulhi; masked tail.
# Integer results compare exactly.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i32:16,*i32:16,*i32:16,*i32:16,*i32:16,i32,1024
# launch: grid = 4097, num_warps = 2
# args: i32[4194307]=int:-2000000000:2000000000 i32[4194307]=int:0:2000000000 i32[4194307]=zeros i32[4194307]=zeros i32[4194307]=zeros i32=4194307
# outputs: 2 3 4
import triton
import triton.language as tl


@triton.jit
def int_ops(a_ptr, b_ptr, div_ptr, shift_ptr, bits_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    a = tl.load(a_ptr + offs, mask=mask, other=0)
    b = tl.load(b_ptr + offs, mask=mask, other=0)
    d = (b & 1023) + 1
    tl.store(div_ptr + offs, (a // d) * 1031 + a % d, mask=mask)
    s = b & 31
    t = (b >> 5) & 15
    logical = (a.to(tl.uint32, bitcast=True) >> t).to(tl.int32, bitcast=True)
    tl.store(shift_ptr + offs, (a << s) ^ (a >> t) ^ (logical + 1), mask=mask)
    bits = ((a & b) | (a ^ 0x5bd1e995)) & ~b
    tl.store(bits_ptr + offs, tl.umulhi(a, b) ^ bits, mask=mask)
