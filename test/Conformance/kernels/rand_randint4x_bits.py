# tl.randint4x: four streams of Philox random integers from one seed and
# offset block, mixed with xor and stored, plus tl.randint.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i32:16,*i32:16,i32,512
# launch: grid = 3, num_warps = 4
# args: i32[1536]=zeros i32[1536]=zeros i32=987
# outputs: 0 1
# tol: 0 0
import triton
import triton.language as tl


@triton.jit
def randint_streams(x_ptr, y_ptr, seed, BLOCK: tl.constexpr):
    o = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    r0, r1, r2, r3 = tl.randint4x(seed, o)
    tl.store(x_ptr + o, r0 ^ (r1 >> 3) ^ (r2 << 5) ^ r3)
    tl.store(y_ptr + o, tl.randint(seed + 7, o))
