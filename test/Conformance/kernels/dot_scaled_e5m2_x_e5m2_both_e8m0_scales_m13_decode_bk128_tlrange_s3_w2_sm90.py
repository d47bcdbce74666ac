# Decode-shaped microscaled GEMM: tl.dot_scaled with e5m2 on both sides and an
# e8m0 (uint8) scale per 32 K-elements for each A row and each B column; 13
# token rows padded to a 16-row tile, 2 warps, BK = 128 (four scale groups per
# step), tl.range num_stages = 3. Scales 2^-2..2^2 keep the products exact.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp8e5:16,*u8:16,*fp8e5:16,*u8:16,*fp32:16,i32,i32:16,i32:16,i32:16,i32:16,i32:16,i32:16,i32:16,16,64,128
# launch: grid = 5, num_warps = 2, num_stages = 3
# args: fp8e5m2[6656]=int:-2:2 u8[208]=int:125:129 fp8e5m2[163840]=int:-2:2 u8[5120]=int:125:129 f32[4160]=zeros i32=13 i32=320 i32=512 i32=512 i32=16 i32=320 i32=16 i32=320
# outputs: 4
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def mx_e5m2_decode_gemm(a_ptr, as_ptr, b_ptr, bs_ptr, c_ptr, M, N, K,
                        stride_am, stride_asm, stride_bk, stride_bsn, stride_cm,
                        BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    pid_n = tl.program_id(0)
    rm = tl.arange(0, BM)
    rn = pid_n * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    rks = tl.arange(0, BK // 32)
    m_ok = rm < M
    n_ok = rn < N
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k0 in tl.range(0, K, BK, num_stages=3):
        a = tl.load(a_ptr + rm[:, None] * stride_am + (k0 + rk)[None, :], mask=m_ok[:, None], other=0.0)
        a_s = tl.load(as_ptr + rm[:, None] * stride_asm + (k0 // 32 + rks)[None, :], mask=m_ok[:, None], other=127)
        b = tl.load(b_ptr + (k0 + rk)[:, None] * stride_bk + rn[None, :], mask=n_ok[None, :], other=0.0)
        b_s = tl.load(bs_ptr + rn[:, None] * stride_bsn + (k0 // 32 + rks)[None, :], mask=n_ok[:, None], other=127)
        acc = tl.dot_scaled(a, a_s, "e5m2", b, b_s, "e5m2", acc)
    tl.store(c_ptr + rm[:, None] * stride_cm + rn[None, :], acc, mask=m_ok[:, None] & n_ok[None, :])
