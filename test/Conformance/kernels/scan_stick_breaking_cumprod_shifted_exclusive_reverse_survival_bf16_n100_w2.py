# Stick-breaking weights (Dirichlet-process / stick-breaking attention style) on
# [50, 100] bf16 logits in [4, 128] tiles: v = sigmoid(logit), the exclusive
# product of (1 - v) built by loading the logits shifted one column left
# (column 0 and the masked tail = 1.0) and tl.cumprod along axis 1; w = v * excl
# stored bf16, the leftover mass (inclusive product at the row end) and a
# reverse tl.cumprod survival table stored f32.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*bf16:16,*fp32:16,*fp32:16,i32,i32,i32,4,128
# launch: grid = 13, num_warps = 2
# args: bf16[5000]=randn bf16[5000]=zeros f32[50]=zeros f32[5000]=zeros i32=50 i32=100 i32=100
# outputs: 1 2 3
# tol: 1e-2 1e-2
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def stick_breaking_kernel(
    logit_ptr,
    w_ptr,
    rem_ptr,
    surv_ptr,
    M,
    N,
    stride_m,
    BLOCK_M: tl.constexpr,
    BLOCK_N: tl.constexpr,
):
    rows = tl.program_id(0) * BLOCK_M + tl.arange(0, BLOCK_M)
    cols = tl.arange(0, BLOCK_N)
    rmask = rows < M
    mask = rmask[:, None] & (cols < N)[None, :]
    offs = rows[:, None] * stride_m + cols[None, :]

    z = tl.load(logit_ptr + offs, mask=mask, other=0.0).to(tl.float32)
    v = tl.sigmoid(z)
    one_minus = tl.where(mask, 1.0 - v, 1.0)

    pmask = mask & (cols >= 1)[None, :]
    z_prev = tl.load(logit_ptr + offs - 1, mask=pmask, other=0.0).to(tl.float32)
    one_minus_prev = tl.where(pmask, 1.0 - tl.sigmoid(z_prev), 1.0)

    excl = tl.cumprod(one_minus_prev, axis=1)
    w = v * excl
    tl.store(w_ptr + offs, w.to(tl.bfloat16), mask=mask)

    incl = tl.cumprod(one_minus, axis=1)
    rem = tl.min(incl, axis=1)
    tl.store(rem_ptr + rows, rem, mask=rmask)

    surv = tl.cumprod(one_minus, axis=1, reverse=True)
    tl.store(surv_ptr + offs, surv, mask=mask)
