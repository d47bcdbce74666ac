# Hybrid stream-K int8 GEMM (data-parallel + stream-K, as in CUTLASS/the
# Triton stream-K examples): with 4 programs and 9 tiles, the first 8 tiles
# are done whole by a grid-stride loop and written with tl.store; the last
# tile's 7 K iterations are split over all programs whose int32 partials are
# merged with atomic_add. B is [N, K] (transposed loads); K=200 tail.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i8:16,*i8:16,*i32:16,i32:16,i32:16,i32,i32,i32,i32:16,32,32,32
# launch: grid = 4, num_warps = 4, num_stages = 2
# args: i8[19200]=int:-9:9 i8[16000]=int:-9:9 i32[7680]=zeros i32=96 i32=80 i32=200 i32=200 i32=200 i32=80
# outputs: 2
# tol: 0 0
# target: cuda:80
import triton
import triton.language as tl


@triton.jit
def _tile_k_range(a_ptr, b_ptr, rm, rn, M, N, K, stride_am, stride_bn, ki_lo, ki_hi,
                  BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    rk = tl.arange(0, BK)
    acc = tl.zeros((BM, BN), dtype=tl.int32)
    for ki in range(ki_lo, ki_hi):
        kk = ki * BK + rk
        a = tl.load(a_ptr + rm[:, None] * stride_am + kk[None, :],
                    mask=(rm[:, None] < M) & (kk[None, :] < K), other=0)
        b = tl.load(b_ptr + rn[None, :] * stride_bn + kk[:, None],
                    mask=(rn[None, :] < N) & (kk[:, None] < K), other=0)
        acc = tl.dot(a, b, acc, out_dtype=tl.int32)
    return acc


@triton.jit
def streamk_hybrid_i8_kernel(a_ptr, b_ptr, c_ptr, M, N, K, stride_am, stride_bn, stride_cm,
                             BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    pid = tl.program_id(0)
    num_progs = tl.num_programs(0)
    num_pid_n = tl.cdiv(N, BN)
    num_tiles = tl.cdiv(M, BM) * num_pid_n
    k_iters = tl.cdiv(K, BK)
    sk_tiles = num_tiles % num_progs
    dp_tiles = num_tiles - sk_tiles

    # phase 1: whole tiles, one owner each
    for tile in range(pid, dp_tiles, num_progs):
        rm = (tile // num_pid_n) * BM + tl.arange(0, BM)
        rn = (tile % num_pid_n) * BN + tl.arange(0, BN)
        acc = _tile_k_range(a_ptr, b_ptr, rm, rn, M, N, K, stride_am, stride_bn, 0, k_iters, BM, BN, BK)
        tl.store(c_ptr + rm[:, None] * stride_cm + rn[None, :], acc,
                 mask=(rm[:, None] < M) & (rn[None, :] < N))

    # phase 2: the remaining tiles' K iterations spread evenly over all programs
    sk_total = sk_tiles * k_iters
    per_prog = tl.cdiv(sk_total, num_progs)
    it = pid * per_prog
    it_end = tl.minimum(it + per_prog, sk_total)
    while it < it_end:
        tile = dp_tiles + it // k_iters
        k_lo = it % k_iters
        k_hi = tl.minimum(k_iters, k_lo + (it_end - it))
        rm = (tile // num_pid_n) * BM + tl.arange(0, BM)
        rn = (tile % num_pid_n) * BN + tl.arange(0, BN)
        acc = _tile_k_range(a_ptr, b_ptr, rm, rn, M, N, K, stride_am, stride_bn, k_lo, k_hi, BM, BN, BK)
        tl.atomic_add(c_ptr + rm[:, None] * stride_cm + rn[None, :], acc,
                      mask=(rm[:, None] < M) & (rn[None, :] < N), sem="relaxed")
        it += k_hi - k_lo
