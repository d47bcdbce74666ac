# A few rows by a long axis: 2x4096 bf16 tiles upcast to fp32 and summed along
# axis 1 (the 4096-long axis spread over all 16 warps); 4095 rows, so the last
# program's second row is masked off.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*fp32:16,i32,2,4096
# launch: grid = 2048, num_warps = 16
# args: bf16[4095,4096]=randn f32[4095]=zeros i32=4095
# outputs: 1
# tol: 1e-3 1e-5
import triton
import triton.language as tl


@triton.jit
def long_row_sums_bf16(x_ptr, out_ptr, M, BM: tl.constexpr, BN: tl.constexpr):
    pid = tl.program_id(0)
    rows = pid * BM + tl.arange(0, BM)
    cols = tl.arange(0, BN)
    row_ok = rows < M
    x = tl.load(x_ptr + rows[:, None] * BN + cols[None, :], mask=row_ok[:, None], other=0.0)
    s = tl.sum(x.to(tl.float32), axis=1)
    tl.store(out_ptr + rows, s, mask=row_ok)
