# Nested scf.for: an outer loop over ROWS rows per program (carrying a per-program
# total) around an inner loop over masked bf16 column blocks (777 = 3 * 256 + 9);
# the last program's last row is masked out (9999 rows).
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*fp32:16,*fp32:16,i32,i32,8,256
# launch: grid = 1250, num_warps = 8
# args: bf16[9999,777]=randn f32[9999]=zeros f32[1250]=zeros i32=9999 i32=777
# outputs: 1 2
# tol: 1e-3 1e-4
import triton
import triton.language as tl


@triton.jit
def nested_loops(x_ptr, row_out_ptr, prog_out_ptr, n_rows, n_cols, ROWS: tl.constexpr, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    total = tl.zeros([BLOCK], dtype=tl.float32)
    for r in range(0, ROWS):
        row = pid * ROWS + r
        acc = tl.zeros([BLOCK], dtype=tl.float32)
        for start in range(0, n_cols, BLOCK):
            c = start + cols
            x = tl.load(x_ptr + row * n_cols + c, mask=(c < n_cols) & (row < n_rows), other=0.0)
            x = x.to(tl.float32)
            acc += x * x
        tl.store(row_out_ptr + row, tl.sum(acc, axis=0), mask=row < n_rows)
        total += acc
    tl.store(prog_out_ptr + pid, tl.sum(total, axis=0))
