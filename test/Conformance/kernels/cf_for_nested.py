# Nested scf.for: an outer loop (constexpr bounds) over 16-row tiles of a
# 64-row group, an inner loop (runtime bound) over 64-column blocks carrying a
# 2-D fp32 tile; bf16 input, row norms stored inside the outer loop.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*fp32:16,i32,i32,64,16,64
# launch: grid = 128, num_warps = 8
# args: bf16[8190,700]=randn f32[8190]=zeros i32=8190 i32=700
# outputs: 1
# tol: 1e-4 1e-4
import triton
import triton.language as tl


@triton.jit
def nested_loops(x_ptr, out_ptr, M, N, ROWS: tl.constexpr, BM: tl.constexpr, BN: tl.constexpr):
    pid = tl.program_id(0)
    for r0 in range(0, ROWS, BM):
        rows = pid * ROWS + r0 + tl.arange(0, BM)
        rmask = rows < M
        acc = tl.zeros([BM, BN], tl.float32)
        for c0 in range(0, N, BN):
            cols = c0 + tl.arange(0, BN)
            mask = rmask[:, None] & (cols < N)[None, :]
            x = tl.load(x_ptr + rows[:, None] * N + cols[None, :], mask=mask, other=0.0).to(tl.float32)
            acc += x * x
        tl.store(out_ptr + rows, tl.sqrt(tl.sum(acc, axis=1)), mask=rmask)
