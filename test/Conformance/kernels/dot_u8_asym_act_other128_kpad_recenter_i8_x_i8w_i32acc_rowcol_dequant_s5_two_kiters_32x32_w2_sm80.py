# W8A8 GEMM with asymmetric uint8 activations (zero point 128): the K tail of
# x is loaded with other=128 so that re-centring (x - 128 -> int8) turns the
# padding into zeros; int8 x int8 -> int32 tl.dot, int32 result plus an f32
# row-scale x col-scale dequantised copy. K = 80 gives a two-step K loop under
# num_stages = 5; 32x32 tiles on two warps.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *u8:16,*i8:16,*fp32:16,*fp32:16,*i32:16,*fp32:16,i32:16,i32:16,i32:16,i32:16,i32:16,i32:16,32,32,64
# launch: grid = 2x2, num_warps = 2, num_stages = 5
# args: u8[5120]=int:0:255 i8[5120]=int:-128:127 f32[64]=int:1:2 f32[64]=int:1:2 i32[4096]=zeros f32[4096]=zeros i32=64 i32=64 i32=80 i32=80 i32=64 i32=64
# outputs: 4 5
# tol: 0 0
# target: cuda:80
import triton
import triton.language as tl


@triton.jit
def w8a8_u8_zp128_gemm(x_ptr, w_ptr, xs_ptr, ws_ptr, c_ptr, y_ptr, M, N, K,
                       stride_xm, stride_wk, stride_cm,
                       BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    offs_m = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    m_ok = offs_m < M
    n_ok = offs_n < N
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.int32)
    for k0 in range(0, K, BLOCK_K):
        offs_k = k0 + tl.arange(0, BLOCK_K)
        k_ok = offs_k < K
        xq = tl.load(x_ptr + offs_m[:, None] * stride_xm + offs_k[None, :],
                     mask=m_ok[:, None] & k_ok[None, :], other=128)
        a = (xq.to(tl.int16) - 128).to(tl.int8)
        wq = tl.load(w_ptr + offs_k[:, None] * stride_wk + offs_n[None, :],
                     mask=k_ok[:, None] & n_ok[None, :], other=0)
        acc = tl.dot(a, wq, acc, out_dtype=tl.int32)

    mask = m_ok[:, None] & n_ok[None, :]
    tl.store(c_ptr + offs_m[:, None] * stride_cm + offs_n[None, :], acc, mask=mask)
    xs = tl.load(xs_ptr + offs_m, mask=m_ok, other=0.0)
    ws = tl.load(ws_ptr + offs_n, mask=n_ok, other=0.0)
    y = acc.to(tl.float32) * xs[:, None] * ws[None, :]
    tl.store(y_ptr + offs_m[:, None] * stride_cm + offs_n[None, :], y, mask=mask)
