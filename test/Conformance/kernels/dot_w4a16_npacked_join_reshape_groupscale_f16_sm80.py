# W4A16 GEMM on sm_80 with 4-bit weights packed two per byte along N (uint8
# [K, N/2]): low and high nibbles are unpacked, re-interleaved into
# [BK, BN] with tl.join(lo, hi).reshape(BK, BN) (column 2j = low, 2j+1 =
# high), shifted by the zero point 8, scaled by a per-64-K-group f16 scale
# and fed to tl.dot; M=77, N=160, K=200 tails.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*u8:16,*fp16:16,*fp16:16,i32,i32:16,i32,i32,i32:16,i32:16,i32:16,64,64,32,64
# launch: grid = 2x3, num_warps = 4, num_stages = 3
# args: f16[15400]=int:-2:2 u8[16000]=int:0:255 f16[640]=int:1:2 f16[12320]=zeros i32=77 i32=160 i32=200 i32=200 i32=80 i32=160 i32=160
# outputs: 3
# tol: 0 0
# target: cuda:80
import triton
import triton.language as tl


@triton.jit
def w4a16_join_unpack_gemm(x_ptr, qw_ptr, scales_ptr, y_ptr, M, N, K, stride_xm, stride_qk, stride_sg, stride_ym,
                           BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr, GROUP: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    om = pid_m * BM + tl.arange(0, BM)
    on = pid_n * BN + tl.arange(0, BN)
    opk = pid_n * (BN // 2) + tl.arange(0, BN // 2)
    ok = tl.arange(0, BK)
    m_ok = om < M
    n_ok = on < N
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k0 in range(0, K, BK):
        kk = k0 + ok
        k_ok = kk < K
        x = tl.load(x_ptr + om[:, None] * stride_xm + kk[None, :], mask=m_ok[:, None] & k_ok[None, :], other=0.0)
        packed = tl.load(qw_ptr + kk[:, None] * stride_qk + opk[None, :],
                         mask=k_ok[:, None] & (opk < N // 2)[None, :], other=0)
        p = packed.to(tl.int32)
        lo = (p & 0xF) - 8
        hi = ((p >> 4) & 0xF) - 8
        w = tl.join(lo, hi).reshape(BK, BN)
        g = k0 // GROUP
        s = tl.load(scales_ptr + g * stride_sg + on, mask=n_ok, other=0.0)
        wf = w.to(tl.float16) * s[None, :]
        acc = tl.dot(x, wf, acc)
    tl.store(y_ptr + om[:, None] * stride_ym + on[None, :], acc.to(tl.float16), mask=m_ok[:, None] & n_ok[None, :])
