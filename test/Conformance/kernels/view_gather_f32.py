# tl.gather along axis 0 (across warps) and axis 1 (within rows) of a 32x32
# fp32 tile of a 2000x1000 matrix, with int32 indices loaded from memory
# (0..31, in range of the tile). Both edges masked: masked source lanes are 0.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*i32:16,*i32:16,*fp32:16,*fp32:16,i32:16,i32,32,32
# launch: grid = 2016, num_warps = 4
# args: f32[2000,1000]=randn i32[2000,1000]=int:0:31 i32[2000,1000]=int:0:31 f32[2000,1000]=zeros f32[2000,1000]=zeros i32=2000 i32=1000
# outputs: 3 4
# tol: 0 0
import triton
import triton.language as tl


@triton.jit
def gather_2d(x_ptr, idx0_ptr, idx1_ptr, out0_ptr, out1_ptr, M, N, BM: tl.constexpr, BN: tl.constexpr):
    pid = tl.program_id(0)
    grid_n = tl.cdiv(N, BN)
    rm = (pid // grid_n) * BM + tl.arange(0, BM)
    rn = (pid % grid_n) * BN + tl.arange(0, BN)
    mask = (rm[:, None] < M) & (rn[None, :] < N)
    offs = rm[:, None] * N + rn[None, :]
    x = tl.load(x_ptr + offs, mask=mask, other=0.0)
    i0 = tl.load(idx0_ptr + offs, mask=mask, other=0)
    i1 = tl.load(idx1_ptr + offs, mask=mask, other=0)
    tl.store(out0_ptr + offs, tl.gather(x, i0, 0), mask=mask)
    tl.store(out1_ptr + offs, tl.gather(x, i1, 1), mask=mask)
