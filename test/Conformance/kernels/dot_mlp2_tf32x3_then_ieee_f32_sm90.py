# Two-layer f32 projection with different tl.dot input precisions in one
# program: H = X @ W1 accumulated over a K loop (K=100 tail) with
# input_precision="tf32x3", then Y = H @ W2 with input_precision="ieee" (H
# holds up to 15-bit integers that tf32 could not represent); H and Y are
# both written. Integer-valued inputs, so both results are exact.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,*fp32:16,*fp32:16,*fp32:16,i32,i32,i32,64,64,32,32
# launch: grid = 6, num_warps = 8, num_stages = 2
# args: f32[33300]=int:-16:16 f32[6400]=int:-16:16 f32[2048]=int:-2:2 f32[21312]=zeros f32[10656]=zeros i32=333 i32=100 i32=100
# outputs: 3 4
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def mlp2_tf32x3_ieee(x_ptr, w1_ptr, w2_ptr, h_ptr, y_ptr, M, K, stride_xm,
                     BM: tl.constexpr, HID: tl.constexpr, NOUT: tl.constexpr, BK: tl.constexpr):
    pid = tl.program_id(0)
    om = pid * BM + tl.arange(0, BM)
    oh = tl.arange(0, HID)
    ok = tl.arange(0, BK)
    on = tl.arange(0, NOUT)
    row_ok = om < M
    acc = tl.zeros((BM, HID), dtype=tl.float32)
    for k0 in tl.range(0, K, BK):
        kk = k0 + ok
        x = tl.load(x_ptr + om[:, None] * stride_xm + kk[None, :], mask=row_ok[:, None] & (kk < K)[None, :], other=0.0)
        w1 = tl.load(w1_ptr + kk[:, None] * HID + oh[None, :], mask=(kk < K)[:, None], other=0.0)
        acc = tl.dot(x, w1, acc, input_precision="tf32x3")
    tl.store(h_ptr + om[:, None] * HID + oh[None, :], acc, mask=row_ok[:, None])
    w2 = tl.load(w2_ptr + oh[:, None] * NOUT + on[None, :])
    y = tl.dot(acc, w2, input_precision="ieee")
    tl.store(y_ptr + om[:, None] * NOUT + on[None, :], y, mask=row_ok[:, None])
