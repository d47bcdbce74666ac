# Cross-entropy forward with label smoothing over a 1000-wide vocab: four rows
# per program as a [4, 256] f16 tile, vocab loop with per-row online max /
# rescaled sum (fully masked rows guarded), running sum of logits and the
# target logit picked by an i64-vs-i32 column compare; labels equal to
# ignore_index or negative give loss 0; valid-row count via an int atomic.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*i64:16,*fp32:16,*fp32:16,*i32:16,i32,i32,i32,i32,fp32,4,256
# launch: grid = 10, num_warps = 16
# args: f16[37000]=randn i64[37]=int:-300:999 f32[37]=zeros f32[37]=zeros i32[1]=zeros i32=37 i32=1000 i32=1000 i32=-100 f32=0.1
# outputs: 2 3 4
# tol: 1e-3 1e-3
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def cross_entropy_ls_fwd_kernel(
    Logits, Labels, Loss, Lse, NValid,
    n_rows, V, stride_row, ignore_index, label_smoothing,
    BLOCK_R: tl.constexpr, BLOCK_V: tl.constexpr,
):
    pid = tl.program_id(0)
    rows = pid * BLOCK_R + tl.arange(0, BLOCK_R)
    rmask = rows < n_rows
    y = tl.load(Labels + rows, mask=rmask, other=ignore_index)
    ignored = (y == ignore_index) | (y < 0) | (rmask == 0)
    row_ptr = Logits + rows.to(tl.int64)[:, None] * stride_row

    m = tl.full([BLOCK_R], float("-inf"), tl.float32)
    d = tl.zeros([BLOCK_R], dtype=tl.float32)
    sum_x = tl.zeros([BLOCK_R], dtype=tl.float32)
    x_y = tl.zeros([BLOCK_R], dtype=tl.float32)
    for v0 in range(0, V, BLOCK_V):
        cols = v0 + tl.arange(0, BLOCK_V)
        mask2 = rmask[:, None] & (cols < V)[None, :]
        x = tl.load(row_ptr + cols[None, :], mask=mask2, other=float("-inf")).to(tl.float32)
        m_new = tl.maximum(m, tl.max(x, axis=1))
        m_safe = tl.where(m_new == float("-inf"), 0.0, m_new)
        d = d * tl.exp(m - m_safe) + tl.sum(tl.exp(x - m_safe[:, None]), axis=1)
        m = m_new
        sum_x += tl.sum(tl.where(mask2, x, 0.0), axis=1)
        x_y += tl.sum(tl.where(cols[None, :] == y[:, None], x, 0.0), axis=1)

    lse = m + tl.log(d)
    nll = lse - x_y
    smooth = lse - sum_x / V
    loss = (1.0 - label_smoothing) * nll + label_smoothing * smooth
    loss = tl.where(ignored, 0.0, loss)
    tl.store(Loss + rows, loss, mask=rmask)
    tl.store(Lse + rows, lse, mask=rmask)
    n_valid = tl.sum((ignored == 0).to(tl.int32), axis=0)
    tl.atomic_add(NValid, n_valid)
