# Masked max-pool over time with indices (sequence pooling, MaxPool1d return_indices):
# x [B, T, C] f16 with per-sequence valid lengths; each program streams [32, 64] time x
# channel tiles with tl.range(num_stages=3) (trip count = cdiv(len, 32), 0 for empty
# sequences), takes the tile max/argmax (first index on ties: integer-valued inputs) and
# keeps a running (max, index) carry; empty sequences store 0 and index -1 (i64).
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*i32:16,*fp16:16,*i64:16,i32,i32,i32:16,i32,i32,32,64
# launch: grid = 4x6, num_warps = 2, num_stages = 3
# args: f16[600000]=int:-20:20 i32[6]=int:0:500 f16[1200]=zeros i64[1200]=zeros i32=500 i32=200 i32=100000 i32=200 i32=200
# outputs: 2 3
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def maxpool_time_indices_kernel(x_ptr, lens_ptr, out_ptr, idx_ptr, T, C, stride_xb, stride_xt,
                                stride_ob, BLOCK_T: tl.constexpr, BLOCK_C: tl.constexpr):
    pid_c = tl.program_id(0)
    b = tl.program_id(1)
    seq_len = tl.minimum(tl.load(lens_ptr + b), T)
    offs_c = pid_c * BLOCK_C + tl.arange(0, BLOCK_C)
    c_mask = offs_c < C
    offs_t = tl.arange(0, BLOCK_T)
    x_base = x_ptr + b.to(tl.int64) * stride_xb + offs_c[None, :]
    run_max = tl.full((BLOCK_C,), float("-inf"), dtype=tl.float32)
    run_idx = tl.full((BLOCK_C,), -1, dtype=tl.int32)
    for t0 in tl.range(0, seq_len, BLOCK_T, num_stages=3):
        tt = t0 + offs_t
        m = (tt[:, None] < seq_len) & c_mask[None, :]
        x = tl.load(x_base + tt[:, None] * stride_xt, mask=m, other=float("-inf")).to(tl.float32)
        t_max, t_arg = tl.max(x, axis=0, return_indices=True, return_indices_tie_break_left=True)
        better = t_max > run_max
        run_idx = tl.where(better, t_arg + t0, run_idx)
        run_max = tl.where(better, t_max, run_max)
    res = tl.where(run_idx >= 0, run_max, 0.0)
    tl.store(out_ptr + b * stride_ob + offs_c, res.to(tl.float16), mask=c_mask)
    tl.store(idx_ptr + b * stride_ob + offs_c, run_idx.to(tl.int64), mask=c_mask)
