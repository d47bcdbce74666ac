# SmoothQuant calibration pass over activations x [T, C] (bf16): each program streams
# 32-token x 256-channel tiles over its 256-token range with tl.range(num_stages=3),
# stores every token's abs-max (row reduce per tile) and carries the per-channel
# running abs-max, merged across programs with tl.atomic_max; 16 warps, T/C tails.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*fp32:16,*fp32:16,i32,i32,i32,i32:16,32,256
# launch: grid = 4, num_warps = 16, num_stages = 2
# args: bf16[200000]=randn f32[1000]=zeros f32[200]=zeros i32=1000 i32=200 i32=200 i32=256
# outputs: 1 2
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def smoothquant_absmax_kernel(x_ptr, tok_amax_ptr, chan_amax_ptr, T, C, stride_xt, rows_per_prog,
                              BLOCK_T: tl.constexpr, BLOCK_C: tl.constexpr):
    pid = tl.program_id(0)
    t_start = pid * rows_per_prog
    t_end = tl.minimum(t_start + rows_per_prog, T)
    offs_c = tl.arange(0, BLOCK_C)
    c_mask = offs_c < C
    offs_t = tl.arange(0, BLOCK_T)
    chan = tl.zeros((BLOCK_C,), dtype=tl.float32)
    for t0 in tl.range(t_start, t_end, BLOCK_T, num_stages=3):
        tt = t0 + offs_t
        t_mask = tt < t_end
        x = tl.load(x_ptr + tt[:, None] * stride_xt + offs_c[None, :],
                    mask=t_mask[:, None] & c_mask[None, :], other=0.0)
        ax = tl.abs(x.to(tl.float32))
        tl.store(tok_amax_ptr + tt, tl.max(ax, axis=1), mask=t_mask)
        chan = tl.maximum(chan, tl.max(ax, axis=0))
    tl.atomic_max(chan_amax_ptr + offs_c, chan, mask=c_mask)
