# A matrix-vector product without tl.dot: a 64x128 f16 tile times a
# 128-vector broadcast along rows, reduced along axis 1 in f32, in a loop
# over 3 column blocks.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp32:16,i32,64,128
# launch: grid = 2, num_warps = 4
# args: f16[49152]=int:-2:2 f16[384]=int:-2:2 f32[128]=zeros i32=384
# outputs: 2
# tol: 0 0
import triton
import triton.language as tl


@triton.jit
def gemv(a_ptr, x_ptr, y_ptr, N, BM: tl.constexpr, BN: tl.constexpr):
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    acc = tl.zeros((BM,), tl.float32)
    for n in range(0, N, BN):
        rn = n + tl.arange(0, BN)
        a = tl.load(a_ptr + rm[:, None] * N + rn[None, :]).to(tl.float32)
        x = tl.load(x_ptr + rn).to(tl.float32)
        acc += tl.sum(a * x[None, :], axis=1)
    tl.store(y_ptr + rm, acc)
