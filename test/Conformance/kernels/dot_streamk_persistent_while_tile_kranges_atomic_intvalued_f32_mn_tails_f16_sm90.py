# Stream-K persistent GEMM: 10 programs split the flattened (tile, k-iter)
# space (12 tiles x 9 K iterations) into equal contiguous ranges; a while
# loop walks the tiles a program's range touches, runs a data-dependent K
# sub-range per tile, and folds each partial tile into C with an f32
# atomic_add (integer-valued, so exact in any order). K=272 tail, M/N edges.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp32:16,i32:16,i32:16,i32:16,i32:16,i32:16,i32:16,i32,64,64,32
# launch: grid = 10, num_warps = 8, num_stages = 3
# args: f16[43520]=int:-3:3 f16[60928]=int:-3:3 f32[35840]=zeros i32=160 i32=224 i32=272 i32=272 i32=224 i32=224 i32=11
# outputs: 2
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def streamk_gemm_kernel(a_ptr, b_ptr, c_ptr, M, N, K, stride_am, stride_bk, stride_cm,
                        iters_per_prog,
                        BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    pid = tl.program_id(0)
    num_pid_m = tl.cdiv(M, BM)
    num_pid_n = tl.cdiv(N, BN)
    k_iters = tl.cdiv(K, BK)
    total_iters = num_pid_m * num_pid_n * k_iters
    it = pid * iters_per_prog
    end = tl.minimum(it + iters_per_prog, total_iters)
    offs_k = tl.arange(0, BK)
    while it < end:
        tile = it // k_iters
        k_first = it % k_iters
        k_last = tl.minimum(k_iters, k_first + (end - it))
        pid_m = tile // num_pid_n
        pid_n = tile % num_pid_n
        rm = pid_m * BM + tl.arange(0, BM)
        rn = pid_n * BN + tl.arange(0, BN)
        acc = tl.zeros((BM, BN), dtype=tl.float32)
        for ki in range(k_first, k_last):
            kk = ki * BK + offs_k
            a = tl.load(a_ptr + rm[:, None] * stride_am + kk[None, :],
                        mask=(rm[:, None] < M) & (kk[None, :] < K), other=0.0)
            b = tl.load(b_ptr + kk[:, None] * stride_bk + rn[None, :],
                        mask=(kk[:, None] < K) & (rn[None, :] < N), other=0.0)
            acc = tl.dot(a, b, acc)
        cmask = (rm[:, None] < M) & (rn[None, :] < N)
        tl.atomic_add(c_ptr + rm[:, None] * stride_cm + rn[None, :], acc, mask=cmask, sem="relaxed")
        it += k_last - k_first
