# Variable-length sequence max-pooling of a projection: per (sequence, 16-col
# tile) one single-warp program loads the sequence's start and length, walks
# 16-token tiles (loop bound from the loaded length) with an inner 16-wide K
# loop (K = 40 tail), reduces each 16x16 dot result with tl.max(axis=0) into
# a running column max; empty sequences write 0, others max + f32 bias.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp32:16,*i32:16,*i32:16,*fp32:16,i32:16,i32,i32,i32:16,i32:16,16,16,16
# launch: grid = 4x3, num_warps = 1, num_stages = 2
# args: f16[6400]=int:-2:2 f16[1920]=int:-2:2 f32[48]=int:-3:3 i32[4]=int:0:100 i32[4]=int:0:60 f32[192]=zeros i32=48 i32=40 i32=40 i32=48 i32=48
# outputs: 5
# tol: 0 0
# target: cuda:80
import triton
import triton.language as tl


@triton.jit
def varlen_proj_maxpool(x_ptr, w_ptr, bias_ptr, start_ptr, len_ptr, out_ptr, N, K,
                        stride_xt, stride_wk, stride_ob,
                        BT: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    b = tl.program_id(0)
    pid_n = tl.program_id(1)
    rn = pid_n * BN + tl.arange(0, BN)
    n_ok = rn < N
    start = tl.load(start_ptr + b)
    seq_len = tl.load(len_ptr + b)
    best = tl.full((BN,), float("-inf"), tl.float32)
    for t0 in range(0, seq_len, BT):
        rt = t0 + tl.arange(0, BT)
        t_ok = rt < seq_len
        acc = tl.zeros((BT, BN), tl.float32)
        for k0 in range(0, K, BK):
            rk = k0 + tl.arange(0, BK)
            k_ok = rk < K
            xk = tl.load(x_ptr + (start + rt)[:, None] * stride_xt + rk[None, :],
                         mask=t_ok[:, None] & k_ok[None, :], other=0.0)
            wk = tl.load(w_ptr + rk[:, None] * stride_wk + rn[None, :], mask=k_ok[:, None] & n_ok[None, :], other=0.0)
            acc = tl.dot(xk, wk, acc)
        acc = tl.where(t_ok[:, None], acc, float("-inf"))
        best = tl.maximum(best, tl.max(acc, axis=0))
    bias = tl.load(bias_ptr + rn, mask=n_ok, other=0.0)
    res = tl.where(best == float("-inf"), 0.0, best + bias)
    tl.store(out_ptr + b * stride_ob + rn, res, mask=n_ok)
