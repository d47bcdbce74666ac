# Liger-Kernel `_jsd_kernel` (generalized Jensen-Shannon divergence, fused fwd+bwd):
# per row of 5003 bf16 log-probs X (student) and Y (teacher), vocab walked in
# 2048 chunks (masked tail loads -inf), beta = 0.5 constexpr selects the mixture
# branch (M = beta*P + (1-beta)*Q), per-element loss and dX scaled by
# 1/n_non_ignore, label == ignore_index rows (-100) zero their dX and return early.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,i32,*bf16:16,i32,*fp32:16,i32,*bf16:16,i32,*i64:16,0.5,i32:16,-100,i32,2048,True
# launch: grid = 24, num_warps = 16
# args: bf16[24,5003]=randn i32=5003 bf16[24,5003]=randn i32=5003 f32[24,5003]=zeros i32=5003 bf16[24,5003]=zeros i32=5003 i64[24]=int:-101:-99 i32=16 i32=5003
# outputs: 4 6
# tol: 1e-3 1e-2
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def _jsd_kernel(
    X_ptr,  # input in logspace, X = log Q
    X_stride,
    Y_ptr,  # ground truth in logspace, Y = log P
    Y_stride,
    loss_ptr,
    loss_stride,
    dX_ptr,
    dX_stride,
    label_ptr,
    beta: tl.constexpr,
    n_non_ignore: int,
    ignore_index: tl.constexpr,
    n_cols,
    BLOCK_SIZE: tl.constexpr,
    HAS_LABEL: tl.constexpr,
):
    pid = tl.program_id(0).to(tl.int64)
    X_ptr += pid * X_stride
    dX_ptr += pid * dX_stride
    Y_ptr += pid * Y_stride
    loss_ptr += pid * loss_stride
    label_ptr += pid

    if HAS_LABEL:
        label = tl.load(label_ptr)
        if label == ignore_index:
            for i in range(0, n_cols, BLOCK_SIZE):
                offsets = i + tl.arange(0, BLOCK_SIZE)
                tl.store(dX_ptr + offsets, 0.0, mask=offsets < n_cols)
            return

    for i in range(0, n_cols, BLOCK_SIZE):
        offsets = i + tl.arange(0, BLOCK_SIZE)
        mask = offsets < n_cols
        X = tl.load(X_ptr + offsets, mask=mask, other=float("-inf")).to(tl.float32)
        Y = tl.load(Y_ptr + offsets, mask=mask, other=float("-inf")).to(tl.float32)

        if beta == 0.0:  # forward KL
            Y_max = tl.max(Y, axis=0)
            Y_shifted = Y - Y_max
            Y_prob = tl.exp(Y_shifted) * tl.exp(Y_max)
            loss = Y_prob * (Y - X)
            dX = -Y_prob
        elif beta == 1.0:  # reverse KL
            X_max = tl.max(X, axis=0)
            X_shifted = X - X_max
            X_prob = tl.exp(X_shifted) * tl.exp(X_max)
            loss = X_prob * (X - Y)
            dX = loss + X_prob
        else:
            max_val = tl.maximum(tl.max(X, axis=0), tl.max(Y, axis=0))
            X_shifted = X - max_val
            Y_shifted = Y - max_val
            exp_max = tl.exp(max_val)
            Q = tl.exp(X_shifted) * exp_max
            P = tl.exp(Y_shifted) * exp_max
            beta_P = beta * P
            one_minus_beta_Q = (1 - beta) * Q
            M = beta_P + one_minus_beta_Q
            log_M = tl.log(M)
            loss = beta_P * Y + one_minus_beta_Q * X - M * log_M
            dX = one_minus_beta_Q * (X - log_M)

        scale = 1.0 / n_non_ignore
        loss = loss * scale
        dX = dX * scale
        tl.store(loss_ptr + offsets, loss, mask=mask)
        tl.store(dX_ptr + offsets, dX, mask=mask)
