# Quantized-audio style gating on [21, 300] tiles under num_warps=1: tl.where
# with every mix of scalar and tensor operands over int8, int16 and fp16 (int8
# tensor vs literal, int16 tensor vs int8 tensor, fp16 tensor vs float literal,
# int8 vs fp16 promotion, a scalar runtime condition selecting whole tensors),
# results stored as i16, f16 and i8 with explicit casts.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i8:16,*i16:16,*fp16:16,*i16:16,*fp16:16,*i8:16,i32,i32,i32,i32,i32,16,128
# launch: grid = 2x3, num_warps = 1
# args: i8[6300]=int:-128:127 i16[6300]=int:-3000:3000 f16[6300]=randn i16[6300]=zeros f16[6300]=zeros i8[6300]=zeros i32=21 i32=300 i32=300 i32=40 i32=2
# outputs: 3 4 5
# tol: 1e-3 1e-3
# target: cuda:80
import triton
import triton.language as tl


@triton.jit
def where_mix_i8_i16_f16_kernel(
    q_ptr, s_ptr, h_ptr, out16_ptr, outh_ptr, out8_ptr,
    M, N, stride, gate, mode,
    BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr,
):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    rows = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    cols = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    mask = (rows < M)[:, None] & (cols < N)[None, :]
    offs = rows[:, None] * stride + cols[None, :]
    q = tl.load(q_ptr + offs, mask=mask, other=0)      # int8
    s = tl.load(s_ptr + offs, mask=mask, other=0)      # int16
    h = tl.load(h_ptr + offs, mask=mask, other=0.0)    # fp16
    loud = (q > gate) | (q < -gate)
    # int8 tensor vs int literal: stays int8
    q_gated = tl.where(loud, q, 0)
    # int16 tensor vs int8 tensor: promoted to int16
    mix16 = tl.where(s > 0, s, q_gated)
    # int8 literal vs int16 tensor, negated branch order
    mix16 = tl.where(mix16 < -2000, -2000, mix16)
    # fp16 tensor vs float literal: stays fp16
    hc = tl.where(h > 1.5, 1.5, h)
    hc = tl.where(hc < -1.5, -1.5, hc)
    # int8 tensor vs fp16 tensor: promoted to fp16
    hq = tl.where(loud, q, hc)
    # scalar runtime condition selecting between two tensors
    use_q = mode != 0
    sel = tl.where(use_q, hq * 0.0078125, hc)
    # int16 tensor vs fp16 tensor -> fp16, then a scalar fp16 bias
    blend = tl.where(s % 3 == 0, s, sel) * 0.001 + tl.where(loud, 0.25, -0.25)
    q8 = tl.where(mix16 > 127, 127, tl.where(mix16 < -128, -128, mix16))
    tl.store(out16_ptr + offs, mix16.to(tl.int16), mask=mask)
    tl.store(outh_ptr + offs, blend.to(tl.float16), mask=mask)
    tl.store(out8_ptr + offs, q8.to(tl.int8), mask=mask)
