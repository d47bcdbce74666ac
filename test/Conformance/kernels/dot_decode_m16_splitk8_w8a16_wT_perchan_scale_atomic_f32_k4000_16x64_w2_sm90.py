# Decode-time weight-only int8 linear (w8a16) for a batch of 11 tokens padded
# to a 16-row tile: W is nn.Linear-shaped [N, K] int8, each tile is converted
# to f16 in registers and fed as tl.trans(w) to tl.dot; the long K = 4000 is
# split over 8 programs on grid axis 1 (K tail masked), each partial is scaled
# by the per-output-channel scale and reduced with tl.atomic_add into f32.
# Integer-valued inputs keep every partial exact. 16x64 tiles, BLOCK_K 256.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*i8:16,*fp32:16,*fp32:16,i32,i32,i32:16,i32:16,i32:16,16,64,256,8
# launch: grid = 4x8, num_warps = 2, num_stages = 3
# args: f16[44000]=int:-2:2 i8[800000]=int:-8:8 f32[200]=int:1:3 f32[2200]=zeros i32=11 i32=200 i32=4000 i32=4000 i32=4000
# outputs: 3
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def w8a16_decode_splitk_gemv(x_ptr, w_ptr, scale_ptr, out_ptr, M, N, K, stride_xm, stride_wn,
                             BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr,
                             SPLIT_K: tl.constexpr):
    pid_n = tl.program_id(0)
    pid_k = tl.program_id(1)
    k_per_split = tl.cdiv(tl.cdiv(K, SPLIT_K), BLOCK_K) * BLOCK_K
    k_begin = pid_k * k_per_split

    rm = tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    rk = tl.arange(0, BLOCK_K)
    mask_m = rm < M
    mask_n = rn < N

    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k0 in range(k_begin, k_begin + k_per_split, BLOCK_K):
        kk = k0 + rk
        mask_k = kk < K
        x = tl.load(x_ptr + rm[:, None] * stride_xm + kk[None, :], mask=mask_m[:, None] & mask_k[None, :], other=0.0)
        w = tl.load(w_ptr + rn[:, None] * stride_wn + kk[None, :], mask=mask_n[:, None] & mask_k[None, :], other=0,
                    eviction_policy="evict_first")
        acc = tl.dot(x, tl.trans(w.to(tl.float16)), acc)

    scale = tl.load(scale_ptr + rn, mask=mask_n, other=0.0)
    acc = acc * scale[None, :]
    out_ptrs = out_ptr + rm[:, None] * N + rn[None, :]
    tl.atomic_add(out_ptrs, acc, mask=mask_m[:, None] & mask_n[None, :], sem="relaxed")
