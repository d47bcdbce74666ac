# tl.gather along columns: each row of a 32x64 tile picks 64 values at
# indices loaded from memory (a permutation per row), then adds the row sum.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*i32:16,*fp32:16,32,64
# launch: grid = 2, num_warps = 4
# args: f32[4096]=randn i32[4096]=int:0:63 f32[4096]=zeros
# outputs: 2
# tol: 1e-5 1e-5
import triton
import triton.language as tl


@triton.jit
def gather_cols(x_ptr, idx_ptr, y_ptr, R: tl.constexpr, C: tl.constexpr):
    pid = tl.program_id(0)
    rows = tl.arange(0, R)
    cols = tl.arange(0, C)
    offs = pid * R * C + rows[:, None] * C + cols[None, :]
    x = tl.load(x_ptr + offs)
    idx = tl.load(idx_ptr + offs)
    g = tl.gather(x, idx, axis=1)
    tl.store(y_ptr + offs, g + tl.sum(x, axis=1)[:, None])
