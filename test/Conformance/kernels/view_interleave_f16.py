# tl.interleave (join + reshape along the last dimension) of two 16x128 fp16
# tiles of 1536x1000 matrices into a 16x256 tile of the 1536x2000 result.
# The 1000-column edge is masked on the loads and on the interleaved store.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp16:16,i32:16,i32,16,128
# launch: grid = 768, num_warps = 8
# args: f16[1536,1000]=randn f16[1536,1000]=randn f16[1536,2000]=zeros i32=1536 i32=1000
# outputs: 2
# tol: 0 0
import triton
import triton.language as tl


@triton.jit
def interleave_tiles(a_ptr, b_ptr, out_ptr, M, N, BM: tl.constexpr, BN: tl.constexpr):
    pid = tl.program_id(0)
    grid_n = tl.cdiv(N, BN)
    pid_m = pid // grid_n
    pid_n = pid % grid_n
    rm = pid_m * BM + tl.arange(0, BM)
    rn = pid_n * BN + tl.arange(0, BN)
    mask = (rm[:, None] < M) & (rn[None, :] < N)
    a = tl.load(a_ptr + rm[:, None] * N + rn[None, :], mask=mask, other=0.0)
    b = tl.load(b_ptr + rm[:, None] * N + rn[None, :], mask=mask, other=0.0)
    c = tl.interleave(a, b * 0.5)
    rc = pid_n * 2 * BN + tl.arange(0, 2 * BN)
    tl.store(out_ptr + rm[:, None] * 2 * N + rc[None, :], c, mask=(rm[:, None] < M) & (rc[None, :] < 2 * N))
