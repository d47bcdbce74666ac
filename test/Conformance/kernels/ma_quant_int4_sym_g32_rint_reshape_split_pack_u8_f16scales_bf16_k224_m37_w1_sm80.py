# Weight quantisation to packed int4 (GPTQ/torchao-style symmetric, group 32 along
# K): a [37, 224] bf16 weight walked in [8, 32] tiles (rows masked) over 7 groups,
# absmax / 7 scale (zero-group guard) stored f16, q = clamp(rint(w / s), -8, 7)
# masked to a nibble, reshaped [8, 16, 2] and tl.split into even/odd nibbles,
# packed lo | hi << 4 into u8 [37, 112]; num_warps = 1.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*u8:16,*fp16:16,i32,i32:16,i32:16,i32:16,i32,8,32
# launch: grid = 5, num_warps = 1
# args: bf16[8288]=randn u8[4144]=zeros f16[259]=zeros i32=37 i32=224 i32=224 i32=112 i32=7
# outputs: 1 2
# tol: 1e-3 1e-3
# target: cuda:80
import triton
import triton.language as tl
from triton.language.extra import libdevice


@triton.jit
def quantize_int4_pack_kernel(
    w_ptr,
    qpacked_ptr,
    scales_ptr,
    M,
    K,
    stride_w,
    stride_q,
    n_groups,
    BLOCK_M: tl.constexpr,
    GROUP: tl.constexpr,
):
    pid = tl.program_id(0)
    rows = pid * BLOCK_M + tl.arange(0, BLOCK_M)
    rmask = rows < M
    kk = tl.arange(0, GROUP)
    pk = tl.arange(0, GROUP // 2)
    for g in range(0, n_groups):
        k = g * GROUP + kk
        m2 = rmask[:, None] & (k < K)[None, :]
        w = tl.load(w_ptr + rows[:, None] * stride_w + k[None, :], mask=m2, other=0.0).to(tl.float32)
        amax = tl.max(tl.abs(w), axis=1)
        scale = amax / 7.0
        safe = tl.where(scale == 0.0, 1.0, scale)
        q = libdevice.rint(w / safe[:, None])
        q = tl.minimum(tl.maximum(q, -8.0), 7.0).to(tl.int32) & 0xF
        lo, hi = tl.split(tl.reshape(q, [BLOCK_M, GROUP // 2, 2]))
        packed = (lo | (hi << 4)).to(tl.uint8)
        pcol = g * (GROUP // 2) + pk
        tl.store(
            qpacked_ptr + rows[:, None] * stride_q + pcol[None, :],
            packed,
            mask=rmask[:, None] & (pcol < stride_q)[None, :],
        )
        tl.store(scales_ptr + rows * n_groups + g, scale.to(tl.float16), mask=rmask)
