# Split-K GEMM (3 K slices from program_id(2), uneven: 4/4/2 K tiles) whose
# epilogue subtiles the 128x128 f32 accumulator into four 128x32 quarters by
# two rounds of reshape -> permute -> tl.split, each quarter accumulated into C
# with a relaxed tl.atomic_add. Integer-valued inputs keep the atomics exact;
# M = 200 tail, tl.range num_stages = 4.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp32:16,i32,i32:16,i32:16,i32:16,i32:16,i32:16,128,128,64,3
# launch: grid = 2x2x3, num_warps = 4, num_stages = 4
# args: f16[128000]=int:-2:2 f16[143360]=int:-2:2 f32[44800]=zeros i32=200 i32=224 i32=640 i32=640 i32=224 i32=224
# outputs: 2
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def _halves(t, BM: tl.constexpr, W: tl.constexpr):
    t = tl.permute(tl.reshape(t, (BM, 2, W // 2)), (0, 2, 1))
    return tl.split(t)


@triton.jit
def _atomic_quarter(c_ptr, part, rm, col0, M, N, stride_cm, QW: tl.constexpr):
    cols = col0 + tl.arange(0, QW)
    mask = (rm[:, None] < M) & (cols[None, :] < N)
    tl.atomic_add(c_ptr + rm[:, None] * stride_cm + cols[None, :], part, mask=mask, sem="relaxed")


@triton.jit
def splitk_subtiled_atomic(a_ptr, b_ptr, c_ptr, M, N, K, stride_am, stride_bk, stride_cm,
                           BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr, SPLIT_K: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    pid_k = tl.program_id(2)
    rm = pid_m * BM + tl.arange(0, BM)
    rn = pid_n * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    k_tiles = tl.cdiv(K, BK)
    per = tl.cdiv(k_tiles, SPLIT_K)
    kt_lo = pid_k * per
    kt_hi = tl.minimum(kt_lo + per, k_tiles)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for kt in tl.range(kt_lo, kt_hi, num_stages=4):
        offs_k = kt * BK + rk
        a = tl.load(a_ptr + rm[:, None] * stride_am + offs_k[None, :],
                    mask=(rm[:, None] < M) & (offs_k[None, :] < K), other=0.0)
        b = tl.load(b_ptr + offs_k[:, None] * stride_bk + rn[None, :],
                    mask=(offs_k[:, None] < K) & (rn[None, :] < N), other=0.0)
        acc = tl.dot(a, b, acc)
    left, right = _halves(acc, BM, BN)
    q0, q1 = _halves(left, BM, BN // 2)
    q2, q3 = _halves(right, BM, BN // 2)
    QW: tl.constexpr = BN // 4
    n0 = pid_n * BN
    _atomic_quarter(c_ptr, q0, rm, n0, M, N, stride_cm, QW)
    _atomic_quarter(c_ptr, q1, rm, n0 + QW, M, N, stride_cm, QW)
    _atomic_quarter(c_ptr, q2, rm, n0 + 2 * QW, M, N, stride_cm, QW)
    _atomic_quarter(c_ptr, q3, rm, n0 + 3 * QW, M, N, stride_cm, QW)
