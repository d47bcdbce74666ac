# scf.for carrying a 1-D fp32 accumulator: each program sums one long fp16 row
# in BLOCK-wide column blocks; the last block is masked (3000 = 5 * 512 + 440).
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp32:16,i32,i32,512
# launch: grid = 4096, num_warps = 4
# args: f16[4096,3000]=randn f32[4096]=zeros i32=3000 i32=3000
# outputs: 1
# tol: 1e-3 1e-4
import triton
import triton.language as tl


@triton.jit
def row_sum_blocks(x_ptr, out_ptr, n_cols, stride, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    acc = tl.zeros([BLOCK], dtype=tl.float32)
    for start in range(0, n_cols, BLOCK):
        c = start + cols
        x = tl.load(x_ptr + row * stride + c, mask=c < n_cols, other=0.0)
        acc += x.to(tl.float32)
    tl.store(out_ptr + row, tl.sum(acc, axis=0))
