# Liger-Kernel `_group_norm_forward_kernel`: one program per (batch, group) of an
# [3, 24, 300] f32 activation viewed as [3, 6, 1200]; tl.range pass of sum and
# sum of squares over 1200 (512 blocks, masked tail) from scalar 0.0 carries,
# then a runtime channel loop (4 channels per group) whose inner block loop
# writes (x - m) * rstd * W[c] + B[c] with pointers bumped per channel;
# Mean/RSTD [3, 6] stored through row/col strides (col stride 1 specialised).
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,i32:16,i32:16,*fp32:16,i32:16,i32:16,*fp32:16,i32,1,*fp32:16,i32,1,*fp32:16,*fp32:16,i32:16,i32,fp32,512
# launch: grid = 3x6, num_warps = 4, num_stages = 2
# args: f32[3,24,300]=zeros i32=7200 i32=1200 f32[3,24,300]=randn i32=7200 i32=1200 f32[3,6]=zeros i32=6 f32[3,6]=zeros i32=6 f32[24]=randn f32[24]=randn i32=1200 i32=4 f32=1e-6
# outputs: 0 6 8
# tol: 1e-4 1e-4
# target: cuda:90
import triton
import triton.language as tl
from triton.language.extra.libdevice import rsqrt


@triton.jit
def _group_norm_forward_kernel(
    Y_ptr,  # pointer to output, shape (n_rows, n_groups, hidden_size)
    Y_row_stride,  # stride of each row in output
    Y_col_stride,  # stride of each column in output
    X_ptr,  # pointer to input, shape (n_rows, n_groups, hidden_size)
    X_row_stride,  # stride of each row in input
    X_col_stride,  # stride of each column in input
    Mean_ptr,  # pointer to mean, shape (n_rows, n_groups)
    Mean_row_stride,  # stride of each row in mean
    Mean_col_stride,  # stride of each column in mean
    RSTD_ptr,  # pointer to rstd, shape (n_rows, n_groups)
    RSTD_row_stride,  # stride of each row in rstd
    RSTD_col_stride,  # stride of each column in rstd
    W_ptr,  # pointer to W
    B_ptr,  # pointer to B
    hidden_size,  # hidden size of X
    channels_per_group,  # the number of channels per group
    eps,
    BLOCK_SIZE: tl.constexpr,
):
    batch_idx = tl.program_id(0)
    group_idx = tl.program_id(1)

    X_ptr += batch_idx * X_row_stride + group_idx * X_col_stride
    Y_ptr += batch_idx * Y_row_stride + group_idx * Y_col_stride

    block_range = tl.arange(0, BLOCK_SIZE)

    # Compute mean and variance using the online algorithm
    s = 0.0
    squared_sum = 0.0
    for i in tl.range(0, hidden_size, BLOCK_SIZE):
        hidden_size_offsets = i + block_range
        mask = hidden_size_offsets < hidden_size
        X = tl.load(X_ptr + hidden_size_offsets, mask=mask, other=0.0)
        s += tl.sum(X)
        # X**2
        squared_sum += tl.sum(X * X)

    m = s / hidden_size

    # variance = E[X**2] - E[X]**2
    variance = (squared_sum / hidden_size) - (m * m)

    # 1/std
    rstd = rsqrt(variance + eps)

    # Normalize
    hidden_size_per_channel = hidden_size // channels_per_group
    for channel_idx in tl.range(group_idx * channels_per_group, (group_idx + 1) * channels_per_group):
        W = tl.load(W_ptr + channel_idx)
        B = tl.load(B_ptr + channel_idx)
        for i in range(0, hidden_size_per_channel, BLOCK_SIZE):
            hidden_size_offsets = i + block_range
            mask = hidden_size_offsets < hidden_size_per_channel
            X = tl.load(X_ptr + hidden_size_offsets, mask=mask, other=m)
            Y = (X - m) * rstd * W + B
            tl.store(Y_ptr + hidden_size_offsets, Y, mask=mask)

        X_ptr += hidden_size_per_channel
        Y_ptr += hidden_size_per_channel

    tl.store(Mean_ptr + batch_idx * Mean_row_stride + group_idx * Mean_col_stride, m)
    tl.store(RSTD_ptr + batch_idx * RSTD_row_stride + group_idx * RSTD_col_stride, rstd)
