# scf.for (runtime trip count K) carrying a 32x64 fp32 tile that is stored
# only after the loop: y[m, n] = sum_k x[k, m, n] from fp16, 1000x1000 masked
# on both dimensions, 16 warps.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp32:16,i32,i32,i32,32,64
# launch: grid = 512, num_warps = 16
# args: f16[12,1000,1000]=randn f32[1000,1000]=zeros i32=12 i32=1000 i32=1000
# outputs: 1
# tol: 1e-4 1e-4
import triton
import triton.language as tl


@triton.jit
def tile_acc_after_loop(x_ptr, y_ptr, K, M, N, BM: tl.constexpr, BN: tl.constexpr):
    pid = tl.program_id(0)
    nb = tl.cdiv(N, BN)
    pm = pid // nb
    pn = pid % nb
    rows = pm * BM + tl.arange(0, BM)
    cols = pn * BN + tl.arange(0, BN)
    mask = (rows < M)[:, None] & (cols < N)[None, :]
    offs = rows[:, None] * N + cols[None, :]
    acc = tl.zeros([BM, BN], tl.float32)
    for k in range(0, K):
        acc += tl.load(x_ptr + k * M * N + offs, mask=mask, other=0.0).to(tl.float32)
    tl.store(y_ptr + offs, acc, mask=mask)
