# Swap-AB weight-only int4 GEMM for small token counts (out^T = W_deq @ x^T):
# the A operand is produced in registers -- W is packed two signed nibbles per
# uint8 along K ([N, K/2], low nibble = even k), unpacked with shifts/masks,
# interleaved by tl.join + reshape, re-centred (-8) and multiplied by f16
# per-group (G = 32) scales gathered per (n, k // G); B is x^T loaded straight
# from the token-major activations. 37 tokens (tail), 128x32x64 tiles, f16 out.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *u8:16,*fp16:16,*fp16:16,*fp16:16,i32:16,i32,i32:16,i32:16,i32:16,i32:16,i32:16,128,32,64,32
# launch: grid = 3x2, num_warps = 4, num_stages = 3
# args: u8[98304]=int:0:255 f16[6144]=int:1:2 f16[18944]=int:-2:2 f16[14208]=zeros i32=384 i32=37 i32=512 i32=256 i32=16 i32=512 i32=384
# outputs: 3
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def w4a16_swapab_gemm(wq_ptr, scales_ptr, x_ptr, out_ptr, N, M, K, stride_wqn, stride_sn, stride_xm, stride_om,
                      BLOCK_N: tl.constexpr, BLOCK_M: tl.constexpr, BLOCK_K: tl.constexpr,
                      GROUP_SIZE: tl.constexpr):
    pid_n = tl.program_id(0)
    pid_m = tl.program_id(1)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rkp = tl.arange(0, BLOCK_K // 2)
    rk = tl.arange(0, BLOCK_K)
    mask_n = rn < N
    mask_m = rm < M

    acc = tl.zeros((BLOCK_N, BLOCK_M), dtype=tl.float32)
    for k0 in range(0, K, BLOCK_K):
        packed = tl.load(wq_ptr + rn[:, None] * stride_wqn + (k0 // 2 + rkp)[None, :], mask=mask_n[:, None], other=0x88)
        lo = packed & 0xF
        hi = packed >> 4
        q = tl.join(lo, hi).reshape(BLOCK_N, BLOCK_K)
        g = (k0 + rk) // GROUP_SIZE
        s = tl.load(scales_ptr + rn[:, None] * stride_sn + g[None, :], mask=mask_n[:, None], other=0.0)
        w = (q.to(tl.float16) - 8.0) * s

        xt = tl.load(x_ptr + rm[None, :] * stride_xm + (k0 + rk)[:, None], mask=mask_m[None, :], other=0.0)
        acc = tl.dot(w, xt, acc)

    out_ptrs = out_ptr + rm[None, :] * stride_om + rn[:, None]
    tl.store(out_ptrs, acc.to(tl.float16), mask=mask_n[:, None] & mask_m[None, :])
