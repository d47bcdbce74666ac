# Batched GEMM with a per-batch (jagged) reduction length loaded from a lengths tensor
# (-1 = inactive slot, clamped to [0, KMAX]): with BLOCK_K = 128 the K loop runs 0, 1 or
# more times depending on the program; partial last block masked. The f16 result goes
# out through a per-batch tl.make_block_ptr store with boundary_check on M and N tails.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp16:16,*i32:16,i32,i32,i32,i32:16,i32,i32:16,i32,i32:16,i32,64,64,128
# launch: grid = 2x2x12, num_warps = 4, num_stages = 2
# args: f16[360000]=int:-2:2 f16[259200]=int:-2:2 f16[86400]=zeros i32[12]=int:-150:300 i32=100 i32=72 i32=300 i32=30000 i32=300 i32=21600 i32=72 i32=7200 i32=72
# outputs: 2
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def jagged_k_bmm_kernel(a_ptr, b_ptr, c_ptr, lens_ptr, M, N, KMAX,
                        stride_ab, stride_am, stride_bb, stride_bk, stride_cb, stride_cm,
                        BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    bid = tl.program_id(2)
    k_len = tl.load(lens_ptr + bid)
    k_len = tl.minimum(tl.maximum(k_len, 0), KMAX)
    offs_m = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    offs_k = tl.arange(0, BLOCK_K)
    m_mask = offs_m < M
    n_mask = offs_n < N
    a_base = a_ptr + bid.to(tl.int64) * stride_ab + offs_m[:, None] * stride_am
    b_base = b_ptr + bid.to(tl.int64) * stride_bb + offs_n[None, :]
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k0 in range(0, k_len, BLOCK_K):
        kk = k0 + offs_k
        k_mask = kk < k_len
        a = tl.load(a_base + kk[None, :], mask=m_mask[:, None] & k_mask[None, :], other=0.0)
        b = tl.load(b_base + kk[:, None] * stride_bk, mask=k_mask[:, None] & n_mask[None, :], other=0.0)
        acc = tl.dot(a, b, acc)
    c_blk = tl.make_block_ptr(base=c_ptr + bid.to(tl.int64) * stride_cb, shape=(M, N),
                              strides=(stride_cm, 1), offsets=(pid_m * BLOCK_M, pid_n * BLOCK_N),
                              block_shape=(BLOCK_M, BLOCK_N), order=(1, 0))
    tl.store(c_blk, acc.to(tl.float16), boundary_check=(0, 1))
