# GPTQ-style int4 dequantisation of K-packed i32 words (8 nibbles along K per
# word): signed nibbles by a left shift (28 - 4j) then arithmetic right shift
# by 28 on a [BKP, 8, BN] tile reshaped to [8*BKP, BN]; zero points unpacked
# along N from packed qzeros words with per-column shifts (n % 8) * 4, group 32
# f16 scales; w = (q - (z - 8)) * s written as f16 for K = 544, N = 200 (tails
# on both axes). 2-D grid, 8 warps, sm_80.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i32:16,*i32:16,*fp16:16,*fp16:16,i32:16,i32,i32,i32,i32,i32,8,64,32
# launch: grid = 9x4, num_warps = 8
# args: i32[13600]=int:-2147483648:2147483647 i32[425]=int:-2147483648:2147483647 f16[3400]=rand f16[108800]=zeros i32=544 i32=200 i32=200 i32=25 i32=200 i32=200
# outputs: 3
# tol: 0 0
# target: cuda:80
import triton
import triton.language as tl


@triton.jit
def gptq_int4_dequant_kernel(qw_ptr, qz_ptr, sc_ptr, out_ptr, K, N,
                             stride_qk, stride_zg, stride_sg, stride_ok,
                             BLOCK_KP: tl.constexpr, BLOCK_N: tl.constexpr, GROUP: tl.constexpr):
    pid_k = tl.program_id(0)
    pid_n = tl.program_id(1)
    kp = pid_k * BLOCK_KP + tl.arange(0, BLOCK_KP)
    n = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    nmask = n < N
    qw = tl.load(qw_ptr + kp[:, None] * stride_qk + n[None, :],
                 mask=(kp < tl.cdiv(K, 8))[:, None] & nmask[None, :], other=0)
    lsh = 28 - 4 * tl.arange(0, 8)
    q3 = (qw[:, None, :] << lsh[None, :, None]) >> 28
    q = tl.reshape(q3, [BLOCK_KP * 8, BLOCK_N])

    k = pid_k * BLOCK_KP * 8 + tl.arange(0, BLOCK_KP * 8)
    kmask = k < K
    g = k // GROUP
    m2 = kmask[:, None] & nmask[None, :]
    zw = tl.load(qz_ptr + g[:, None] * stride_zg + (n // 8)[None, :], mask=m2, other=0)
    z = (zw >> ((n % 8) * 4)[None, :]) & 0xF
    s = tl.load(sc_ptr + g[:, None] * stride_sg + n[None, :], mask=m2, other=0.0)
    w = (q - (z - 8)).to(tl.float16) * s
    tl.store(out_ptr + k[:, None] * stride_ok + n[None, :], w, mask=m2)
