# Complex GEMM (FNO spectral mixing style): A interleaved complex, B as real and
# imag planes. The A tile is tl.reshape'd to [BM, BK, 2], tl.split, and
# re-tl.interleave'd into [ar, -ai] / [ai, ar]; B is built in registers as
# reshape(permute(join(br, bi), (0, 2, 1)), (2BK, BN)), two dots give Re / Im,
# C stored interleaved via tl.interleave. Tails, f16 -> f32, 4 warps, sm_80.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp16:16,*fp32:16,i32,i32,i32:16,i32:16,i32,i32:16,64,32,32
# launch: grid = 2x3, num_warps = 4, num_stages = 2
# args: f16[16000]=int:-2:2 f16[5760]=int:-2:2 f16[5760]=int:-2:2 f32[14400]=zeros i32=100 i32=72 i32=80 i32=160 i32=72 i32=144
# outputs: 3
# tol: 0 0
# target: cuda:80
import triton
import triton.language as tl


@triton.jit
def complex_gemm_interleaved_kernel(a_ptr, br_ptr, bi_ptr, c_ptr, M, N, K, stride_am, stride_bk, stride_cm,
                                    BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    offs_m = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    offs_k = tl.arange(0, BLOCK_K)
    offs_k2 = tl.arange(0, 2 * BLOCK_K)
    m_mask = offs_m < M
    n_mask = offs_n < N

    a_ptrs = a_ptr + offs_m[:, None] * stride_am + offs_k2[None, :]
    c_re = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    c_im = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k0 in range(0, K, BLOCK_K):
        a = tl.load(a_ptrs, mask=m_mask[:, None] & ((2 * k0 + offs_k2) < 2 * K)[None, :], other=0.0)
        ar, ai = tl.split(tl.reshape(a, (BLOCK_M, BLOCK_K, 2)))
        a_for_re = tl.interleave(ar, -ai)   # [BM, 2BK]: ar0 -ai0 ar1 -ai1 ...
        a_for_im = tl.interleave(ai, ar)    # [BM, 2BK]: ai0  ar0 ai1  ar1 ...

        kk = k0 + offs_k
        b_mask = (kk < K)[:, None] & n_mask[None, :]
        br = tl.load(br_ptr + kk[:, None] * stride_bk + offs_n[None, :], mask=b_mask, other=0.0)
        bi = tl.load(bi_ptr + kk[:, None] * stride_bk + offs_n[None, :], mask=b_mask, other=0.0)
        # rows 2k -> br[k], 2k+1 -> bi[k]
        b2 = tl.reshape(tl.permute(tl.join(br, bi), (0, 2, 1)), (2 * BLOCK_K, BLOCK_N))

        c_re = tl.dot(a_for_re, b2, c_re)
        c_im = tl.dot(a_for_im, b2, c_im)
        a_ptrs += 2 * BLOCK_K

    c = tl.interleave(c_re, c_im)  # [BM, 2BN]
    offs_c = pid_n * (2 * BLOCK_N) + tl.arange(0, 2 * BLOCK_N)
    tl.store(c_ptr + offs_m[:, None] * stride_cm + offs_c[None, :], c,
             mask=m_mask[:, None] & (offs_c < 2 * N)[None, :])
