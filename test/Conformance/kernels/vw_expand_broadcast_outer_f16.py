# A 2-D fp16 outer product written with tl.expand_dims and tl.broadcast_to
# (instead of [:, None] indexing): x[3000] times y[1500] in 64x64 tiles,
# both edges masked. The two broadcast operands come from slice layouts of
# the output tile's layout.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp16:16,i32,i32,64,64
# launch: grid = 1128, num_warps = 2
# args: f16[3000]=randn f16[1500]=randn f16[3000,1500]=zeros i32=3000 i32=1500
# outputs: 2
# tol: 0 0
import triton
import triton.language as tl


@triton.jit
def outer_expand_broadcast(x_ptr, y_ptr, out_ptr, M, N, BM: tl.constexpr, BN: tl.constexpr):
    pid = tl.program_id(0)
    tiles_n = tl.cdiv(N, BN)
    rm = (pid // tiles_n) * BM + tl.arange(0, BM)
    rn = (pid % tiles_n) * BN + tl.arange(0, BN)
    x = tl.load(x_ptr + rm, mask=rm < M, other=0.0)
    y = tl.load(y_ptr + rn, mask=rn < N, other=0.0)
    xb = tl.broadcast_to(tl.expand_dims(x, 1), (BM, BN))
    yb = tl.broadcast_to(tl.expand_dims(y, 0), (BM, BN))
    rows = tl.broadcast_to(tl.expand_dims(rm, 1), (BM, BN))
    cols = tl.broadcast_to(tl.expand_dims(rn, 0), (BM, BN))
    tl.store(out_ptr + rows * N + cols, xb * yb, mask=(rows < M) & (cols < N))
