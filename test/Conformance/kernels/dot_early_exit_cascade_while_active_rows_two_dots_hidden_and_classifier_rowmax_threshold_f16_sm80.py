# Early-exit classifier cascade (DeeBERT / CALM style) over up to NL layers in
# a while loop that stops when every row of the block has exited: each pass
# runs a classifier dot (BM x 16 logits, reduced by tl.max per row against a
# threshold, exit layer and logits recorded with tl.where) and a hidden-state
# dot (64x64) binarised for the next layer. Two dots of different N per
# iteration, loop condition from a reduction of dot results; M = 100 tail.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp16:16,*i32:16,*fp32:16,i32,i32,i32,i32:16,32,64,16
# launch: grid = 4, num_warps = 4, num_stages = 2
# args: f16[6400]=int:0:1 f16[24576]=int:-1:1 f16[6144]=int:-1:1 i32[100]=zeros f32[1600]=zeros i32=100 i32=6 i32=6 i32=64
# outputs: 3 4
# tol: 0 0
# target: cuda:80
import triton
import triton.language as tl


@triton.jit
def early_exit_cascade(h0_ptr, wh_ptr, wc_ptr, exit_layer_ptr, exit_logits_ptr, M, NL, thresh, stride_hm,
                       BM: tl.constexpr, D: tl.constexpr, C: tl.constexpr):
    pid = tl.program_id(0)
    rm = pid * BM + tl.arange(0, BM)
    rd = tl.arange(0, D)
    rc = tl.arange(0, C)
    m_ok = rm < M
    h = tl.load(h0_ptr + rm[:, None] * stride_hm + rd[None, :], mask=m_ok[:, None], other=0.0)
    done = rm >= M
    layer_out = tl.full((BM,), -1, tl.int32)
    logits_out = tl.zeros((BM, C), tl.float32)
    layer = 0
    n_active = tl.sum((~done).to(tl.int32), axis=0)
    while (layer < NL) & (n_active > 0):
        wc = tl.load(wc_ptr + layer * D * C + rd[:, None] * C + rc[None, :])
        logits = tl.dot(h, wc)
        conf = tl.max(logits, axis=1)
        newly = (conf >= thresh) & (~done)
        layer_out = tl.where(newly, layer, layer_out)
        logits_out = tl.where(newly[:, None], logits, logits_out)
        done = done | newly
        wh = tl.load(wh_ptr + layer * D * D + rd[:, None] * D + rd[None, :])
        z = tl.dot(h, wh)
        h = (z > 0).to(tl.float16)
        layer += 1
        n_active = tl.sum((~done).to(tl.int32), axis=0)
    tl.store(exit_layer_ptr + rm, layer_out, mask=m_ok)
    tl.store(exit_logits_ptr + rm[:, None] * C + rc[None, :], logits_out, mask=m_ok[:, None])
