# VQ decoder projection: the A operand is built with tl.gather of codebook
# rows (a [64, BLOCK_K] codebook slice in registers gathered along axis 0 by
# the [BLOCK_M] code indices broadcast to [BLOCK_M, BLOCK_K]), then fed to
# tl.dot against the projection W [D, N]; K loop over the code dim, M = 100
# tail (codes masked to 0), f32 bias and f32 output.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i32:16,*fp16:16,*fp16:16,*fp32:16,*fp32:16,i32,i32:16,i32:16,32,64,32,64
# launch: grid = 4x2, num_warps = 4, num_stages = 1
# args: i32[100]=int:0:63 f16[6144]=int:-2:2 f16[12288]=int:-2:2 f32[128]=int:-5:5 f32[12800]=zeros i32=100 i32=128 i32=96
# outputs: 4
# tol: 0 0
# target: cuda:80
import triton
import triton.language as tl


@triton.jit
def vq_decode_proj(codes_ptr, codebook_ptr, w_ptr, bias_ptr, out_ptr, M, N, D,
                   BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr,
                   CODEBOOK: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    offs_m = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    offs_k = tl.arange(0, BLOCK_K)
    offs_cb = tl.arange(0, CODEBOOK)
    m_ok = offs_m < M
    n_ok = offs_n < N

    codes = tl.load(codes_ptr + offs_m, mask=m_ok, other=0)
    idx = tl.broadcast_to(codes[:, None], (BLOCK_M, BLOCK_K))
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k0 in range(0, D, BLOCK_K):
        kk = k0 + offs_k
        k_ok = kk < D
        cb = tl.load(codebook_ptr + offs_cb[:, None] * D + kk[None, :], mask=k_ok[None, :], other=0.0)
        a = tl.gather(cb, idx, 0)
        w = tl.load(w_ptr + kk[:, None] * N + offs_n[None, :], mask=k_ok[:, None] & n_ok[None, :], other=0.0)
        acc = tl.dot(a, w, acc)

    bias = tl.load(bias_ptr + offs_n, mask=n_ok, other=0.0)
    acc = acc + bias[None, :]
    tl.store(out_ptr + offs_m[:, None] * N + offs_n[None, :], acc, mask=m_ok[:, None] & n_ok[None, :])
