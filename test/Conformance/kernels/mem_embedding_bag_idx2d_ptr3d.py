# EmbeddingBag (weighted sum): a [16, 8] tile of int32 row ids is loaded per
# program, widened to i64 and broadcast into a [16, 8, 64] pointer tensor
# over the table's 40 columns (bags and columns masked), the gathered rows
# are scaled by per-sample weights and summed over the bag axis.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i32:16,*fp32:16,*fp32:16,*fp32:16,i32,i32,8,16,64
# launch: grid = 13, num_warps = 4
# args: i32[1600]=int:0:499 f32[1600]=randn f32[20000]=randn f32[8000]=zeros i32=200 i32=40
# outputs: 3
# tol: 1e-5 1e-5
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def embedding_bag_sum(idx_ptr, w_ptr, tab_ptr, out_ptr, n_bags, D,
                      BAG: tl.constexpr, BM: tl.constexpr, BD: tl.constexpr):
    pid = tl.program_id(0)
    bags = pid * BM + tl.arange(0, BM)
    k = tl.arange(0, BAG)
    d = tl.arange(0, BD)
    bmask = bags < n_bags
    sample = bags[:, None] * BAG + k[None, :]
    idx = tl.load(idx_ptr + sample, mask=bmask[:, None], other=0)
    wt = tl.load(w_ptr + sample, mask=bmask[:, None], other=0.0)
    row_off = idx.to(tl.int64) * D
    ptrs = tab_ptr + row_off[:, :, None] + d[None, None, :]
    m3 = bmask[:, None, None] & (d[None, None, :] < D)
    v = tl.load(ptrs, mask=m3, other=0.0)
    acc = tl.sum(v * wt[:, :, None], axis=1)
    omask = bmask[:, None] & (d[None, :] < D)
    tl.store(out_ptr + bags[:, None] * D + d[None, :], acc, mask=omask)
