# FP8 (e4m3) GEMM with a half-precision accumulator: the K loop carries an
# f16 accumulator through tl.dot(..., out_dtype=tl.float16) (the cheap-acc
# mode of fp8 inference kernels); B is stored [N, K] and read as a [K, N] tile
# through transposed pointer arithmetic; the epilogue upcasts, applies
# per-row and per-column f32 scales and stores bf16. M = 130 / N = 160 tails.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp8e4nv:16,*fp8e4nv:16,*fp32:16,*fp32:16,*bf16:16,i32,i32:16,i32:16,i32:16,i32:16,i32:16,64,128,64
# launch: grid = 3x2, num_warps = 4, num_stages = 4
# args: fp8e4m3[33280]=int:-2:2 fp8e4m3[40960]=int:-2:2 f32[130]=int:1:2 f32[160]=int:1:2 bf16[20800]=zeros i32=130 i32=160 i32=256 i32=256 i32=256 i32=160
# outputs: 4
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def fp8_gemm_f16acc_rowcol_scale(a_ptr, b_ptr, sa_ptr, sb_ptr, c_ptr, M, N, K, stride_am, stride_bn, stride_cm,
                                 BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    rk = tl.arange(0, BLOCK_K)
    rm_c = tl.where(rm < M, rm, 0)
    rn_c = tl.where(rn < N, rn, 0)

    a_ptrs = a_ptr + rm_c[:, None] * stride_am + rk[None, :]
    b_ptrs = b_ptr + rn_c[None, :] * stride_bn + rk[:, None]
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float16)
    for k0 in range(0, K, BLOCK_K):
        a = tl.load(a_ptrs)
        b = tl.load(b_ptrs)
        acc = tl.dot(a, b, acc, out_dtype=tl.float16)
        a_ptrs += BLOCK_K
        b_ptrs += BLOCK_K

    sa = tl.load(sa_ptr + rm, mask=rm < M, other=0.0)
    sb = tl.load(sb_ptr + rn, mask=rn < N, other=0.0)
    out = acc.to(tl.float32) * sa[:, None] * sb[None, :]
    tl.store(c_ptr + rm[:, None] * stride_cm + rn[None, :], out.to(tl.bfloat16),
             mask=(rm < M)[:, None] & (rn < N)[None, :])
