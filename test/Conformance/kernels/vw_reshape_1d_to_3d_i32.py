# tl.reshape (can_reorder=False) of a 2048-element int32 block (masked tail)
# to 4x16x32, combined with per-axis vectors broadcast along dims 1 and 2,
# stored as a 3-D tile and reduced over its middle axis. The 1-D blocked
# layout has to become a 3-D one in the same element order.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i32:16,*i32:16,*i32:16,*i32:16,*i32:16,i32,4,16,32
# launch: grid = 2048, num_warps = 8
# args: i32[4193304]=int:-1000:1000 i32[16]=int:-50:50 i32[32]=int:-7:7 i32[4193304]=zeros i32[262144]=zeros i32=4193304
# outputs: 3 4
import triton
import triton.language as tl


@triton.jit
def reshape_to_3d(x_ptr, bias_ptr, w_ptr, y_ptr, sum_ptr, n, A: tl.constexpr, B: tl.constexpr, C: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * (A * B * C) + tl.arange(0, A * B * C)
    x = tl.load(x_ptr + offs, mask=offs < n, other=0)
    x3 = tl.reshape(x, (A, B, C), can_reorder=False)
    bias = tl.load(bias_ptr + tl.arange(0, B))
    w = tl.load(w_ptr + tl.arange(0, C))
    y = x3 * w[None, None, :] + bias[None, :, None]
    i = tl.arange(0, A)[:, None, None]
    j = tl.arange(0, B)[None, :, None]
    k = tl.arange(0, C)[None, None, :]
    offs3 = pid * (A * B * C) + i * (B * C) + j * C + k
    tl.store(y_ptr + offs3, y, mask=offs3 < n)
    s = tl.sum(y, axis=1)
    soffs = pid * (A * C) + tl.arange(0, A)[:, None] * C + tl.arange(0, C)[None, :]
    tl.store(sum_ptr + soffs, s)
