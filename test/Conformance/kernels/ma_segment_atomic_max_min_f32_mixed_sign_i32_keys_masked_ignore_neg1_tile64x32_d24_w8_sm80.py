# Unsorted segment max / min (torch_scatter segment_coo style) with masked
# atomics: f32 rows [300, 24] scattered by i32 segment ids (-1 = dropped) into
# [8, 24] buffers with tl.atomic_max / tl.atomic_min on mixed-sign floats (the
# outputs start at zero, so results are max(0, .) / min(0, .)), and per-token
# i32 keys into per-segment int32 atomic_max / atomic_min with a 1-D mask.
# Order-independent, so exact. [64 x 32] tiles (D = 24 of 32), 8 warps.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*i32:16,*i32:16,*fp32:16,*fp32:16,*i32:16,*i32:16,i32,i32,i32,64,32
# launch: grid = 5, num_warps = 8
# args: f32[7200]=int:-9:9 i32[300]=int:-1:7 i32[300]=int:-1000:1000 f32[192]=zeros f32[192]=zeros i32[8]=zeros i32[8]=zeros i32=300 i32=24 i32=24
# outputs: 3 4 5 6
# tol: 0 0
# target: cuda:80
import triton
import triton.language as tl


@triton.jit
def segment_max_min_atomic_kernel(x_ptr, seg_ptr, key_ptr, smax_ptr, smin_ptr, kmax_ptr, kmin_ptr, T, D, stride_t,
                                  BLOCK_T: tl.constexpr, BLOCK_D: tl.constexpr):
    t = tl.program_id(0) * BLOCK_T + tl.arange(0, BLOCK_T)
    d = tl.arange(0, BLOCK_D)
    t_ok = t < T
    seg = tl.load(seg_ptr + t, mask=t_ok, other=-1)
    keep = t_ok & (seg >= 0)
    m = keep[:, None] & (d[None, :] < D)
    x = tl.load(x_ptr + t[:, None] * stride_t + d[None, :], mask=m, other=0.0)
    dst = seg[:, None] * D + d[None, :]
    tl.atomic_max(smax_ptr + dst, x, mask=m)
    tl.atomic_min(smin_ptr + dst, x, mask=m)
    key = tl.load(key_ptr + t, mask=t_ok, other=0)
    tl.atomic_max(kmax_ptr + seg, key, mask=keep, sem="relaxed")
    tl.atomic_min(kmin_ptr + seg, key, mask=keep, sem="relaxed")
