# MoE expert weight gradient dW_e = X_e^T @ dY_e over capacity-slot buffers
# ([E, CAP, H] and [E, CAP, F]): a persistent tl.range(flatten=True) loop over
# expert x output tiles, whose inner token loop runs to the expert's routed
# count loaded from memory (0..CAP, so zero-trip tiles store zeros). X^T is
# read transposed through pointer strides; H = 96 tail, token tails of BK=32.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*i32:16,*fp32:16,i32,i32:16,i32:16,i32:16,i32:16,i32:16,i32:16,i32:16,i32:16,64,64,32,6
# launch: grid = 6, num_warps = 4, num_stages = 3
# args: f16[38400]=int:-2:2 f16[51200]=int:-2:2 i32[4]=int:0:100 f32[49152]=zeros i32=4 i32=96 i32=128 i32=9600 i32=96 i32=12800 i32=128 i32=12288 i32=128
# outputs: 3
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def moe_wgrad_persistent(x_ptr, dy_ptr, counts_ptr, dw_ptr, E, H, F,
                         stride_xe, stride_xt, stride_ye, stride_yt, stride_we, stride_wh,
                         BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr, NUM_PROGS: tl.constexpr):
    pid = tl.program_id(0)
    tiles_m = tl.cdiv(H, BM)
    tiles_n = tl.cdiv(F, BN)
    tiles_per_e = tiles_m * tiles_n
    num_tiles = E * tiles_per_e
    for t in tl.range(pid, num_tiles, NUM_PROGS, flatten=True):
        e = t // tiles_per_e
        r = t % tiles_per_e
        tm = r // tiles_n
        tn = r % tiles_n
        cnt = tl.load(counts_ptr + e)
        rh = tm * BM + tl.arange(0, BM)
        rf = tn * BN + tl.arange(0, BN)
        h_ok = rh < H
        f_ok = rf < F
        x_base = x_ptr + e.to(tl.int64) * stride_xe
        y_base = dy_ptr + e.to(tl.int64) * stride_ye
        acc = tl.zeros((BM, BN), dtype=tl.float32)
        for k0 in tl.range(0, cnt, BK):
            tok = k0 + tl.arange(0, BK)
            t_ok = tok < cnt
            xT = tl.load(x_base + tok[None, :] * stride_xt + rh[:, None],
                         mask=t_ok[None, :] & h_ok[:, None], other=0.0)
            g = tl.load(y_base + tok[:, None] * stride_yt + rf[None, :],
                        mask=t_ok[:, None] & f_ok[None, :], other=0.0)
            acc = tl.dot(xT, g, acc)
        w_ptrs = dw_ptr + e.to(tl.int64) * stride_we + rh[:, None] * stride_wh + rf[None, :]
        tl.store(w_ptrs, acc, mask=h_ok[:, None] & f_ok[None, :])
