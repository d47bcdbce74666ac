# scf.if inside scf.for: a full block takes an unmasked load, the last
# (partial) block a masked one; the if yields the loaded tensor into the
# loop-carried max-abs accumulator (exact). 5000 fp32 columns per row.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,i32,1024
# launch: grid = 1024, num_warps = 4
# args: f32[1024,5000]=randn f32[1024]=zeros i32=5000
# outputs: 1
# tol: 0 0
import triton
import triton.language as tl


@triton.jit
def if_in_loop(x_ptr, out_ptr, n_cols, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    base = x_ptr + row * n_cols
    cols = tl.arange(0, BLOCK)
    acc = tl.zeros([BLOCK], tl.float32)
    for start in range(0, n_cols, BLOCK):
        c = start + cols
        if start + BLOCK <= n_cols:
            x = tl.load(base + c)
        else:
            x = tl.load(base + c, mask=c < n_cols, other=0.0)
        acc = tl.maximum(acc, tl.abs(x))
    tl.store(out_ptr + row, tl.max(acc, axis=0))
