# f32 GEMM with input_precision="tf32" (integer-valued inputs, exact in tf32),
# K loop as tl.range(loop_unroll_factor = 2) with a K = 100 tail; epilogue:
# per-column f32 scale, an f16 bias, the f32 tile stored, and each row's sum
# over its N tile reduced and tl.atomic_add-ed into a per-row total shared by
# the 4 N-tile programs. 128x64x32 tiles on 8 warps; unaligned strides.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,*fp32:16,*fp16:16,*fp32:16,*fp32:16,i32:16,i32,i32,i32,i32,i32,128,64,32
# launch: grid = 2x4, num_warps = 8, num_stages = 3
# args: f32[16000]=int:-2:2 f32[20000]=int:-2:2 f32[200]=int:1:3 f16[200]=int:-4:4 f32[32000]=zeros f32[160]=zeros i32=160 i32=200 i32=100 i32=100 i32=200 i32=200
# outputs: 4 5
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def tf32_gemm_rowsum_atomic(a_ptr, b_ptr, cs_ptr, bias_ptr, c_ptr, rowsum_ptr, M, N, K,
                            stride_am, stride_bk, stride_cm,
                            BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    rm = pid_m * BM + tl.arange(0, BM)
    rn = pid_n * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    m_ok = rm < M
    n_ok = rn < N
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k0 in tl.range(0, K, BK, loop_unroll_factor=2):
        kk = k0 + rk
        a = tl.load(a_ptr + rm[:, None] * stride_am + kk[None, :], mask=m_ok[:, None] & (kk[None, :] < K), other=0.0)
        b = tl.load(b_ptr + kk[:, None] * stride_bk + rn[None, :], mask=(kk[:, None] < K) & n_ok[None, :], other=0.0)
        acc = tl.dot(a, b, acc, input_precision="tf32")
    cs = tl.load(cs_ptr + rn, mask=n_ok, other=0.0)
    bias = tl.load(bias_ptr + rn, mask=n_ok, other=0.0)
    out = acc * cs[None, :] + bias[None, :].to(tl.float32)
    mask = m_ok[:, None] & n_ok[None, :]
    tl.store(c_ptr + rm[:, None] * stride_cm + rn[None, :], out, mask=mask)
    part = tl.sum(tl.where(mask, out, 0.0), axis=1)
    tl.atomic_add(rowsum_ptr + rm, part, mask=m_ok)
