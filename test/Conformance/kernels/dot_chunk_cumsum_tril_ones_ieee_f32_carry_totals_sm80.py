# Chunked cumulative sum along time as a matmul (the GLA/Mamba2 trick):
# each 32-step chunk of x [B, T, D] is multiplied by an in-register lower-
# triangular ones matrix with input_precision="ieee" (f32 FMA dot), plus a
# running per-column carry; T = 150 (last chunk partial), D split in 32-wide
# column blocks; also writes the per-column totals. 1 stage, sm_80.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,*fp32:16,i32,i32:16,i32:16,i32:16,32,32
# launch: grid = 3x3, num_warps = 4, num_stages = 1
# args: f32[43200]=int:-4:4 f32[43200]=zeros f32[288]=zeros i32=150 i32=96 i32=14400 i32=96
# outputs: 1 2
# tol: 0 0
# target: cuda:80
import triton
import triton.language as tl


@triton.jit
def chunk_cumsum_tril_dot(x_ptr, y_ptr, total_ptr, T, D, stride_b, stride_t,
                          CHUNK: tl.constexpr, BLOCK_D: tl.constexpr):
    pid_d = tl.program_id(0)
    b = tl.program_id(1)
    offs_c = tl.arange(0, CHUNK)
    offs_d = pid_d * BLOCK_D + tl.arange(0, BLOCK_D)
    d_ok = offs_d < D
    tril = tl.where(offs_c[:, None] >= offs_c[None, :], 1.0, 0.0).to(tl.float32)
    base = b.to(tl.int64) * stride_b
    carry = tl.zeros((BLOCK_D,), dtype=tl.float32)
    for start in range(0, T, CHUNK):
        rows = start + offs_c
        mask = (rows[:, None] < T) & d_ok[None, :]
        off = base + rows[:, None] * stride_t + offs_d[None, :]
        x = tl.load(x_ptr + off, mask=mask, other=0.0)
        y = tl.dot(tril, x, input_precision="ieee") + carry[None, :]
        tl.store(y_ptr + off, y, mask=mask)
        carry += tl.sum(x, axis=0)
    tl.store(total_ptr + b * D + offs_d, carry, mask=d_ok)
