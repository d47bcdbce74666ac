# Suffix scans down the columns of a 20x1000 matrix in 32x64 tiles (rows and
# the last column block masked): tl.cumsum(axis=0, reverse=True) of int8
# values stored as int32, and tl.cumprod(axis=0, reverse=True) of f32
# factors 0.5 + u (masked entries 1.0).
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i8:16,*fp32:16,*i32:16,*fp32:16,i32,i32,32,64
# launch: grid = 16, num_warps = 8
# args: i8[20000]=int:-3:3 f32[20000]=rand i32[20000]=zeros f32[20000]=zeros i32=20 i32=1000
# outputs: 2 3
# tol: 1e-6 1e-5
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def suffix_scans(a_ptr, p_ptr, csum_ptr, cprod_ptr, M, N, BM: tl.constexpr, BN: tl.constexpr):
    pid = tl.program_id(0)
    rows = tl.arange(0, BM)
    cols = pid * BN + tl.arange(0, BN)
    mask = (rows[:, None] < M) & (cols[None, :] < N)
    offs = rows[:, None] * N + cols[None, :]
    a = tl.load(a_ptr + offs, mask=mask, other=0)
    cs = tl.cumsum(a, axis=0, reverse=True)
    tl.store(csum_ptr + offs, cs, mask=mask)
    p = tl.load(p_ptr + offs, mask=mask, other=0.0)
    p = tl.where(mask, 0.5 + p, 1.0)
    cp = tl.cumprod(p, axis=0, reverse=True)
    tl.store(cprod_ptr + offs, cp, mask=mask)
