# scf.for over column blocks of a long row (3000 fp32, not a multiple of the
# 256 block): a 1-D accumulator carried through the loop, masked tail, one
# reduction after the loop.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,i32,i32,256
# launch: grid = 2048, num_warps = 4
# args: f32[2048,3000]=randn f32[2048]=zeros i32=3000 i32=3000
# outputs: 1
# tol: 1e-4 1e-4
import triton
import triton.language as tl


@triton.jit
def rowsum_blocks(x_ptr, out_ptr, n_cols, stride, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    acc = tl.zeros([BLOCK], dtype=tl.float32)
    for start in range(0, n_cols, BLOCK):
        c = start + cols
        acc += tl.load(x_ptr + row * stride + c, mask=c < n_cols, other=0.0)
    tl.store(out_ptr + row, tl.sum(acc, axis=0))
