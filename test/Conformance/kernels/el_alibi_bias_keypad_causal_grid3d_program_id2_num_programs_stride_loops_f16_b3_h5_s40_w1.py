# Materialised ALiBi attention bias [B, H, S, S] (f16) with causal and
# key-padding masking to -inf: a 2x2x2 grid strides over query tiles, heads and
# batches with loops on tl.program_id(0..2) / tl.num_programs(0..2) (3 batches,
# 5 heads, 40x40 scores in 16x64 tiles, so every axis wraps at least once).
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*i32:16,*fp16:16,i32,i32,i32,16,64
# launch: grid = 2x2x2, num_warps = 1
# args: f32[5]=rand i32[3]=int:1:40 f16[24000]=zeros i32=3 i32=5 i32=40
# outputs: 2
# tol: 1e-3 1e-3
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def alibi_bias_kernel(slope_ptr, klen_ptr, out_ptr, B, H, S,
                      BLOCK_I: tl.constexpr, BLOCK_J: tl.constexpr):
    j = tl.arange(0, BLOCK_J)
    n_tiles = tl.cdiv(S, BLOCK_I)
    for b in range(tl.program_id(2), B, tl.num_programs(2)):
        klen = tl.load(klen_ptr + b)
        for h in range(tl.program_id(1), H, tl.num_programs(1)):
            slope = tl.load(slope_ptr + h) * 0.5
            base = out_ptr + (b * H + h).to(tl.int64) * S * S
            for ti in range(tl.program_id(0), n_tiles, tl.num_programs(0)):
                i = ti * BLOCK_I + tl.arange(0, BLOCK_I)
                dist = (i[:, None] - j[None, :]).to(tl.float32)
                bias = -slope * dist
                allowed = (j[None, :] <= i[:, None]) & (j[None, :] < klen)
                bias = tl.where(allowed, bias, float("-inf"))
                m = (i[:, None] < S) & (j[None, :] < S)
                tl.store(base + i[:, None] * S + j[None, :], bias.to(tl.float16), mask=m)
