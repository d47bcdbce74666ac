# Final stage of a chunked cross-entropy: one program with one warp sums 37
# partial losses and int32 token counts (masked 64-wide tile), writes the mean
# loss and 1/count into 1-element tensors, and updates in place a 1-element
# EMA of the loss and an int64 step counter, with bias correction
# 1 - 0.9^(step+1) computed by exp2/log2 (scalar loads/stores and [1] tiles).
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*i32:16,*fp32:16,*fp32:16,*fp32:16,*i64:16,*fp32:16,i32,fp32,64
# launch: grid = 1, num_warps = 1
# args: f32[37]=randn i32[37]=int:0:64 f32[1]=zeros f32[1]=zeros f32[1]=rand i64[1]=int:0:100 f32[1]=zeros i32=37 f32=0.9
# outputs: 2 3 4 5 6
# tol: 1e-5 1e-5
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def ce_finalize_kernel(
    partial_loss_ptr,
    partial_cnt_ptr,
    loss_ptr,
    inv_count_ptr,
    ema_ptr,
    step_ptr,
    ema_hat_ptr,
    n_partials,
    decay,
    BLOCK: tl.constexpr,
):
    offs = tl.arange(0, BLOCK)
    m = offs < n_partials
    partial = tl.load(partial_loss_ptr + offs, mask=m, other=0.0)
    cnt = tl.load(partial_cnt_ptr + offs, mask=m, other=0)
    total = tl.sum(partial, axis=0)
    count = tl.sum(cnt, axis=0)
    denom = tl.maximum(count, 1).to(tl.float32)
    loss = total / denom
    tl.store(loss_ptr, loss)
    tl.store(inv_count_ptr, 1.0 / denom)

    one = tl.arange(0, 1)
    ema = tl.load(ema_ptr + one)
    ema = decay * ema + (1.0 - decay) * loss
    tl.store(ema_ptr + one, ema)
    step = tl.load(step_ptr) + 1
    tl.store(step_ptr, step)
    corr = 1.0 - tl.exp2(step.to(tl.float32) * tl.log2(decay))
    tl.store(ema_hat_ptr + one, ema / corr)
