# Row-wise symmetric int8 quantization (bitsandbytes/torchao style) of a
# [33, 700] bf16 matrix: K loop of 256 (tail 188) keeping a lane-wise absmax
# with libdevice.abs (fabsf), then a second K loop q = libdevice.round(x * 127/amax)
# clamped to [-127, 127]; scale factors through libdevice.div_rn so the
# quantized values are exact; per-row f32 scale stored.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*i8:16,*fp32:16,i32,i32,i32,256
# launch: grid = 33, num_warps = 4
# args: bf16[23100]=randn i8[23100]=zeros f32[33]=zeros i32=700 i32=700 i32=700
# outputs: 1 2
# tol: 0 0
# target: cuda:80
import triton
import triton.language as tl
from triton.language.extra.cuda import libdevice


@triton.jit
def int8_rowwise_quant_kernel(X, Q, Scale, K, stride_x, stride_q, BLOCK_K: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK_K)
    x_row = X + row.to(tl.int64) * stride_x
    q_row = Q + row.to(tl.int64) * stride_q
    absmax = tl.zeros([BLOCK_K], dtype=tl.float32)
    for k0 in range(0, K, BLOCK_K):
        k = k0 + cols
        x = tl.load(x_row + k, mask=k < K, other=0.0).to(tl.float32)
        absmax = tl.maximum(absmax, libdevice.abs(x))
    amax = tl.maximum(tl.max(absmax, axis=0), 1e-8)
    inv_scale = libdevice.div_rn(127.0, amax)
    scale = libdevice.div_rn(amax, 127.0)
    for k0 in range(0, K, BLOCK_K):
        k = k0 + cols
        kmask = k < K
        x = tl.load(x_row + k, mask=kmask, other=0.0).to(tl.float32)
        q = libdevice.round(x * inv_scale)
        q = tl.minimum(tl.maximum(q, -127.0), 127.0)
        tl.store(q_row + k, q.to(tl.int8), mask=kmask)
    tl.store(Scale + row, scale)
