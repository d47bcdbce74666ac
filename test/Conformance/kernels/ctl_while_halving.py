# scf.while carrying an int32 tile and the scalar it tests: a Python `while`
# halving a runtime shift (12, 6, 3, 1) and accumulating x >> shift; exact
# integers, one warp, masked tail (n = 2^22 + 5).
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i32:16,*i32:16,i32,i32,256
# launch: grid = 16385, num_warps = 1
# args: i32[4194309]=rand i32[4194309]=zeros i32=4194309 i32=12
# outputs: 1
import triton
import triton.language as tl


@triton.jit
def while_halving(x_ptr, y_ptr, n, start_shift, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0)
    acc = x
    s = start_shift
    while s > 0:
        acc = acc + (x >> s) * s
        s = s // 2
    tl.store(y_ptr + offs, acc, mask=mask)
