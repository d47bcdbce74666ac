# LayerNorm backward, first of the two passes Triton's tutorial/Apex use for
# dW/dB: each of 16 programs walks rows pid, pid+16, ... of a 300x1000 f16
# input (masked 1024 tile), writes dx from saved mean/rstd, and keeps per-program
# partial dW and dB in f32 registers across its rows, stored once at the end.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp16:16,*fp16:16,*fp32:16,*fp32:16,*fp32:16,*fp32:16,i32,i32,i32,1024
# launch: grid = 16, num_warps = 8, num_stages = 3
# args: f16[300000]=randn f16[300000]=randn f16[1000]=randn f16[300000]=zeros f32[300]=randn f32[300]=rand f32[16000]=zeros f32[16000]=zeros i32=300 i32=1000 i32=1000
# outputs: 3 6 7
# tol: 2e-3 2e-3
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def layer_norm_bwd_dx_partial_dwdb_kernel(
    DY,
    X,
    W,
    DX,
    Mean,
    Rstd,
    DW_partial,
    DB_partial,
    M,
    N,
    stride,
    BLOCK_N: tl.constexpr,
):
    pid = tl.program_id(0)
    num_progs = tl.num_programs(0)
    cols = tl.arange(0, BLOCK_N)
    mask = cols < N
    w = tl.load(W + cols, mask=mask, other=0.0).to(tl.float32)
    dw_acc = tl.zeros([BLOCK_N], dtype=tl.float32)
    db_acc = tl.zeros([BLOCK_N], dtype=tl.float32)
    for row in range(pid, M, num_progs):
        off = row.to(tl.int64) * stride
        x = tl.load(X + off + cols, mask=mask, other=0.0).to(tl.float32)
        dy = tl.load(DY + off + cols, mask=mask, other=0.0).to(tl.float32)
        mean = tl.load(Mean + row)
        rstd = tl.load(Rstd + row)
        xhat = tl.where(mask, (x - mean) * rstd, 0.0)
        wdy = w * dy
        c1 = tl.sum(xhat * wdy, axis=0) / N
        c2 = tl.sum(wdy, axis=0) / N
        dx = (wdy - (xhat * c1 + c2)) * rstd
        tl.store(DX + off + cols, dx.to(tl.float16), mask=mask)
        dw_acc += dy * xhat
        db_acc += dy
    tl.store(DW_partial + pid * N + cols, dw_acc, mask=mask)
    tl.store(DB_partial + pid * N + cols, db_acc, mask=mask)
