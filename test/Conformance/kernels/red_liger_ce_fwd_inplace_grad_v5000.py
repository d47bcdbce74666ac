# Liger-style cross-entropy forward over 64 logit rows of a 5000-word vocab
# (the per-chunk step of a fused linear cross-entropy): an online max/sum in
# chunks of 1024 (masked tail), a scalar label lookup, label smoothing 0.1,
# an ignore_index test, the per-row loss, and softmax - onehot (smoothed)
# written back over the logits in place as the gradient, reduction "sum".
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,i32,*i64:16,*fp32:16,i32,i32,fp32,1024
# launch: grid = 64, num_warps = 8
# args: f32[64,5000]=randn i32=5000 i64[64]=int:0:4999 f32[64]=zeros i32=5000 i32=-100 f32=0.1
# outputs: 0 3
# tol: 1e-6 1e-4
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def liger_cross_entropy_fwd_kernel(
    X_ptr,
    X_stride,
    Y_ptr,
    loss_ptr,
    n_cols,
    ignore_index,
    label_smoothing,
    BLOCK_SIZE: tl.constexpr,
):
    # one program per row of logits; X is overwritten with dLoss/dX
    program_id = tl.program_id(0).to(tl.int64)
    X_ptr += program_id * X_stride
    y = tl.load(Y_ptr + program_id)

    if y == ignore_index:
        for i in range(0, n_cols, BLOCK_SIZE):
            X_offsets = i + tl.arange(0, BLOCK_SIZE)
            tl.store(X_ptr + X_offsets, 0.0, mask=X_offsets < n_cols)
        tl.store(loss_ptr + program_id, 0.0)
        return

    # pass 1: online softmax statistics (running max m, running normalizer d)
    m = float("-inf")
    d = 0.0
    ori_X_y = tl.load(X_ptr + y).to(tl.float32)
    scaled_x_sum = 0.0
    eps = label_smoothing / n_cols
    for i in range(0, n_cols, BLOCK_SIZE):
        X_offsets = i + tl.arange(0, BLOCK_SIZE)
        X_block = tl.load(X_ptr + X_offsets, mask=X_offsets < n_cols, other=float("-inf")).to(tl.float32)
        block_max = tl.max(X_block)
        if label_smoothing > 0:
            scaled_x_sum += tl.sum(tl.where(X_offsets < n_cols, -eps * X_block, 0.0))
        m_new = tl.maximum(m, block_max)
        d = d * tl.exp(m - m_new) + tl.sum(tl.exp(X_block - m_new))
        m = m_new

    lse = m + tl.log(d)

    # pass 2: gradient softmax(x) - (1 - ls) * onehot(y) - eps, in place
    for i in range(0, n_cols, BLOCK_SIZE):
        X_offsets = i + tl.arange(0, BLOCK_SIZE)
        X_block = tl.load(X_ptr + X_offsets, mask=X_offsets < n_cols, other=float("-inf")).to(tl.float32)
        grad = tl.exp(X_block - m) / d - eps
        grad = tl.where(X_offsets == y, grad - (1.0 - label_smoothing), grad)
        tl.store(X_ptr + X_offsets, grad, mask=X_offsets < n_cols)

    loss = lse - ori_X_y
    if label_smoothing > 0:
        smooth_loss = scaled_x_sum + label_smoothing * lse
        loss = loss * (1.0 - label_smoothing) + smooth_loss
    tl.store(loss_ptr + program_id, loss)
