# GEMM against a prepacked weight in panel layout [N/8, K, 8] (oneDNN/XNNPACK
# style): each step loads the B tile as a 3-D (BN/8, BK, 8) block, then
# tl.permute(1, 0, 2) + tl.reshape to (BK, BN) in registers feeds tl.dot with
# input_precision="tf32x3" on f32 operands; tl.range num_stages = 5, M = 70
# and K = 84 tails, 32x32x16 tiles.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,*fp32:16,i32,i32:16,i32,i32,i32:16,32,32,16
# launch: grid = 3x3, num_warps = 4, num_stages = 5
# args: f32[5880]=int:-2:2 f32[8064]=int:-2:2 f32[6720]=zeros i32=70 i32=96 i32=84 i32=84 i32=96
# outputs: 2
# tol: 0 0
# target: cuda:80
import triton
import triton.language as tl


@triton.jit
def panel_packed_gemm(a_ptr, w_ptr, c_ptr, M, N, K, stride_am, stride_cm,
                      BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    rm = pid_m * BM + tl.arange(0, BM)
    rn = pid_n * BN + tl.arange(0, BN)
    rp = pid_n * (BN // 8) + tl.arange(0, BN // 8)
    rc = tl.arange(0, 8)
    m_ok = rm < M
    acc = tl.zeros((BM, BN), tl.float32)
    for k0 in tl.range(0, K, BK, num_stages=5):
        rk = k0 + tl.arange(0, BK)
        k_ok = rk < K
        a = tl.load(a_ptr + rm[:, None] * stride_am + rk[None, :], mask=m_ok[:, None] & k_ok[None, :], other=0.0)
        w_ptrs = w_ptr + (rp[:, None, None] * K + rk[None, :, None]) * 8 + rc[None, None, :]
        w_mask = (rp[:, None, None] < N // 8) & k_ok[None, :, None]
        wt = tl.load(w_ptrs, mask=w_mask, other=0.0)
        b = tl.reshape(tl.permute(wt, (1, 0, 2)), (BK, BN))
        acc = tl.dot(a, b, acc, input_precision="tf32x3")
    tl.store(c_ptr + rm[:, None] * stride_cm + rn[None, :], acc, mask=m_ok[:, None] & (rn[None, :] < N))
