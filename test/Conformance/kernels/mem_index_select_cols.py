# index_select along columns: out[r, j] = x[r, cidx[j]] with cidx loaded from
# memory, 16 x 128 bf16 tiles masked on both dimensions (2048 rows, 1500 of
# 3000 columns selected).
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*i32:16,*bf16:16,i32:16,i32,i32,16,128
# launch: grid = 1536, num_warps = 4
# args: bf16[2048,3000]=randn i32[1500]=int:0:2999 bf16[2048,1500]=zeros i32=2048 i32=3000 i32=1500
# outputs: 2
# tol: 0 0
import triton
import triton.language as tl


@triton.jit
def index_select_cols(x_ptr, cidx_ptr, out_ptr, R, C, K, BR: tl.constexpr, BK: tl.constexpr):
    pid = tl.program_id(0)
    num_k = tl.cdiv(K, BK)
    pr = pid // num_k
    pk = pid % num_k
    rows = pr * BR + tl.arange(0, BR)
    ks = pk * BK + tl.arange(0, BK)
    kmask = ks < K
    cidx = tl.load(cidx_ptr + ks, mask=kmask, other=0)
    mask = (rows[:, None] < R) & kmask[None, :]
    v = tl.load(x_ptr + rows[:, None] * C + cidx[None, :], mask=mask, other=0.0)
    tl.store(out_ptr + rows[:, None] * K + ks[None, :], v, mask=mask)
