# index_select along columns: out[r, j] = x[r, sel[j]] with 300 column
# indices loaded once per program, 4 rows x 512 selected columns per program
# (both masked), bf16, 2 warps.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*i32:16,*bf16:16,i32,i32,i32,4,512
# launch: grid = 1024, num_warps = 2
# args: bf16[4095,1000]=randn i32[300]=int:0:999 bf16[4095,300]=zeros i32=4095 i32=1000 i32=300
# outputs: 2
# tol: 0 0
import triton
import triton.language as tl


@triton.jit
def index_select_cols(x_ptr, sel_ptr, out_ptr, M, C, K, BR: tl.constexpr, BK: tl.constexpr):
    rows = tl.program_id(0) * BR + tl.arange(0, BR)
    j = tl.arange(0, BK)
    jmask = j < K
    sel = tl.load(sel_ptr + j, mask=jmask, other=0)
    mask = (rows < M)[:, None] & jmask[None, :]
    v = tl.load(x_ptr + rows[:, None] * C + sel[None, :], mask=mask, other=0.0)
    tl.store(out_ptr + rows[:, None] * K + j[None, :], v, mask=mask)
