# Cross-entropy per row: logsumexp over V = 1000 classes in blocks of 256
# (a for loop carrying running max and sum as scalars), minus the logit at
# the row's label, which is a gathered scalar load by a loaded index.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*i64:16,*fp32:16,i32,256
# launch: grid = 24, num_warps = 4
# args: f32[24000]=randn i64[24]=int:0:999 f32[24]=zeros i32=1000
# outputs: 2
# tol: 1e-4 1e-4
import triton
import triton.language as tl


@triton.jit
def cross_entropy(logits_ptr, labels_ptr, loss_ptr, V, BLOCK: tl.constexpr):
    row = tl.program_id(0).to(tl.int64)
    base = logits_ptr + row * V
    m = -float("inf")
    s = 0.0
    for start in range(0, V, BLOCK):
        cols = start + tl.arange(0, BLOCK)
        x = tl.load(base + cols, mask=cols < V, other=-float("inf"))
        m_new = tl.maximum(m, tl.max(x, axis=0))
        s = s * tl.exp(m - m_new) + tl.sum(tl.exp(x - m_new), axis=0)
        m = m_new
    label = tl.load(labels_ptr + row)
    picked = tl.load(base + label)
    tl.store(loss_ptr + row, m + tl.log(s) - picked)
