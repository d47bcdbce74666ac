# Pointwise conv + channel shuffle fused (ShuffleNet-style): one program per
# 32-row block loops over 64-channel output tiles (outer) with a tl.range K
# loop (inner, num_stages = 2); each finished accumulator is column-permuted
# in registers by tl.gather with a runtime permutation loaded once, then the
# source channel's f16 bias and ReLU are applied. M = 90, K = 72 tails.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*i32:16,*fp16:16,*fp16:16,i32,i32:16,i32,i32,i32:16,i32:16,32,64,32
# launch: grid = 3, num_warps = 2, num_stages = 2
# args: f16[6480]=int:-2:2 f16[13824]=int:-2:2 i32[64]=int:0:63 f16[192]=int:-4:4 f16[17280]=zeros i32=90 i32=192 i32=72 i32=72 i32=192 i32=192
# outputs: 4
# tol: 0 0
# target: cuda:80
import triton
import triton.language as tl


@triton.jit
def pw_conv_channel_shuffle(x_ptr, w_ptr, perm_ptr, bias_ptr, y_ptr, M, N, K, stride_xm, stride_wk, stride_ym,
                            BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    pid = tl.program_id(0)
    rm = pid * BM + tl.arange(0, BM)
    m_ok = rm < M
    rc = tl.arange(0, BN)
    pidx = tl.load(perm_ptr + rc)
    idx = tl.broadcast_to(pidx[None, :], (BM, BN))
    for n0 in range(0, N, BN):
        rn = n0 + rc
        acc = tl.zeros((BM, BN), tl.float32)
        for k0 in tl.range(0, K, BK, num_stages=2):
            rk = k0 + tl.arange(0, BK)
            k_ok = rk < K
            x = tl.load(x_ptr + rm[:, None] * stride_xm + rk[None, :], mask=m_ok[:, None] & k_ok[None, :], other=0.0)
            w = tl.load(w_ptr + rk[:, None] * stride_wk + rn[None, :], mask=k_ok[:, None] & (rn[None, :] < N), other=0.0)
            acc = tl.dot(x, w, acc)
        z = tl.gather(acc, idx, axis=1)
        src = n0 + pidx
        bias = tl.load(bias_ptr + src, mask=src < N, other=0.0)
        z = tl.maximum(z + bias[None, :].to(tl.float32), 0.0)
        tl.store(y_ptr + rm[:, None] * stride_ym + rn[None, :], z.to(tl.float16),
                 mask=m_ok[:, None] & (rn[None, :] < N))
