# A plain (dot-free) loop written with tl.range(num_stages=3) over 12 row
# blocks of a 96x256 f32 matrix, summing each column: a loop with
# tt.num_stages has its loads pipelined (cp.async) although no dot reads
# them, and the pipelined loop keeps the attribute.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,i32,8,256
# launch: grid = 1, num_warps = 4, num_stages = 3
# args: f32[24576]=randn f32[256]=zeros i32=96
# outputs: 1
# tol: 1e-4 1e-4
import triton
import triton.language as tl


@triton.jit
def colsum_loop(x_ptr, y_ptr, M, BM: tl.constexpr, BN: tl.constexpr):
    cols = tl.arange(0, BN)
    acc = tl.zeros((BN,), tl.float32)
    for start in tl.range(0, M, BM, num_stages=3):
        rows = start + tl.arange(0, BM)
        x = tl.load(x_ptr + rows[:, None] * BN + cols[None, :])
        acc += tl.sum(x, axis=0)
    tl.store(y_ptr + cols, acc)
