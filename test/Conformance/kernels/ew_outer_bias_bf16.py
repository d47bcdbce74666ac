# 2-D broadcasts over a 64x128 tile: the outer product u[:, None] * v[None, :]
# of two bf16 vectors (exact in fp32), and a bf16 matrix plus a bias row added
# to each row and a bias column added to each column (fp32 math, bf16 store).
# 4096x1000: the column edge is masked; tile grid folded into pid.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*bf16:16,*bf16:16,*bf16:16,*bf16:16,*bf16:16,*fp32:16,i32:16,i32,64,128
# launch: grid = 512, num_warps = 16
# args: bf16[4096,1000]=randn bf16[1000]=randn bf16[4096]=randn bf16[4096]=randn bf16[1000]=randn bf16[4096,1000]=zeros f32[4096,1000]=zeros i32=4096 i32=1000
# outputs: 5 6
# tol: 1e-2 1e-2
import triton
import triton.language as tl


@triton.jit
def outer_and_bias(x_ptr, brow_ptr, bcol_ptr, u_ptr, v_ptr, biased_ptr, outer_ptr, M, N, BM: tl.constexpr,
                   BN: tl.constexpr):
    pid = tl.program_id(0)
    grid_n = tl.cdiv(N, BN)
    rm = (pid // grid_n) * BM + tl.arange(0, BM)
    rn = (pid % grid_n) * BN + tl.arange(0, BN)
    mm = rm < M
    mn = rn < N
    mask = mm[:, None] & mn[None, :]
    offs = rm[:, None] * N + rn[None, :]
    x = tl.load(x_ptr + offs, mask=mask, other=0.0).to(tl.float32)
    brow = tl.load(brow_ptr + rn, mask=mn, other=0.0).to(tl.float32)
    bcol = tl.load(bcol_ptr + rm, mask=mm, other=0.0).to(tl.float32)
    y = x + brow[None, :] + bcol[:, None]
    tl.store(biased_ptr + offs, y.to(tl.bfloat16), mask=mask)
    u = tl.load(u_ptr + rm, mask=mm, other=0.0).to(tl.float32)
    v = tl.load(v_ptr + rn, mask=mn, other=0.0).to(tl.float32)
    tl.store(outer_ptr + offs, u[:, None] * v[None, :], mask=mask)
