# Row log-softmax of bf16 rows computed in fp32 (x - max - log(sum(exp(x -
# max)))), stored as bf16; rows of 2000 masked inside a 2048-wide block.
# Two reductions (max, then sum) over the same row layout.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*bf16:16,i32:16,2048
# launch: grid = 4096, num_warps = 8
# args: bf16[4096,2000]=randn bf16[4096,2000]=zeros i32=2000
# outputs: 1
# tol: 2e-2 1e-2
import triton
import triton.language as tl


@triton.jit
def red_log_softmax(x_ptr, y_ptr, n_cols, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    mask = cols < n_cols
    x = tl.load(x_ptr + row * n_cols + cols, mask=mask, other=float("-inf")).to(tl.float32)
    z = x - tl.max(x, axis=0)
    lse = tl.log(tl.sum(tl.exp(z), axis=0))
    tl.store(y_ptr + row * n_cols + cols, (z - lse).to(tl.bfloat16), mask=mask)
