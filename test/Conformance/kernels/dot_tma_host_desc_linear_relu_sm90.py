# Linear layer y = relu(x @ W^T + b) with x and W as host TMA tensor
# descriptors (W stored [N, K], K-major, transposed in registers with .T);
# M = 200 is not a multiple of BM, so the last row block relies on TMA's zero
# fill and a masked tl.store; 64x64x64 tiles, 3 stages, f16 in and out.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: tensordesc<fp16[64, 64]>,tensordesc<fp16[64, 64]>,*fp32:16,*fp16:16,i32,i32:16,i32:16,64,64,64
# launch: grid = 4x4, num_warps = 4, num_stages = 3
# args: desc:f16[200,320]/[64,64]=int:-2:2 desc:f16[256,320]/[64,64]=int:-2:2 f32[256]=int:-8:8 f16[51200]=zeros i32=200 i32=256 i32=320
# outputs: 3
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def tma_linear_relu(x_desc, w_desc, bias_ptr, y_ptr, M, N, K, BM: tl.constexpr, BN: tl.constexpr,
                    BK: tl.constexpr):
    off_m = tl.program_id(0) * BM
    off_n = tl.program_id(1) * BN
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, K, BK):
        x = x_desc.load([off_m, k])
        w = w_desc.load([off_n, k])
        acc = tl.dot(x, w.T, acc)
    rm = off_m + tl.arange(0, BM)
    rn = off_n + tl.arange(0, BN)
    bias = tl.load(bias_ptr + rn, mask=rn < N, other=0.0)
    y = tl.maximum(acc + bias[None, :], 0.0)
    mask = (rm[:, None] < M) & (rn[None, :] < N)
    tl.store(y_ptr + rm[:, None] * N + rn[None, :], y.to(tl.float16), mask=mask)
