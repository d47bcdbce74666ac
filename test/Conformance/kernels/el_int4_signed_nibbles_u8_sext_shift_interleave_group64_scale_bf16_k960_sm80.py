# Dequantization of signed int4 weights packed two per uint8 (low nibble =
# even column): bytes zero-extended to int32 and sign-extended with
# (b << 28) >> 28 / (b << 24) >> 28 arithmetic shifts, tl.interleave'd back to
# column order, scaled per 64-column group through a [16, 4, 64] reshape and a
# [16, 4] bf16 scale tile, stored as bf16; 77 rows, K = 960 (last 256-wide
# column block partly masked).
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *u8:16,*bf16:16,*bf16:16,i32,i32:16,i32:16,i32,i32:16,16,256,64
# launch: grid = 5x4, num_warps = 4
# args: u8[36960]=int:0:255 bf16[1155]=randn bf16[73920]=zeros i32=77 i32=960 i32=480 i32=15 i32=960
# outputs: 2
# tol: 0 0
# target: cuda:80
import triton
import triton.language as tl


@triton.jit
def dequant_int4_signed_kernel(
    qw_ptr,
    scale_ptr,
    out_ptr,
    M,
    K,
    stride_qm,
    stride_sm,
    stride_om,
    BLOCK_M: tl.constexpr,
    BLOCK_K: tl.constexpr,
    GROUP: tl.constexpr,
):
    HALF_K: tl.constexpr = BLOCK_K // 2
    NG: tl.constexpr = BLOCK_K // GROUP
    pid_m = tl.program_id(0)
    pid_k = tl.program_id(1)
    rows = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rmask = rows < M
    kp = pid_k * HALF_K + tl.arange(0, HALF_K)
    pmask = rmask[:, None] & (kp * 2 < K)[None, :]
    packed = tl.load(qw_ptr + rows[:, None] * stride_qm + kp[None, :], mask=pmask, other=0).to(tl.int32)
    lo = (packed << 28) >> 28
    hi = (packed << 24) >> 28
    vals = tl.interleave(lo, hi).to(tl.float32)

    g = pid_k * NG + tl.arange(0, NG)
    smask = rmask[:, None] & (g * GROUP < K)[None, :]
    s = tl.load(scale_ptr + rows[:, None] * stride_sm + g[None, :], mask=smask, other=0.0).to(tl.float32)
    w = tl.reshape(vals, (BLOCK_M, NG, GROUP)) * s[:, :, None]
    w = tl.reshape(w, (BLOCK_M, BLOCK_K))

    kk = pid_k * BLOCK_K + tl.arange(0, BLOCK_K)
    omask = rmask[:, None] & (kk < K)[None, :]
    tl.store(out_ptr + rows[:, None] * stride_om + kk[None, :], w.to(tl.bfloat16), mask=omask)
