# scf.if inside scf.for: the branch depends on the loop variable and a runtime
# split point; int8 row blocks widened to int32 (exact), one warp, masked
# last block (2000 = 15 * 128 + 80).
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i8:16,*i32:16,i32:16,i32,128
# launch: grid = 4096, num_warps = 1
# args: i8[4096,2000]=rand i32[4096]=zeros i32=2000 i32=1000
# outputs: 1
import triton
import triton.language as tl


@triton.jit
def if_in_loop(x_ptr, y_ptr, n_cols, split, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    acc = tl.zeros([BLOCK], dtype=tl.int32)
    for start in range(0, n_cols, BLOCK):
        c = start + cols
        x = tl.load(x_ptr + row * n_cols + c, mask=c < n_cols, other=0).to(tl.int32)
        if start < split:
            acc += x
        else:
            acc -= x * 3
    tl.store(y_ptr + row, tl.sum(acc, axis=0))
