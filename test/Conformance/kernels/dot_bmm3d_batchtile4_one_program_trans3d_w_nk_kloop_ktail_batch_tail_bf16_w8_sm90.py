# Per-head projection out[b] = X[b] @ W[b]^T for many small heads, four heads
# per program: 3-D tiles [4, 32, 32] are loaded with a masked batch axis
# (B = 10 is not a multiple of 4), W[b] is stored [N, K] and its loaded tile
# is permuted with tl.trans(w, (0, 2, 1)) inside the K loop (K = 80 tail
# masked) before a 3-D tl.dot with an f32 accumulator. bf16 in, f32 out.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*bf16:16,*fp32:16,i32,i32:16,i32:16,i32:16,i32:16,i32:16,i32:16,i32:16,i32:16,i32:16,4,32,32,32
# launch: grid = 3x2, num_warps = 8, num_stages = 2
# args: bf16[38400]=int:-2:2 bf16[25600]=int:-2:2 f32[15360]=zeros i32=10 i32=48 i32=32 i32=80 i32=3840 i32=80 i32=2560 i32=80 i32=1536 i32=32
# outputs: 2
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def bmm3d_heads_xwT(x_ptr, w_ptr, o_ptr, B, M, N, K,
                    stride_xb, stride_xm, stride_wb, stride_wn, stride_ob, stride_om,
                    BLOCK_B: tl.constexpr, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    pid_b = tl.program_id(0)
    pid_m = tl.program_id(1)
    rb = pid_b * BLOCK_B + tl.arange(0, BLOCK_B)
    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = tl.arange(0, BLOCK_N)
    rk = tl.arange(0, BLOCK_K)
    mb = (rb < B)[:, None, None]
    mm = (rm < M)[None, :, None]
    mn = (rn < N)[None, :, None]

    x_base = x_ptr + rb[:, None, None].to(tl.int64) * stride_xb + rm[None, :, None] * stride_xm
    w_base = w_ptr + rb[:, None, None].to(tl.int64) * stride_wb + rn[None, :, None] * stride_wn

    acc = tl.zeros((BLOCK_B, BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k0 in range(0, K, BLOCK_K):
        kk = (k0 + rk)[None, None, :]
        mk = kk < K
        x = tl.load(x_base + kk, mask=mb & mm & mk, other=0.0)
        w = tl.load(w_base + kk, mask=mb & mn & mk, other=0.0)
        acc = tl.dot(x, tl.trans(w, (0, 2, 1)), acc)

    o_ptrs = o_ptr + rb[:, None, None].to(tl.int64) * stride_ob + rm[None, :, None] * stride_om + rn[None, None, :]
    tl.store(o_ptrs, acc, mask=mb & mm & (rn < N)[None, None, :])
