# A @ tl.trans(B) for a 32x32 tile with K = 64 in one step, B loaded
# row-major and transposed in registers, bf16 operands, f32 out, 2 warps.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*bf16:16,*fp32:16,32,32,64
# launch: grid = 3, num_warps = 2
# args: bf16[6144]=int:-3:3 bf16[6144]=int:-3:3 f32[3072]=zeros
# outputs: 2
# tol: 0 0
# target: cuda:80
import triton
import triton.language as tl


@triton.jit
def dot_trans_b(a_ptr, b_ptr, c_ptr, BM: tl.constexpr, BN: tl.constexpr, K: tl.constexpr):
    pid = tl.program_id(0)
    rm = tl.arange(0, BM)
    rn = tl.arange(0, BN)
    rk = tl.arange(0, K)
    a = tl.load(a_ptr + pid * BM * K + rm[:, None] * K + rk[None, :])
    b = tl.load(b_ptr + pid * BN * K + rn[:, None] * K + rk[None, :])
    c = tl.dot(a, tl.trans(b))
    tl.store(c_ptr + pid * BM * BN + rm[:, None] * BN + rn[None, :], c)
