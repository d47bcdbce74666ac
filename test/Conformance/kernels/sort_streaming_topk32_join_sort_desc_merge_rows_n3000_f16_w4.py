# Streaming top-k of long rows: a running 256-wide candidate vector (starting
# at -inf) is tl.join'ed with each new 256-wide block of a 3000-long f16 row
# (masked tail -> -inf), flattened to 512, tl.sort(descending=True), reshaped
# to [2, 256] and the first row kept (max over axis 0 of a where); the first 32
# of the final sorted vector (reshape [8, 32], row 0) are stored.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,i32,i32,i32:16,256,32
# launch: grid = 20, num_warps = 4, num_stages = 2
# args: f16[60000]=randn f16[640]=zeros i32=3000 i32=3000 i32=32
# outputs: 1
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def streaming_topk_kernel(
    x_ptr,
    out_ptr,
    n_cols,
    stride_x,
    stride_o,
    BLOCK: tl.constexpr,
    K: tl.constexpr,
):
    row = tl.program_id(0)
    x_row = x_ptr + row.to(tl.int64) * stride_x
    cols = tl.arange(0, BLOCK)
    sel = tl.arange(0, 2)[:, None] == 0
    run = tl.full([BLOCK], float("-inf"), tl.float32)
    for start in range(0, n_cols, BLOCK):
        offs = start + cols
        x = tl.load(x_row + offs, mask=offs < n_cols, other=float("-inf")).to(tl.float32)
        both = tl.reshape(tl.join(run, x), [2 * BLOCK])
        s = tl.sort(both, descending=True)
        s2 = tl.reshape(s, [2, BLOCK])
        run = tl.max(tl.where(sel, s2, float("-inf")), axis=0)

    top = tl.reshape(run, [BLOCK // K, K])
    first = tl.max(tl.where(tl.arange(0, BLOCK // K)[:, None] == 0, top, float("-inf")), axis=0)
    tl.store(out_ptr + row * stride_o + tl.arange(0, K), first.to(tl.float16))
