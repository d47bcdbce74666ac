# ELLPACK sparse matrix-vector product y = alpha * A @ x + beta * y_in without
# tl.dot: a 64x8 tile of (column index, f16 value) slots per row block (K = 7
# slots masked to 8, -1 marks an empty slot), with tl.device_assert checking
# every loaded column index lies in [-1, NCOL) before the gather of x.
# Integer-valued data: exact.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i32:16,*fp16:16,*fp32:16,*fp32:16,*fp32:16,i32,i32:16,i32,i32,fp32,fp32,64,8
# launch: grid = 6, num_warps = 1
# args: i32[2331]=int:-1:399 f16[2331]=int:-3:3 f32[400]=int:-4:4 f32[333]=int:-5:5 f32[333]=zeros i32=333 i32=400 i32=7 i32=7 f32=2.0 f32=-1.0
# outputs: 4
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def ell_spmv_kernel(col_ptr, val_ptr, x_ptr, yin_ptr, y_ptr, R, NCOL, K, stride_r, alpha, beta,
                    BLOCK_R: tl.constexpr, BLOCK_K: tl.constexpr):
    pid = tl.program_id(0)
    rows = pid * BLOCK_R + tl.arange(0, BLOCK_R)
    ks = tl.arange(0, BLOCK_K)
    row_ok = rows < R
    m = row_ok[:, None] & (ks[None, :] < K)
    slot = rows[:, None] * stride_r + ks[None, :]
    c = tl.load(col_ptr + slot, mask=m, other=-1)
    tl.device_assert((c >= -1) & (c < NCOL), "ELL column index out of range")
    v = tl.load(val_ptr + slot, mask=m, other=0.0).to(tl.float32)
    live = c >= 0
    xv = tl.load(x_ptr + c, mask=live, other=0.0)
    acc = tl.sum(tl.where(live, v * xv, 0.0), axis=1)
    yin = tl.load(yin_ptr + rows, mask=row_ok, other=0.0)
    tl.store(y_ptr + rows, alpha * acc + beta * yin, mask=row_ok)
