# Microscaled matmul with tl.dot_scaled: A in e2m1 (two values packed per
# uint8 along K), B in e4m3, both with e8m0 (uint8) block scales, one scale
# per 32 K elements (A scales [M, K/32], B scales [N, K/32]); a K loop of two
# 128-wide steps feeding the accumulator; on sm_90 Triton lowers it to a
# bf16 dot. Scales 126..128 (x0.5, x1, x2) keep every product exact.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *u8:16,*u8:16,*fp8e4nv:16,*u8:16,*fp32:16,i32:16,i32:16,i32:16,64,64,128
# launch: grid = 4x4, num_warps = 4, num_stages = 2
# args: u8[32768]=int:0:255 u8[2048]=int:126:128 fp8e4m3[65536]=int:-3:3 u8[2048]=int:126:128 f32[65536]=zeros i32=256 i32=256 i32=256
# outputs: 4
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def mx_scaled_matmul(a_ptr, a_scale_ptr, b_ptr, b_scale_ptr, c_ptr, M, N, K, BM: tl.constexpr, BN: tl.constexpr,
                     BK: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    rm = pid_m * BM + tl.arange(0, BM)
    rn = pid_n * BN + tl.arange(0, BN)
    rka = tl.arange(0, BK // 2)
    rkb = tl.arange(0, BK)
    rs = tl.arange(0, BK // 32)
    stride_a = K // 2
    stride_s = K // 32
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, K, BK):
        a = tl.load(a_ptr + rm[:, None] * stride_a + (k // 2 + rka)[None, :])
        a_scale = tl.load(a_scale_ptr + rm[:, None] * stride_s + (k // 32 + rs)[None, :])
        b = tl.load(b_ptr + (k + rkb)[:, None] * N + rn[None, :])
        b_scale = tl.load(b_scale_ptr + rn[:, None] * stride_s + (k // 32 + rs)[None, :])
        acc = tl.dot_scaled(a, a_scale, "e2m1", b, b_scale, "e4m3", acc)
    tl.store(c_ptr + rm[:, None] * N + rn[None, :], acc)
