# The `.T` attribute on a loaded 32x128 bf16 tile of a 1000x3000 matrix,
# added (in fp32) to a tile loaded already in the transposed orientation and
# stored as [N, M]; both edges masked. The transposed operand must meet the
# other operand's layout: a conversion where the elementwise add happens.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*bf16:16,*bf16:16,i32,i32,32,128
# launch: grid = 768, num_warps = 8
# args: bf16[1000,3000]=randn bf16[3000,1000]=randn bf16[3000,1000]=zeros i32=1000 i32=3000
# outputs: 2
# tol: 1e-2 1e-2
import triton
import triton.language as tl


@triton.jit
def transpose_attr_add(x_ptr, y_ptr, out_ptr, M, N, BM: tl.constexpr, BN: tl.constexpr):
    pid = tl.program_id(0)
    tiles_m = tl.cdiv(M, BM)
    pid_n = pid // tiles_m
    pid_m = pid % tiles_m
    rm = pid_m * BM + tl.arange(0, BM)
    rn = pid_n * BN + tl.arange(0, BN)
    x = tl.load(x_ptr + rm[:, None] * N + rn[None, :], mask=(rm[:, None] < M) & (rn[None, :] < N), other=0.0)
    tmask = (rn[:, None] < N) & (rm[None, :] < M)
    toffs = rn[:, None] * M + rm[None, :]
    y = tl.load(y_ptr + toffs, mask=tmask, other=0.0)
    out = x.T.to(tl.float32) * 0.5 + y.to(tl.float32)
    tl.store(out_ptr + toffs, out.to(tl.bfloat16), mask=tmask)
